import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { TOASTS } from '#shared/toasts.ts';
import { signInInput, type SignInInput } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsOf, notify, notifyError, serverToast } from '../../lib/feedback.ts';
import { greetAfterPassword } from './greeting.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

interface Props {
  /** Opens the forgot-password view with what was typed so far. */
  onForgotPassword: (email: string) => void;
  /** Called once the sign-in succeeded, before the session changes: the screen stops redirecting on its own. */
  onSignedIn: () => void;
}

export function SignInForm({ onForgotPassword, onSignedIn }: Props) {
  const form = useForm<SignInInput>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInInput, { sync: true }),
  });
  const signIn = trpc.auth.signIn.useMutation();
  const resend = trpc.auth.resendVerification.useMutation();
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; email: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    let result: { mfaRequired: boolean; firstSignIn: boolean };
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      setBusy(false);
      setFailure({ error, email: values.email });
      form.setErrors(fieldErrorsOf(error));
      notifyError(error, TOASTS.auth.signInFailed);
      return;
    }
    onSignedIn();
    try {
      await finishSignIn();
      greetAfterPassword(result);
    } catch (error) {
      setBusy(false);
      notifyError(error);
    }
  });

  const resendVerification = async (email: string) => {
    try {
      await resend.mutateAsync({ email });
      notify(TOASTS.auth.verificationSent);
    } catch (error) {
      notifyError(error);
    }
  };

  const failed = failure ? serverToast(failure.error, TOASTS.auth.signInFailed) : null;
  const notVerified = failed?.title === TOASTS.auth.emailNotVerified.title;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failed.title}>
            <Stack gap="xs" align="flex-start">
              {failed.description && <Text size="sm">{failed.description}</Text>}
              {notVerified && (
                <Button size="xs" variant="white" color="red" loading={resend.isPending} onClick={() => void resendVerification(failure.email)}>
                  Resend verification email
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.getValues().email)}>
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
