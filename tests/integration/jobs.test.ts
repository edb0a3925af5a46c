// The job board over real HTTP: who sees how many results (with the true total), the filters,
// short terms, keyset pages, isSaved and the job detail; and that a search and the saved list are
// one statement each.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_LIMITS } from '#shared/constants/jobs.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type JobCard, type JobSearchInput, type JobSearchResult } from '#shared/schemas/jobs.ts';
import { jobs } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
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
    expect(res.error!.data.description).toBe(MESSAGES.jobs.staleCursor.description);
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
