// The job board over real HTTP: who sees how many results (with the true total), the filters,
// short terms, keyset pages, isSaved and the job detail; and that a search and the saved list are
// one statement each. Provenance, closed jobs for their savers and applicants, expiry and the
// partial indexes (decision 037).
import { inArray, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_EXPIRY, JOB_LIMITS } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { resumeContent } from '#shared/schemas/resumes.ts';
import { compileJob, compilePerson, jobFeatures, personFeatures, rankOf } from '../../src/server/engines/match/index.ts';
import { type JobCard, type JobSearchInput, type JobSearchResult } from '#shared/schemas/jobs.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobApplications, jobEvents, jobs, savedJobs } from '../../src/server/db/schema/index.ts';
import { jobSearchConditions } from '../../src/server/db/queries/job-card.ts';
import { demoJobs } from '../../src/server/demo/content/jobs.ts';
import { expireJobs, JOB_EXPIRY_JOB, jobExpiryJob } from '../../src/server/features/jobs/expiry.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);
const counter = await useQueryCounter(database);

const search = async (input: JobSearchInput, token?: string) => {
  const res = await query<JobSearchResult>('jobs.search', input, { token });
  expect(res.error).toBeNull();
  return res.data;
};

const DAY = 86_400_000;
const base = Date.now() - DAY;
type NewJob = typeof jobs.$inferInsert;

// 47 active "Widget" jobs (a few sharing one posted_date, to test the id tie-break), 3 inactive ones,
// and a handful of others for the filters.
const widgetJobs: NewJob[] = Array.from({ length: 50 }, (_, i) => ({
  title: `Widget Engineer ${i}`,
  companyName: i % 2 ? 'Zephyr Widgets' : 'Quokka Labs',
  location: i % 5 === 0 ? null : i % 5 === 1 ? 'Austin, TX' : 'Remote',
  workType: (['remote', 'hybrid', 'on-site'] as const)[i % 3]!,
  experienceLevel: (['entry', 'mid', 'senior', 'expert'] as const)[i % 4]!,
  salaryMin: i % 4 === 0 ? null : 50_000 + i * 1000,
  salaryMax: i % 4 === 0 ? null : 70_000 + i * 1000,
  postedDate: new Date(base - (i < 6 ? 0 : i) * 60_000),
  isActive: i < 47,
  description: `Build widgets, number ${i}.`,
}));
const others: NewJob[] = [
  { title: 'Nurse Practitioner', companyName: 'Mercy Health', location: 'Boston, MA', workType: 'on-site', experienceLevel: 'mid', salaryMin: 90_000, salaryMax: null, postedDate: new Date(base - 2 * DAY) },
  { title: 'Pricing Analyst (100% remote)', companyName: 'Tallyho', location: 'remote', workType: 'remote', experienceLevel: 'entry', salaryMin: null, salaryMax: 65_000, postedDate: new Date(base - 3 * DAY) },
  { title: 'Data_Scientist', companyName: 'Orbit', location: null, workType: 'hybrid', experienceLevel: 'senior', postedDate: new Date(base - 4 * DAY) },
];
const ALL_ACTIVE = 47 + others.length;

let widgets: JobCard[] = [];
let free: Awaited<ReturnType<typeof createTestUser>>;
let premium: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  await db.insert(jobs).values([...widgetJobs, ...others]);
  free = await createTestUser(db);
  premium = await createTestUser(db, { premium: true });
  // Every active widget job in the expected order: newest first, then id descending.
  const rows = await db.select().from(jobs).where(sql`${jobs.isActive} and ${jobs.title} like 'Widget%'`);
  widgets = rows
    .sort((a, b) => b.postedDate.getTime() - a.postedDate.getTime() || (a.id < b.id ? 1 : -1))
    .map((r) => ({ ...r, isSaved: false }) as unknown as JobCard);
});

