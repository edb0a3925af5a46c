// /community/post/{postId} (protected): the post, its counts, the replies oldest first and the reply
// form. A premium-only post the reader may not open arrives cut to its preview (the server never
// sends the rest) and shows an upgrade card instead of the replies and the form. The author edits
// and deletes their post and replies here; anyone else may report them. A deleted post reads
// "This post was deleted" above its replies; staff see hidden items marked.
import { Button, Card, Container, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { FORUM_LIMITS } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type ForumPostCard, forumPostIdInput, type ForumReply } from '#shared/schemas/forum.ts';
import { link } from '#shared/routes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorCode, notify, notifyError } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { BackLink, NotFoundCard } from '../../components/BackLink.tsx';
import { trpc } from '../../trpc.ts';
import { PostForm } from './PostForm.tsx';
import { LikeButton, PostBadges, PostByline, ReplyCount } from './PostParts.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { useLikePost } from './use-like.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

/** Edit and Delete for the author, Report for anyone else. */
function OwnerActions({ mine, what, onEdit, onDelete, onReport }: { mine: boolean; what: string; onEdit: () => void; onDelete: () => void; onReport: () => void }) {
  return mine ? (
    <Group gap={4}>
      <Button variant="subtle" size="compact-sm" leftSection={<IconPencil size={14} />} onClick={onEdit} aria-label={`Edit ${what}`}>
        Edit
      </Button>
      <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} />} onClick={onDelete} aria-label={`Delete ${what}`}>
        Delete
      </Button>
    </Group>
  ) : (
    <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconFlag size={14} />} onClick={onReport} aria-label={`Report ${what}`}>
      Report
    </Button>
  );
}

