// The application tracker: the Add and Edit dialogs' inputs, a list card, the list with its status
// counters and the free-tier gauge, and Apply Now from the job board. Names are camelCase like the
// rest of the API; the spec's tracker form fields map one to one (company_name → companyName, ...).
import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, APPLICATION_STATUSES } from '../constants/applications.ts';
import { parseIntegerOrNull } from '../rules/onboarding.ts';
import { isoDateInput } from './common.ts';

const status = z.enum(APPLICATION_STATUSES, APPLICATION_MESSAGES.statusRequired);

/** Salary text (or a number) becomes an integer, or null when empty; text that is no number is refused. */
const salary = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = parseIntegerOrNull(value);
    if (parsed === null || parsed < 0 || parsed > APPLICATION_LIMITS.salaryMax) {
      ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.salaryInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/** Empty notes become null. */
const notes = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.notesMax, APPLICATION_MESSAGES.notesTooLong)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** An empty choice becomes null. */
const resumeId = z
  .union([z.uuid(APPLICATION_MESSAGES.resumeInvalid), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const addApplicationInput = z
  .object({
    companyName: z
      .string(APPLICATION_MESSAGES.companyRequired)
      .trim()
      .min(1, APPLICATION_MESSAGES.companyRequired)
      .max(APPLICATION_LIMITS.companyMax, APPLICATION_MESSAGES.companyTooLong),
    jobTitle: z
      .string(APPLICATION_MESSAGES.titleRequired)
      .trim()
      .min(1, APPLICATION_MESSAGES.titleRequired)
      .max(APPLICATION_LIMITS.titleMax, APPLICATION_MESSAGES.titleTooLong),
    location: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.locationMax, APPLICATION_MESSAGES.locationTooLong)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    salaryMin: salary,
    salaryMax: salary,
    status: status.default('applied'),
    /** ISO date; the server's today when absent. */
    appliedDate: isoDateInput(APPLICATION_MESSAGES.dateInvalid).nullable().optional().transform((value) => value ?? null),
    notes,
    resumeId,
  })
  .refine((v) => v.salaryMin === null || v.salaryMax === null || v.salaryMin <= v.salaryMax, {
    message: APPLICATION_MESSAGES.salaryRange,
    path: ['salaryMax'],
  });

/** Edit Application changes only status, notes and resume: any other field sent is dropped. */
export const updateApplicationInput = z.object({
  id: z.uuid(),
  status,
  notes,
  resumeId,
});

export const applicationIdInput = z.object({ id: z.uuid() });
export const applyToJobInput = z.object({ jobId: z.uuid() });

export const applicationItem = z.object({
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  companyName: z.string(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  status,
  /** YYYY-MM-DD. */
  appliedDate: z.string(),
  notes: z.string().nullable(),
  resumeId: z.uuid().nullable(),
  resumeTitle: z.string().nullable(),
  createdAt: z.date(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationCounts = z.object({
  applied: z.number().int(),
  interviewing: z.number().int(),
  offer: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationCounts = z.infer<typeof applicationCounts>;

export const applicationList = z.object({
  /** Newest first, at most APPLICATION_LIMITS.listMax. */
  applications: z.array(applicationItem),
  counts: applicationCounts,
  /** All of the user's applications (the free gauge's N), also beyond the list's cap. */
  used: z.number().int(),
  /** FREE_LIMITS.trackedApplications for free users, null for premium. */
  limit: z.number().int().nullable(),
});
export type ApplicationList = z.infer<typeof applicationList>;

export const appliedToJob = z.object({
  applicationId: z.uuid(),
  /** Where the job takes applications, to open in a new tab; null when the posting has none. */
  applyUrl: z.string().nullable(),
  /** False when the user already tracked this job: the existing entry is returned, no duplicate. */
  created: z.boolean(),
});
export type AppliedToJob = z.infer<typeof appliedToJob>;

export const resumeOption = z.object({ id: z.uuid(), title: z.string() });
export type ResumeOption = z.infer<typeof resumeOption>;
