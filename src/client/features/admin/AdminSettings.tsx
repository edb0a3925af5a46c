// The Settings tab: what the signed-in role may do, and shortcuts to the places staff look after.
// "Content moderation access" is the Moderation tab (admin.moderation, both staff roles).
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessages, IconNews, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { StaffRole } from '#shared/constants.ts';
import { ROLE_LABELS } from '#shared/constants/admin.ts';
import { link } from '#shared/routes.ts';

const CAPABILITIES: Record<StaffRole, string[]> = {
  admin: ['Create and manage news articles', 'Content moderation access', 'Assign and remove user roles', 'Access all admin settings', 'Full system administration'],
  moderator: ['Create and manage news articles', 'Content moderation access'],
};

export function AdminSettings({ role, onManageRoles }: { role: StaffRole; onManageRoles: () => void }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3}>Your Role</Title>
          <Group>
            <Badge size="lg" color={role === 'admin' ? 'red' : 'blue'}>
              {ROLE_LABELS[role]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            You can:
          </Text>
          <List size="sm" spacing={4}>
            {CAPABILITIES[role].map((capability) => (
              <List.Item key={capability}>{capability}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3}>Quick Actions</Title>
          <Button component={Link} href={link('/news')} variant="default" justify="flex-start" leftSection={<IconNews size={16} />}>
            View News
          </Button>
          <Button component={Link} href={link('/community')} variant="default" justify="flex-start" leftSection={<IconMessages size={16} />}>
            Visit Community
          </Button>
          {role === 'admin' && (
            <Button variant="default" justify="flex-start" leftSection={<IconUsers size={16} />} onClick={onManageRoles}>
              Manage User Roles
            </Button>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
