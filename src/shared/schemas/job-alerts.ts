// Job alerts: a saved job search, mailed as a daily digest of the jobs posted since the last one.
// An alert takes the search's own fields and limits (jobSearchInput without the cursor).
import { z } from 'zod';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, WORK_MODEL_LABELS } from '../constants.ts';
import { JOB_LIMITS, JOB_WORK_TYPES } from '../constants/jobs.ts';
import { jobSearchInput } from './jobs.ts';

export const jobAlertInput = jobSearchInput.omit({ cursor: true, sort: true });
export type JobAlertSearch = z.output<typeof jobAlertInput>;

export const jobAlert = z.object({
  id: z.uuid(),
  q: z.string(),
  location: z.string(),
  workTypes: z.array(z.enum(JOB_WORK_TYPES)),
  experienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)),
  minSalary: z.number().int().nullable(),
  createdAt: z.date(),
});
export type JobAlert = z.infer<typeof jobAlert>;

export const jobAlertList = z.object({
  alerts: z.array(jobAlert),
  /** How many alerts this user may keep (JOB_ALERT_LIMITS by plan). */
  limit: z.number().int(),
});
export type JobAlertList = z.infer<typeof jobAlertList>;

/** `created` is false when the same search was already saved: that alert is answered instead. */
export const jobAlertCreated = z.object({ alert: jobAlert, created: z.boolean() });

export const jobAlertIdInput = z.object({ alertId: z.uuid() });
export const jobAlertDeleted = z.object({ alertId: z.uuid() });

/**
 * The search as the search itself reads it: a term too short to search by is no term, lists are
 * deduplicated in a fixed order. Two alerts with the same normal form watch the same jobs.
 */
export function normalizeAlertSearch(search: JobAlertSearch): JobAlertSearch {
  return {
    q: search.q.length >= JOB_LIMITS.searchTermMin ? search.q : '',
    location: search.location,
    workTypes: JOB_WORK_TYPES.filter((w) => search.workTypes.includes(w)),
    experienceLevels: EXPERIENCE_LEVELS.filter((l) => search.experienceLevels.includes(l)),
    minSalary: search.minSalary,
  };
}

/** An alert with no term, no location and no filter would mail every new job. */
export const isEmptyAlertSearch = (search: JobAlertSearch) =>
  !search.q && !search.location && search.workTypes.length === 0 && search.experienceLevels.length === 0 && search.minSalary === null;

/** One line a person reads: `"designer" in Berlin · Remote · Entry Level · From $50,000`. */
export function describeJobSearch(search: JobAlertSearch): string {
  const parts: string[] = [];
  const what = search.q ? `"${search.q}"` : 'All jobs';
  parts.push(search.location ? `${what} in ${search.location}` : what);
  if (search.workTypes.length > 0) parts.push(search.workTypes.map((w) => WORK_MODEL_LABELS[w]).join(', '));
  if (search.experienceLevels.length > 0) {
    parts.push(search.experienceLevels.map((l) => EXPERIENCE_LEVEL_LABELS[l].replace(/\s*\(.*\)$/, '')).join(', '));
  }
  if (search.minSalary !== null) parts.push(`From $${search.minSalary.toLocaleString('en-US')}`);
  return parts.join(' · ');
}

/** The /jobs address of a search (the parameters the job board reads: q, location, type, level, minSalary). */
export function jobSearchQuery(search: JobAlertSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.location) params.set('location', search.location);
  if (search.workTypes.length > 0) params.set('type', search.workTypes.join(','));
  if (search.experienceLevels.length > 0) params.set('level', search.experienceLevels.join(','));
  if (search.minSalary !== null) params.set('minSalary', String(search.minSalary));
  return params.toString();
}
