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
import { JOB_LIMITS, type JobSort, type MatchSortUnavailable } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { type JobCard, type jobIdInput, type jobSearchInput, type JobSearchResult } from '#shared/schemas/jobs.ts';
import type { z } from 'zod';
import { selectRows, type Db } from '../../db/client.ts';
import { jobCardColumns, jobSearchConditions, savedBy, toJobCard, type JobCardRow } from '../../db/queries/job-card.ts';
import { compilePerson, matchOf, personFeatures, type CompiledPerson, type Wants } from '../../engines/match/index.ts';
import { rankedCards } from '../../engines/match/ranking.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';
import { readContent } from '../resumes/service.ts';
import type { PublicContext } from '../../trpc/context.ts';
import type { Config } from '../../config.ts';
import { readBoardPosting as readFromBoard, type BoardPostingRead } from './staff/sources/posting.ts';
import type { BoardPosting } from '#shared/rules/job-posting.ts';

type SearchInput = z.output<typeof jobSearchInput>;

/** Who is asking: their id (for isSaved) and whether they see every result. */
interface Viewer {
  userId: string | null;
  premium: boolean;
}

const viewerOf = (ctx: PublicContext): Viewer => ({ userId: ctx.user?.id ?? null, premium: ctx.user ? isPremium(ctx.user) : false });

type SearchRow = { total: number } & ({ [K in keyof JobCardRow]: JobCardRow[K] | null } & { sort_key?: number | null });
type Page = Pick<JobSearchResult, 'jobs' | 'total' | 'totalIsEstimate' | 'limited' | 'nextCursor'>;

const pageSizeFor = (viewer: Viewer) => (viewer.premium ? JOB_LIMITS.pageSize : FREE_LIMITS.visibleJobResults);

/**
 * How each SQL sort orders and pages. newest: (posted_date, id), the order of jobs_active_posted_idx,
 * so a common term walks it and stops early. salary: the top of the range (or its only end) first,
 * jobs without a salary last (key -1), then id; this order has no index, so Postgres sorts the matches.
 * Only dollar salaries rank: one in another currency is never converted, so it sorts with the unknown.
 */
const salaryKey = sql`case when j.salary_currency = 'USD' then coalesce(j.salary_max, j.salary_min, -1) else -1 end`;
const SQL_SORTS = {
  newest: {
    key: sql`j.posted_date`,
    order: sql`j.posted_date desc nulls last, j.id desc nulls last`,
    outer: sql`page.posted_date desc nulls last, page.id desc nulls last`,
    cursor: ['timestamp', 'uuid'] as const,
    after: (c: readonly (string | number)[]) => sql` and (j.posted_date, j.id) < (${c[0]}::timestamptz, ${c[1]}::uuid)`,
    last: (row: JobCardRow & { sort_key?: number | null }) => [row.posted_key, row.id],
  },
  salary: {
    key: salaryKey,
    order: sql`${salaryKey} desc, j.id desc`,
    outer: sql`page.sort_key desc nulls last, page.id desc nulls last`,
    cursor: ['int', 'uuid'] as const,
    after: (c: readonly (string | number)[]) => sql` and (${salaryKey}, j.id) < (${c[0]}::int, ${c[1]}::uuid)`,
    last: (row: JobCardRow & { sort_key?: number | null }) => [Number(row.sort_key), row.id],
  },
} as const;

/**
 * The one statement a newest or salary search runs: the page and the total. Free users and
 * visitors get the first FREE_LIMITS.visibleJobResults rows and no cursor; premium users get
 * JOB_LIMITS.pageSize rows after their cursor (one more is read to know if a next page exists).
 */
