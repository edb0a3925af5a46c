import { Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TOASTS } from '#shared/toasts.ts';
import { mfaDisableInput } from '#shared/schemas/auth.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TotpEnrollment, useStartEnrollment, type Enrollment } from './TotpEnrollment.tsx';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

type Mode = { name: 'idle' } | { name: 'enrolling'; enrollment: Enrollment } | { name: 'codes'; codes: string[] } | { name: 'disabling' };

/** The 2FA switch: on walks through enrolment inline; off asks for a current code first. */
export function TwoFactorCard({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<Mode>({ name: 'idle' });
  const { start, isPending: starting } = useStartEnrollment();
  const disable = trpc.mfa.disable.useMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const toggle = async (on: boolean) => {
    if (on && !enabled) {
      const enrollment = await start();
      if (enrollment) setMode({ name: 'enrolling', enrollment });
    } else if (!on && enabled) {
      setMode({ name: 'disabling' });
    } else {
      setMode({ name: 'idle' });
    }
  };

  const turnOff = async () => {
    const parsed = mfaDisableInput.safeParse({ code });
    if (!parsed.success) return setCodeError('Enter a 6-digit code from your app or one of your recovery codes');
    setCodeError(null);
    try {
      await disable.mutateAsync({ code });
      notify(TOASTS.mfa.disabled);
      setMode({ name: 'idle' });
      setCode('');
      void utils.account.invalidate();
      void utils.auth.session.invalidate();
    } catch (error) {
      setCodeError(fieldErrorsOf(error).code ?? null);
      notifyError(error, TOASTS.mfa.verificationFailed);
    }
  };

  const checked = mode.name === 'enrolling' || mode.name === 'codes' || (enabled && mode.name !== 'disabling');
  return (
    <SettingsCard title="Two-factor authentication" description="Ask for a code from an authenticator app each time you sign in.">
      <Group justify="space-between">
        <Switch
          label="Two-factor authentication"
          checked={checked}
          disabled={starting || mode.name === 'codes'}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        {enabled && (
          <Badge color={recoveryCodesLeft > 2 ? 'gray' : 'orange'} variant="light">
            {recoveryCodesLeft} recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'} left
          </Badge>
        )}
      </Group>

      {mode.name === 'enrolling' && (
        <TotpEnrollment
          enrollment={mode.enrollment}
          onConfirmed={(codes) => setMode({ name: 'codes', codes })}
          onCancel={() => setMode({ name: 'idle' })}
        />
      )}

      {mode.name === 'codes' && (
        <Stack gap="sm">
          <RecoveryCodes codes={mode.codes} />
          <Group>
            <Button onClick={() => setMode({ name: 'idle' })}>I saved my codes</Button>
          </Group>
        </Stack>
      )}

      {mode.name === 'disabling' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void turnOff();
          }}
          noValidate
        >
          <Stack gap="sm" maw={420}>
            <Text size="sm">To turn two-factor authentication off, confirm with a current code.</Text>
            <TextInput
              label="Authentication or recovery code"
              placeholder="123456 or xxxxx-xxxxx"
              autoComplete="one-time-code"
              value={code}
              error={codeError}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoFocus
            />
            <Group>
              <Button type="submit" color="red" disabled={!code.trim() || disable.isPending}>
                {disable.isPending ? 'Turning off...' : 'Turn Off'}
              </Button>
              <Button variant="default" onClick={() => setMode({ name: 'idle' })}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsCard>
  );
}
