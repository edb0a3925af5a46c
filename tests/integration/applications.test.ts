// The application tracker: the free limit (also under ten parallel adds), premium without one,
// what Edit corrects, other users' rows, the job board's "Did you apply?", the CSV export and its
// escaping, and the list's fixed number of round trips.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { APPLICATION_TEXT, APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobApplications, jobs, resumes } from '../../src/server/db/schema/index.ts';
import { APPLICATIONS_CSV_HEADER } from '../../src/server/features/applications/csv.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser, randomIp, createTestMember, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;
const { app } = await useTestApp(database);
const { mutate } = httpCaller(app);

const upgrade = TOASTS.applications.upgradeRequired.description!;

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);

const entry = (n: number) => ({ companyName: `Company ${n}`, jobTitle: `Role ${n}` });
const rowsOf = (userId: string) => db.select().from(jobApplications).where(eq(jobApplications.userId, userId));

async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ title: 'Data Analyst', companyName: 'Globex', location: 'Berlin', salaryMin: 50_000, salaryMax: 65_000, workType: 'hybrid', experienceLevel: 'entry', applyUrl: 'https://globex.example/apply', ...values })
    .returning();
  return job!;
}

async function insertResume(userId: string, title = 'Test User Resume') {
  const [resume] = await db.insert(resumes).values({ userId, title }).returning();
  return resume!;
}