async function sqlSortedPage(ctx: PublicContext, input: SearchInput, viewer: Viewer, sort: keyof typeof SQL_SORTS): Promise<Page> {
  const s = SQL_SORTS[sort];
  const where = jobSearchConditions(input);
  const pageSize = pageSizeFor(viewer);
  const cursor = viewer.premium && input.cursor ? decodeCursor(input.cursor, s.cursor, TOASTS.jobs.staleCursor) : null;
  const after = cursor ? s.after(cursor) : sql``;
  const rows = await selectRows<SearchRow>(
    ctx.db,
    sql`
    with total as (
      select count(*)::int as n from (select 1 from jobs j where ${where} limit ${JOB_LIMITS.totalCountCap + 1}) m
    ), page as (
      select ${jobCardColumns}, j.posted_date, ${s.key} as sort_key, ${savedBy(viewer.userId)} as is_saved
      from jobs j
      where ${where}${after}
      order by ${s.order}
      limit ${pageSize + (viewer.premium ? 1 : 0)}
    )
    select total.n as total, page.* from total left join page on true
    order by ${s.outer}`,
  );
  const found = Number(rows[0]?.total ?? 0);
  const matches = rows.filter((r) => r.id !== null) as unknown as (JobCardRow & { sort_key: number | null })[];
  // A free viewer's statement reads no row beyond the page, so their page has no next one.
  const { page, nextCursor } = keysetPage(matches, pageSize, s.last);
  return {
    jobs: page.map(toJobCard),
    total: Math.min(found, JOB_LIMITS.totalCountCap),
    totalIsEstimate: found > JOB_LIMITS.totalCountCap,
    limited: !viewer.premium,
    nextCursor,
  };
}

interface PersonRow {
  industry_preferences: string[] | null;
  preferred_work_model: string | null;
  location_preference: string | null;
  willing_to_relocate: boolean | null;
  target_salary_min: number | null;
  target_salary_max: number | null;
  skill_level: string | null;
  career_goals: string | null;
  years_experience: number | null;
  content: unknown;
  version: string | null;
}

/** People as matching reads them, each kept until their resume or answers change (the version says). */
const people = new Map<string, { version: string; person: CompiledPerson }>();
const PEOPLE_KEPT = 1_000;

/**
 * A person as matching reads them: the active resume and the onboarding answers, or null with
 * neither. Compiled once per change of either; the query that checks is one row.
 */
export async function matchPersonOf(db: Db, userId: string): Promise<CompiledPerson | null> {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`
    select p.industry_preferences, p.preferred_work_model, p.location_preference, p.willing_to_relocate, p.target_salary_min,
           p.target_salary_max, p.skill_level, p.career_goals, p.years_experience, r.content,
           nullif(concat_ws('|', p.updated_at::text, r.id::text, r.updated_at::text), '') as version
    from (select 1) as anchor
    left join job_seeker_profiles p on p.user_id = ${userId}
    left join resumes r on r.user_id = ${userId} and r.is_active`,
  );
  if (!row?.version) return null;
  const kept = people.get(userId);
  if (kept?.version === row.version) return kept.person;
  const wants: Wants = {
    industryPreferences: row.industry_preferences ?? [],
    preferredWorkModel: row.preferred_work_model,
    locationPreference: row.location_preference,
    willingToRelocate: row.willing_to_relocate ?? false,
    targetSalaryMin: row.target_salary_min,
    targetSalaryMax: row.target_salary_max,
    skillLevel: row.skill_level,
  };
  const content = row.content === null ? readContent({}) : readContent(row.content);
  const person = compilePerson(personFeatures(content, { careerGoals: row.career_goals ?? '', yearsExperience: row.years_experience }, new Date()), wants);
  people.delete(userId);
  if (people.size >= PEOPLE_KEPT) people.delete(people.keys().next().value!);
  people.set(userId, { version: row.version, person });
  return person;
}

/** True when the search narrows the board (a term, a place, a filter): then only its matches are ranked. */
const narrows = (input: SearchInput) =>
  input.q.length >= JOB_LIMITS.searchTermMin || input.location.length > 0 || input.workTypes.length > 0 || input.experienceLevels.length > 0 || input.minSalary !== null;

/**
 * Sort by match: every open job (or every one the search's filters keep) ranked by the person's
 * match (engines/match/ranking.ts), newest first among equals; the cursor is the last job's place
 * in that order. The page's cards are then read by id, in one query.
 */
