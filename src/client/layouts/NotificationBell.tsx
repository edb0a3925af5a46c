import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { useSession } from '../components/session.ts';
import { trpc } from '../trpc.ts';

/**
 * The header's bell with the unread count, for a signed-in member. Its own chunk, loaded only once
 * someone is signed in; the count is refreshed when the window regains focus and every minute.
 */
export default function NotificationBell() {
  const { user } = useSession();
  const count = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: user !== null,
    refetchInterval: NOTIFICATIONS_LIMITS.unreadRefetchMs,
    refetchOnWindowFocus: true,
  });
  if (!user) return null;
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
