// The wizard's form: what each field holds while typing (numbers may be half-typed text), how it
// becomes the shared onboarding input, and which step shows which field.
import { schemaResolver, type useForm } from '@mantine/form';
import type { ExperienceLevel, Industry, WorkModel } from '#shared/constants.ts';
import { parseIntegerOrNull } from '#shared/rules/onboarding.ts';
import { onboardingProfileInput, type OnboardingProfileInput } from '#shared/schemas/onboarding.ts';

export interface OnboardingFormValues {
  careerGoals: string;
  skillLevel: ExperienceLevel | null;
  yearsExperience: string | number;
  industryPreferences: Industry[];
  preferredWorkModel: WorkModel | null;
  locationPreference: string;
  willingToRelocate: boolean;
  targetSalaryMin: string | number;
  targetSalaryMax: string | number;
}

// The package's UseFormReturnType is not reachable under nodenext resolution; the hook's own type is.
export type OnboardingForm = ReturnType<typeof useForm<OnboardingFormValues>>;

export const INITIAL_VALUES: OnboardingFormValues = {
  careerGoals: '',
  skillLevel: null,
  yearsExperience: '',
  industryPreferences: [],
  preferredWorkModel: null,
  locationPreference: '',
  willingToRelocate: false,
  targetSalaryMin: '',
  targetSalaryMax: '',
};

export const STEP_TITLES = ['Resume Upload', 'Career Goals & Experience', 'Work Preferences', 'Salary Expectations'] as const;

/** The fields each step (1-4) shows, so an error can send the user back to the right step. */
export const STEP_FIELDS: Record<number, (keyof OnboardingFormValues | 'resumeFileId')[]> = {
  1: ['resumeFileId'],
  2: ['careerGoals', 'skillLevel', 'yearsExperience', 'industryPreferences'],
  3: ['preferredWorkModel', 'locationPreference', 'willingToRelocate'],
  4: ['targetSalaryMin', 'targetSalaryMax'],
};

/** Salary and years are parsed as integers; anything non-numeric becomes null, as the spec's validation has it. */
export function toOnboardingInput(values: OnboardingFormValues, resumeFileId: string | null): OnboardingProfileInput {
  return {
    careerGoals: values.careerGoals,
    skillLevel: values.skillLevel,
    preferredWorkModel: values.preferredWorkModel,
    locationPreference: values.locationPreference,
    willingToRelocate: values.willingToRelocate,
    yearsExperience: parseIntegerOrNull(values.yearsExperience),
    targetSalaryMin: parseIntegerOrNull(values.targetSalaryMin),
    targetSalaryMax: parseIntegerOrNull(values.targetSalaryMax),
    industryPreferences: values.industryPreferences,
    resumeFileId,
  };
}

const schemaErrors = schemaResolver(onboardingProfileInput, { sync: true });

/** The shared schema's messages by field; `industryPreferences.0` and the like fold into their field. */
export function validateOnboarding(values: OnboardingFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(toOnboardingInput(values, null)))) {
    const field = path.split('.')[0]!;
    if (message && !errors[field]) errors[field] = String(message);
  }
  return errors;
}

/** The first step (1-4) that shows one of these fields, or null. */
export function stepOf(fields: string[]): number | null {
  for (const step of [1, 2, 3, 4]) if (STEP_FIELDS[step]!.some((f) => fields.includes(f))) return step;
  return null;
}
