import { Container, Stack, Tabs } from '@mantine/core';
import { IconCreditCard, IconUserShield } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../components/PageHeading.tsx';
import { AccountTab } from './account/AccountTab.tsx';
import { BillingTab } from './billing/BillingTab.tsx';

const TABS = ['billing', 'account'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /settings and /account-settings; ?tab=billing opens a tab by name (the billing portal returns
 * there). The spec's other tabs (Profile, Notifications, Privacy) arrive with their own
 * features; a tab that saved nothing would only mislead.
 */
export default function SettingsPage() {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'account';
  const show = (value: string | null) => {
    if (isTab(value)) navigate(`${location}?tab=${value}`, { replace: true });
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title="Settings" subtitle="Manage your account, security and subscription." />
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="billing" leftSection={<IconCreditCard size={16} />}>
              Billing
            </Tabs.Tab>
            <Tabs.Tab value="account" leftSection={<IconUserShield size={16} />}>
              Account
            </Tabs.Tab>
          </Tabs.List>
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
