// "Create News Article", the admin panel's news form, and the same form prefilled to edit one. It
// validates with the shared schema the server enforces; the server, not this form, decides who may
// publish and sets author id and time. Either publishes or saves a draft only staff see.
import { Alert, Button, Card, Center, Group, Image, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWS_CATEGORIES, NEWS_FILTER_LABELS, NEWS_LIMITS, type NewsCategory, type NewsStatus } from '#shared/constants/news.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type AdminNewsArticle, publishArticleInput } from '#shared/schemas/news.ts';
import { errorCode, fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((c) => ({ value: c, label: NEWS_FILTER_LABELS[c] }));
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

const valuesOf = (a: AdminNewsArticle): ArticleValues => ({
  title: a.title,
  category: a.category,
  author: a.author,
  excerpt: a.excerpt,
  imageUrl: a.imageUrl ?? '',
  content: a.content,
  isPremiumOnly: a.isPremiumOnly,
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

interface ArticleFormProps {
  /** The article to edit; without it the form creates one. */
  article?: AdminNewsArticle;
  onPublished?: (articleId: string) => void;
  /** After an edit is saved, or cancelled. */
  onDone?: () => void;
}

export function ArticleForm({ article, onPublished, onDone }: ArticleFormProps) {
  const publish = trpc.news.publish.useMutation();
  const update = trpc.admin.news.update.useMutation();
  const utils = trpc.useUtils();
  const session = useSession();
  const form = useForm<ArticleValues>({ initialValues: article ? valuesOf(article) : blank(), validate });
  const values = form.getValues();
  // Remounting the preview on reset forgets a failed URL along with the typed one.
  const [previewKey, setPreviewKey] = useState(0);
  // What the last save asked for: publish, or save as a draft (for the busy button's label).
  const [target, setTarget] = useState<NewsStatus>('published');

  const reset = () => {
    form.setValues(blank());
    form.clearErrors();
    setPreviewKey((k) => k + 1);
  };

  const saveAs = (status: NewsStatus) =>
    form.onSubmit(async (v) => {
      setTarget(status);
      try {
        const input = { ...v, category: v.category as NewsCategory, status };
        if (article) {
          await update.mutateAsync({ ...input, articleId: article.id });
          notify(status === 'draft' ? TOASTS.news.draftSaved : TOASTS.news.saved);
        } else {
          const published = await publish.mutateAsync(input);
          notify(status === 'draft' ? TOASTS.news.draftSaved : TOASTS.news.published);
          reset();
          onPublished?.(published.id);
        }
        void utils.news.invalidate();
        void utils.admin.news.invalidate();
        if (article) onDone?.();
      } catch (err) {
        form.setErrors(fieldErrorsOf(err));
        // A refusal by role keeps the server's "Unauthorized" words; anything else is the spec's failure toast.
        if (errorCode(err) === 'FORBIDDEN' || errorCode(err) === 'UNAUTHORIZED' || errorCode(err) === 'NOT_FOUND') notifyError(err);
        else notify(article ? TOASTS.news.saveFailed : TOASTS.news.publishFailed, 'red');
      }
    });

  const busy = publish.isPending || update.isPending;
  const publishLabel = article?.status === 'published' ? 'Save Changes' : 'Publish Article';
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
        {article ? 'Edit News Article' : 'Create News Article'}
      </Title>
      <form onSubmit={saveAs('published')} noValidate>
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
            {article ? (
              <Button variant="default" type="button" onClick={onDone} disabled={busy}>
                Cancel
              </Button>
            ) : (
              <Button variant="default" type="button" onClick={reset} disabled={busy}>
                Reset Form
              </Button>
            )}
            <Button variant="light" type="button" disabled={busy} onClick={() => saveAs('draft')()}>
              Save as Draft
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && target === 'published' ? (article ? 'Saving...' : 'Publishing...') : publishLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
