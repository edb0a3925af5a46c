import { Container, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconFlag, IconInbox, IconLock, IconNews, IconSettings, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Role } from '#shared/constants.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { AdminSettings } from './AdminSettings.tsx';
import { JobsPanel } from '../jobs/index.ts';
import { ModerationPanel } from '../forum/index.ts';
import { NewsPanel } from '../news/index.ts';
import { OutreachPanel } from '../outreach/index.ts';
import { ReportsPanel } from '../messages/index.ts';
import { RoleManagement } from './RoleManagement.tsx';

type Tab = 'news' | 'jobs' | 'moderation' | 'reports' | 'outreach' | 'roles' | 'settings';

/**
 * The signed-in user's role, looked up afresh each time the panel opens so a role granted or taken
 * away elsewhere counts at once; null while that lookup runs. A failed lookup means a plain user.
 */
function useFreshRole(): Role | null {
  const session = trpc.auth.session.useQuery(undefined, { refetchOnMount: 'always' });
  if (!session.isFetchedAfterMount) return null;
  if (session.isError) return 'user';
  return session.data?.user?.role ?? 'user';
}

function AccessRestricted() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <IconLock size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            Access Restricted
          </Title>
          <Text c="dimmed">
            You don&apos;t have permission to access the admin panel. Please contact an administrator if you need access.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * /admin (protected): news management, the job board's jobs and sources, community moderation,
 * reported conversations and the outreach inbox for admins and moderators; role management for admins.
 */
export default function AdminPage() {
  const role = useFreshRole();
  const [tab, setTab] = useState<Tab>('news');

  if (role === null) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading admin panel">
          <Skeleton h={36} w={240} />
          <Skeleton h={20} w={420} />
          <Skeleton h={40} />
          <Skeleton h={360} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (role === 'user') return <AccessRestricted />;

  const isAdmin = role === 'admin';
  // A tab hidden from this role is never the one shown (an admin demoted while on it, say).
  const shown: Tab = tab === 'roles' && !isAdmin ? 'news' : tab;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title="Admin Panel" subtitle="Manage news articles, jobs, community moderation, reported conversations, outreach, user roles, and system settings" />
        <Tabs value={shown} onChange={(value) => setTab((value as Tab | null) ?? 'news')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="news" leftSection={<IconNews size={16} />}>
              News Management
            </Tabs.Tab>
            <Tabs.Tab value="jobs" leftSection={<IconBriefcase size={16} />}>
              Jobs
            </Tabs.Tab>
            <Tabs.Tab value="moderation" leftSection={<IconShieldCheck size={16} />}>
              Moderation
            </Tabs.Tab>
            <Tabs.Tab value="reports" leftSection={<IconFlag size={16} />}>
              Reports
            </Tabs.Tab>
            <Tabs.Tab value="outreach" leftSection={<IconInbox size={16} />}>
              Outreach
            </Tabs.Tab>
            {isAdmin && (
              <Tabs.Tab value="roles" leftSection={<IconUsers size={16} />}>
                User Roles
              </Tabs.Tab>
            )}
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
              Settings
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="news" pt="lg">
            <NewsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="jobs" pt="lg">
            <JobsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="moderation" pt="lg">
            <ModerationPanel />
          </Tabs.Panel>
          <Tabs.Panel value="reports" pt="lg">
            <ReportsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="outreach" pt="lg">
            <OutreachPanel />
          </Tabs.Panel>
          {isAdmin && (
            <Tabs.Panel value="roles" pt="lg">
              <RoleManagement />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="settings" pt="lg">
            <AdminSettings role={role} onManageRoles={() => setTab('roles')} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
