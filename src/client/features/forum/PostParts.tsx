// Pieces the list and the detail share: badges, the like button, the reply count.
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCrown, IconEyeOff, IconHeart, IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import { formatAge, formatCategoryLabel } from '#shared/format.ts';
import type { ForumPostCard } from '#shared/schemas/forum.ts';
import { AuthorName } from '../profile/index.ts';

export function PostBadges({ post }: { post: ForumPostCard }) {
  return (
    <Group gap="xs">
      <Badge variant="light">{formatCategoryLabel(post.category)}</Badge>
      {post.hidden && (
        <Badge color="red" variant="light" leftSection={<IconEyeOff size={12} />}>
          Hidden by moderators
        </Badge>
      )}
      {post.isPremiumOnly && (
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} />}>
          Premium
        </Badge>
      )}
    </Group>
  );
}

/** Who wrote a post or reply (linked to their card when their profile is visible) and when. */
export function PostByline({ post }: { post: Pick<ForumPostCard, 'authorName' | 'authorId' | 'authorPhotoUrl' | 'createdAt' | 'editedAt'> }) {
  return (
    <AuthorName author={post}>
      <Text size="sm" c="dimmed">
        · {formatAge(post.createdAt)}
        {post.editedAt && (
          <Text span size="sm" c="dimmed" title={`Edited ${post.editedAt.toLocaleString()}`} data-testid="edited-mark">
            {' '}
            · edited
          </Text>
        )}
      </Text>
    </AuthorName>
  );
}

export function LikeButton({ post, onToggle, pending }: { post: ForumPostCard; onToggle: () => void; pending: boolean }) {
  return (
    <Button
      variant={post.likedByMe ? 'light' : 'subtle'}
      color={post.likedByMe ? 'red' : 'gray'}
      size="compact-sm"
      leftSection={post.likedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      // The count is the button's visible text, so its name carries it too.
      aria-label={`${post.likedByMe ? 'Unlike' : 'Like'} ${post.title}, ${post.likesCount} ${post.likesCount === 1 ? 'like' : 'likes'}`}
      aria-pressed={post.likedByMe}
      disabled={pending}
      onClick={onToggle}
      data-testid="like-count"
    >
      {post.likesCount}
    </Button>
  );
}

export function ReplyCount({ count }: { count: number }) {
  return (
    <Group gap={4} c="dimmed" data-testid="reply-count" aria-label={`${count} ${count === 1 ? 'reply' : 'replies'}`}>
      <IconMessageCircle size={16} aria-hidden />
      <Text size="sm">{count}</Text>
    </Group>
  );
}
