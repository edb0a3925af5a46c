import { Alert, Anchor, Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { linkToken, resetPasswordInput } from '#shared/schemas/auth.ts';
import { link } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsOf, notify, notifyError, serverToast } from '../../lib/feedback.ts';

const schemaErrors = schemaResolver(resetPasswordInput, { sync: true });

/** /auth/reset?token=...: the target of the password-reset e-mail. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation();
  /** The server refused the link itself (used, expired or superseded): only a new one helps. */
  const [linkRefused, setLinkRefused] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => {
      const { token: _token, ...errors } = schemaErrors({ ...values, token });
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, token });
      notify(TOASTS.auth.passwordUpdated);
      // The reset ended every session of the account, perhaps this browser's.
      await utils.auth.session.fetch(undefined, { staleTime: 0 }).catch(() => undefined);
      navigate(link('/auth'), { replace: true });
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      if (serverToast(error).title === TOASTS.auth.invalidLink.title) setLinkRefused(true);
      notifyError(error, TOASTS.auth.resetFailed);
    }
  });

  return (
    <Container size={460} py={64}>
      <Card withBorder padding="xl" radius="lg">
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              Reset your password
            </Title>
            <Text size="sm" c="dimmed">
              Choose a new password for your account.
            </Text>
          </div>
          {linkRefused || !linkToken.safeParse(token).success ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={TOASTS.auth.invalidLink.title}>
              <Text size="sm">
                {TOASTS.auth.invalidLink.description}{' '}
                {/* The alert's own red reads 4.5:1 on its tint, where the link blue does not. */}
                <Anchor component={Link} href={link('/auth?view=forgot')} inherit c="inherit" underline="always" fw={600}>
                  Request a new reset link
                </Anchor>
              </Text>
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
                <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
                <Button type="submit" fullWidth disabled={reset.isPending}>
                  {reset.isPending ? 'Updating...' : 'Update Password'}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
