import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'wouter';
import { ACCOUNT_TEXT, DELETE_CONFIRMATION } from '#shared/constants/account.ts';
import { TOASTS } from '#shared/toasts.ts';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { deleteAccountInput } from '#shared/schemas/account.ts';
import { link } from '#shared/routes.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

interface DeleteValues {
  confirmation: string;
  password: string;
  code: string;
}

/** Deleting the account: type DELETE, and prove it is you with the password and, with 2FA, a code. */
export function DangerZoneCard({ hasPassword, mfaEnabled }: { hasPassword: boolean; mfaEnabled: boolean }) {
  const [opened, modal] = useDisclosure(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const remove = trpc.account.delete.useMutation();
  const form = useForm<DeleteValues>({
    initialValues: { confirmation: '', password: '', code: '' },
    validate: {
      confirmation: (v) => (v === DELETE_CONFIRMATION ? null : `Type ${DELETE_CONFIRMATION} to confirm`),
      password: (v) => (hasPassword && !v ? ACCOUNT_TEXT.passwordRequired : null),
      code: (v) => (mfaEnabled && !v.trim() ? 'Enter a code from your authenticator app or a recovery code' : null),
    },
  });

  const close = () => {
    modal.close();
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    const parsed = deleteAccountInput.safeParse({
      confirmation: values.confirmation,
      ...(hasPassword ? { password: values.password } : {}),
      ...(mfaEnabled ? { code: values.code } : {}),
    });
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      await remove.mutateAsync(parsed.data);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error);
      return;
    }
    notify(TOASTS.account.deleted);
    localStorage.removeItem(AUTH_RETURN_TO_KEY);
    modal.close();
    // Leave the guarded page before the session empties, or the guard would send us to /auth.
    navigate(link('/'));
    utils.auth.session.setData(undefined, { user: null, mfaPending: false });
    void utils.invalidate();
  });

  return (
    <SettingsCard title="Danger zone" danger description="Deleting your account removes your profile, resumes, applications and everything else. It cannot be undone.">
      <Group>
        <Button color="red" onClick={modal.open}>
          Delete Account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              This permanently deletes your account and all its data. Type <strong>{DELETE_CONFIRMATION}</strong> to confirm.
            </Text>
            <TextInput label={`Type ${DELETE_CONFIRMATION}`} autoComplete="off" required {...form.getInputProps('confirmation')} />
            {hasPassword && <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />}
            {mfaEnabled && (
              <TextInput label="Authentication or recovery code" autoComplete="one-time-code" required {...form.getInputProps('code')} />
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={form.getValues().confirmation !== DELETE_CONFIRMATION || remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete Account'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
