import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { postPath } from '#shared/routes.ts';
import type { ForumPostCard } from '#shared/schemas/forum.ts';
import { LikeButton, PostBadges, PostByline, ReplyCount } from './PostParts.tsx';

/** A post in the list. Text is rendered as text: a post containing markup shows the markup. */
export function PostCard({ post, onLike, liking }: { post: ForumPostCard; onLike: () => void; liking: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={post.title}>
      <Stack gap="sm">
        {/* On a phone the badges wrap under the title instead of squeezing it. */}
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Anchor component={Link} href={postPath(post.id)} c="var(--mantine-color-text)" underline="hover">
              <Title order={3} size="h4">
                {post.title}
              </Title>
            </Anchor>
            <PostByline post={post} />
          </Stack>
          <PostBadges post={post} />
        </Group>
        <Text size="sm" lineClamp={3}>
          {post.content}
          {post.locked && '…'}
        </Text>
        {post.locked && (
          <Group gap={6} c="var(--mantine-color-yellow-light-color)">
            <IconLock size={14} aria-hidden />
            <Text size="xs">Premium members read the full post</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Group gap="md">
            <LikeButton post={post} onToggle={onLike} pending={liking} />
            <ReplyCount count={post.repliesCount} />
          </Group>
          <Button component={Link} href={postPath(post.id)} variant="default" size="xs" aria-label={`Read More: ${post.title}`}>
            Read More
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Skeleton h={20} w="60%" />
        <Skeleton h={12} w="30%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
        <Skeleton h={24} w={120} />
      </Stack>
    </Card>
  );
}
