// Staff job management: the list's filters and rows, one job with its history, and the writes.
// Every write's fields pass `jobFields`, the schema imports and feeds pass too.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';
import { JOB_ADMIN_STATUSES } from '../constants/job-admin.ts';
import { JOB_CLOSE_REASONS, JOB_EVENT_ACTIONS, JOB_SOURCE_KINDS, JOB_WORK_TYPES } from '../constants/jobs.ts';
import { searchTermField } from '../schemas.ts';
import { jobFields } from './jobs.ts';

export const jobAdminListInput = z.object({
  /** Matches the title or the company, any length. */
  q: searchTermField,
  status: z.enum(JOB_ADMIN_STATUSES).default('open'),
  source: z.enum(JOB_SOURCE_KINDS).nullable().default(null),
  /** Opaque keyset cursor from the previous page. */
  cursor: z.string().max(300).nullish(),
});
export type JobAdminListInput = z.input<typeof jobAdminListInput>;

export const jobAdminRow = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  sourceKind: z.enum(JOB_SOURCE_KINDS),
  /** The import's or feed's name (board); null for a staff posting or a source since removed. */
  sourceName: z.string().nullable(),
  postedDate: z.date(),
  updatedAt: z.date(),
  isActive: z.boolean(),
  closeReason: z.enum(JOB_CLOSE_REASONS).nullable(),
  closedAt: z.date().nullable(),
  /** False for live feeds' jobs: they change at their source. */
  editable: z.boolean(),
});
export type JobAdminRow = z.infer<typeof jobAdminRow>;

export const jobAdminPage = z.object({
  jobs: z.array(jobAdminRow),
  nextCursor: z.string().nullable(),
  /** Open and closed jobs matching the search and source filter, whatever the status filter. */
  counts: z.object({ open: z.number().int(), closed: z.number().int() }),
});
export type JobAdminPage = z.infer<typeof jobAdminPage>;

export const jobEvent = z.object({
  id: z.uuid(),
  action: z.enum(JOB_EVENT_ACTIONS),
  /** The staff member's name; null for a sync or the expiry job (or a deleted account). */
  actorName: z.string().nullable(),
  /** The import or feed the change came through, if any. */
  sourceName: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  createdAt: z.date(),
});
export type JobEvent = z.infer<typeof jobEvent>;

export const jobAdminDetail = jobAdminRow.extend({
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  description: z.string(),
  applyUrl: z.string().nullable(),
  externalId: z.string().nullable(),
  postedByName: z.string().nullable(),
  /** Newest first. */
  events: z.array(jobEvent),
});
export type JobAdminDetail = z.infer<typeof jobAdminDetail>;

export const jobAdminIdInput = z.object({ jobId: z.uuid() });
export const jobAdminUpdateInput = z.object({ jobId: z.uuid(), fields: jobFields });
