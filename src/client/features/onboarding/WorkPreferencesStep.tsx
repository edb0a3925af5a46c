import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { WORK_MODEL_LABELS, WORK_MODELS } from '#shared/constants.ts';
import { ONBOARDING_LIMITS } from '#shared/constants/onboarding.ts';
import type { OnboardingForm } from './onboarding-form.ts';

const MODEL_OPTIONS = WORK_MODELS.map((model) => ({ value: model, label: WORK_MODEL_LABELS[model] }));

/** Step 3: where and how the user wants to work. */
export function WorkPreferencesStep({ form }: { form: OnboardingForm }) {
  return (
    <Stack gap="md">
      <Select
        label="Preferred work model"
        placeholder="Select a work model"
        data={MODEL_OPTIONS}
        clearable
        allowDeselect
        {...form.getInputProps('preferredWorkModel')}
      />
      <TextInput
        label="Location preference"
        placeholder="e.g. Austin, TX or anywhere in the US"
        maxLength={ONBOARDING_LIMITS.locationPreferenceMax}
        {...form.getInputProps('locationPreference')}
      />
      <Checkbox
        label="I'm willing to relocate for the right opportunity"
        {...form.getInputProps('willingToRelocate', { type: 'checkbox' })}
      />
    </Stack>
  );
}
