import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { TOASTS } from '#shared/toasts.ts';
import { changeEmailInput } from '#shared/schemas/account.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

interface Props {
  email: string;
  pendingEmail: string | null;
  hasPassword: boolean;
}

/** The new address takes over once its confirmation link is opened. */
export function ChangeEmailCard({ email, pendingEmail, hasPassword }: Props) {
  const utils = trpc.useUtils();
  const change = trpc.account.changeEmail.useMutation();
  /** The address just asked for: the link is issued in the background, so the overview may lag. */
  const [requested, setRequested] = useState<string | null>(null);
  const waitingFor = requested ?? pendingEmail;
  const form = useForm({ initialValues: { newEmail: '', currentPassword: '' }, validate: schemaResolver(changeEmailInput, { sync: true }) });

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify(TOASTS.account.emailChangeSent);
      setRequested(changeEmailInput.shape.newEmail.parse(values.newEmail));
      form.reset();
      void utils.account.overview.invalidate();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error);
    }
  });

  return (
    <SettingsCard
      title="Email address"
      description={
        <>
          You sign in with <strong>{email}</strong>.
        </>
      }
    >
      {waitingFor && (
        <Alert color="indigo" variant="light" icon={<IconMailForward size={18} />} title="Waiting for confirmation">
          We sent a confirmation link to <strong>{waitingFor}</strong>. Your address changes when you open it.
        </Alert>
      )}
      {hasPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput label="New email" type="email" autoComplete="email" required {...form.getInputProps('newEmail')} />
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <Group>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Sending...' : 'Change Email'}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm">Set a password first: changing your email asks for it.</Text>
      )}
    </SettingsCard>
  );
}
