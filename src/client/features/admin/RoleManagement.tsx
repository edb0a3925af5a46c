// The User Roles tab: everyone holding a staff role, newest assignment first, each removable, and
// the dialog that assigns one. An admin whose own role was taken away elsewhere is told so here.
import { ActionIcon, Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconShieldPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLE_LABELS } from '#shared/constants/admin.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type RoleAssignment } from '#shared/schemas/admin.ts';
import { errorCode, notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { AssignRoleDialog } from './AssignRoleDialog.tsx';

function RoleRow({ assignment, onRemove, removing }: { assignment: RoleAssignment; onRemove: () => void; removing: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={assignment.email}>
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {assignment.fullName ?? 'Unknown User'}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {assignment.email}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
          <Badge color={assignment.role === 'admin' ? 'red' : 'blue'}>{ROLE_LABELS[assignment.role]}</Badge>
          <Tooltip label="Remove role" withArrow>
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove role from ${assignment.email}`} onClick={onRemove} disabled={removing}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

export function RoleManagement() {
  const utils = trpc.useUtils();
  const roles = trpc.admin.roles.list.useQuery();
  const remove = trpc.admin.roles.remove.useMutation();
  const [assigning, setAssigning] = useState(false);
  const forbidden = roles.isError && errorCode(roles.error) === 'FORBIDDEN';

  // The change may be the admin's own role: the session (and with it the panel) follows.
  const changed = () => {
    void utils.admin.roles.list.invalidate();
    void utils.auth.session.invalidate();
  };

  const removeRole = async (assignment: RoleAssignment) => {
    try {
      await remove.mutateAsync({ id: assignment.id });
      notify(TOASTS.roles.removed);
      changed();
    } catch (err) {
      const code = errorCode(err);
      if (code === 'CONFLICT' || code === 'FORBIDDEN') notifyError(err, TOASTS.roles.removeFailed);
      else notify(TOASTS.roles.removeFailed, 'red');
    }
  };

  if (forbidden) {
    return (
      <Alert color="red" variant="light" title="Admin Access Required">
        Only administrators can manage user roles and permissions.
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3}>Role Management</Title>
            <Text size="sm" c="dimmed">
              Assign and remove administrator and moderator roles.
            </Text>
          </div>
          <Button leftSection={<IconShieldPlus size={16} />} onClick={() => setAssigning(true)}>
            Assign Role
          </Button>
        </Group>
        <QueryState
          query={roles}
          loading={
            <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading roles">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={64} radius="md" />
              ))}
            </Stack>
          }
          error={{ message: TOASTS.roles.loadFailed, toast: true }}
          isEmpty={(assignments) => assignments.length === 0}
          empty={
            <Text c="dimmed" ta="center" py="lg">
              No administrative roles assigned yet.
            </Text>
          }
        >
          {(assignments) => (
            <Stack gap="sm" component="ul" aria-label="Users with roles" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {assignments.map((assignment) => (
                <RoleRow
                  key={assignment.id}
                  assignment={assignment}
                  onRemove={() => void removeRole(assignment)}
                  removing={remove.isPending && remove.variables?.id === assignment.id}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <AssignRoleDialog opened={assigning} onClose={() => setAssigning(false)} onAssigned={changed} />
    </Card>
  );
}
