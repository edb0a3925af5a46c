import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, INDUSTRIES } from '#shared/constants.ts';
import { ONBOARDING_LIMITS } from '#shared/constants/onboarding.ts';
import type { OnboardingForm } from './onboarding-form.ts';

const LEVEL_OPTIONS = EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LEVEL_LABELS[level] }));

/** Step 2: goals in the user's words, experience level and years, and the industries of interest. */
export function CareerGoalsStep({ form }: { form: OnboardingForm }) {
  return (
    <Stack gap="md">
      <Textarea
        label="Career goals"
        description="What role are you aiming for, and what matters to you in your next job?"
        placeholder="e.g. I want to grow into a product design role at a mission-driven company..."
        autosize
        minRows={4}
        maxRows={10}
        maxLength={ONBOARDING_LIMITS.careerGoalsMax}
        {...form.getInputProps('careerGoals')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Experience level"
          placeholder="Select your experience level"
          data={LEVEL_OPTIONS}
          clearable
          allowDeselect
          {...form.getInputProps('skillLevel')}
        />
        <NumberInput
          label="Years of experience"
          placeholder="e.g. 2"
          min={0}
          max={ONBOARDING_LIMITS.yearsExperienceMax}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('yearsExperience')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Preferred industries"
        description="Choose as many as you like."
        {...form.getInputProps('industryPreferences')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
          {INDUSTRIES.map((industry) => (
            <Checkbox key={industry} value={industry} label={industry} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}
