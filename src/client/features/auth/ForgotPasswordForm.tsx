import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { TOASTS } from '#shared/toasts.ts';
import { emailInput } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useForm({ initialValues: { email: initialEmail }, validate: schemaResolver(emailInput, { sync: true }) });
  const request = trpc.auth.requestPasswordReset.useMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    const { email } = emailInput.parse(values);
    try {
      await request.mutateAsync({ email });
      notify(TOASTS.auth.resetSent);
      setSentTo(email);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error, TOASTS.auth.resetFailed);
    }
  });

  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
      Back to Sign In
    </Button>
  );

  if (sentTo) {
    return (
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="indigo" variant="light">
          <IconMailForward size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          Check your email
        </Title>
        <Text size="sm">
          We sent a password reset link to <strong>{sentTo}</strong>. The link works once and expires in an hour.
        </Text>
        {back}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Reset your password
          </Title>
          <Text size="sm" c="dimmed">
            Enter your email and we will send you a link to choose a new password.
          </Text>
        </div>
        <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" required {...form.getInputProps('email')} />
        <Button type="submit" fullWidth disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
