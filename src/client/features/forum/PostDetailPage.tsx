// /community/post/{postId} (protected): the post, its counts, the replies oldest first and the reply
// form. A premium-only post the reader may not open arrives cut to its preview (the server never
// sends the rest) and shows an upgrade card instead of the replies and the form.
import { Button, Card, Container, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { FORUM_LIMITS } from '#shared/constants/forum.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type ForumPostCard, forumPostIdInput, type ForumReply } from '#shared/schemas/forum.ts';
import { errorCode, notify } from '../../components/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { BackLink, NotFoundCard } from '../../components/BackLink.tsx';
import { trpc } from '../../trpc.ts';
import { LikeButton, PostBadges, PostByline, ReplyCount } from './PostParts.tsx';
import { useLikePost } from './use-like.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

function ReplyItem({ reply }: { reply: ForumReply }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Reply by ${reply.authorName}`}>
      <Group mb={4}>
        <PostByline post={reply} />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {reply.content}
      </Text>
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
      notify(MESSAGES.forum.replyPosted);
      setText('');
      onPosted();
    } catch {
      notify(MESSAGES.forum.replyFailed, 'red');
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
      <ReplyForm postId={post.id} onPosted={posted} />
      <LoadError error={replies.error} message={MESSAGES.forum.loadPostFailed} toast inline={list.length === 0} />
      {replies.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : list.length === 0 ? (
        !replies.isError && <Text c="dimmed">No replies yet. Be the first to reply!</Text>
      ) : (
        <Stack gap="sm" data-testid="replies">
          {list.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
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
    </Stack>
  );
}

export default function PostDetailPage() {
  const { postId = '' } = useParams<{ postId: string }>();
  const valid = forumPostIdInput.safeParse({ postId }).success;
  const utils = trpc.useUtils();
  const post = trpc.forum.post.useQuery({ postId }, { enabled: valid, retry: (count, err) => !MISSING_CODES.has(errorCode(err) ?? '') && count < 2 });
  const missing = !valid || (post.isError && MISSING_CODES.has(errorCode(post.error) ?? ''));
  usePageTitle(post.data?.title);

  const { toggle, pendingPostId } = useLikePost((state) =>
    utils.forum.post.setData({ postId: state.postId }, (p) => (p ? { ...p, likedByMe: state.liked, likesCount: state.likesCount } : p)),
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink href="/community" label="Back to Community" />
        {/* A post that failed to load for another reason than not existing is toasted, then reads as not found. */}
        <LoadError error={missing ? null : post.error} message={MESSAGES.forum.loadPostFailed} toast inline={false} />
        {missing || post.isError ? (
          <NotFoundCard title={MESSAGES.forum.postNotFound.title} text="This post may have been removed, or the link is wrong." href="/community" label="Back to Community" />
        ) : post.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading post">
            <Skeleton h={32} w="70%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={160} />
          </Stack>
        ) : (
          <>
            <Card withBorder radius="md" padding="xl" component="article" aria-label={post.data.title}>
              <Stack gap="md">
                <PostBadges post={post.data} />
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
