// /messages (protected): the inbox. Its tabs are the notifications and, once direct messages land,
// the conversations; ?tab= opens one by name, as the settings do.
import { Container, Stack, Tabs } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../components/PageHeading.tsx';
import { NotificationsPanel } from './NotificationsPanel.tsx';

// The Messages tab joins this list with its panel when the conversations panel exists.
const TABS = ['notifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function MessagesPage() {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'notifications';
  const show = (value: string | null) => {
    if (isTab(value)) navigate(`${location}?tab=${value}`, { replace: true });
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title="Messages" subtitle="Notifications about your posts, job alerts, applications and subscription." />
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              Notifications
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notifications" pt="lg">
            <NotificationsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
