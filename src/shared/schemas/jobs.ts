// The job board and saved jobs: what the search takes and what a card shows. The server caps
// free users and visitors at FREE_LIMITS.visibleJobResults while still telling the true total.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';
import { JOB_LIMITS, JOB_MESSAGES, JOB_WORK_TYPES } from '../constants/jobs.ts';
import { searchTermField } from './common.ts';

export const jobSearchInput = z.object({
  q: searchTermField,
  location: z.string().trim().max(JOB_LIMITS.locationMax, JOB_MESSAGES.locationTooLong).default(''),
  workTypes: z.array(z.enum(JOB_WORK_TYPES)).max(JOB_WORK_TYPES.length).default([]),
  experienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)).max(EXPERIENCE_LEVELS.length).default([]),
  minSalary: z.number().int().min(0).max(10_000_000).nullable().default(null),
  /** Opaque keyset cursor from the previous page (premium only). */
  cursor: z.string().max(200).nullable().default(null),
});
export type JobSearchInput = z.input<typeof jobSearchInput>;
/** A search without its page: what a job alert saves and what every search's conditions read. */
export type JobSearchFilters = Omit<z.output<typeof jobSearchInput>, 'cursor'>;

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
});
export type JobSearchResult = z.infer<typeof jobSearchResult>;

export const jobIdInput = z.object({ jobId: z.uuid() });

export const savedJob = z.object({ id: z.uuid(), savedAt: z.date(), job: jobCard });
export type SavedJob = z.infer<typeof savedJob>;

/** What save and remove answer: the job's saved state after the call. */
export const savedJobState = z.object({ jobId: z.uuid(), isSaved: z.boolean() });
export type SavedJobState = z.infer<typeof savedJobState>;
