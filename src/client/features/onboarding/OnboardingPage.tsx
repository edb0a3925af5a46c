import { Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ONBOARDING_STEPS } from '#shared/constants/onboarding.ts';
import { TOASTS } from '#shared/toasts.ts';
import { dashboardFor } from '#shared/rules/sign-in-routing.ts';
import { type ResumeUploadResult } from '#shared/schemas/onboarding.ts';
import { link } from '#shared/routes.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { CareerGoalsStep } from './CareerGoalsStep.tsx';
import { INITIAL_VALUES, STEP_FIELDS, STEP_TITLES, stepOf, toOnboardingInput, validateOnboarding, type OnboardingFormValues } from './onboarding-form.ts';
import { ResumeUploadStep } from './ResumeUploadStep.tsx';
import { SalaryStep } from './SalaryStep.tsx';
import { WorkPreferencesStep } from './WorkPreferencesStep.tsx';

const JOB_SEEKER_DASHBOARD = link('/dashboard/job-seeker');

/**
 * /onboarding/job-seeker: four steps, nothing required. Completing saves
 * the profile (and the uploaded resume) and opens the dashboard; a finished profile, or a user who
 * is not a job seeker, goes straight to their dashboard.
 */
export default function OnboardingPage() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const complete = trpc.onboarding.complete.useMutation();
  const [step, setStep] = useState(1);
  const [resume, setResume] = useState<ResumeUploadResult | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<OnboardingFormValues>({ initialValues: INITIAL_VALUES });

  const elsewhere = !user ? null : user.userType !== 'job-seeker' ? dashboardFor(user) : user.onboardingCompleted ? JOB_SEEKER_DASHBOARD : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  if (!user || elsewhere) return null;

  /** Shows the schema's messages for the fields of `steps`; true when there were none. */
  const checkSteps = (steps: number[]) => {
    const errors = validateOnboarding(form.getValues());
    const shown = Object.fromEntries(
      Object.entries(errors).filter(([field]) => steps.some((s) => (STEP_FIELDS[s] as string[]).includes(field))),
    );
    form.setErrors(shown);
    const first = stepOf(Object.keys(shown));
    if (first !== null && first !== step) setStep(first);
    return first === null;
  };

  const next = () => {
    if (checkSteps([step])) setStep((s) => Math.min(ONBOARDING_STEPS, s + 1));
  };
  const previous = () => setStep((s) => Math.max(1, s - 1));

  const finish = async () => {
    if (!checkSteps([1, 2, 3, 4])) return;
    try {
      await complete.mutateAsync(toOnboardingInput(form.getValues(), resume?.fileId ?? null));
      notify(TOASTS.onboarding.completed);
      // The session carries onboardingCompleted: refresh it before the dashboard reads it.
      await utils.auth.session.invalidate();
      navigate(JOB_SEEKER_DASHBOARD, { replace: true });
    } catch (err) {
      const fieldErrors = fieldErrorsOf(err);
      form.setErrors(fieldErrors);
      const first = stepOf(Object.keys(fieldErrors));
      if (first !== null) setStep(first);
      notifyError(err, TOASTS.onboarding.error);
    }
  };

  const saving = complete.isPending || complete.isSuccess;
  return (
    <Container size={720} py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Let's set up your profile"
          subtitle={`${user.firstName ? `Welcome, ${user.firstName}! ` : ''}A few questions help us match you with the right jobs. Every field is optional.`}
        />
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Step {step} of {ONBOARDING_STEPS}
            </Text>
            <Text size="sm" c="dimmed">
              {STEP_TITLES[step - 1]}
            </Text>
          </Group>
          <Progress value={(step / ONBOARDING_STEPS) * 100} aria-label="Onboarding progress" />
        </Stack>
        <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="onboarding-step-title">
          <Stack gap="lg">
            <Title order={2} size="h3" id="onboarding-step-title">
              {STEP_TITLES[step - 1]}
            </Title>
            {step === 1 && <ResumeUploadStep resume={resume} onUploaded={setResume} onBusyChange={setUploading} />}
            {step === 2 && <CareerGoalsStep form={form} />}
            {step === 3 && <WorkPreferencesStep form={form} />}
            {step === 4 && <SalaryStep form={form} />}
            <Group justify="space-between" mt="md">
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={previous} disabled={step === 1 || saving}>
                Previous
              </Button>
              {step < ONBOARDING_STEPS ? (
                <Button rightSection={<IconArrowRight size={16} />} onClick={next} disabled={uploading}>
                  Next
                </Button>
              ) : (
                <Button leftSection={<IconCheck size={16} />} onClick={() => void finish()} disabled={saving}>
                  {saving ? 'Setting up...' : 'Complete Setup'}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
