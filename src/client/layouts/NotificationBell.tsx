import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { CONVERSATIONS_PATH, INBOX_PATH } from '#shared/constants/messages.ts';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { useSession } from '../lib/session.ts';
import { trpc } from '../trpc.ts';

const live = { refetchInterval: NOTIFICATIONS_LIMITS.unreadRefetchMs, refetchOnWindowFocus: true } as const;

/**
 * The header's bell: unread notifications plus conversations with unread messages, for a signed-in
 * member. Its own chunk, loaded only once someone is signed in; the counts are refreshed when the
 * window regains focus and every minute. It opens the tab that has something new.
 */
export default function NotificationBell() {
  const { user } = useSession();
  const notifications = trpc.notifications.unreadCount.useQuery(undefined, { enabled: user !== null, ...live });
  const conversations = trpc.messages.unreadCount.useQuery(undefined, { enabled: user !== null, ...live });
  if (!user) return null;
  const fromNotifications = notifications.data?.unread ?? 0;
  const fromConversations = conversations.data?.unreadConversations ?? 0;
  const unread = fromNotifications + fromConversations;
  const href = fromNotifications === 0 && fromConversations > 0 ? CONVERSATIONS_PATH : INBOX_PATH;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
      <ActionIcon component={Link} href={href} variant="subtle" color="dark" size="lg" aria-label={unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'}>
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
