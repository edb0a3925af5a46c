// "Create New Post": title, content, category and the premium-only flag, checked with the same
// schema the server uses. It resets after success; the page then closes it and reloads the list.
import { Button, Card, Group, Select, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FORUM_CATEGORIES, FORUM_LIMITS, type ForumCategory } from '#shared/constants/forum.ts';
import { formatCategoryLabel } from '#shared/format.ts';
import { forumPostInput } from '#shared/schemas/forum.ts';
import { fieldErrorsOf, notifyError } from '../../components/feedback.ts';
import { trpc } from '../../trpc.ts';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((c) => ({ value: c, label: formatCategoryLabel(c) }));
const validate = schemaResolver(forumPostInput, { sync: true });

interface PostFormValues {
  title: string;
  content: string;
  category: ForumCategory | null;
  isPremiumOnly: boolean;
}

const blank = (): PostFormValues => ({ title: '', content: '', category: null, isPremiumOnly: false });

export function PostForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const create = trpc.forum.create.useMutation();
  const form = useForm<PostFormValues>({ initialValues: blank(), validate });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, category: values.category as ForumCategory });
      form.setValues(blank());
      form.resetDirty();
      onCreated();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label="Create New Post">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Create New Post
          </Title>
          <TextInput label="Title" required maxLength={FORUM_LIMITS.titleMax} placeholder="What would you like to discuss?" {...form.getInputProps('title')} />
          <Textarea
            label="Content"
            required
            autosize
            minRows={5}
            maxLength={FORUM_LIMITS.contentMax}
            placeholder="Share your thoughts, questions or experience..."
            {...form.getInputProps('content')}
          />
          <Select label="Category" required placeholder="Select a category" data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
          <Switch label="Premium members only" {...form.getInputProps('isPremiumOnly', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Publishing...' : 'Publish Post'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
