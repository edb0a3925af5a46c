// The job card as SQL: the columns every job list selects (on alias j), the row they produce, its
// mapping to the shared JobCard, and the search conditions. The job board, saved jobs and job
// alerts all read jobs through this module, so a card looks the same wherever it is shown.
import { sql, type SQL } from 'drizzle-orm';
import type { ExperienceLevel } from '#shared/constants.ts';
import { JOB_LIMITS, type JobSourceKind, type JobWorkType } from '#shared/constants/jobs.ts';
import { type JobCard, type JobSearchFilters } from '#shared/schemas/jobs.ts';
import { containsPattern } from '../contains-pattern.ts';

/** The card's columns under the names JobCardRow has; `j` is jobs. `is_saved` is the caller's to add. */
export const jobCardColumns = sql`j.id, j.title, j.company_name, j.location, j.salary_min, j.salary_max, j.salary_currency, j.work_type,
  j.experience_level, j.description, j.apply_url, j.posted_date::text as posted_key,
  (extract(epoch from j.posted_date) * 1000)::float8 as posted_ms, j.source_kind, j.is_active`;

export interface JobCardRow {
  id: string;
  title: string;
  company_name: string;
  location: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  work_type: JobWorkType;
  experience_level: ExperienceLevel;
  description: string;
  apply_url: string | null;
  /** posted_date as Postgres prints it, to the microsecond: the keyset cursor's first half. */
  posted_key: string;
  posted_ms: number;
  source_kind: JobSourceKind;
  is_active: boolean;
  is_saved: boolean;
}

export const toJobCard = (row: JobCardRow): JobCard => ({
  id: row.id,
  title: row.title,
  companyName: row.company_name,
  location: row.location,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryCurrency: row.salary_currency,
  workType: row.work_type,
  experienceLevel: row.experience_level,
  description: row.description,
  applyUrl: row.apply_url,
  postedDate: new Date(Number(row.posted_ms)),
  source: row.source_kind,
  isActive: row.is_active,
  isSaved: Boolean(row.is_saved),
});

/** Whether the user saved job j (an EXISTS on saved_jobs' unique (user, job) index); false for a visitor. */
export const savedBy = (userId: string | null): SQL =>
  userId ? sql`exists (select 1 from saved_jobs s where s.user_id = ${userId} and s.job_id = j.id)` : sql`false`;

/**
 * What every search shares (active jobs, term, location, filters), ANDed, on alias j. The term is
 * a substring of jobs.search_text (lower(title || '\n' || company)) and the location of
 * lower(location): both expressions have trigram GIN indexes.
 */
export function jobSearchConditions(filters: JobSearchFilters): SQL {
  const where: SQL[] = [sql`j.is_active`];
  if (filters.q.length >= JOB_LIMITS.searchTermMin) where.push(sql`j.search_text like ${containsPattern(filters.q)}`);
  // A job with no location fails a non-empty filter (null like ... is not true).
  if (filters.location.length > 0) where.push(sql`lower(j.location) like ${containsPattern(filters.location)}`);
  if (filters.workTypes.length > 0) where.push(sql`j.work_type in (${sql.join(filters.workTypes.map((w) => sql`${w}`), sql`, `)})`);
  if (filters.experienceLevels.length > 0) {
    where.push(sql`j.experience_level in (${sql.join(filters.experienceLevels.map((l) => sql`${l}`), sql`, `)})`);
  }
  // "Pays at least": the top of the range (or its only end) reaches the minimum, which is in US
  // dollars; no salary, or one in another currency (never converted), fails.
  if (filters.minSalary !== null) where.push(sql`j.salary_currency = 'USD' and coalesce(j.salary_max, j.salary_min) >= ${filters.minSalary}`);
  return sql.join(where, sql` and `);
}
