// Saving a job from another site (decision 058): a posting becomes the member's own captured job,
// private and never on the board, or links to the board's job it already is (same board id, same
// address, same company, title and location within 30 days); capturing it twice makes one job;
// saving follows the saved-jobs rule and tracking the tracker's, free limits included, and a
// refusal writes nothing; another member can neither read, save, track nor write a letter to a
// captured job by its id, and staff tools never list it; reading a link (a page on loopback, a
// Greenhouse posting through the loopback board) answers the posting and the board's job for it,
// writes nothing, and is rate-limited per member.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import type { CapturedPostingInput, CaptureReadResult, CaptureSaveResult } from '#shared/schemas/job-capture.ts';
import { TOASTS } from '#shared/toasts.ts';
import { startJobBoards } from '../../scripts/support/job-boards.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobApplications, jobs, jobSources, savedJobs } from '../../src/server/db/schema/index.ts';
import { syncSource } from '../../src/server/features/jobs/staff/sources/sync.ts';
import { hitRateLimit, RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { testConfig, testPlatform, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const boards = await startJobBoards();
const database = await useTestDatabase();
const { db } = database;
const config = testConfig({ JOB_FETCH_ALLOW_LOOPBACK: '1', GREENHOUSE_API_URL: boards.url });
const { app } = await useTestApp(database, { config });
const http = httpCaller(app);

/** Job pages on loopback, each at its own address. */
const pages = new Map<string, string>();
const site = createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page ?? '<h1>Not found</h1>');
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await boards.close();
});
/** Serves a page holding the JobPosting as JSON-LD (or `html` as it is), answering its address. */
function serve(posting: Record<string, unknown> | null, html?: string): string {
  const path = `/jobs/${randomUUID()}`;
  pages.set(path, html ?? `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'JobPosting', ...posting })}</script></head></html>`);
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`;
}

const DAY = 86_400_000;

/** A member with an in-process caller. */
async function member(options: { premium?: boolean; role?: 'admin' } = {}) {
  const user = await createTestUser(db, options);
  return { ...user, api: await callerWith(db, user.token, { config }).caller() };
}

/** A posting as the reader or the extension hands it over; a fresh address each time unless given. */
const posting = (overrides: Partial<CapturedPostingInput> = {}): CapturedPostingInput => ({
  title: 'Backend Engineer',
  companyName: `Initrode ${randomUUID().slice(0, 8)}`,
  location: 'Austin, TX',
  workType: 'on-site',
  applicantLocations: [],
  salary: { min: 62_400, max: 83_200, currency: 'EUR' },
  employmentTypes: ['FULL_TIME'],
  postedDate: new Date(Date.now() - 2 * DAY),
  validThrough: null,
  description: 'Build the billing services.',
  url: `https://careers.initrode.example/jobs/${randomUUID()}`,
  applyUrl: null,
  directApply: null,
  source: null,
  readBy: 'json-ld',
  ...overrides,
});

const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const capturedBy = (userId: string) => db.select().from(jobs).where(eq(jobs.capturedBy, userId));
const savedOf = (userId: string) => db.select().from(savedJobs).where(eq(savedJobs.userId, userId));
const applicationsOf = (userId: string) => db.select().from(jobApplications).where(eq(jobApplications.userId, userId));

/** An open job on the board, as staff, an import or a feed left it. */
async function boardJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ title: 'Data Analyst', companyName: `Umbrella ${randomUUID().slice(0, 8)}`, location: 'Austin, TX', workType: 'hybrid', experienceLevel: 'mid', ...values })
    .returning();
  return job!;
}

