import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_TEXT } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { changePasswordInput } from '#shared/schemas/account.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

const schemaErrors = schemaResolver(changePasswordInput, { sync: true });

/** The current password proves it is you; an account made by social login sets its first one. */
export function ChangePasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      if (hasPassword && !values.currentPassword) errors.currentPassword = PASSWORD_TEXT.required;
      if (values.confirmPassword && values.newPassword !== values.confirmPassword) errors.confirmPassword ??= PASSWORD_TEXT.mismatch;
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify(TOASTS.account.passwordChanged);
      form.reset();
      void utils.account.invalidate();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error);
    }
  });

  return (
    <SettingsCard
      title={hasPassword ? 'Change password' : 'Set a password'}
      description={
        hasPassword
          ? 'Changing your password signs you out on every other device.'
          : 'Your account signs in with Google or LinkedIn. Set a password to sign in with your email too.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {hasPassword && <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />}
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Group>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Updating...' : hasPassword ? 'Change Password' : 'Set Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
