// The job board: search (title or company, location, filters) and one job's card.
//
// One SQL statement answers a search: the page, whether the viewer saved each job (an EXISTS on
// saved_jobs' unique (user, job) index, no N+1), and the total. The total is exact up to
// JOB_TOTAL_COUNT_CAP and a lower bound past it, so counting a common term stays as cheap at a
// million jobs as at a hundred thousand.
//
// The term is matched as a substring of jobs.search_text (lower(title || '\n' || company)), which
// has a trigram GIN index; location as a substring of lower(location), which has one too. The
// pattern is a bound parameter, and drizzle runs each query as an unnamed statement (postgres.js
// `prepare: false` unless a query is prepared by name), so Postgres plans every search with its
// own term: a common term walks jobs_active_posted_idx and stops after a page, a rare one or one
// that matches nothing reads the trigram index. No cached generic plan can pick the wrong one.
import { sql, type SQL } from 'drizzle-orm';
import { FREE_LIMITS, JOB_PAGE_SIZE, type ExperienceLevel, type JobWorkType } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isPremium } from '../../../shared/rules/premium.ts';
import {
  JOB_TOTAL_COUNT_CAP,
  SEARCH_TERM_MIN_LENGTH,
  type JobCard,
  type JobSearchResult,
  type jobSearchInput,
} from '../../../shared/schemas/jobs.ts';
import type { z } from 'zod';
import { selectRows, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';

export type JobSearchParams = z.output<typeof jobSearchInput>;

/** The card's columns under the names the row mapper reads; `j` is jobs. */
export const cardColumns = sql`j.id, j.title, j.company_name, j.location, j.salary_min, j.salary_max, j.work_type,
  j.experience_level, j.description, j.apply_url, j.posted_date::text as posted_key,
  (extract(epoch from j.posted_date) * 1000)::float8 as posted_ms`;

export interface CardRow {
  id: string;
  title: string;
  company_name: string;
  location: string | null;
  salary_min: number | null;
  salary_max: number | null;
  work_type: JobWorkType;
  experience_level: ExperienceLevel;
  description: string;
  apply_url: string | null;
  /** posted_date as Postgres prints it, to the microsecond: the keyset cursor's first half. */
  posted_key: string;
  posted_ms: number;
  is_saved: boolean;
}

export const toCard = (row: CardRow): JobCard => ({
  id: row.id,
  title: row.title,
  companyName: row.company_name,
  location: row.location,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  workType: row.work_type,
  experienceLevel: row.experience_level,
  description: row.description,
  applyUrl: row.apply_url,
  postedDate: new Date(Number(row.posted_ms)),
  isSaved: Boolean(row.is_saved),
});

// ---- Search -------------------------------------------------------------------------------------

/** Who is asking: their id (for isSaved) and whether they see every result. */
export interface Viewer {
  userId: string | null;
  premium: boolean;
}

export const viewerOf = (user: SessionUser | null): Viewer => ({ userId: user?.id ?? null, premium: user ? isPremium(user) : false });

/** Conditions every search shares (active jobs, term, location, filters), ANDed, on alias j. */
export function searchConditions(input: Omit<JobSearchParams, 'cursor'>): SQL {
  const where: SQL[] = [sql`j.is_active`];
  if (input.q.length >= SEARCH_TERM_MIN_LENGTH) where.push(sql`j.search_text like ${containsPattern(input.q)}`);
  // A job with no location fails a non-empty filter (null like ... is not true).
  if (input.location.length > 0) where.push(sql`lower(j.location) like ${containsPattern(input.location)}`);
  if (input.workTypes.length > 0) where.push(sql`j.work_type in (${sql.join(input.workTypes.map((w) => sql`${w}`), sql`, `)})`);
  if (input.experienceLevels.length > 0) {
    where.push(sql`j.experience_level in (${sql.join(input.experienceLevels.map((l) => sql`${l}`), sql`, `)})`);
  }
  // "Pays at least": the top of the range (or its only end) reaches the minimum; no salary fails.
  if (input.minSalary !== null) where.push(sql`coalesce(j.salary_max, j.salary_min) >= ${input.minSalary}`);
  return sql.join(where, sql` and `);
}

export interface SearchPlan {
  query: SQL;
  pageSize: number;
  premium: boolean;
}

/**
 * The one statement a search runs (the tRPC procedure and the benchmark's plain route both use it).
 * Free users and visitors get the first FREE_LIMITS.visibleJobResults rows and no cursor; premium
 * users get JOB_PAGE_SIZE rows after their cursor (one more is read to know if a next page exists).
 */
export function buildSearch(input: JobSearchParams, viewer: Viewer): SearchPlan {
  const where = searchConditions(input);
  const pageSize = viewer.premium ? JOB_PAGE_SIZE : FREE_LIMITS.visibleJobResults;
  const cursor = viewer.premium && input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], MESSAGES.jobs.staleCursor) : null;
  const after = cursor ? sql` and (j.posted_date, j.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const isSaved = viewer.userId
    ? sql`exists (select 1 from saved_jobs s where s.user_id = ${viewer.userId} and s.job_id = j.id)`
    : sql`false`;
  const query = sql`
    with total as (
      select count(*)::int as n from (select 1 from jobs j where ${where} limit ${JOB_TOTAL_COUNT_CAP + 1}) m
    ), page as (
      select ${cardColumns}, j.posted_date, ${isSaved} as is_saved
      from jobs j
      where ${where}${after}
      -- nulls last: the order of jobs_active_posted_idx, so a common term walks it and stops early
      order by j.posted_date desc nulls last, j.id desc nulls last
      limit ${pageSize + (viewer.premium ? 1 : 0)}
    )
    select total.n as total, page.* from total left join page on true
    order by page.posted_date desc nulls last, page.id desc nulls last`;
  return { query, pageSize, premium: viewer.premium };
}

type SearchRow = { total: number } & ({ [K in keyof CardRow]: CardRow[K] | null });

/** Turns the statement's rows into the contract's result. */
export function readSearch(plan: SearchPlan, rows: SearchRow[]): JobSearchResult {
  const found = Number(rows[0]?.total ?? 0);
  const matches = rows.filter((r) => r.id !== null) as unknown as CardRow[];
  const jobs = matches.slice(0, plan.pageSize).map(toCard);
  const last = matches[plan.pageSize - 1];
  const nextCursor = plan.premium && matches.length > plan.pageSize && last ? encodeCursor([last.posted_key, last.id]) : null;
  return {
    jobs,
    total: Math.min(found, JOB_TOTAL_COUNT_CAP),
    totalIsEstimate: found > JOB_TOTAL_COUNT_CAP,
    limited: !plan.premium,
    nextCursor,
  };
}

export async function searchJobs(db: Db, input: JobSearchParams, user: SessionUser | null): Promise<JobSearchResult> {
  const plan = buildSearch(input, viewerOf(user));
  return readSearch(plan, await selectRows<SearchRow>(db, plan.query));
}

/** One active job's card, with isSaved for a signed-in viewer. */
export async function getJob(db: Db, jobId: string, user: SessionUser | null): Promise<JobCard> {
  const isSaved = user ? sql`exists (select 1 from saved_jobs s where s.user_id = ${user.id} and s.job_id = j.id)` : sql`false`;
  const [row] = await selectRows<CardRow>(db, sql`select ${cardColumns}, ${isSaved} as is_saved from jobs j where j.id = ${jobId} and j.is_active`);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
  return toCard(row);
}
