// How an unread row looks in both inbox tabs: a tinted row with an accent edge, a "New" badge seen
// and "Unread" heard, with colours that keep dimmed text above the contrast minimum.
import { Badge, type PaperProps, VisuallyHidden } from '@mantine/core';

export const unreadRowProps = (unread: boolean): Pick<PaperProps, 'bg' | 'style'> => ({
  bg: unread ? 'var(--mantine-color-indigo-0)' : undefined,
  style: { listStyle: 'none', borderLeft: unread ? '4px solid var(--mantine-color-indigo-6)' : undefined },
});

export const NewBadge = () => (
  <Badge size="xs" color="indigo" variant="filled" aria-hidden>
    New
  </Badge>
);

export const UnreadLabel = () => <VisuallyHidden>Unread: </VisuallyHidden>;
