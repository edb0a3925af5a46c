// The job board and saved jobs: what the search takes and what a card shows. The server caps
// free users and visitors at FREE_LIMITS.visibleJobResults while still telling the true total.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';
import {
  JOB_FIELD_LIMITS,
  JOB_FIELD_TEXT,
  JOB_LIMITS,
  JOB_TEXT,
  JOB_SORTS,
  JOB_SOURCE_KINDS,
  JOB_WORK_TYPES,
  MATCH_SORT_UNAVAILABLE,
} from '../constants/jobs.ts';
import { searchTermField } from '../schemas.ts';

export const jobSearchInput = z.object({
  q: searchTermField,
  location: z.string().trim().max(JOB_LIMITS.locationMax, JOB_TEXT.locationTooLong).default(''),
  workTypes: z.array(z.enum(JOB_WORK_TYPES)).max(JOB_WORK_TYPES.length).default([]),
  experienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)).max(EXPERIENCE_LEVELS.length).default([]),
  minSalary: z.number().int().min(0).max(10_000_000).nullable().default(null),
  /** newest (posted date), salary (highest top of range first, no salary last) or match (the viewer's match score). */
  sort: z.enum(JOB_SORTS).default('newest'),
  /** Opaque keyset cursor from the previous page (premium only). */
  cursor: z.string().max(200).nullable().default(null),
});
export type JobSearchInput = z.input<typeof jobSearchInput>;
/** A search without its page: what a job alert saves and what every search's conditions read. */
export type JobSearchFilters = Omit<z.output<typeof jobSearchInput>, 'cursor' | 'sort'>;

export const jobCard = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  description: z.string(),
  applyUrl: z.string().nullable(),
  postedDate: z.date(),
  /** Where the job came from: the card says "via Greenhouse" (JOB_SOURCE_LABELS). */
  source: z.enum(JOB_SOURCE_KINDS),
  /** False for a closed job, which only its savers and applicants still see. */
  isActive: z.boolean(),
  /** Always false for visitors. */
  isSaved: z.boolean(),
});
export type JobCard = z.infer<typeof jobCard>;

export const jobSearchResult = z.object({
  jobs: z.array(jobCard),
  /** Every match, also when the page is capped: "Showing X of Y jobs". */
  total: z.number().int(),
  /** True when there are more than JOB_LIMITS.totalCountCap matches: total is then a lower bound ("1,000+"). */
  totalIsEstimate: z.boolean(),
  /** True when the caller is capped at the free number of results. */
  limited: z.boolean(),
  nextCursor: z.string().nullable(),
  /** The order the page is in: 'newest' when match was asked for but cannot be computed. */
  sortedBy: z.enum(JOB_SORTS),
  /** Why match was not used (signed out, or no profile to compare with); null otherwise. */
  matchUnavailable: z.enum(MATCH_SORT_UNAVAILABLE).nullable(),
  /** Only when a term found nothing: the closest open-job titles and companies ("Did you mean"). */
  suggestions: z.array(z.object({ kind: z.enum(['title', 'company']), text: z.string() })),
});
export type JobSearchResult = z.infer<typeof jobSearchResult>;

export const jobIdInput = z.object({ jobId: z.uuid() });

export const savedJob = z.object({ id: z.uuid(), savedAt: z.date(), job: jobCard });
export type SavedJob = z.infer<typeof savedJob>;

/** What save and remove answer: the job's saved state after the call. */
export const savedJobState = z.object({ jobId: z.uuid(), isSaved: z.boolean() });
export type SavedJobState = z.infer<typeof savedJobState>;

const salaryField = z
  .number(JOB_FIELD_TEXT.salary)
  .int(JOB_FIELD_TEXT.salary)
  .min(0, JOB_FIELD_TEXT.salary)
  .max(JOB_FIELD_LIMITS.salaryMax, JOB_FIELD_TEXT.salary)
  .nullable();

/** Empty text is no value: a form's blank field and a file's empty cell both mean null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A whole job as staff type it, a file row imports it and a feed syncs it. The server passes every
 * writer's input through this schema, so the board holds one shape whatever its source.
 */
export const jobFields = z
  .object({
    title: z.string().trim().min(1, JOB_FIELD_TEXT.titleRequired).max(JOB_FIELD_LIMITS.titleMax, JOB_FIELD_TEXT.titleTooLong),
    companyName: z
      .string()
      .trim()
      .min(1, JOB_FIELD_TEXT.companyRequired)
      .max(JOB_FIELD_LIMITS.companyMax, JOB_FIELD_TEXT.companyTooLong),
    location: optionalText(JOB_FIELD_LIMITS.locationMax, JOB_FIELD_TEXT.locationTooLong),
    workType: z.enum(JOB_WORK_TYPES, JOB_FIELD_TEXT.workType),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, JOB_FIELD_TEXT.experienceLevel),
    salaryMin: salaryField,
    salaryMax: salaryField,
    description: z.string().trim().max(JOB_FIELD_LIMITS.descriptionMax, JOB_FIELD_TEXT.descriptionTooLong),
    applyUrl: z
      .string()
      .trim()
      .max(JOB_FIELD_LIMITS.applyUrlMax, JOB_FIELD_TEXT.applyUrl)
      .refine((v) => v === '' || isWebAddress(v), JOB_FIELD_TEXT.applyUrl)
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .refine((j) => j.salaryMin === null || j.salaryMax === null || j.salaryMin <= j.salaryMax, {
    message: JOB_FIELD_TEXT.salaryRange,
    path: ['salaryMax'],
  });
export type JobFieldsInput = z.input<typeof jobFields>;
export type JobFields = z.output<typeof jobFields>;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A job from a file or a feed: its fields, the source's own id for it, and when the source says it was posted. */
export const sourcedJob = z.object({
  externalId: z
    .string()
    .trim()
    .min(1, JOB_FIELD_TEXT.externalIdRequired)
    .max(JOB_FIELD_LIMITS.externalIdMax, JOB_FIELD_TEXT.externalIdTooLong),
  fields: jobFields,
  postedDate: z.date().nullable(),
});
export type SourcedJob = z.output<typeof sourcedJob>;
