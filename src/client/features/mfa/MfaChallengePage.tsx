import { Alert, Anchor, Button, Card, Center, Container, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { type Toast, TOASTS } from '#shared/toasts.ts';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { greetAfterSecondFactor } from '../auth/index.ts';
import { notifyError, serverToast } from '../../lib/feedback.ts';
import { CodeInput } from './CodeInput.tsx';

/**
 * /mfa-challenge: the second step of signing in. It runs on the half-signed-in (aal1) session, so
 * it is not behind the guard; with no session at all it sends the visitor to /auth.
 */
export default function MfaChallengePage() {
  const { user, mfaPending, isPending } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const factors = trpc.mfa.factors.useQuery(undefined, { enabled: Boolean(user && mfaPending) });
  const verifyCode = trpc.mfa.verify.useMutation();
  const verifyRecovery = trpc.mfa.verifyRecoveryCode.useMutation();
  const signOut = trpc.auth.signOut.useMutation();
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<Toast | null>(null);
  const [passed, setPassed] = useState(false);

  useEffect(() => {
    if (isPending || passed) return;
    if (!user) navigate(link('/auth'), { replace: true });
    else if (!mfaPending) navigate(link('/dashboard'), { replace: true });
  }, [isPending, passed, user, mfaPending, navigate]);

  if (!passed && (isPending || !user || !mfaPending)) return <PageLoader />;

  const factor = factors.data?.[0];
  const noFactors = factors.isSuccess && !factor;
  const busy = verifyCode.isPending || verifyRecovery.isPending || passed;

  const onPassed = async () => {
    setPassed(true);
    await utils.auth.session.fetch(undefined, { staleTime: 0 });
    void utils.invalidate();
    greetAfterSecondFactor();
    navigate(link('/dashboard'), { replace: true });
  };

  const submit = async () => {
    setFailure(null);
    try {
      if (useRecovery) await verifyRecovery.mutateAsync({ code: recoveryCode });
      else if (factor) await verifyCode.mutateAsync({ factorId: factor.id, code });
      else return;
    } catch (error) {
      setFailure(serverToast(error, TOASTS.mfa.verificationFailed));
      notifyError(error, TOASTS.mfa.verificationFailed);
      setCode('');
      return;
    }
    await onPassed().catch((error: unknown) => {
      setPassed(false);
      notifyError(error);
    });
  };

  /** Signs out and lands on /auth, even when the server call fails. */
  const cancel = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    localStorage.removeItem(AUTH_RETURN_TO_KEY);
    utils.auth.session.setData(undefined, { user: null, mfaPending: false });
    void utils.invalidate();
    navigate(link('/auth'), { replace: true });
  };

  const canSubmit = useRecovery ? recoveryCode.trim().length > 0 : code.length === AUTH_LIMITS.mfaCodeLength && Boolean(factor);

  return (
    <Container size={460} py={64}>
      <Card withBorder padding="xl" radius="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit && !busy) void submit();
          }}
        >
          <Stack gap="md">
            <Center>
              <ThemeIcon size={52} radius="xl" variant="light">
                <IconShieldLock size={28} />
              </ThemeIcon>
            </Center>
            <div>
              <Title order={1} size="h3" ta="center">
                Multi-Factor Authentication
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {useRecovery ? 'Enter one of the recovery codes you saved.' : 'Enter the 6-digit code from your authenticator app.'}
              </Text>
            </div>
            {noFactors && !useRecovery && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={TOASTS.mfa.noFactors.title} />
            )}
            <LoadError error={factors.error} />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failure.title}>
                {failure.description}
              </Alert>
            )}
            {useRecovery ? (
              <TextInput
                label="Recovery code"
                placeholder="xxxxx-xxxxx"
                autoComplete="off"
                value={recoveryCode}
                onChange={(event) => setRecoveryCode(event.currentTarget.value)}
                autoFocus
              />
            ) : (
              <CodeInput value={code} onChange={setCode} autoFocus />
            )}
            <Button type="submit" fullWidth disabled={!canSubmit || busy}>
              {busy ? 'Verifying...' : 'Verify'}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="center"
              onClick={() => {
                setUseRecovery(!useRecovery);
                setFailure(null);
              }}
            >
              {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
            </Anchor>
            <Button variant="subtle" color="gray" onClick={() => void cancel()} disabled={signOut.isPending}>
              Cancel and Logout
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
