// Turning on two-factor authentication, shared by the /mfa-setup onboarding and the Account tab:
// start an enrolment (QR code plus the secret for typing by hand), then confirm it with a code.
import { Alert, Button, Center, Code, CopyButton, Group, Image, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { type Toast, TOASTS } from '#shared/toasts.ts';
import { notify, notifyError, serverToast } from '../../lib/feedback.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { CodeInput } from './CodeInput.tsx';

export type Enrollment = RouterOutputs['mfa']['enroll'];

/** Starts an enrolment: "MFA Setup Initiated" on success, "Setup Failed" with the reason otherwise. */
export function useStartEnrollment() {
  const enroll = trpc.mfa.enroll.useMutation();
  const start = async (): Promise<Enrollment | null> => {
    try {
      const enrollment = await enroll.mutateAsync();
      notify(TOASTS.mfa.setupInitiated, 'indigo');
      return enrollment;
    } catch (error) {
      notifyError(error, TOASTS.mfa.setupFailed);
      return null;
    }
  };
  return { start, isPending: enroll.isPending };
}

/** The QR code to scan, and the same secret spelled out for apps that cannot scan. */
export function TotpQr({ enrollment }: { enrollment: Enrollment }) {
  return (
    <Stack gap="sm" align="center">
      <Text size="sm" ta="center">
        Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy...).
      </Text>
      <Center p="xs" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
        <Image src={enrollment.qr} alt="QR code for your authenticator app" w={180} h={180} />
      </Center>
      <Text size="xs" c="dimmed">
        Can't scan it? Enter this key instead:
      </Text>
      <Group gap={4} wrap="nowrap">
        <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {enrollment.secret}
        </Code>
        <CopyButton value={enrollment.secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy key'} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy key">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

interface VerifyProps {
  factorId: string;
  onConfirmed: (recoveryCodes: string[]) => void;
  /** Buttons beside Verify (Back, Start Over, Cancel). */
  children?: ReactNode;
}

/** The 6-digit box that finishes the enrolment; the answer carries the recovery codes, shown once. */
export function TotpVerifyForm({ factorId, onConfirmed, children }: VerifyProps) {
  const utils = trpc.useUtils();
  const confirm = trpc.mfa.confirmEnrollment.useMutation();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Toast | null>(null);

  const verify = async () => {
    setFailure(null);
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ factorId, code });
      notify(TOASTS.mfa.configured);
      // The server moved this browser to a new, fully verified session.
      void utils.auth.session.invalidate();
      void utils.account.invalidate();
      onConfirmed(recoveryCodes);
    } catch (error) {
      setFailure(serverToast(error, TOASTS.mfa.verificationFailed));
      notifyError(error, TOASTS.mfa.verificationFailed);
      setCode('');
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === AUTH_LIMITS.mfaCodeLength) void verify();
      }}
    >
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failure.title}>
            {failure.description}
          </Alert>
        )}
        <CodeInput value={code} onChange={setCode} description={`Enter the ${AUTH_LIMITS.mfaCodeLength}-digit code your app shows`} autoFocus />
        <Group justify="flex-end" gap="sm">
          {children}
          <Button type="submit" disabled={code.length !== AUTH_LIMITS.mfaCodeLength || confirm.isPending}>
            {confirm.isPending ? 'Verifying...' : 'Verify'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Account tab's enrolment: QR code and code box together. */
export function TotpEnrollment({ enrollment, onConfirmed, onCancel }: { enrollment: Enrollment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  return (
    <Stack gap="md">
      <TotpQr enrollment={enrollment} />
      <TotpVerifyForm factorId={enrollment.factorId} onConfirmed={onConfirmed}>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </TotpVerifyForm>
    </Stack>
  );
}
