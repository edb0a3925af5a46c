// "Assign Administrative Role": an e-mail and a role (Moderator by default). On success the dialog
// closes, the e-mail is cleared and the list reloads; every failure is a toast in the spec's words.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { STAFF_ROLES, type StaffRole } from '#shared/constants.ts';
import { ADMIN_LIMITS, ROLE_LABELS } from '#shared/constants/admin.ts';
import { TOASTS } from '#shared/toasts.ts';
import { assignRoleInput } from '#shared/schemas/admin.ts';
import { errorCode, fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const validate = schemaResolver(assignRoleInput, { sync: true });

/** "User not found" is the server's own toast; a refusal keeps the spec's title with the server's reason. */
function assignFailed(err: unknown) {
  const code = errorCode(err);
  if (code === 'NOT_FOUND') notifyError(err);
  else if (code === 'CONFLICT' || code === 'FORBIDDEN' || code === 'BAD_REQUEST') notifyError(err, TOASTS.roles.assignFailed);
  else notify(TOASTS.roles.assignFailed, 'red');
}

export function AssignRoleDialog({ opened, onClose, onAssigned }: { opened: boolean; onClose: () => void; onAssigned: () => void }) {
  const assign = trpc.admin.roles.assign.useMutation();
  const form = useForm<{ email: string; role: StaffRole }>({ initialValues: { email: '', role: 'moderator' }, validate });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const submit = form.onSubmit(
    async (values) => {
      try {
        await assign.mutateAsync(values);
        notify(TOASTS.roles.assigned);
        form.setFieldValue('email', '');
        onAssigned();
        close();
      } catch (err) {
        form.setErrors(fieldErrorsOf(err));
        assignFailed(err);
      }
    },
    (errors) => {
      if (errors.email === TOASTS.roles.emailRequired.description) notify(TOASTS.roles.emailRequired, 'red');
    },
  );

  return (
    <Modal opened={opened} onClose={close} title="Assign Administrative Role">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="User Email"
            placeholder="user@example.com"
            type="email"
            required
            maxLength={ADMIN_LIMITS.emailMax}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Assign Role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