async function matchSortedPage(ctx: PublicContext, input: SearchInput, viewer: Viewer, person: CompiledPerson): Promise<Page> {
  const pageSize = pageSizeFor(viewer);
  const after = viewer.premium && input.cursor ? decodeCursor(input.cursor, ['int', 'int', 'uuid'], TOASTS.jobs.staleCursor) : null;
  const only = narrows(input)
    ? new Set((await selectRows<{ id: string }>(ctx.db, sql`select j.id from jobs j where ${jobSearchConditions(input)}`)).map((r) => r.id))
    : null;
  const { ranked, total } = await rankedCards(ctx.db, person, { only, after, limit: pageSize + (viewer.premium ? 1 : 0) }, (ids) =>
    cardsById(ctx, ids, viewer.userId),
  );
  const { page, nextCursor } = keysetPage(ranked, pageSize, (last) => last.key);
  return {
    jobs: page.map((r) => ({ ...r.card, match: matchOf(person, r.job) })),
    total: Math.min(total, JOB_LIMITS.totalCountCap),
    totalIsEstimate: total > JOB_LIMITS.totalCountCap,
    limited: !viewer.premium,
    nextCursor,
  };
}

/** Open jobs' cards by id, with isSaved. */
async function cardsById(ctx: PublicContext, ids: string[], userId: string | null): Promise<Map<string, JobCard>> {
  const rows = await selectRows<JobCardRow>(
    ctx.db,
    sql`select ${jobCardColumns}, ${savedBy(userId)} as is_saved from jobs j where j.is_active and j.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, toJobCard(row)]));
}

/**
 * "Did you mean": the open jobs' titles and companies closest to a term that found nothing. The
 * other filters still apply, so a suggestion clicked finds jobs. `term <% search_text` is pg_trgm's
 * word similarity, which jobs_search_text_trgm_idx (GIN, partial on is_active) answers; its threshold
 * is lowered for this statement only (set_config(..., true) lasts the transaction). At most
 * JOB_LIMITS.suggestionCandidates rows are scored, and each title and company is scored on its own.
 */
async function suggestFor(ctx: PublicContext, input: SearchInput): Promise<JobSearchResult['suggestions']> {
  const term = input.q.toLowerCase();
  const others = jobSearchConditions({ ...input, q: '' });
  const threshold = JOB_LIMITS.suggestionThreshold;
  const rows = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return selectRows<{ kind: 'title' | 'company'; text: string }>(
      tx,
      sql`
      with candidates as (
        select j.title, j.company_name from jobs j
        where ${others} and ${term} <% j.search_text
        limit ${JOB_LIMITS.suggestionCandidates}
      ), scored as (
        select 'title' as kind, title as text, word_similarity(${term}, lower(title)) as score from candidates
        union all
        select 'company', company_name, word_similarity(${term}, lower(company_name)) from candidates
      )
      select kind, text from scored where score >= ${threshold}
      group by kind, text
      order by max(score) desc, kind desc, text
      limit ${JOB_LIMITS.suggestionsMax}`,
    );
  });
  return rows.map((r) => ({ kind: r.kind, text: r.text }));
}

export async function searchJobs(ctx: PublicContext, input: SearchInput): Promise<JobSearchResult> {
  const viewer = viewerOf(ctx);
  let sortedBy: JobSort = input.sort;
  let matchUnavailable: MatchSortUnavailable | null = null;
  let page: Page;
  if (input.sort === 'match') {
    const person = viewer.userId ? await matchPersonOf(ctx.db, viewer.userId) : null;
    if (person) page = await matchSortedPage(ctx, input, viewer, person);
    else {
      matchUnavailable = viewer.userId ? 'noProfile' : 'signedOut';
      sortedBy = 'newest';
      page = await sqlSortedPage(ctx, { ...input, cursor: null }, viewer, 'newest');
    }
  } else page = await sqlSortedPage(ctx, input, viewer, input.sort);
  // Suggestions only for a term that found nothing on the first page: a typo, not the end of a list.
  const suggestions = page.total === 0 && !input.cursor && input.q.length >= JOB_LIMITS.searchTermMin ? await suggestFor(ctx, input) : [];
  return { ...page, sortedBy, matchUnavailable, suggestions };
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
  if (!row) throw new AppError('NOT_FOUND', TOASTS.jobs.notFound);
  return toJobCard(row);
}

/**
 * The job a Greenhouse, Lever or Ashby posting is, read through the API and the mapping its live
 * source syncs with: the job capture reads a board's posting link with it, so the two agree.
 */
export async function readBoardPosting(config: Config, posting: BoardPosting, timeoutMs: number): Promise<BoardPostingRead> {
  return readFromBoard(config.jobs.feedApis[posting.kind], posting, timeoutMs);
}
