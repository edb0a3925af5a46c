// "Create News Article", the admin panel's news form. It validates with the shared schema the
// server enforces; the server, not this form, decides who may publish and sets author id and time.
import { Alert, Button, Card, Center, Group, Image, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWS_CATEGORIES, NEWS_FORM_LABELS, NEWS_LIMITS, type NewsCategory } from '#shared/constants/news.ts';
import { MESSAGES } from '#shared/messages.ts';
import { publishArticleInput } from '#shared/schemas/news.ts';
import { errorCode, fieldErrorsOf, notify, notifyError } from '../../components/feedback.ts';
import { useSession } from '../../components/session.ts';
import { trpc } from '../../trpc.ts';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((c) => ({ value: c, label: NEWS_FORM_LABELS[c] }));
const validate = schemaResolver(publishArticleInput, { sync: true });

interface ArticleValues {
  title: string;
  category: NewsCategory | null;
  author: string;
  excerpt: string;
  imageUrl: string;
  content: string;
  isPremiumOnly: boolean;
}

const blank = (): ArticleValues => ({
  title: '',
  category: null,
  author: '',
  excerpt: '',
  imageUrl: '',
  content: '',
  isPremiumOnly: false,
});

/** The live preview: the typed URL, dropped when the image fails to load, a prompt when empty. */
function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = url.trim() && failedUrl !== url ? url.trim() : null;
  return (
    <Card withBorder padding={0} radius="md" data-testid="article-image-preview">
      {shown ? (
        <Image src={shown} alt="Featured image preview" h={180} fit="cover" onError={() => setFailedUrl(url)} />
      ) : (
        <Center h={120}>
          <Stack gap={4} align="center">
            <IconPhoto size={28} stroke={1.5} />
            <Text size="sm" c="dimmed">
              Enter an image URL to see a preview
            </Text>
          </Stack>
        </Center>
      )}
    </Card>
  );
}

export function ArticleForm({ onPublished }: { onPublished?: (articleId: string) => void }) {
  const publish = trpc.news.publish.useMutation();
  const utils = trpc.useUtils();
  const session = useSession();
  const form = useForm<ArticleValues>({ initialValues: blank(), validate });
  const values = form.getValues();
  // Remounting the preview on reset forgets a failed URL along with the typed one.
  const [previewKey, setPreviewKey] = useState(0);

  const reset = () => {
    form.setValues(blank());
    form.clearErrors();
    setPreviewKey((k) => k + 1);
  };

  const submit = form.onSubmit(async (v) => {
    try {
      const published = await publish.mutateAsync({ ...v, category: v.category as NewsCategory });
      notify(MESSAGES.news.published);
      reset();
      void utils.news.list.invalidate();
      onPublished?.(published.id);
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      // A refusal by role keeps the server's "Unauthorized" words; anything else is the spec's failure toast.
      if (errorCode(err) === 'FORBIDDEN' || errorCode(err) === 'UNAUTHORIZED') notifyError(err);
      else notify(MESSAGES.news.publishFailed, 'red');
    }
  });

  const busy = publish.isPending;
  if (!session.isPending && session.user?.role !== 'admin' && session.user?.role !== 'moderator') {
    return (
      <Alert color="red" variant="light" title="Access Restricted">
        Only administrators and moderators can create news articles.
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="md">
        Create News Article
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Article Title"
            placeholder="Enter a compelling headline"
            required
            maxLength={NEWS_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
          <Group grow align="flex-start">
            <Select
              label="Category"
              placeholder="Select a category"
              required
              data={CATEGORY_OPTIONS}
              {...form.getInputProps('category')}
            />
            <TextInput
              label="Author"
              placeholder="Author name"
              required
              maxLength={NEWS_LIMITS.authorMax}
              {...form.getInputProps('author')}
            />
          </Group>
          <Textarea
            label="Article Excerpt"
            placeholder="A short summary shown on the news list"
            required
            autosize
            minRows={2}
            maxLength={NEWS_LIMITS.excerptMax}
            description={`${values.excerpt.length}/${NEWS_LIMITS.excerptMax}`}
            {...form.getInputProps('excerpt')}
          />
          <TextInput
            label="Featured Image URL"
            placeholder="https://example.com/image.jpg"
            maxLength={NEWS_LIMITS.imageUrlMax}
            {...form.getInputProps('imageUrl')}
          />
          <ImagePreview key={previewKey} url={values.imageUrl} />
          <Textarea
            label="Article Content"
            placeholder="Write the article. Separate paragraphs with a line break."
            required
            autosize
            minRows={8}
            maxLength={NEWS_LIMITS.contentMax}
            description={`${values.content.length}/${NEWS_LIMITS.contentMax}`}
            {...form.getInputProps('content')}
          />
          <Switch
            label="Premium Content"
            description="Make this article available only to premium subscribers"
            {...form.getInputProps('isPremiumOnly', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={reset} disabled={busy}>
              Reset Form
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Publishing...' : 'Publish Article'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
