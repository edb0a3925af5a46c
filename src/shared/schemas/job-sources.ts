// Live job sources in the admin panel: adding, changing and removing a source, and what the list
// and a sync answer.
import { z } from 'zod';
import { JOB_SOURCE_LIMITS, JOB_SOURCE_TEXT } from '../constants/job-sources.ts';
import { LIVE_JOB_SOURCE_KINDS } from '../constants/jobs.ts';

const companyName = z
  .string()
  .trim()
  .min(1, JOB_SOURCE_TEXT.companyRequired)
  .max(JOB_SOURCE_LIMITS.companyMax, JOB_SOURCE_TEXT.companyTooLong);
const interval = z
  .number(JOB_SOURCE_TEXT.interval)
  .int(JOB_SOURCE_TEXT.interval)
  .min(JOB_SOURCE_LIMITS.intervalMinMinutes, JOB_SOURCE_TEXT.interval)
  .max(JOB_SOURCE_LIMITS.intervalMaxMinutes, JOB_SOURCE_TEXT.interval);

export const createJobSourceInput = z.object({
  kind: z.enum(LIVE_JOB_SOURCE_KINDS),
  board: z
    .string()
    .trim()
    .min(1, JOB_SOURCE_TEXT.boardRequired)
    .max(JOB_SOURCE_LIMITS.boardMax, JOB_SOURCE_TEXT.boardTooLong)
    .regex(JOB_SOURCE_LIMITS.boardPattern, JOB_SOURCE_TEXT.boardFormat),
  companyName,
  syncIntervalMinutes: interval.default(JOB_SOURCE_LIMITS.intervalDefaultMinutes),
});
export type CreateJobSourceInput = z.input<typeof createJobSourceInput>;

export const jobSourceIdInput = z.object({ id: z.uuid() });

/** Only what is given changes. */
export const updateJobSourceInput = z.object({
  id: z.uuid(),
  isEnabled: z.boolean().optional(),
  syncIntervalMinutes: interval.optional(),
  companyName: companyName.optional(),
});

/** What one sync did: the board's changes, and the feed's entries it refused or skipped. */
export const jobSyncCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  reopened: z.number().int(),
  closed: z.number().int(),
  unchanged: z.number().int(),
  /** Entries that did not make a valid job (the first reasons are kept in refusedReasons). */
  refused: z.number().int(),
  /** Jobs whose posted date is older than the board's maximum age: not created. */
  tooOld: z.number().int(),
  refusedReasons: z.array(z.string()),
});
export type JobSyncCounts = z.infer<typeof jobSyncCounts>;

export const jobSource = z.object({
  id: z.uuid(),
  kind: z.enum(LIVE_JOB_SOURCE_KINDS),
  board: z.string(),
  companyName: z.string(),
  isEnabled: z.boolean(),
  syncIntervalMinutes: z.number().int(),
  nextSyncAt: z.date(),
  lastSyncedAt: z.date().nullable(),
  lastSuccessAt: z.date().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastCounts: jobSyncCounts.nullable(),
  /** The source's jobs on the board now. */
  openJobs: z.number().int(),
  createdAt: z.date(),
});
export type JobSource = z.infer<typeof jobSource>;

/** A sync now: ok with its counts, failed with the error the source now shows, or busy (another sync of it was writing). */
export const jobSyncResult = z.object({
  status: z.enum(['ok', 'failed', 'busy']),
  counts: jobSyncCounts.nullable(),
  error: z.string().nullable(),
});
export type JobSyncResult = z.infer<typeof jobSyncResult>;
