import { useState } from 'react';
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { ONBOARDING_STEPS } from '#shared/constants/onboarding.ts';
import { link } from '#shared/routes.ts';

interface DemoStep {
  label: string;
  description: string;
  body: string;
}

const DEMO_STEPS: DemoStep[] = [
  {
    label: 'Build your profile',
    description: `${ONBOARDING_STEPS}-step onboarding`,
    body: `Upload your resume, describe your career goals and experience, choose your work preferences and set your salary expectations. The ${ONBOARDING_STEPS}-step onboarding takes a few minutes and personalises everything that follows.`,
  },
  {
    label: 'Find jobs',
    description: 'Search and save',
    body: 'Search the job board by keyword, location and work type, then save the roles you like so you can come back to them later.',
  },
  {
    label: 'Track applications',
    description: 'Stay organised',
    body: 'Log every application and move it through Applied, Interviewing, Offer or Rejected so you always know where you stand.',
  },
  {
    label: 'Get interview-ready',
    description: 'Resume and practice',
    body: 'Polish your resume with the builder and its ATS score, then practise behavioural, technical and leadership questions with the interview coach.',
  },
];

interface DemoModalProps {
  opened: boolean;
  onClose: () => void;
}

export default function DemoModal({ opened, onClose }: DemoModalProps) {
  const [active, setActive] = useState(0);
  const last = DEMO_STEPS.length - 1;

  const close = () => {
    onClose();
    setActive(0);
  };

  return (
    <Modal opened={opened} onClose={close} title="Watch Demo" size="xl" centered>
      <Text c="dimmed" size="sm" mb="lg">
        A quick tour of how {APP_NAME} helps you go from profile to offer.
      </Text>
      <Stepper active={active} onStepClick={setActive} size="sm" aria-label="Product walkthrough">
        {DEMO_STEPS.map((step, index) => (
          <Stepper.Step key={step.label} label={step.label} description={step.description}>
            <Text fw={600} mb={4}>
              Step {index + 1}: {step.label}
            </Text>
            <Text c="dimmed">{step.body}</Text>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button variant="default" onClick={() => setActive((s) => Math.max(0, s - 1))} disabled={active === 0}>
          Previous
        </Button>
        {active < last ? (
          <Button onClick={() => setActive((s) => Math.min(last, s + 1))}>Next</Button>
        ) : (
          <Button component={Link} href={link('/signup')} onClick={close}>
            Get Started
          </Button>
        )}
      </Group>
    </Modal>
  );
}