describe('who sees how many results', () => {
  it('visitors and free users see the first 5 with the true total and no cursor', async () => {
    for (const token of [undefined, free.token]) {
      const res = await search({ q: 'widget' }, token);
      expect(res.total).toBe(47);
      expect(res.totalIsEstimate).toBe(false);
      expect(res.limited).toBe(true);
      expect(res.nextCursor).toBeNull();
      expect(res.jobs.map((j) => j.id)).toEqual(widgets.slice(0, FREE_LIMITS.visibleJobResults).map((j) => j.id));
    }
  });

  it('a free user cannot page on with a cursor', async () => {
    const first = await search({ q: 'widget' }, premium.token);
    const res = await search({ q: 'widget', cursor: first.nextCursor }, free.token);
    expect(res.jobs.map((j) => j.id)).toEqual(widgets.slice(0, 5).map((j) => j.id));
  });

  it('premium users page through everything, 20 at a time, with no duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res: JobSearchResult = await search({ q: 'WIDGET', cursor }, premium.token);
      expect(res.total).toBe(47);
      expect(res.limited).toBe(false);
      sizes.push(res.jobs.length);
      seen.push(...res.jobs.map((j) => j.id));
      cursor = res.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([JOB_LIMITS.pageSize, JOB_LIMITS.pageSize, 7]);
    expect(seen).toEqual(widgets.map((j) => j.id));
  });

  it('a cursor that was tampered with is refused', async () => {
    const res = await query('jobs.search', { q: 'widget', cursor: 'bm90LWEtY3Vyc29y' }, { token: premium.token });
    expect(res.error!.data.code).toBe('BAD_REQUEST');
    expect(res.error!.data.description).toBe(TOASTS.jobs.staleCursor.description);
  });

  it('counts exactly up to the cap and says when the total is a lower bound', async () => {
    await db.execute(sql`
      insert into jobs (title, company_name, work_type, experience_level, posted_date)
      select 'Gadget Tester ' || g, 'Capco', 'remote', 'entry', now() - interval '10 days' from generate_series(1, ${JOB_LIMITS.totalCountCap + 5}) g`);
    const res = await search({ q: 'gadget tester' }, premium.token);
    expect(res.total).toBe(JOB_LIMITS.totalCountCap);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.jobs).toHaveLength(JOB_LIMITS.pageSize);
    await db.execute(sql`delete from jobs where company_name = 'Capco'`);
  });
});

