// The job-seeker onboarding wizard: the profile it saves, what the server answers, and the resume
// upload's result. No field is required.
import { z } from 'zod';
import { EXPERIENCE_LEVELS, INDUSTRIES, WORK_MODELS } from '../constants.ts';
import { ONBOARDING_LIMITS, ONBOARDING_TEXT, RESUME_UPLOAD } from '../constants/onboarding.ts';

const salary = z
  .number()
  .int(ONBOARDING_TEXT.salaryNotNegative)
  .min(0, ONBOARDING_TEXT.salaryNotNegative)
  .max(ONBOARDING_LIMITS.salaryMax, ONBOARDING_TEXT.salaryTooHigh)
  .nullable();

export const onboardingProfileInput = z
  .object({
    careerGoals: z.string().trim().max(ONBOARDING_LIMITS.careerGoalsMax, ONBOARDING_TEXT.careerGoalsTooLong).default(''),
    skillLevel: z.enum(EXPERIENCE_LEVELS).nullable().default(null),
    preferredWorkModel: z.enum(WORK_MODELS).nullable().default(null),
    locationPreference: z
      .string()
      .trim()
      .max(ONBOARDING_LIMITS.locationPreferenceMax, ONBOARDING_TEXT.locationTooLong)
      .default(''),
    willingToRelocate: z.boolean().default(false),
    yearsExperience: z
      .number()
      .int(ONBOARDING_TEXT.yearsRange)
      .min(0, ONBOARDING_TEXT.yearsRange)
      .max(ONBOARDING_LIMITS.yearsExperienceMax, ONBOARDING_TEXT.yearsRange)
      .nullable()
      .default(null),
    targetSalaryMin: salary.default(null),
    targetSalaryMax: salary.default(null),
    industryPreferences: z
      .array(z.enum(INDUSTRIES))
      .max(INDUSTRIES.length)
      .refine((list) => new Set(list).size === list.length, ONBOARDING_TEXT.industriesUnique)
      .default([]),
    /** A file this user uploaded in step 1; the resume it becomes is a bonus, never a blocker. */
    resumeFileId: z.uuid().nullable().default(null),
  })
  .refine((v) => v.targetSalaryMin === null || v.targetSalaryMax === null || v.targetSalaryMin <= v.targetSalaryMax, {
    message: ONBOARDING_TEXT.salaryRange,
    path: ['targetSalaryMax'],
  });
export type OnboardingProfileInput = z.input<typeof onboardingProfileInput>;

export const onboardingProfile = z.object({
  careerGoals: z.string().nullable(),
  skillLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  preferredWorkModel: z.enum(WORK_MODELS).nullable(),
  locationPreference: z.string().nullable(),
  willingToRelocate: z.boolean(),
  yearsExperience: z.number().int().nullable(),
  targetSalaryMin: z.number().int().nullable(),
  targetSalaryMax: z.number().int().nullable(),
  industryPreferences: z.array(z.enum(INDUSTRIES)),
  onboardingCompleted: z.boolean(),
  updatedAt: z.date(),
});
export type OnboardingProfile = z.infer<typeof onboardingProfile>;

export const onboardingStatus = z.object({
  /** As in the session: true for users who are not job seekers, who have no onboarding. */
  completed: z.boolean(),
  profile: onboardingProfile.nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatus>;

export const onboardingCompletion = z.object({
  profile: onboardingProfile,
  /** The resume made from the uploaded file, or null when none was given or it could not be saved. */
  resumeId: z.uuid().nullable(),
});

const RESUME_MIME_TYPES = Object.values(RESUME_UPLOAD.mimeTypes) as [string, ...string[]];

/** POST /api/onboarding/resume answers this for a stored file. */
export const resumeUploadResult = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int().positive(),
  mimeType: z.enum(RESUME_MIME_TYPES),
  /** Text was found in the file (PDF, DOCX) and will prefill the resume builder. */
  hasText: z.boolean(),
});
export type ResumeUploadResult = z.infer<typeof resumeUploadResult>;
