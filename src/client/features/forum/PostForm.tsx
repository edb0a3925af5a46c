// "Create New Post" and "Edit Post": title, content, category and the premium-only flag, checked
// with the same schema the server uses. Only premium members and staff may mark a post
// premium-only: for anyone else the switch is replaced by the reason (the server refuses too), and
// a post already premium-only keeps its flag.
import { Button, Card, Group, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FORUM_CATEGORIES, FORUM_LIMITS, type ForumCategory } from '#shared/constants/forum.ts';
import { formatCategoryLabel } from '#shared/format.ts';
import { isStaff } from '#shared/rules/premium.ts';
import { forumPostInput, type ForumPostCard } from '#shared/schemas/forum.ts';
import { fieldErrorsOf, notifyError } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
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

/** A new post (no `post`), or the author's edit of `post`. */
export function PostForm({ post, onCreated, onCancel }: { post?: ForumPostCard; onCreated: (saved: ForumPostCard) => void; onCancel: () => void }) {
  const { user } = useSession();
  const create = trpc.forum.create.useMutation();
  const update = trpc.forum.update.useMutation();
  const pending = create.isPending || update.isPending;
  const form = useForm<PostFormValues>({
    initialValues: post ? { title: post.title, content: post.content, category: post.category, isPremiumOnly: post.isPremiumOnly } : blank(),
    validate,
  });
  const maySetPremium = Boolean(user && (user.isPremium || isStaff(user.role)));
  const label = post ? 'Edit Post' : 'Create New Post';

  const submit = form.onSubmit(async (values) => {
    try {
      const input = { ...values, category: values.category as ForumCategory };
      const saved = post ? await update.mutateAsync({ postId: post.id, ...input }) : await create.mutateAsync(input);
      if (!post) {
        form.setValues(blank());
        form.resetDirty();
      }
      onCreated(saved);
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {label}
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
          {maySetPremium || form.values.isPremiumOnly ? (
            <Switch
              label="Premium members only"
              disabled={!maySetPremium}
              description={maySetPremium ? undefined : 'Your Premium plan has ended: you can keep this flag but not set it on other posts.'}
              {...form.getInputProps('isPremiumOnly', { type: 'checkbox' })}
            />
          ) : (
            <Text size="sm" c="dimmed" data-testid="premium-only-reason">
              Only Premium members can make a post premium-only.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {post ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Publishing...' : 'Publish Post'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
