import { Container, Stack, Tabs } from '@mantine/core';
import { IconBell, IconCreditCard, IconLock, IconUser, IconUserShield } from '@tabler/icons-react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useTabParam } from '../../lib/tab-param.ts';
import { AccountTab } from './AccountTab.tsx';
import { BillingTab } from '../billing/index.ts';
import { NotificationsTab } from './NotificationsTab.tsx';
import { PrivacyTab } from './PrivacyTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';

const TABS = ['profile', 'notifications', 'privacy', 'billing', 'account'] as const;

/**
 * /settings and /account-settings, in the spec's tab order; ?tab=billing opens a tab by name (the
 * billing portal returns there, unsubscribe pages link to notifications). Without one the Account
 * tab opens: sign-in, checkout and e-mail changes land there.
 */
export default function SettingsPage() {
  const [tab, show] = useTabParam(TABS, 'account');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title="Settings" subtitle="Manage your profile, notifications, privacy, subscription and account." />
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
              Profile
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              Notifications
            </Tabs.Tab>
            <Tabs.Tab value="privacy" leftSection={<IconLock size={16} />}>
              Privacy
            </Tabs.Tab>
            <Tabs.Tab value="billing" leftSection={<IconCreditCard size={16} />}>
              Billing
            </Tabs.Tab>
            <Tabs.Tab value="account" leftSection={<IconUserShield size={16} />}>
              Account
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            <ProfileTab />
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="lg">
            <NotificationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="privacy" pt="lg">
            <PrivacyTab />
          </Tabs.Panel>
          <Tabs.Panel value="billing" pt="lg">
            <BillingTab />
          </Tabs.Panel>
          <Tabs.Panel value="account" pt="lg">
            <AccountTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
