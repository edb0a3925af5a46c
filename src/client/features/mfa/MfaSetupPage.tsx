import { Alert, Button, Card, Container, Group, List, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TotpQr, TotpVerifyForm, useStartEnrollment, type Enrollment } from './TotpEnrollment.tsx';

type Step =
  | { name: 'start' }
  | { name: 'scan'; enrollment: Enrollment }
  | { name: 'verify'; enrollment: Enrollment }
  | { name: 'codes'; codes: string[] }
  | { name: 'complete' };

/** How long "Setup Complete!" shows before the dashboard. */
const REDIRECT_AFTER_MS = 2000;

const STEP_INDEX: Record<Step['name'], number> = { start: 0, scan: 1, verify: 2, codes: 3, complete: 4 };

/** /mfa-setup: start, scan, verify, save the recovery codes, then "Setup Complete!" and on to the dashboard. */
export default function MfaSetupPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const { start, isPending } = useStartEnrollment();
  const overview = trpc.account.overview.useQuery();

  useEffect(() => {
    if (step.name !== 'complete') return;
    const timer = setTimeout(() => navigate(link('/dashboard')), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step.name, navigate]);

  const begin = async () => {
    const enrollment = await start();
    if (enrollment) setStep({ name: 'scan', enrollment });
  };
  const startOver = () => setStep({ name: 'start' });
  const skip = (
    <Button variant="subtle" color="gray" onClick={() => navigate(link('/dashboard'))}>
      Skip for now
    </Button>
  );
  const startOverButton = (
    <Button variant="default" onClick={startOver}>
      Start Over
    </Button>
  );

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Set up two-factor authentication"
          subtitle="Protect your account with a code from an authenticator app each time you sign in."
        />
        <Stepper active={STEP_INDEX[step.name]} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Start" />
          <Stepper.Step label="Scan" />
          <Stepper.Step label="Verify" />
          <Stepper.Step label="Save codes" />
        </Stepper>
        <Card withBorder padding="xl" radius="lg">
          {step.name === 'start' &&
            (overview.data?.mfaEnabled ? (
              <Stack gap="md">
                <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Two-factor authentication is on">
                  Your account already asks for a code from your authenticator app. You can manage it in your settings.
                </Alert>
                <Group justify="flex-end">
                  <Button component={Link} href={link('/settings')} variant="default">
                    Open settings
                  </Button>
                  <Button component={Link} href={link('/dashboard')}>
                    Go to dashboard
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Stack gap="md">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" variant="light">
                    <IconShieldLock size={26} />
                  </ThemeIcon>
                  <Text>You will need an authenticator app on your phone. Setting up takes about a minute.</Text>
                </Group>
                <List size="sm" spacing={4}>
                  <List.Item>Scan a QR code with the app</List.Item>
                  <List.Item>Enter the 6-digit code it shows</List.Item>
                  <List.Item>Save your recovery codes in case you lose your phone</List.Item>
                </List>
                <Group justify="flex-end">
                  {skip}
                  <Button onClick={() => void begin()} disabled={isPending}>
                    {isPending ? 'Starting...' : 'Start Setup'}
                  </Button>
                </Group>
              </Stack>
            ))}

          {step.name === 'scan' && (
            <Stack gap="md">
              <TotpQr enrollment={step.enrollment} />
              <Group justify="flex-end">
                {skip}
                {startOverButton}
                <Button onClick={() => setStep({ name: 'verify', enrollment: step.enrollment })}>Next</Button>
              </Group>
            </Stack>
          )}

          {step.name === 'verify' && (
            <TotpVerifyForm factorId={step.enrollment.factorId} onConfirmed={(codes) => setStep({ name: 'codes', codes })}>
              {skip}
              {startOverButton}
            </TotpVerifyForm>
          )}

          {step.name === 'codes' && (
            <Stack gap="md">
              <RecoveryCodes codes={step.codes} />
              <Group justify="flex-end">
                <Button onClick={() => setStep({ name: 'complete' })}>I saved my codes</Button>
              </Group>
            </Stack>
          )}

          {step.name === 'complete' && (
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" color="green" variant="light">
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={2} size="h3">
                Setup Complete!
              </Title>
              <Text c="dimmed">Two-factor authentication is on. Taking you to your dashboard...</Text>
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