describe('search and filters', () => {
  it('matches title or company, case-insensitively, and ignores inactive jobs', async () => {
    expect((await search({ q: 'zephyr' })).total).toBe(widgetJobs.filter((j, i) => i < 47 && j.companyName === 'Zephyr Widgets').length);
    expect((await search({ q: 'NURSE prac' })).jobs.map((j) => j.title)).toEqual(['Nurse Practitioner']);
    expect((await search({ q: 'mercy' })).total).toBe(1);
    expect((await search({ q: 'Widget Engineer 48' })).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect((await search({ q: '100%' })).jobs.map((j) => j.title)).toEqual(['Pricing Analyst (100% remote)']);
    expect((await search({ q: 'a_s' })).jobs.map((j) => j.title)).toEqual(['Data_Scientist']);
    expect((await search({ q: '%%%' })).total).toBe(0);
  });

  it('ignores terms shorter than three characters (they would read the whole table)', async () => {
    expect((await search({ q: 'w' })).total).toBe(ALL_ACTIVE);
    expect((await search({ q: ' zq ' })).total).toBe(ALL_ACTIVE);
    expect((await search({ q: '' })).total).toBe(ALL_ACTIVE);
  });

  it('filters location by substring; a job with no location fails a non-empty filter', async () => {
    const austin = await search({ location: 'austin' }, premium.token);
    expect(austin.total).toBe(widgetJobs.filter((j, i) => i < 47 && j.location === 'Austin, TX').length);
    const remote = await search({ location: 'REMOTE' }, premium.token);
    expect(remote.total).toBe(widgetJobs.filter((j, i) => i < 47 && j.location === 'Remote').length + 1);
    expect(remote.jobs.every((j) => j.location?.toLowerCase().includes('remote'))).toBe(true);
    expect((await search({ q: 'data_sci', location: 'a' })).total).toBe(0);
    expect((await search({ q: 'data_sci' })).total).toBe(1);
  });

  it('filters by work type, experience level and minimum salary', async () => {
    const expected = (pred: (j: NewJob) => boolean) => [...widgetJobs.slice(0, 47), ...others].filter(pred).length;
    expect((await search({ workTypes: ['remote'] })).total).toBe(expected((j) => j.workType === 'remote'));
    expect((await search({ workTypes: ['remote', 'hybrid'], experienceLevels: ['senior'] })).total).toBe(
      expected((j) => (j.workType === 'remote' || j.workType === 'hybrid') && j.experienceLevel === 'senior'),
    );
    const pays = (j: NewJob, min: number) => (j.salaryMax ?? j.salaryMin ?? -1) >= min;
    expect((await search({ minSalary: 100_000 })).total).toBe(expected((j) => pays(j, 100_000)));
    expect((await search({ minSalary: 65_000, q: 'analyst' })).total).toBe(1);
    expect((await search({ minSalary: 65_001, q: 'analyst' })).total).toBe(0);
    expect((await search({ minSalary: 0, q: 'data_sci' })).total).toBe(0);
  });
});

describe('isSaved and the job detail', () => {
  it('marks the signed-in user’s saved jobs, never for visitors or other users', async () => {
    const user = await createTestUser(db, { premium: true });
    const target = widgets[3]!;
    expect((await mutate('savedJobs.save', { jobId: target.id }, { token: user.token })).status).toBe(200);
    const mine = await search({ q: 'widget' }, user.token);
    expect(mine.jobs.filter((j) => j.isSaved).map((j) => j.id)).toEqual([target.id]);
    expect((await search({ q: 'widget' })).jobs.some((j) => j.isSaved)).toBe(false);
    expect((await search({ q: 'widget' }, premium.token)).jobs.some((j) => j.isSaved)).toBe(false);

    const detail = await query<JobCard>('jobs.byId', { jobId: target.id }, { token: user.token });
    expect(detail.data).toMatchObject({ id: target.id, title: target.title, isSaved: true, location: target.location });
    expect(detail.data.postedDate).toBeInstanceOf(Date);
    expect((await query<JobCard>('jobs.byId', { jobId: target.id })).data.isSaved).toBe(false);
  });

  it('shows active jobs only', async () => {
    const [inactive] = await db.select({ id: jobs.id }).from(jobs).where(sql`not ${jobs.isActive}`).limit(1);
    const res = await query('jobs.byId', { jobId: inactive!.id });
    expect(res.error!.data.code).toBe('NOT_FOUND');
  });
});

describe('round trips', () => {
  it('a search, a job card and the saved list are one statement each, whatever the page size', async () => {
    const asPremium = await callerWith(counter.db, premium.token).caller();
    const asVisitor = await callerWith(counter.db, null).caller();
    for (const id of widgets.slice(0, 7).map((j) => j.id)) await mutate('savedJobs.save', { jobId: id }, { token: premium.token });

    expect(await counter.count(() => asPremium.jobs.search({ q: 'widget', location: '', workTypes: [], experienceLevels: [], minSalary: null, cursor: null }))).toBe(1);
    expect(await counter.count(() => asVisitor.jobs.search({ q: '', location: 'remote', workTypes: ['remote'], experienceLevels: [], minSalary: 1, cursor: null }))).toBe(1);
    expect(await counter.count(() => asPremium.jobs.byId({ jobId: widgets[0]!.id }))).toBe(1);
    let listed = 0;
    expect(
      await counter.count(async () => {
        listed = (await asPremium.savedJobs.list()).length;
      }),
    ).toBe(1);
    expect(listed).toBe(7);
  });
});

describe('provenance and closed jobs (decision 037)', () => {
  let greenhouseId = '';
  let closedId = '';
  let saver: Awaited<ReturnType<typeof createTestUser>>;
  let applicant: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    const [greenhouse, closed] = await db
      .insert(jobs)
      .values([
        { title: 'Provenance Tester', companyName: 'Feedco', workType: 'remote', experienceLevel: 'mid', sourceKind: 'greenhouse' },
        { title: 'Provenance Closed', companyName: 'Feedco', workType: 'remote', experienceLevel: 'mid', sourceKind: 'lever', isActive: false, closedAt: new Date(), closeReason: 'source' },
      ])
      .returning({ id: jobs.id });
    greenhouseId = greenhouse!.id;
    closedId = closed!.id;
    saver = await createTestUser(db);
    applicant = await createTestUser(db);
    await db.insert(savedJobs).values({ userId: saver.id, jobId: closedId });
    await db.insert(jobApplications).values({ userId: applicant.id, jobId: closedId, companyName: 'Feedco', jobTitle: 'Provenance Closed' });
  });

  it('says where each job came from and that it is open', async () => {
    const res = await search({ q: 'provenance' });
    expect(res.jobs.map((j) => [j.id, j.source, j.isActive])).toEqual([[greenhouseId, 'greenhouse', true]]);
    expect((await search({ q: 'widget' })).jobs.every((j) => j.source === 'staff')).toBe(true);
    expect((await query<JobCard>('jobs.byId', { jobId: greenhouseId })).data).toMatchObject({ source: 'greenhouse', isActive: true });
  });

  it('opens a closed job only to a user who saved or applied to it; anyone else gets NOT_FOUND', async () => {
    for (const who of [saver, applicant]) {
      const res = await query<JobCard>('jobs.byId', { jobId: closedId }, { token: who.token });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ id: closedId, isActive: false, source: 'lever', isSaved: who === saver });
    }
    for (const token of [undefined, premium.token]) {
      const res = await query('jobs.byId', { jobId: closedId }, { token });
      expect(res.error!.data.code).toBe('NOT_FOUND');
      expect(res.error!.message).toBe(TOASTS.jobs.notFound.description);
    }
  });

  it('keeps a closed job in its saver’s list, marked closed, and out of every search', async () => {
    const list = await query<{ job: JobCard }[]>('savedJobs.list', undefined, { token: saver.token });
    expect(list.data.map((s) => [s.job.id, s.job.isActive])).toEqual([[closedId, false]]);
    expect((await search({ q: 'provenance closed' }, saver.token)).total).toBe(0);
  });
});