describe('adding applications', () => {
  it('stores the form, parsing salary text and turning empty notes, resume and location into null', async () => {
    const { api } = await signedIn();
    const added = await api.applications.add({
      companyName: '  Acme  ',
      jobTitle: 'Junior Developer',
      location: '',
      salaryMin: '$55,000',
      salaryMax: 70000,
      appliedDate: '2026-03-05',
      notes: '   ',
      resumeId: '',
    });
    expect(added).toMatchObject({
      companyName: 'Acme',
      jobTitle: 'Junior Developer',
      location: null,
      salaryMin: 55_000,
      salaryMax: 70_000,
      status: 'applied',
      appliedDate: '2026-03-05',
      notes: null,
      resumeId: null,
      resumeTitle: null,
      jobId: null,
    });
    const defaults = await api.applications.add({ ...entry(1), salaryMin: '', salaryMax: null });
    expect(defaults.salaryMin).toBeNull();
    expect(defaults.appliedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a missing company or title, salary that is not a number, and a reversed range', async () => {
    const { api } = await signedIn();
    await expect(api.applications.add({ companyName: '', jobTitle: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const res = await mutate('applications.add', { companyName: 'Acme', jobTitle: ' ' }, { token: (await createTestUser(db)).token });
    expect(res.error?.data.fieldErrors?.jobTitle).toEqual([APPLICATION_TEXT.titleRequired]);
    await expect(api.applications.add({ ...entry(1), salaryMin: 'lots' })).rejects.toThrow(APPLICATION_TEXT.salaryInvalid);
    await expect(api.applications.add({ ...entry(1), salaryMin: '-5' })).rejects.toThrow(APPLICATION_TEXT.salaryInvalid);
    await expect(api.applications.add({ ...entry(1), salaryMin: 90_000, salaryMax: 80_000 })).rejects.toThrow(APPLICATION_TEXT.salaryRange);
    await expect(api.applications.add({ ...entry(1), notes: 'x'.repeat(5001) })).rejects.toThrow(APPLICATION_TEXT.notesTooLong);
  });

  it(`stops a free user at ${FREE_LIMITS.trackedApplications} with "Upgrade Required"`, async () => {
    const { id, api } = await signedIn();
    for (let n = 0; n < FREE_LIMITS.trackedApplications; n++) await api.applications.add(entry(n));
    await expect(api.applications.add(entry(99))).rejects.toMatchObject({ code: 'FORBIDDEN', message: upgrade });
    const res = await mutate('applications.add', entry(100), { token: (await createTestUser(db)).token });
    expect(res.status).toBe(200); // another free user is not affected
    expect(await rowsOf(id)).toHaveLength(FREE_LIMITS.trackedApplications);
    const list = await api.applications.list();
    expect(list).toMatchObject({ used: 5, limit: FREE_LIMITS.trackedApplications });
  });

  it('keeps exactly five rows when a free user sends ten adds at once', async () => {
    const { id, token } = await signedIn();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, async (_, n) => (await callerWith(db, token).caller()).applications.add(entry(n))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(FREE_LIMITS.trackedApplications);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ code: 'FORBIDDEN', message: upgrade });
    expect(await rowsOf(id)).toHaveLength(FREE_LIMITS.trackedApplications);
  });

  it('gives premium users no limit, and an expired premium the free one', async () => {
    const { api } = await signedIn({ premium: true });
    for (let n = 0; n < FREE_LIMITS.trackedApplications + 3; n++) await api.applications.add(entry(n));
    expect(await api.applications.list()).toMatchObject({ used: 8, limit: null });

    const lapsed = await signedIn({ expiredPremium: true });
    for (let n = 0; n < FREE_LIMITS.trackedApplications; n++) await lapsed.api.applications.add(entry(n));
    await expect(lapsed.api.applications.add(entry(9))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the list', () => {
  it('is newest first, counts every status and names the resume', async () => {
    const { id, api } = await signedIn({ premium: true });
    const resume = await insertResume(id, 'Ada Lovelace Resume');
    await api.applications.add({ ...entry(1), status: 'interviewing' });
    await api.applications.add({ ...entry(2), status: 'offer', resumeId: resume.id });
    await api.applications.add({ ...entry(3), status: 'interviewing' });
    const list = await api.applications.list();
    expect(list.applications.map((a) => a.companyName)).toEqual(['Company 3', 'Company 2', 'Company 1']);
    expect(list.counts).toEqual({ applied: 0, interviewing: 2, offer: 1, rejected: 0 });
    expect(list.applications[1]!.resumeTitle).toBe('Ada Lovelace Resume');
    expect(await api.applications.resumes()).toEqual([{ id: resume.id, title: 'Ada Lovelace Resume' }]);

    const empty = await (await signedIn()).api.applications.list();
    expect(empty).toEqual({ applications: [], counts: { applied: 0, interviewing: 0, offer: 0, rejected: 0 }, used: 0, limit: 5 });
  });

  it('costs one round trip whatever the number of rows', async () => {
    const user = await createTestUser(db, { premium: true });
    const api = await callerWith(db, user.token).caller();
    const resume = await insertResume(user.id);
    const counted = await callerWith(counter.db, user.token).caller();

    await api.applications.add({ ...entry(0), resumeId: resume.id });
    counter.reset();
    await counted.applications.list();
    const few = counter.statements.length;

    for (let n = 1; n < 40; n++) await api.applications.add({ ...entry(n), status: n % 2 ? 'rejected' : 'offer', resumeId: resume.id });
    counter.reset();
    const list = await counted.applications.list();
    expect(list.applications).toHaveLength(40);
    expect(counter.statements.length).toBe(few);
    expect(few).toBe(1);
  });

  it('refuses a resume that belongs to someone else', async () => {
    const other = await createTestUser(db);
    const theirs = await insertResume(other.id);
    const { api } = await signedIn();
    await expect(api.applications.add({ ...entry(1), resumeId: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.applications.resumes()).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('corrects every field sent, keeps the others, and never the owner', async () => {
    const { id, api, token } = await signedIn();
    const resume = await insertResume(id);
    const added = await api.applications.add({ ...entry(1), location: 'Paris', salaryMin: 40_000, notes: 'first' });
    const res = await mutate<ApplicationItem>(
      'applications.update',
      { id: added.id, status: 'interviewing', notes: 'Phone screen Tuesday', resumeId: resume.id, companyName: 'Renamed', appliedDate: '2026-01-02', userId: randomUUID() },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'interviewing', notes: 'Phone screen Tuesday', resumeId: resume.id, resumeTitle: 'Test User Resume', companyName: 'Renamed' });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ companyName: 'Renamed', jobTitle: 'Role 1', location: 'Paris', salaryMin: 40_000, appliedDate: '2026-01-02', userId: id });

    const cleared = await api.applications.update({ id: added.id, status: 'rejected', notes: '', resumeId: null });
    expect(cleared).toMatchObject({ status: 'rejected', notes: null, resumeId: null });
    expect((await api.applications.list()).counts).toMatchObject({ interviewing: 0, rejected: 1 });
  });

  it("cannot edit or delete another user's application", async () => {
    const owner = await signedIn();
    const added = await owner.api.applications.add(entry(1));
    const { api } = await signedIn();
    await expect(api.applications.update({ id: added.id, status: 'offer' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.applications.delete({ id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowsOf(owner.id)).toMatchObject([{ id: added.id, status: 'applied' }]);
    expect((await api.applications.list()).applications).toEqual([]);
  });

  it('deletes the own application, which frees a slot under the free limit', async () => {
    const { id, api } = await signedIn();
    const added = await Promise.all(Array.from({ length: 5 }, (_, n) => api.applications.add(entry(n))));
    await expect(api.applications.add(entry(9))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await api.applications.delete({ id: added[0]!.id });
    await api.applications.add(entry(9));
    expect(await rowsOf(id)).toHaveLength(5);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await callerWith(db, null).caller();
    await expect(anonymous.applications.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('"Did you apply?" answered Yes (applications.applyToJob)', () => {
  it("copies the job's details, links it, and records it as applied on the person's day", async () => {
    const job = await insertJob();
    const { id, api } = await signedIn();
    const applied = await api.applications.applyToJob({ jobId: job.id, appliedDate: '2026-03-05' });
    expect(applied).toEqual({ applicationId: expect.any(String), created: true });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      id: applied.applicationId,
      jobId: job.id,
      companyName: 'Globex',
      jobTitle: 'Data Analyst',
      location: 'Berlin',
      salaryMin: 50_000,
      salaryMax: 65_000,
      status: 'applied',
      appliedDate: '2026-03-05',
      jobUrl: 'https://globex.example/apply',
    });

    // The second click returns the same entry, no duplicate.
    expect(await api.applications.applyToJob({ jobId: job.id })).toEqual({ ...applied, created: false });
    expect(await rowsOf(id)).toHaveLength(1);

    // The tracked copy keeps its details when the job changes.
    await db.update(jobs).set({ title: 'Senior Data Analyst' }).where(eq(jobs.id, job.id));
    expect((await api.applications.list()).applications[0]!.jobTitle).toBe('Data Analyst');
  });

  it("dates it the database's today when no day is given, and refuses a day that is not one", async () => {
    const { id, api } = await signedIn();
    await api.applications.applyToJob({ jobId: (await insertJob()).id });
    const [today] = await selectRows<{ day: string }>(db, sql`select current_date::text as day`);
    expect((await rowsOf(id))[0]!.appliedDate).toBe(today!.day);
    await expect(api.applications.applyToJob({ jobId: (await insertJob()).id, appliedDate: '2026-02-30' })).rejects.toThrow(APPLICATION_TEXT.dateInvalid);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('dedupes parallel answers, tracks a job without an apply URL, and refuses a closed job', async () => {
    const job = await insertJob({ applyUrl: null });
    const { id, token, api } = await signedIn();
    const results = await Promise.all(Array.from({ length: 4 }, async () => (await callerWith(db, token).caller()).applications.applyToJob({ jobId: job.id })));
    expect(new Set(results.map((r) => r.applicationId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await rowsOf(id))[0]!.jobUrl).toBeNull();
    expect(await rowsOf(id)).toHaveLength(1);

    const closed = await insertJob({ isActive: false });
    await expect(api.applications.applyToJob({ jobId: closed.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.applications.applyToJob({ jobId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts toward the free limit, but a job already tracked is still answered at the limit', async () => {
    const tracked = await insertJob();
    const { api } = await signedIn();
    await api.applications.applyToJob({ jobId: tracked.id });
    for (let n = 0; n < FREE_LIMITS.trackedApplications - 1; n++) await api.applications.add(entry(n));
    await expect(api.applications.applyToJob({ jobId: (await insertJob()).id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: upgrade });
    expect(await api.applications.applyToJob({ jobId: tracked.id })).toMatchObject({ created: false });
  });
});

describe('CSV export', () => {
  const exportCsv = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: APPLICATIONS_EXPORT_PATH, headers, remoteAddress: randomIp() });

  it("downloads the user's own applications as an attachment, oldest first", async () => {
    const { api, token } = await signedIn();
    await api.applications.add({ companyName: 'Acme, "Inc"', jobTitle: '=HYPERLINK("http://evil","x")', location: '@home', salaryMin: '50000', notes: 'Call back\nnext week', appliedDate: '2026-03-05' });
    await api.applications.add({ companyName: 'Initech', jobTitle: '-Developer', status: 'offer' });
    const other = await signedIn();
    await other.api.applications.add({ companyName: 'Not mine', jobTitle: 'Hidden' });

    const res = await exportCsv({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(APPLICATIONS_CSV_HEADER.join(','));
    expect(res.body).not.toContain('Not mine');
    expect(lines[1]).toMatch(
      /^"Acme, ""Inc""","'=HYPERLINK\(""http:\/\/evil"",""x""\)",'@home,50000,,USD,Applied,2026-03-05,"Call back\nnext week",,\d{4}-\d{2}-\d{2}T/,
    );
    expect(lines[2]).toMatch(/^Initech,'-Developer,,,,USD,Offer,/);
    expect(lines.at(-1)).toBe('');
  });

  it('refuses a request without a session', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
