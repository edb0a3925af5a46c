// Staff job management over real HTTP: who may call it (visitors and plain users refused, moderators
// and admins let in), posting (on the board at once, "staff", posted by the caller, audited), editing
// (only changed fields written and recorded; live feeds' jobs refused, imported ones allowed), closing
// and reopening (refused when already so, without an event; old jobs re-dated), two staff closing at
// once, the list (search, status and source filters, counts, keyset pages) and the history.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_ADMIN_LIMITS, JOB_FIELD_TEXT } from '#shared/constants/jobs.ts';
import type { JobAdminDetail, JobAdminPage, JobAdminRow, JobFieldsInput, JobSearchResult } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { jobEvents, jobSources, jobs } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller, type TrpcResponse } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

const tag = () => Math.random().toString(36).slice(2, 10);
const fields = (over: Partial<JobFieldsInput> = {}): JobFieldsInput => ({
  title: `Platform Engineer ${tag()}`,
  companyName: 'Northwind Labs',
  location: 'Lisbon, Portugal',
  workType: 'hybrid',
  experienceLevel: 'senior',
  salaryMin: 90_000,
  salaryMax: 120_000,
  description: 'Build the platform.',
  applyUrl: 'https://example.com/apply',
  ...over,
});
const create = (token: string, input: JobFieldsInput) => mutate<JobAdminRow>('admin.jobs.create', input, { token });
const update = (token: string, jobId: string, input: JobFieldsInput) => mutate<JobAdminRow>('admin.jobs.update', { jobId, fields: input }, { token });
const close = (token: string, jobId: string) => mutate<JobAdminRow>('admin.jobs.close', { jobId }, { token });
const reopen = (token: string, jobId: string) => mutate<JobAdminRow>('admin.jobs.reopen', { jobId }, { token });
const detail = async (token: string, jobId: string) => (await query<JobAdminDetail>('admin.jobs.get', { jobId }, { token })).data;
const list = async (token: string, input: Record<string, unknown>) => (await query<JobAdminPage>('admin.jobs.list', input, { token })).data;
const eventsOf = (jobId: string) => db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId));
const jobRow = async (jobId: string) => (await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;

function expectMessage(res: TrpcResponse, code: string, message: { title: string; description?: string }) {
  expect(res.error?.data.code).toBe(code);
  expect(res.error!.data.title).toBe(message.title);
  expect(res.error!.data.description).toBe(message.description ?? null);
}

/** A job as a sync or an import would have left it: from a source of the given kind. */
async function sourcedJob(kind: 'greenhouse' | 'lever' | 'ashby' | 'import', over: Partial<typeof jobs.$inferInsert> = {}) {
  const [source] = await db.insert(jobSources).values({ kind, board: `board-${tag()}`, companyName: 'Feedco' }).returning();
  const [job] = await db
    .insert(jobs)
    .values({ title: `Feed Job ${tag()}`, companyName: 'Feedco', workType: 'remote', experienceLevel: 'mid', sourceKind: kind, sourceId: source!.id, externalId: tag(), ...over })
    .returning();
  return { source: source!, job: job! };
}

describe('who may manage jobs', () => {
  it('refuses visitors and plain users every procedure, and changes nothing', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const job = (await create(admin.token, fields())).data;
    const calls = (token?: string) => [
      query('admin.jobs.list', {}, { token }),
      query('admin.jobs.get', { jobId: job.id }, { token }),
      mutate('admin.jobs.create', fields(), { token }),
      mutate('admin.jobs.update', { jobId: job.id, fields: fields({ title: 'Hijacked' }) }, { token }),
      mutate('admin.jobs.close', { jobId: job.id }, { token }),
      mutate('admin.jobs.reopen', { jobId: job.id }, { token }),
    ];
    for (const res of await Promise.all(calls())) expect(res.error!.data.code).toBe('UNAUTHORIZED');
    const user = await createTestUser(db);
    for (const res of await Promise.all(calls(user.token))) {
      expect(res.status).toBe(403);
      expectMessage(res, 'FORBIDDEN', TOASTS.common.forbidden);
    }
    expect(await jobRow(job.id)).toMatchObject({ title: job.title, isActive: true });
    expect(await eventsOf(job.id)).toHaveLength(1);
  });

  it('lets a moderator post, edit, close and reopen', async () => {
    const moderator = await createTestUser(db, { role: 'moderator' });
    const created = await create(moderator.token, fields());
    expect(created.status).toBe(200);
    expect((await update(moderator.token, created.data.id, fields({ title: 'Renamed by moderator' }))).data.title).toBe('Renamed by moderator');
    expect((await close(moderator.token, created.data.id)).data.isActive).toBe(false);
    expect((await reopen(moderator.token, created.data.id)).data.isActive).toBe(true);
    expect((await detail(moderator.token, created.data.id)).events.map((e) => e.action)).toEqual(['reopened', 'closed', 'updated', 'created']);
  });
});