describe('expiry (decision 037)', () => {
  const ctx = { db, config: testConfig() };

  it('closes open jobs past the maximum age in one statement, with a closed event each, and only once', async () => {
    const age = (days: number) => new Date(Date.now() - days * DAY);
    const maxAge = ctx.config.jobs.maxAgeDays;
    const [stale, older, fresh, alreadyClosed] = await db
      .insert(jobs)
      .values([
        { title: 'Stale Expiry Job', companyName: 'Oldco', workType: 'remote', experienceLevel: 'mid', postedDate: age(maxAge + 1) },
        { title: 'Older Expiry Job', companyName: 'Oldco', workType: 'remote', experienceLevel: 'mid', postedDate: age(maxAge * 3) },
        { title: 'Fresh Expiry Job', companyName: 'Oldco', workType: 'remote', experienceLevel: 'mid', postedDate: age(maxAge - 1) },
        { title: 'Closed Expiry Job', companyName: 'Oldco', workType: 'remote', experienceLevel: 'mid', postedDate: age(maxAge * 2), isActive: false, closeReason: 'staff', closedAt: age(maxAge) },
      ])
      .returning({ id: jobs.id });
    expect((await search({ q: 'expiry job' }, premium.token)).total).toBe(3);

    expect(await counter.count(async () => expect(await expireJobs({ ...ctx, db: counter.db })).toBe(2))).toBe(1);
    const rows = await db.select().from(jobs).where(inArray(jobs.id, [stale!.id, older!.id, fresh!.id, alreadyClosed!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [stale!.id, older!.id]) {
      expect(byId.get(id)).toMatchObject({ isActive: false, closeReason: 'expired' });
      expect(Date.now() - byId.get(id)!.closedAt!.getTime()).toBeLessThan(60_000);
    }
    expect(byId.get(fresh!.id)).toMatchObject({ isActive: true, closedAt: null, closeReason: null });
    expect(byId.get(alreadyClosed!.id)).toMatchObject({ isActive: false, closeReason: 'staff' });
    const events = await db.select().from(jobEvents).where(inArray(jobEvents.jobId, [stale!.id, older!.id, fresh!.id, alreadyClosed!.id]));
    expect(events.map((e) => e.jobId).sort()).toEqual([stale!.id, older!.id].sort());
    for (const e of events) expect(e).toMatchObject({ action: 'closed', actorId: null, changes: JOB_EXPIRY.changes });

    // Expired jobs leave search at once; a second run finds nothing and writes no event.
    expect((await search({ q: 'expiry job' }, premium.token)).jobs.map((j) => j.id)).toEqual([fresh!.id]);
    expect(await expireJobs(ctx)).toBe(0);
    expect(await db.select().from(jobEvents).where(inArray(jobEvents.jobId, [stale!.id, older!.id]))).toHaveLength(2);
  });

  it('is registered as an hourly pg-boss cron job', () => {
    const job = jobExpiryJob({ ...ctx, log: app.log } as Parameters<typeof jobExpiryJob>[0]);
    expect(job).toMatchObject({ name: JOB_EXPIRY_JOB, cron: JOB_EXPIRY.cron });
    expect(JOB_EXPIRY.cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('keeps every demo job inside the maximum age, with room to spare', () => {
    expect(Math.max(...demoJobs.map((j) => j.postedDaysAgo))).toBeLessThanOrEqual(55);
    expect(55).toBeLessThan(ctx.config.jobs.maxAgeDays);
  });
});

/**
 * The plan of a statement over the tiny test table, where the planner would take any index on
 * is_active: without the sequential scan and the posted-date index (dropped inside a transaction that
 * is rolled back), what is left shows whether a trigram index answers.
 */
async function planOf(statement: SQL): Promise<string> {
  let plan = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`drop index jobs_active_posted_idx`);
      plan = (await selectRows<Record<string, string>>(tx, sql`explain ${statement}`)).map((r) => Object.values(r)[0]).join('\n');
      tx.rollback();
    })
    .catch(() => undefined);
  return plan;
}

describe('partial search indexes (decision 037)', () => {
  it('a search reads the trigram indexes built over open jobs only', async () => {
    const plan = await planOf(
      sql`select j.id from jobs j where ${jobSearchConditions({ q: 'zymurgy', location: 'austin', workTypes: [], experienceLevels: [], minSalary: null })}`,
    );
    expect(plan).toMatch(/jobs_search_text_trgm_idx|jobs_location_trgm_idx/);
    const [index] = await selectRows<{ indexdef: string }>(db, sql`select indexdef from pg_indexes where indexname = 'jobs_search_text_trgm_idx'`);
    expect(index!.indexdef).toMatch(/WHERE is_active/);
  });
});

describe('"Did you mean" when a search finds nothing (decision 041)', () => {
  beforeAll(async () => {
    await db.insert(jobs).values([
      { title: 'Hydrographic Surveyor', companyName: 'Pelican Maritime', location: 'Norfolk, VA', workType: 'on-site', experienceLevel: 'mid', postedDate: new Date(base - 5 * DAY) },
      // Closed: never suggested, however close.
      { title: 'Hydrographic Surveyor Lead', companyName: 'Shuttered Soundings', location: 'Norfolk, VA', workType: 'on-site', experienceLevel: 'senior', postedDate: new Date(base - 5 * DAY), isActive: false },
    ]);
  });

  it('a misspelled title finds nothing and suggests the real one, never a closed job', async () => {
    const res = await search({ q: 'hydrografic surveyer' });
    expect(res.total).toBe(0);
    expect(res.suggestions).toContainEqual({ kind: 'title', text: 'Hydrographic Surveyor' });
    expect(res.suggestions.map((s) => s.text)).not.toContain('Hydrographic Surveyor Lead');
    expect(res.suggestions.map((s) => s.text)).not.toContain('Shuttered Soundings');
    expect(res.suggestions.length).toBeLessThanOrEqual(JOB_LIMITS.suggestionsMax);
    // The suggestion, searched, finds the job.
    const again = await search({ q: res.suggestions.find((s) => s.kind === 'title')!.text });
    expect(again.jobs.map((j) => j.title)).toEqual(['Hydrographic Surveyor']);
    expect(again.suggestions).toEqual([]);
  });

  it('a misspelled company is suggested as a company', async () => {
    const res = await search({ q: 'pelikan maritme' });
    expect(res.total).toBe(0);
    expect(res.suggestions).toContainEqual({ kind: 'company', text: 'Pelican Maritime' });
  });

  it('the other filters still apply, and nonsense gets no suggestion', async () => {
    expect((await search({ q: 'hydrografic surveyer', location: 'austin' })).suggestions).toEqual([]);
    expect((await search({ q: 'qqxqzzjv' })).suggestions).toEqual([]);
  });

  it('reads the trigram index over open jobs', async () => {
    const plan = await planOf(sql`select j.title from jobs j where j.is_active and ${'hydrografic'} <% j.search_text limit ${JOB_LIMITS.suggestionCandidates}`);
    expect(plan).toMatch(/jobs_search_text_trgm_idx/);
  });
});

describe('sorts (decision 041)', () => {
  const salaryKey = (j: JobCard) => j.salaryMax ?? j.salaryMin ?? -1;

  it('salary: highest top of the range first, jobs without a salary last, over every premium page', async () => {
    const seen: JobCard[] = [];
    let cursor: string | null = null;
    do {
      const page: JobSearchResult = await search({ q: 'widget', sort: 'salary', cursor }, premium.token);
      expect(page.sortedBy).toBe('salary');
      seen.push(...page.jobs);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(47);
    expect(new Set(seen.map((j) => j.id)).size).toBe(47);
    const keys = seen.map(salaryKey);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(keys.at(-1)).toBe(-1);
    expect(keys[0]).toBe(Math.max(...widgets.map(salaryKey)));
  });

  it('a cursor of one sort is refused by another', async () => {
    const page = await search({ q: 'widget', sort: 'salary' }, premium.token);
    const res = await query('jobs.search', { q: 'widget', sort: 'newest', cursor: page.nextCursor }, { token: premium.token });
    expect(res.error?.data.description).toBe(TOASTS.jobs.staleCursor.description);
  });

  it('match: visitors and members without a profile get newest, with the reason', async () => {
    const visitor = await search({ q: 'widget', sort: 'match' });
    expect(visitor).toMatchObject({ sortedBy: 'newest', matchUnavailable: 'signedOut' });
    expect(visitor.jobs.map((j) => j.id)).toEqual(widgets.slice(0, FREE_LIMITS.visibleJobResults).map((j) => j.id));
    const member = await search({ q: 'widget', sort: 'match' }, free.token);
    expect(member).toMatchObject({ sortedBy: 'newest', matchUnavailable: 'noProfile' });
  });

  it('match: a member with a profile gets the whole board ranked by the match engine, every page, each card with its match', async () => {
    const seeker = await createTestUser(db, { premium: true });
    await db.execute(sql`insert into job_seeker_profiles (user_id, preferred_work_model, skill_level, target_salary_min, location_preference)
      values (${seeker.id}, 'remote', 'expert', 110000, 'Remote')`);
    const wants = { industryPreferences: [], preferredWorkModel: 'remote', locationPreference: 'Remote', willingToRelocate: false, targetSalaryMin: 110_000, targetSalaryMax: null, skillLevel: 'expert' };
    const person = compilePerson(personFeatures(resumeContent.parse({}), { careerGoals: '', yearsExperience: null }, new Date()), wants);
    const expected = widgets
      .map((j) => ({ id: j.id, rank: Math.round(rankOf(person, compileJob(jobFeatures(j), j)) * 1e6), posted: Math.floor(j.postedDate.getTime() / 60_000) }))
      .sort((a, b) => b.rank - a.rank || b.posted - a.posted || (a.id < b.id ? 1 : -1));
    const seen: JobSearchResult['jobs'] = [];
    let cursor: string | null = null;
    do {
      const page: JobSearchResult = await search({ q: 'widget', sort: 'match', cursor }, seeker.token);
      expect(page).toMatchObject({ sortedBy: 'match', matchUnavailable: null, total: 47 });
      seen.push(...page.jobs);
      cursor = page.nextCursor;
    } while (cursor);
    // The best job of all 47, not only of the first page of newest, and no job twice.
    expect(seen.map((j) => j.id)).toEqual(expected.map((j) => j.id));
    expect(seen[0]!.workType).toBe('remote');
    const scores = seen.map((j) => j.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(seen[0]!.match!.reason).toMatch(/^Matches .*remote/);
  });
});
