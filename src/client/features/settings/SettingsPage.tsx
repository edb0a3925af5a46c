import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { AccountTab } from './account/AccountTab.tsx';

/**
 * /settings and /account-settings. The spec's other tabs (Profile, Notifications, Privacy,
 * Billing) arrive with their own features; a tab that saved nothing would only mislead.
 */
export default function SettingsPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Manage your account and security.</Text>
        </div>
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="account" leftSection={<IconUserShield size={16} />}>
              Account
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account" pt="lg">
            <AccountTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
