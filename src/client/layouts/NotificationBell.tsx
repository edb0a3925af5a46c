import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { trpc } from '../trpc.ts';

/**
 * The header's bell with the unread count, for a signed-in member. Its own chunk, loaded with the
 * member's menu; the count is refreshed when the window regains focus and every minute.
 */
export default function NotificationBell() {
  const count = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: NOTIFICATIONS_LIMITS.unreadRefetchMs,
    refetchOnWindowFocus: true,
  });
  const unread = count.data?.unread ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
      <ActionIcon
        component={Link}
        href="/messages"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
