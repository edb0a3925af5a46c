// The job board: search (title or company, location, filters) and one job's card.
//
// One SQL statement answers a search: the page, whether the viewer saved each job (an EXISTS on
// saved_jobs' unique (user, job) index, no N+1), and the total. The total is exact up to
// JOB_LIMITS.totalCountCap and a lower bound past it, so counting a common term stays as cheap at a
// million jobs as at a hundred thousand.
//
// The term and location are matched by the job card's search conditions (db/queries/job-card.ts),
// on trigram-indexed expressions. The pattern is a bound parameter, and drizzle runs each query as
// an unnamed statement (postgres.js `prepare: false` unless a query is prepared by name), so
// Postgres plans every search with its own term: a common term walks jobs_active_posted_idx and
// stops after a page, a rare one or one that matches nothing reads the trigram index. No cached
// generic plan can pick the wrong one.
import { sql, type SQL } from 'drizzle-orm';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_LIMITS } from '#shared/constants/jobs.ts';
import { MESSAGES } from '#shared/messages.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { type JobCard, type jobIdInput, type jobSearchInput, type JobSearchResult } from '#shared/schemas/jobs.ts';
import type { z } from 'zod';
import { selectRows } from '../../db/client.ts';
import { jobCardColumns, jobSearchConditions, savedBy, toJobCard, type JobCardRow } from '../../db/queries/job-card.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import type { PublicContext } from '../../trpc/context.ts';

// What other features use of the board's writing: the one write path for files and feeds, the
// audit trail's field diff, the HTML-to-text conversion of descriptions and the level read from a title.
export { fieldChanges, planSourcedJobs, writeSourcedJobs, type SourcedAction } from './sourced.ts';
export { descriptionText, looksLikeHtml } from './job-text.ts';
export { levelFromTitle } from './experience-level.ts';

type SearchInput = z.output<typeof jobSearchInput>;

/** Who is asking: their id (for isSaved) and whether they see every result. */
interface Viewer {
  userId: string | null;
  premium: boolean;
}

const viewerOf = (ctx: PublicContext): Viewer => ({ userId: ctx.user?.id ?? null, premium: ctx.user ? isPremium(ctx.user) : false });

interface SearchPlan {
  query: SQL;
  pageSize: number;
  premium: boolean;
}

/**
 * The one statement a search runs. Free users and visitors get the first
 * FREE_LIMITS.visibleJobResults rows and no cursor; premium users get JOB_LIMITS.pageSize rows after
 * their cursor (one more is read to know if a next page exists).
 */
function buildSearch(input: SearchInput, viewer: Viewer): SearchPlan {
  const where = jobSearchConditions(input);
  const pageSize = viewer.premium ? JOB_LIMITS.pageSize : FREE_LIMITS.visibleJobResults;
  const cursor = viewer.premium && input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], MESSAGES.jobs.staleCursor) : null;
  const after = cursor ? sql` and (j.posted_date, j.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const query = sql`
    with total as (
      select count(*)::int as n from (select 1 from jobs j where ${where} limit ${JOB_LIMITS.totalCountCap + 1}) m
    ), page as (
      select ${jobCardColumns}, j.posted_date, ${savedBy(viewer.userId)} as is_saved
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

type SearchRow = { total: number } & ({ [K in keyof JobCardRow]: JobCardRow[K] | null });

/** Turns the statement's rows into the contract's result. */
function readSearch(plan: SearchPlan, rows: SearchRow[]): JobSearchResult {
  const found = Number(rows[0]?.total ?? 0);
  const matches = rows.filter((r) => r.id !== null) as unknown as JobCardRow[];
  const jobs = matches.slice(0, plan.pageSize).map(toJobCard);
  const last = matches[plan.pageSize - 1];
  const nextCursor = plan.premium && matches.length > plan.pageSize && last ? encodeCursor([last.posted_key, last.id]) : null;
  return {
    jobs,
    total: Math.min(found, JOB_LIMITS.totalCountCap),
    totalIsEstimate: found > JOB_LIMITS.totalCountCap,
    limited: !plan.premium,
    nextCursor,
  };
}

export async function searchJobs(ctx: PublicContext, input: SearchInput): Promise<JobSearchResult> {
  const plan = buildSearch(input, viewerOf(ctx));
  return readSearch(plan, await selectRows<SearchRow>(ctx.db, plan.query));
}

/**
 * A closed job stays readable to whoever saved it or tracked an application to it (so their list
 * still opens it); anyone else gets the same NOT_FOUND as for a job that never existed.
 */
const closedJobReader = (userId: string | null): SQL =>
  userId
    ? sql`(${savedBy(userId)} or exists (select 1 from job_applications a where a.user_id = ${userId} and a.job_id = j.id))`
    : sql`false`;

/** One job's card, with isSaved for a signed-in viewer: an open job, or a closed one its reader kept. */
export async function getJob(ctx: PublicContext, input: z.output<typeof jobIdInput>): Promise<JobCard> {
  const userId = ctx.user?.id ?? null;
  const [row] = await selectRows<JobCardRow>(
    ctx.db,
    sql`select ${jobCardColumns}, ${savedBy(userId)} as is_saved from jobs j
        where j.id = ${input.jobId} and (j.is_active or ${closedJobReader(userId)})`,
  );
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
  return toJobCard(row);
}
