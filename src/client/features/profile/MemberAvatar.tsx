// A member's photo, or their initials when they have none (or hide their profile), the premium
// badge and their name linking to their public card: the profile page, the card and the forum's
// bylines show members alike.
import { Anchor, Avatar, Badge, Group, Text, type MantineSize } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { link } from '#shared/routes.ts';

export function MemberAvatar({ name, photoUrl, size = 'md' }: { name: string; photoUrl: string | null; size?: MantineSize | number }) {
  // The name beside it already says who this is: the picture itself is decoration.
  return <Avatar src={photoUrl} name={name} color="initials" size={size} alt="" aria-hidden />;
}

/**
 * An author as the forum shows them: small photo and name, the name a link to their card when
 * their profile is visible to the reader (the server sends the id only then), plain text otherwise.
 */
export function AuthorName({ author, children }: { author: { authorName: string; authorId: string | null; authorPhotoUrl: string | null }; children?: ReactNode }) {
  const name = author.authorId ? (
    <Anchor component={Link} href={link(`/members/${author.authorId}`)} fw={500} size="sm" c="var(--mantine-color-text)" underline="always" data-testid="post-author">
      {author.authorName}
    </Anchor>
  ) : (
    <Text span fw={500} size="sm" c="var(--mantine-color-text)" data-testid="post-author">
      {author.authorName}
    </Text>
  );
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex">
      <MemberAvatar name={author.authorName} photoUrl={author.authorPhotoUrl} size={22} />
      {name}
      {children}
    </Group>
  );
}

/** The crown the dashboard and the user menu show for a premium member. */
export function PremiumBadge() {
  return (
    <Badge color="yellow" leftSection={<IconCrown size={12} />} aria-label="Premium member">
      Premium
    </Badge>
  );
}