describe('posting', () => {
  it('puts the job on the board at once, as a staff posting by the caller, and records it', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const input = fields({ title: `Quantum Gardener ${tag()}` });
    const res = await create(admin.token, input);
    expect(res.data).toMatchObject({ title: input.title, sourceKind: 'staff', sourceName: null, isActive: true, editable: true, closeReason: null });
    expect(Date.now() - res.data.postedDate.getTime()).toBeLessThan(60_000);
    expect(await jobRow(res.data.id)).toMatchObject({ postedBy: admin.id, sourceKind: 'staff', salaryMin: 90_000, applyUrl: 'https://example.com/apply' });
    const [event] = await eventsOf(res.data.id);
    expect(event).toMatchObject({ action: 'created', actorId: admin.id, sourceId: null });

    const search = await query<JobSearchResult>('jobs.search', { q: input.title });
    expect(search.data.jobs.map((j) => j.id)).toEqual([res.data.id]);
  });

  it('refuses what the shared job schema refuses, naming the field, and writes nothing', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n;
    const cases: [Partial<JobFieldsInput>, string, string][] = [
      [{ title: '  ' }, 'title', JOB_FIELD_TEXT.titleRequired],
      [{ companyName: '' }, 'companyName', JOB_FIELD_TEXT.companyRequired],
      [{ salaryMin: 150_000, salaryMax: 100_000 }, 'salaryMax', JOB_FIELD_TEXT.salaryRange],
      [{ applyUrl: 'javascript:alert(1)' }, 'applyUrl', JOB_FIELD_TEXT.applyUrl],
      [{ workType: 'flexible' as 'remote' }, 'workType', JOB_FIELD_TEXT.workType],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(admin.token, fields(over));
      expect(res.error!.data.code).toBe('BAD_REQUEST');
      expect(res.error!.data.fieldErrors![field]).toContain(message);
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n).toBe(before);
  });
});

