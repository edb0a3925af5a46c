// /messages (protected): the inbox. Its tabs are the notifications and the conversations with other
// members, each with its unread count; ?tab= opens one by name, as the settings do.
import { Badge, Container, Stack, Tabs } from '@mantine/core';
import { IconBell, IconMessages } from '@tabler/icons-react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useTabParam } from '../../lib/tab-param.ts';
import { trpc } from '../../trpc.ts';
import { ConversationsPanel } from './conversations/ConversationsPanel.tsx';
import { NotificationsPanel } from '../notifications/index.ts';

const TABS = ['notifications', 'messages'] as const;

const UnreadBadge = ({ count }: { count: number | undefined }) =>
  count ? (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </Badge>
  ) : null;

export default function MessagesPage() {
  const [tab, show] = useTabParam(TABS, 'notifications');
  const notifications = trpc.notifications.unreadCount.useQuery();
  const conversations = trpc.messages.unreadCount.useQuery();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title="Messages" subtitle="Notifications about your posts, job alerts, applications and subscription, and your conversations with other members." />
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />} rightSection={<UnreadBadge count={notifications.data?.unread} />}>
              Notifications
            </Tabs.Tab>
            <Tabs.Tab value="messages" leftSection={<IconMessages size={16} />} rightSection={<UnreadBadge count={conversations.data?.unreadConversations} />}>
              Messages
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notifications" pt="lg">
            <NotificationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="lg">
            <ConversationsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
