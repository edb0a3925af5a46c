// What the three job-board adapters share: the adapter's shape, and turning a board's entries into
// SourcedJobs. Each entry is checked on its own: one malformed posting is refused (counted, its
// reason kept) and the rest of the feed still syncs; only a wrong shape overall fails the sync.
import { z } from 'zod';
import { JOB_SOURCE_LIMITS, JOB_SOURCE_TEXT, type JobWorkType } from '#shared/constants/jobs.ts';
import { yearlySalary, type YearlySalary } from '#shared/rules/salary.ts';
import { sourcedJob, type SourcedJob } from '#shared/schemas/jobs.ts';
import { descriptionText } from '../../../../engines/sourced-jobs/description.ts';
import { levelFromTitle } from '../../../../engines/sourced-jobs/level.ts';
import { FeedError } from './fetch.ts';

export interface FeedRequest {
  /** The API's base address (config.jobs.feedApis), no trailing slash. */
  base: string;
  board: string;
  timeoutMs: number;
}

/** One board's API: fetching all its entries (every page), and one entry as a job. */
export interface FeedAdapter<Entry> {
  fetchEntries(request: FeedRequest): Promise<unknown[]>;
  /** The entry's expected shape; entries that do not match are refused with zod's reason. */
  entry: z.ZodType<Entry>;
  /** Entries the board lists but does not publish (Ashby's unlisted jobs): left out, not refused. */
  isPublished?(entry: Entry): boolean;
  toJob(entry: Entry, companyName: string): FeedJob;
}

/** An entry's job before the shared schema checks it. */
export interface FeedJob {
  externalId: string;
  title: string;
  companyName: string;
  location: string | null;
  workType: JobWorkType;
  description: string;
  salary: YearlySalary | null;
  applyUrl: string | null;
  postedDate: Date | null;
}

export interface FeedBatch {
  jobs: SourcedJob[];
  refused: number;
  refusedReasons: string[];
}

/** An id as boards send it: a number (Greenhouse) or a string (Lever, Ashby). */
export const feedId = z.union([z.string().min(1), z.number().int()]).transform(String);

/** The entries of an answer that should be `{ jobs: [...] }`: anything else is a changed API. */
export function jobsArray(body: unknown): unknown[] {
  const jobs = (body as { jobs?: unknown } | null)?.jobs;
  if (typeof body !== 'object' || body === null || !Array.isArray(jobs)) throw new FeedError(JOB_SOURCE_TEXT.wrongShape);
  return checkCount(jobs);
}

export function checkCount<T>(entries: T[]): T[] {
  if (entries.length > JOB_SOURCE_LIMITS.maxJobs) throw new FeedError(JOB_SOURCE_TEXT.tooManyJobs);
  return entries;
}

/** Remote, hybrid or on-site from what the board says: its workplace type, a remote flag, or "Remote" in the location. */
export function workTypeFrom(hints: { workplaceType?: string | null; isRemote?: boolean | null; location?: string | null }): JobWorkType {
  const kind = (hints.workplaceType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (kind === 'remote') return 'remote';
  if (kind === 'hybrid') return 'hybrid';
  if (kind === 'onsite') return 'on-site';
  if (hints.isRemote) return 'remote';
  if (hints.location && /\bremote\b/i.test(hints.location)) return 'remote';
  return 'on-site';
}

/**
 * The board's salary through the one salary rule (rules/salary.ts): yearly, in the currency the
 * board states. One the rule cannot read without guessing (no currency, a one-time amount) is left
 * out, and the job still syncs without it.
 */
export function feedSalary(stated: Parameters<typeof yearlySalary>[0]): YearlySalary | null {
  const reading = yearlySalary(stated);
  return reading.ok ? reading.salary : null;
}

/** A date the board sent, or null when it sent none; an unreadable one refuses the entry. */
export function feedDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new EntryRefused('its posted date is not a date');
  return date;
}

/** Thrown by an adapter's toJob for an entry that cannot be a job. */
export class EntryRefused extends Error {}

const describe = (entry: unknown, index: number) => {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? `Job ${id}` : `Entry ${index + 1}`;
};

const issueText = (error: z.ZodError) =>
  error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');

/**
 * The board's entries as jobs through the shared job schema (the same one staff and imports pass):
 * descriptions converted from HTML, the level read from the title, and each entry that fails
 * refused with its reason. Ids the board repeats are refused together: which copy is right is unknown.
 */
export function toBatch<Entry>(adapter: FeedAdapter<Entry>, entries: unknown[], companyName: string): FeedBatch {
  const jobs: SourcedJob[] = [];
  const reasons: string[] = [];
  let refused = 0;
  const refuse = (reason: string) => {
    refused++;
    if (reasons.length < JOB_SOURCE_LIMITS.refusedReasonsKept) reasons.push(reason);
  };
  entries.forEach((raw, index) => {
    const entry = adapter.entry.safeParse(raw);
    if (!entry.success) return refuse(`${describe(raw, index)}: ${issueText(entry.error)}`);
    if (adapter.isPublished && !adapter.isPublished(entry.data)) return;
    let job: FeedJob;
    try {
      job = adapter.toJob(entry.data, companyName);
    } catch (err) {
      if (err instanceof EntryRefused) return refuse(`${describe(raw, index)}: ${err.message}`);
      throw err;
    }
    const parsed = sourcedJob.safeParse({
      externalId: job.externalId,
      postedDate: job.postedDate,
      fields: {
        title: job.title,
        companyName: job.companyName,
        location: job.location,
        workType: job.workType,
        experienceLevel: levelFromTitle(job.title),
        salaryMin: job.salary?.min ?? null,
        salaryMax: job.salary?.max ?? null,
        salaryCurrency: job.salary?.currency ?? null,
        description: descriptionText(job.description),
        applyUrl: job.applyUrl,
      },
    });
    if (!parsed.success) return refuse(`${describe(raw, index)}: ${issueText(parsed.error)}`);
    jobs.push(parsed.data);
  });
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.externalId, (counts.get(job.externalId) ?? 0) + 1);
  const unique = jobs.filter((job) => {
    if (counts.get(job.externalId) === 1) return true;
    refuse(`Job ${job.externalId}: the board lists this id more than once`);
    return false;
  });
  return { jobs: unique, refused, refusedReasons: reasons };
}