describe('editing', () => {
  it('writes and records only the fields that changed, before and after; the same text again writes nothing', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const input = fields();
    const job = (await create(admin.token, input)).data;
    const res = await update(admin.token, job.id, { ...input, title: 'Staff Engineer', salaryMax: null });
    expect(res.data.title).toBe('Staff Engineer');
    expect(res.data.updatedAt.getTime()).toBeGreaterThan(job.updatedAt.getTime());
    const updated = (await eventsOf(job.id)).find((e) => e.action === 'updated');
    expect(updated).toMatchObject({ actorId: admin.id, changes: { title: [input.title, 'Staff Engineer'], salaryMax: [120_000, null] } });

    const again = await update(admin.token, job.id, { ...input, title: 'Staff Engineer', salaryMax: null });
    expect(again.status).toBe(200);
    expect(again.data.updatedAt).toEqual(res.data.updatedAt);
    expect(await eventsOf(job.id)).toHaveLength(2);
  });

  it("refuses to edit a live feed's job (change it at the source) but lets staff close and reopen it", async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    for (const kind of ['greenhouse', 'lever', 'ashby'] as const) {
      const { job, source } = await sourcedJob(kind);
      const res = await update(admin.token, job.id, fields());
      expect(res.status).toBe(409);
      expectMessage(res, 'CONFLICT', TOASTS.jobAdmin.feedReadOnly);
      expect((await jobRow(job.id)).title).toBe(job.title);
      expect(await eventsOf(job.id)).toEqual([]);
      const closed = (await close(admin.token, job.id)).data;
      expect(closed).toMatchObject({ editable: false, sourceKind: kind, sourceName: source.board, isActive: false, closeReason: 'staff' });
      expect((await reopen(admin.token, job.id)).data.isActive).toBe(true);
    }
  });

  it("edits an imported job, keeping its source", async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const { job, source } = await sourcedJob('import');
    const res = await update(admin.token, job.id, fields({ title: 'Corrected title', companyName: 'Feedco' }));
    expect(res.data).toMatchObject({ title: 'Corrected title', sourceKind: 'import', sourceName: source.board, editable: true });
    expect((await jobRow(job.id)).sourceId).toBe(source.id);
  });

  it('answers "Job not found" for an unknown job', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expectMessage(await update(admin.token, missing, fields()), 'NOT_FOUND', TOASTS.jobAdmin.notFound);
    expectMessage(await close(admin.token, missing), 'NOT_FOUND', TOASTS.jobAdmin.notFound);
    expectMessage(await reopen(admin.token, missing), 'NOT_FOUND', TOASTS.jobAdmin.notFound);
    expectMessage(await query('admin.jobs.get', { jobId: missing }, { token: admin.token }), 'NOT_FOUND', TOASTS.jobAdmin.notFound);
  });
});

describe('closing and reopening', () => {
  it('closes (off the board, reason staff) and reopens (back, reason cleared); twice either way is refused without an event', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const job = (await create(admin.token, fields({ title: `Tide Analyst ${tag()}` }))).data;
    const closed = await close(admin.token, job.id);
    expect(closed.data).toMatchObject({ isActive: false, closeReason: 'staff' });
    expect(closed.data.closedAt).toBeInstanceOf(Date);
    expect((await query<JobSearchResult>('jobs.search', { q: job.title })).data.jobs).toEqual([]);

    const twice = await close(admin.token, job.id);
    expect(twice.status).toBe(409);
    expectMessage(twice, 'CONFLICT', TOASTS.jobAdmin.alreadyClosed);
    expect((await eventsOf(job.id)).map((e) => e.action).sort()).toEqual(['closed', 'created']);

    const reopened = await reopen(admin.token, job.id);
    expect(reopened.data).toMatchObject({ isActive: true, closeReason: null, closedAt: null });
    expect(reopened.data.postedDate).toEqual(job.postedDate);
    expect((await query<JobSearchResult>('jobs.search', { q: job.title })).data.jobs.map((j) => j.id)).toEqual([job.id]);
    expectMessage(await reopen(admin.token, job.id), 'CONFLICT', TOASTS.jobAdmin.alreadyOpen);
    expect(await eventsOf(job.id)).toHaveLength(3);
  });

  it('gives a job older than the maximum age today as its posted date on reopening, and records the old date', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const old = new Date(Date.now() - 61 * 86_400_000);
    const { job } = await sourcedJob('greenhouse', { postedDate: old, isActive: false, closedAt: new Date(), closeReason: 'expired' });
    const res = await reopen(admin.token, job.id);
    expect(Date.now() - res.data.postedDate.getTime()).toBeLessThan(60_000);
    const [event] = await eventsOf(job.id);
    expect(event).toMatchObject({ action: 'reopened', changes: { postedDate: [old.toISOString(), res.data.postedDate.toISOString()] } });

    const recent = new Date(Date.now() - 59 * 86_400_000);
    const second = await sourcedJob('lever', { postedDate: recent, isActive: false, closedAt: new Date(), closeReason: 'source' });
    expect((await reopen(admin.token, second.job.id)).data.postedDate).toEqual(recent);
    expect((await eventsOf(second.job.id))[0]!.changes).toBeNull();
  });

  it('lets one of two staff closing the same job at once win; the other is told it is closed, and one event is recorded', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const moderator = await createTestUser(db, { role: 'moderator' });
    const job = (await create(admin.token, fields())).data;
    const results = await Promise.all([close(admin.token, job.id), close(moderator.token, job.id), close(admin.token, job.id)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expectMessage(r, 'CONFLICT', TOASTS.jobAdmin.alreadyClosed);
    expect((await eventsOf(job.id)).filter((e) => e.action === 'closed')).toHaveLength(1);
  });
});