describe('saving a posting from another site', () => {
  it('makes it the member’s own job: private, off the board, with its details, and saves it', async () => {
    const me = await member();
    const sent = posting({
      description: '<h2>About</h2><p>Build &amp; ship.</p><script>alert("x")</script><ul><li>Go</li></ul>',
      applyUrl: 'HTTPS://apply.initrode.example/1',
      source: null,
    });
    const saved = await me.api.jobCapture.save({ target: 'saved', posting: sent });
    expect(saved).toMatchObject({ linked: false, onBoard: false, applicationId: null });

    const job = await jobRow(saved.jobId);
    expect(job).toMatchObject({
      sourceKind: 'captured',
      capturedBy: me.id,
      isActive: false,
      closedAt: null,
      closeReason: null,
      title: 'Backend Engineer',
      companyName: sent.companyName,
      location: 'Austin, TX',
      workType: 'on-site',
      experienceLevel: 'mid',
      salaryMin: 62_400,
      salaryMax: 83_200,
      salaryCurrency: 'EUR',
      canonicalUrl: sent.url,
      applyUrl: 'https://apply.initrode.example/1',
      externalId: null,
    });
    // The description's HTML is converted: no markup, no script.
    expect(job.description).toContain('Build & ship.');
    expect(job.description).toContain('• Go');
    expect(job.description).not.toMatch(/<|alert/);
    expect(job.matchFeatures).not.toBeNull();
    expect(job.postedDate.getTime()).toBe(new Date(sent.postedDate as Date).getTime());

    // Saved jobs list it like any other, with where it came from.
    const list = await me.api.savedJobs.list();
    expect(list.map((s) => s.job)).toEqual([expect.objectContaining({ id: saved.jobId, source: 'captured', isActive: false, isSaved: true, salaryCurrency: 'EUR' })]);
    // Its owner reads it by id (the closed-job reader: they saved it); the board never shows it.
    expect(await me.api.jobs.byId({ jobId: saved.jobId })).toMatchObject({ id: saved.jobId, source: 'captured' });
    const search = await me.api.jobs.search({ q: sent.companyName });
    expect(search.total).toBe(0);
  });

  it('captured twice, by either target, is one job; saving and tracking again are idempotent', async () => {
    const me = await member();
    const sent = posting();
    const first = await me.api.jobCapture.save({ target: 'saved', posting: sent });
    const again = await me.api.jobCapture.save({ target: 'saved', posting: { ...sent, title: 'Backend Engineer (edited)' } });
    expect(again).toEqual({ jobId: first.jobId, linked: true, onBoard: false, applicationId: null });
    const tracked = await me.api.jobCapture.save({ target: 'tracked', posting: sent });
    expect(tracked).toMatchObject({ jobId: first.jobId, linked: true, onBoard: false });
    const trackedAgain = await me.api.jobCapture.save({ target: 'tracked', posting: sent });
    expect(trackedAgain.applicationId).toBe(tracked.applicationId);

    expect(await capturedBy(me.id)).toHaveLength(1);
    expect(await savedOf(me.id)).toHaveLength(1);
    const [application] = await applicationsOf(me.id);
    expect(await applicationsOf(me.id)).toHaveLength(1);
    // Built from the posting when no reviewed application came with it: applied today, its address kept.
    expect(application).toMatchObject({
      id: tracked.applicationId,
      jobId: first.jobId,
      companyName: sent.companyName,
      jobTitle: 'Backend Engineer',
      location: 'Austin, TX',
      salaryMin: 62_400,
      salaryMax: 83_200,
      salaryCurrency: 'EUR',
      status: 'applied',
      jobUrl: sent.url,
    });
    // The tracker says it is not on the board: it is only the member's own capture.
    const listed = (await me.api.applications.list()).applications.find((a) => a.id === tracked.applicationId)!;
    expect(listed.jobOnBoard).toBe(false);
  });

  it('tracks the application as the member reviewed it', async () => {
    const me = await member();
    const sent = posting();
    const { applicationId } = await me.api.jobCapture.save({
      target: 'tracked',
      posting: sent,
      application: { companyName: 'Initrode Labs', jobTitle: 'Staff Engineer', salaryMin: '90000', salaryMax: '', salaryCurrency: 'gbp', status: 'interviewing', appliedDate: '2026-01-05' },
    });
    const [application] = await applicationsOf(me.id);
    expect(application).toMatchObject({
      id: applicationId,
      companyName: 'Initrode Labs',
      jobTitle: 'Staff Engineer',
      salaryMin: 90_000,
      salaryMax: null,
      salaryCurrency: 'GBP',
      status: 'interviewing',
      appliedDate: '2026-01-05',
      jobUrl: null,
    });
  });

  it('a posting in the future is posted now', async () => {
    const me = await member();
    const { jobId } = await me.api.jobCapture.save({ target: 'saved', posting: posting({ postedDate: new Date(Date.now() + 400 * DAY) }) });
    expect((await jobRow(jobId)).postedDate.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('a posting already on the board', () => {
  const expectLinked = async (boardId: string, sent: CapturedPostingInput) => {
    const me = await member();
    const saved = await me.api.jobCapture.save({ target: 'saved', posting: sent });
    expect(saved).toEqual({ jobId: boardId, linked: true, onBoard: true, applicationId: null });
    const tracked = await me.api.jobCapture.save({ target: 'tracked', posting: sent });
    expect(tracked).toMatchObject({ jobId: boardId, linked: true, onBoard: true });
    expect(await capturedBy(me.id)).toEqual([]);
    const listed = (await me.api.applications.list()).applications.find((a) => a.id === tracked.applicationId)!;
    expect(listed).toMatchObject({ jobId: boardId, jobOnBoard: true });
    expect((await me.api.savedJobs.list()).map((s) => s.job.id)).toEqual([boardId]);
  };

  it('links to the live feed’s job with the same board id', async () => {
    const [source] = await db.insert(jobSources).values({ kind: 'greenhouse', board: `initrode-${randomUUID().slice(0, 8)}`, companyName: 'Initrode' }).returning();
    const job = await boardJob({ sourceKind: 'greenhouse', sourceId: source!.id, externalId: '4242', title: 'Platform Engineer' });
    // Another title, another address: the board's own id decides.
    await expectLinked(job.id, posting({ source: { kind: 'greenhouse', postingId: '4242' } }));
  });

  it('links to the job with the same canonical address, written by the staff form', async () => {
    const staff = await member({ role: 'admin' });
    const url = `https://jobs.umbrella.example/openings/${randomUUID()}`;
    const created = await staff.api.admin.jobs.create({
      title: 'Nurse Practitioner',
      companyName: 'Umbrella Health',
      location: null,
      workType: 'on-site',
      experienceLevel: 'senior',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      description: '',
      applyUrl: url,
    });
    expect((await jobRow(created.id)).canonicalUrl).toBe(url);
    await expectLinked(created.id, posting({ url }));
  });

  it('links to the job with the same company, title and location posted within 30 days, and not after', async () => {
    const company = `Vandelay ${randomUUID().slice(0, 8)}`;
    const recent = await boardJob({ companyName: `${company} Corp.`, title: 'Data Analyst', location: 'Austin, TX', postedDate: new Date(Date.now() - 10 * DAY) });
    // Case, punctuation, spaces and the company's "Corp." do not matter.
    await expectLinked(recent.id, posting({ companyName: company, title: 'data  analyst', location: 'Austin TX', postedDate: new Date() }));

    const older = `Kramerica ${randomUUID().slice(0, 8)}`;
    await boardJob({ companyName: older, title: 'Data Analyst', postedDate: new Date(Date.now() - (JOB_CAPTURE_LIMITS.dedupeDays + 5) * DAY) });
    const me = await member();
    const saved = await me.api.jobCapture.save({ target: 'saved', posting: posting({ companyName: older, title: 'Data Analyst', postedDate: new Date() }) });
    expect(saved).toMatchObject({ linked: false, onBoard: false });
    expect((await jobRow(saved.jobId)).sourceKind).toBe('captured');
  });

  it('never links to a closed job or to another member’s capture', async () => {
    const closed = await boardJob({ isActive: false, closedAt: new Date(), closeReason: 'staff' });
    const me = await member();
    const sent = posting({ companyName: closed.companyName, title: closed.title, location: closed.location });
    const mine = await me.api.jobCapture.save({ target: 'saved', posting: sent });
    expect(mine).toMatchObject({ linked: false, onBoard: false });
    const other = await member();
    const theirs = await other.api.jobCapture.save({ target: 'saved', posting: sent });
    expect(theirs).toMatchObject({ linked: false, onBoard: false });
    expect(theirs.jobId).not.toBe(mine.jobId);
  });
});

describe('free limits', () => {
  it('refuses a free member’s sixth saved job and writes nothing, not even the job', async () => {
    const me = await member();
    for (let i = 0; i < FREE_LIMITS.savedJobs; i++) await me.api.savedJobs.save({ jobId: (await boardJob()).id });
    await expect(me.api.jobCapture.save({ target: 'saved', posting: posting() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: TOASTS.jobs.savedLimit.description,
    });
    expect(await capturedBy(me.id)).toEqual([]);
    expect(await savedOf(me.id)).toHaveLength(FREE_LIMITS.savedJobs);
    // Premium has no limit.
    const premium = await member({ premium: true });
    for (let i = 0; i < FREE_LIMITS.savedJobs; i++) await premium.api.savedJobs.save({ jobId: (await boardJob()).id });
    await expect(premium.api.jobCapture.save({ target: 'saved', posting: posting() })).resolves.toMatchObject({ linked: false });
  });

  it('refuses a free member’s sixth application and writes nothing', async () => {
    const me = await member();
    for (let i = 0; i < FREE_LIMITS.trackedApplications; i++) await me.api.applications.add({ companyName: 'Acme', jobTitle: `Role ${i}` });
    const board = await boardJob();
    await expect(me.api.jobCapture.save({ target: 'tracked', posting: posting() })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      me.api.jobCapture.save({ target: 'tracked', posting: posting({ companyName: board.companyName, title: board.title, location: board.location }) }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await capturedBy(me.id)).toEqual([]);
    expect(await applicationsOf(me.id)).toHaveLength(FREE_LIMITS.trackedApplications);
  });
});

describe('a captured job is its owner’s alone', () => {
  it('another member cannot read, save, track, tailor, score or write a letter to it by id', async () => {
    const owner = await member();
    const { jobId } = await owner.api.jobCapture.save({ target: 'tracked', posting: posting({ description: 'Secret internal posting' }) });
    const other = await member({ premium: true });
    const notFound = { code: 'NOT_FOUND' };
    await expect(other.api.jobs.byId({ jobId })).rejects.toMatchObject(notFound);
    expect((await http.query('jobs.byId', { jobId })).error!.data.code).toBe('NOT_FOUND');
    await expect(other.api.savedJobs.save({ jobId })).rejects.toMatchObject(notFound);
    await expect(other.api.applications.applyToJob({ jobId })).rejects.toMatchObject(notFound);
    const letter = {
      recipient: { name: '', title: '', company: '', address: '' },
      jobTitle: 'Engineer',
      date: '2026-11-27',
      greeting: 'Dear team,',
      body: 'I am applying.',
      signOff: 'Kind regards,',
    };
    await expect(other.api.coverLetters.save({ template: 'modern-professional', content: letter, jobId })).rejects.toMatchObject(notFound);
    await expect(other.api.coverLetters.check({ content: letter, jobId })).rejects.toMatchObject(notFound);
    await expect(other.api.coverLetters.draft({ source: { kind: 'job', id: jobId } })).rejects.toMatchObject(notFound);
    await expect(other.api.interview.start({ type: 'behavioral', jobId })).rejects.toMatchObject(notFound);
    const resume = await other.api.resumes.save({ template: 'modern-professional', content: { personalInfo: { firstName: 'Other' } } });
    await expect(other.api.resumes.tailor({ resumeId: resume.id, jobId })).rejects.toMatchObject(notFound);
    await expect(
      other.api.resumes.score({ content: { personalInfo: { firstName: 'Other' } }, target: { jobTitle: 'Engineer', industry: 'Technology', jobId } }),
    ).rejects.toMatchObject(notFound);
    expect(await savedOf(other.id)).toEqual([]);
    expect(await applicationsOf(other.id)).toEqual([]);

    // The owner still reads it, tracked from another site.
    expect(await owner.api.jobs.byId({ jobId })).toMatchObject({ id: jobId, description: 'Secret internal posting' });
  });

  it('staff job management neither lists, reads nor reopens it', async () => {
    const owner = await member();
    const sent = posting();
    const { jobId } = await owner.api.jobCapture.save({ target: 'saved', posting: sent });
    const staff = await member({ role: 'admin' });
    for (const status of ['open', 'closed', 'all'] as const) {
      expect((await staff.api.admin.jobs.list({ q: sent.companyName, status })).jobs).toEqual([]);
    }
    expect((await staff.api.admin.jobs.list({ status: 'all', source: 'captured' })).jobs).toEqual([]);
    const { counts } = await staff.api.admin.jobs.list({ q: sent.companyName, status: 'all' });
    expect(counts).toEqual({ open: 0, closed: 0 });
    await expect(staff.api.admin.jobs.get({ jobId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(staff.api.admin.jobs.reopen({ jobId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await jobRow(jobId)).isActive).toBe(false);
  });
});

describe('what a posting must be', () => {
  it('refuses an address that is not http(s), a javascript: apply link and a salary out of order, writing nothing', async () => {
    const me = await member();
    const refused = async (sent: CapturedPostingInput) => {
      const res = await http.mutate<CaptureSaveResult>('jobCapture.save', { target: 'saved', posting: sent }, { token: me.token });
      expect(res.error!.data.code).toBe('BAD_REQUEST');
    };
    await refused(posting({ url: 'ftp://files.example/job' }));
    await refused(posting({ url: 'not a link' }));
    await refused(posting({ applyUrl: 'javascript:alert(1)' }));
    await refused(posting({ salary: { min: 90_000, max: 80_000, currency: 'USD' } }));
    await refused(posting({ salary: { min: 1, max: 2, currency: 'dollars' } }));
    expect(await capturedBy(me.id)).toEqual([]);
    expect(await savedOf(me.id)).toEqual([]);
  });
});

const jobCount = async () => (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`))[0]!.n;

describe('reading a link', () => {
  it('answers the posting read from a page, and writes nothing', async () => {
    const me = await member();
    const company = `Hooli ${randomUUID().slice(0, 8)}`;
    const url = serve({
      title: 'Night Nurse',
      hiringOrganization: { '@type': 'Organization', name: company },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Reno', addressRegion: 'NV' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 30, maxValue: 40, unitText: 'HOUR' } },
      description: '<p>Care for patients overnight.</p>',
    });
    const before = await jobCount();
    const read = await me.api.jobCapture.read({ url });
    expect(read).toMatchObject({
      boardJobId: null,
      posting: { title: 'Night Nurse', companyName: company, location: 'Reno, NV', salary: { min: 62_400, max: 83_200, currency: 'EUR' }, url, readBy: 'json-ld' },
    });
    expect(await jobCount()).toBe(before);
    expect(await savedOf(me.id)).toEqual([]);

    // The same company, title and place open on the board: the read says so, and saving links to it.
    const board = await boardJob({ companyName: `${company} Inc`, title: 'Night Nurse', location: 'Reno, NV' });
    const again = await me.api.jobCapture.read({ url });
    expect(again.boardJobId).toBe(board.id);
    expect(await me.api.jobCapture.save({ target: 'saved', posting: again.posting })).toMatchObject({ jobId: board.id, linked: true, onBoard: true });
  });

  it('reads a Greenhouse link as the live source’s own job', async () => {
    const name = `capture-${randomUUID().slice(0, 8)}`;
    const [source] = await db.insert(jobSources).values({ kind: 'greenhouse', board: name, companyName: 'Pied Piper', nextSyncAt: new Date(Date.now() + 365 * DAY) }).returning();
    boards.setJobs('greenhouse', name, [{ id: '7001', title: 'Compression Engineer', location: 'Palo Alto, CA', postedAt: new Date(Date.now() - DAY) }]);
    await syncSource({ db, config, log: app.log, platform: testPlatform(config, app.log) }, source!.id);
    const [boardJobRow] = await db.select().from(jobs).where(eq(jobs.sourceId, source!.id));
    const me = await member();
    const read = await me.api.jobCapture.read({ url: `https://boards.greenhouse.io/${name}/jobs/7001?gh_src=newsletter` });
    expect(read).toMatchObject({ boardJobId: boardJobRow!.id, posting: { source: { kind: 'greenhouse', postingId: '7001' }, readBy: 'greenhouse' } });
    const tracked = await me.api.jobCapture.save({ target: 'tracked', posting: read.posting });
    expect(tracked).toMatchObject({ jobId: boardJobRow!.id, linked: true, onBoard: true });
    expect(await capturedBy(me.id)).toEqual([]);
  });

  it('refuses a page with no posting in the capture’s words', async () => {
    const me = await member();
    const res = await http.mutate<CaptureReadResult>('jobCapture.read', { url: serve(null, '<!doctype html><html><body>Hello</body></html>') }, { token: me.token });
    expect(res.error!.data).toMatchObject({ code: 'BAD_REQUEST', description: JOB_CAPTURE_TEXT.noPosting });
  });

  it('is limited per member per hour, counted before anything is fetched, in the capture’s words', async () => {
    const me = await member();
    for (let i = 0; i < JOB_CAPTURE_LIMITS.readsPerHour; i++) await hitRateLimit(db, RATE_LIMITS.jobCaptureReadsPerUser, me.id);
    const res = await http.mutate('jobCapture.read', { url: 'http://127.0.0.1:9/never-fetched' }, { token: me.token });
    expect(res.status).toBe(429);
    expect(res.error!.data.code).toBe('TOO_MANY_REQUESTS');
    expect(res.error!.data.description).toBe(JOB_CAPTURE_TEXT.rateLimited);
    // Another member's reads are their own.
    const other = await member();
    const theirs = await http.mutate('jobCapture.read', { url: 'javascript:alert(1)' }, { token: other.token });
    expect(theirs.error!.data.code).toBe('BAD_REQUEST');
    expect(theirs.error!.data.fieldErrors?.url).toEqual([JOB_CAPTURE_TEXT.scheme]);
  });

  it('needs a signed-in member', async () => {
    expect((await http.mutate('jobCapture.read', { url: 'https://example.com/job' })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await http.mutate('jobCapture.save', { target: 'saved', posting: posting() })).error!.data.code).toBe('UNAUTHORIZED');
  });
});