function ReplyItem({ reply, onChanged, onReport }: { reply: ForumReply; onChanged: () => void; onReport: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply.content);
  const [confirming, setConfirming] = useState(false);
  const update = trpc.forum.updateReply.useMutation();
  const remove = trpc.forum.deleteReply.useMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ replyId: reply.id, content: text });
      notify(TOASTS.forum.replyUpdated);
      setEditing(false);
      onChanged();
    } catch (err) {
      notifyError(err);
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ replyId: reply.id });
      notify(TOASTS.forum.replyDeleted);
      setConfirming(false);
      onChanged();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Reply by ${reply.authorName}`} id={`reply-${reply.id}`}>
      <Group mb={4} justify="space-between" gap="xs">
        <PostByline post={reply} />
        <Group gap="xs">
          {reply.hidden && (
            <Text size="xs" c="red.8" fw={600}>
              Hidden by moderators
            </Text>
          )}
          {!editing && (
            <OwnerActions mine={reply.mine} what="reply" onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} onReport={onReport} />
          )}
        </Group>
      </Group>
      {editing ? (
        <form onSubmit={(e) => void save(e)} aria-label="Edit reply">
          <Stack gap="xs">
            <Textarea label="Edit your reply" autosize minRows={2} maxLength={FORUM_LIMITS.replyMax} value={text} onChange={(e) => setText(e.currentTarget.value)} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit" size="xs" disabled={!text.trim()} loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {reply.content}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete reply?"
        message="Your reply will be removed from the discussion. This cannot be undone."
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Paper>
  );
}

function ReplyForm({ postId, onPosted }: { postId: string; onPosted: () => void }) {
  const [text, setText] = useState('');
  const reply = trpc.forum.reply.useMutation();
  const content = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content) return;
    try {
      await reply.mutateAsync({ postId, content });
      notify(TOASTS.forum.replyPosted);
      setText('');
      onPosted();
    } catch {
      notify(TOASTS.forum.replyFailed, 'red');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Reply">
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          placeholder="Share your thoughts..."
          autosize
          minRows={3}
          maxLength={FORUM_LIMITS.replyMax}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!content || reply.isPending} loading={reply.isPending}>
            Post Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Replies({ post }: { post: ForumPostCard }) {
  const utils = trpc.useUtils();
  const [reporting, setReporting] = useState<string | null>(null);
  const replies = trpc.forum.replies.useInfiniteQuery({ postId: post.id }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const list = replies.data?.pages.flatMap((page) => page.replies) ?? [];

  const posted = () => {
    void utils.forum.replies.invalidate({ postId: post.id });
    void utils.forum.post.invalidate({ postId: post.id });
    void utils.forum.list.invalidate();
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Replies ({post.repliesCount})
      </Title>
      {post.deleted ? (
        <Text c="dimmed" size="sm">
          Replies are closed on a deleted post.
        </Text>
      ) : (
        <ReplyForm postId={post.id} onPosted={posted} />
      )}
      <QueryState
        query={replies}
        loading={<Skeleton h={80} radius="md" />}
        error={{ message: TOASTS.forum.loadPostFailed, toast: true }}
        isEmpty={() => list.length === 0}
        empty={<Text c="dimmed">No replies yet. Be the first to reply!</Text>}
        keepData="quiet"
      >
        {() => (
          <Stack gap="sm" data-testid="replies">
            {list.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} onChanged={posted} onReport={() => setReporting(reply.id)} />
            ))}
            {replies.hasNextPage && (
              <Group justify="center">
                <Button variant="default" onClick={() => void replies.fetchNextPage()} loading={replies.isFetchingNextPage}>
                  Load more replies
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
      <ReportDialog target={reporting ? { postId: post.id, replyId: reporting } : null} what="reply" onClose={() => setReporting(null)} />
    </Stack>
  );
}

export default function PostDetailPage() {
  const { postId = '' } = useParams<{ postId: string }>();
  const valid = forumPostIdInput.safeParse({ postId }).success;
  const utils = trpc.useUtils();
  const post = trpc.forum.post.useQuery({ postId }, { enabled: valid, retry: (count, err) => !MISSING_CODES.has(errorCode(err) ?? '') && count < 2 });
  const missing = !valid || (post.isError && MISSING_CODES.has(errorCode(post.error) ?? ''));
  usePageTitle(post.data?.deleted ? 'Deleted post' : post.data?.title);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = trpc.forum.delete.useMutation();

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ postId });
      notify(TOASTS.forum.postDeleted);
      setConfirming(false);
      void utils.forum.list.invalidate();
      void utils.forum.stats.invalidate();
      if (post.data?.repliesCount) void utils.forum.post.invalidate({ postId });
      else navigate(link('/community'));
    } catch (err) {
      notifyError(err);
    }
  };

  const { toggle, pendingPostId } = useLikePost((state) =>
    utils.forum.post.setData({ postId: state.postId }, (p) => (p ? { ...p, likedByMe: state.liked, likesCount: state.likesCount } : p)),
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink href={link('/community')} label="Back to Community" />
        {/* A post that failed to load for another reason than not existing is toasted, then reads as not found. */}
        <LoadError error={missing ? null : post.error} message={TOASTS.forum.loadPostFailed} toast inline={false} />
        {missing || post.isError ? (
          <NotFoundCard title={TOASTS.forum.postNotFound.title} text="This post may have been removed, or the link is wrong." href={link('/community')} label="Back to Community" />
        ) : post.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading post">
            <Skeleton h={32} w="70%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={160} />
          </Stack>
        ) : (
          <>
            {editing ? (
              <PostForm
                post={post.data}
                onCreated={(saved) => {
                  utils.forum.post.setData({ postId }, saved);
                  void utils.forum.list.invalidate();
                  notify(TOASTS.forum.postUpdated);
                  setEditing(false);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : post.data.deleted ? (
              <Card withBorder radius="md" padding="xl" component="article" aria-label="Deleted post">
                <Stack gap="xs">
                  <Title order={1} size="h2" c="dimmed">
                    This post was deleted
                  </Title>
                  <Text c="dimmed" size="sm">
                    Its text is gone; the replies below stay readable.
                  </Text>
                </Stack>
              </Card>
            ) : (
              <Card withBorder radius="md" padding="xl" component="article" aria-label={post.data.title}>
                <Stack gap="md">
                  <Group justify="space-between" gap="xs">
                    <PostBadges post={post.data} />
                    <OwnerActions
                      mine={post.data.mine}
                      what="post"
                      onEdit={() => setEditing(true)}
                      onDelete={() => setConfirming(true)}
                      onReport={() => setReporting(true)}
                    />
                  </Group>
                  <Title order={1} size="h2">
                    {post.data.title}
                  </Title>
                  <PostByline post={post.data} />
                  <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="post-content">
                    {post.data.content}
                    {post.data.locked && '…'}
                  </Text>
                  <Group gap="md">
                    <LikeButton
                      post={post.data}
                      onToggle={() => void toggle(post.data.id, post.data.likedByMe)}
                      pending={pendingPostId === post.data.id}
                    />
                    <ReplyCount count={post.data.repliesCount} />
                  </Group>
                </Stack>
              </Card>
            )}
            <ConfirmDialog
              opened={confirming}
              title="Delete post?"
              message="Your post's title and text will be removed. Replies stay readable. This cannot be undone."
              loading={remove.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void confirmDelete()}
            />
            <ReportDialog target={reporting ? { postId } : null} what="post" onClose={() => setReporting(false)} />
            {post.data.locked ? (
              <UpgradePrompt
                title="Premium Content"
                text="This discussion is for Premium members. Upgrade to read the full post and join the conversation."
                testId="premium-upgrade"
              />
            ) : (
              <Replies post={post.data} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