describe('the list and the history', () => {
  it('searches title and company, filters by status and source, counts open and closed, newest change first', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const word = `Zebrafish${tag()}`;
    const a = (await create(admin.token, fields({ title: `${word} Keeper` }))).data;
    const b = (await create(admin.token, fields({ companyName: `${word} Inc` }))).data;
    const { job: c } = await sourcedJob('greenhouse', { title: `${word} Analyst` });
    await close(admin.token, a.id);

    const open = await list(admin.token, { q: word.toLowerCase() });
    expect(open.jobs.map((j) => j.id)).toEqual([c.id, b.id]);
    expect(open.counts).toEqual({ open: 2, closed: 1 });
    expect((await list(admin.token, { q: word, status: 'closed' })).jobs.map((j) => j.id)).toEqual([a.id]);
    expect((await list(admin.token, { q: word, status: 'all' })).jobs.map((j) => j.id)).toEqual([a.id, c.id, b.id]);
    const feed = await list(admin.token, { q: word, status: 'all', source: 'greenhouse' });
    expect(feed.jobs.map((j) => j.id)).toEqual([c.id]);
    expect(feed.counts).toEqual({ open: 1, closed: 0 });
    expect(feed.jobs[0]).toMatchObject({ editable: false, sourceKind: 'greenhouse' });
    // Wildcards are text, not patterns.
    expect((await list(admin.token, { q: `${word}%` })).jobs).toEqual([]);
  });

  it('pages by keyset cursor without repeats or gaps, and refuses a forged cursor', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const word = `Pager${tag()}`;
    const made: string[] = [];
    for (let i = 0; i < JOB_ADMIN_LIMITS.pageSize + 3; i++) made.push((await create(admin.token, fields({ title: `${word} ${i}` }))).data.id);
    const first = await list(admin.token, { q: word });
    expect(first.jobs).toHaveLength(JOB_ADMIN_LIMITS.pageSize);
    const second = await list(admin.token, { q: word, cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    expect([...first.jobs, ...second.jobs].map((j) => j.id)).toEqual(made.reverse());
    const forged = await query('admin.jobs.list', { q: word, cursor: 'bm90LWEtY3Vyc29y' }, { token: admin.token });
    expect(forged.error!.data.code).toBe('BAD_REQUEST');
  });

  it('shows the whole job and its history, newest first, with who acted (name, or none for a sync)', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const { job, source } = await sourcedJob('import');
    await db.insert(jobEvents).values({ jobId: job.id, actorId: null, sourceId: source.id, action: 'created', createdAt: new Date(Date.now() - 60_000) });
    await update(admin.token, job.id, fields({ title: 'Edited once' }));
    const got = await detail(admin.token, job.id);
    expect(got).toMatchObject({ title: 'Edited once', externalId: job.externalId, sourceName: source.board, workType: 'hybrid', postedByName: null });
    expect(got.events.map((e) => [e.action, e.actorName, e.sourceName])).toEqual([
      ['updated', 'Test User', null],
      ['created', null, source.board],
    ]);
    expect(got.events[0]!.changes!.title).toEqual([job.title, 'Edited once']);
  });
});
