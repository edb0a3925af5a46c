// The resume builder's procedures: the title rule, the plan's limit (also under parallel creates),
// premium templates, one active resume through save, setActive and delete, tailoring for a job or a
// tracked application in one transaction, the ATS score's gate, target and determinism, input
// limits, other users' ids, and onboarding's first resumes read as drafts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS, PREMIUM_LIMITS } from '#shared/constants.ts';
import { RESUME_LIMITS, RESUME_TEXT } from '#shared/constants/resumes.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { resumeTitle } from '#shared/rules/resumes.ts';
import type { AtsLiveScore, AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import { jobApplications, jobs, resumes } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser, createTestMember, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const http = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);

/** A resume as the editor sends it: every section filled. */
function content(overrides: Partial<ResumeContent> = {}): ResumeContent {
  return {
    personalInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: 'London, UK',
      linkedin: 'https://www.linkedin.com/in/ada',
      portfolio: '',
    },
    professionalSummary: 'Data analyst who turns messy spreadsheets into clear dashboards with SQL and Python.',
    experience: [
      {
        id: 'e1',
        company: 'Analytical Engines Ltd',
        position: 'Data Analyst',
        location: 'London',
        startDate: '2022-01',
        endDate: '',
        current: true,
        description: 'Built 12 Tableau dashboards used by 40 managers\nAutomated weekly reporting with Python, saving 6 hours a week',
      },
    ],
    education: [{ id: 'ed1', institution: 'University of London', degree: 'BSc', field: 'Mathematics', graduationDate: '2021-06', gpa: '' }],
    skills: ['SQL', 'Python', 'Tableau', 'Excel'],
    certifications: [],
    projects: [], volunteer: [], leadership: [], awards: [], languages: [],
    ...overrides,
  };
}

const newResume = (overrides: Partial<ResumeContent> = {}) => ({ template: 'modern-professional' as const, content: content(overrides) });

async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      title: 'Data Analyst',
      companyName: 'Globex',
      workType: 'hybrid',
      experienceLevel: 'entry',
      description: 'We need a data analyst with SQL, Python and Tableau. Experience with Looker and dbt is a plus.',
      ...values,
    })
    .returning();
  return job!;
}

const activeOf = (userId: string) =>
  db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isActive, true)));
const countOf = async (userId: string) => (await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId))).length;

/** What an AppError carries to the client: its code and the catalogue's words. */
const refusal = (code: string, message: Toast) => ({ code, title: message.title, description: message.description });
/** A schema's refusal as an in-process call sees it: the zod issue with the shared message. */
const schemaRefusal = (message: string) => ({ code: 'BAD_REQUEST', cause: { issues: [expect.objectContaining({ message })] } });

describe('saving', () => {
  it("titles a resume by the spec's rule and makes the saved one active", async () => {
    const { id, api } = await signedIn();
    const first = await api.resumes.save(newResume());
    expect(first).toMatchObject({ title: 'Ada Lovelace Resume', template: 'modern-professional', isActive: true, tailoredFor: null, sourceResumeId: null });
    expect(first.content.personalInfo.firstName).toBe('Ada');

    const nameless = await api.resumes.save(newResume({ personalInfo: { ...content().personalInfo, firstName: '', lastName: '' } }));
    expect(nameless.title).toBe('Resume');
    expect(await activeOf(id)).toEqual([{ id: nameless.id }]);

    const updated = await api.resumes.save({ id: first.id, template: 'executive-classic', content: content({ personalInfo: { ...content().personalInfo, firstName: 'Augusta' } }) });
    expect(updated).toMatchObject({ id: first.id, title: 'Augusta Lovelace Resume', template: 'executive-classic', isActive: true });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
    expect(await activeOf(id)).toEqual([{ id: first.id }]);

    expect(await api.resumes.active()).toMatchObject({ id: first.id, title: 'Augusta Lovelace Resume' });
    const list = await api.resumes.list();
    expect(list.limit).toBe(FREE_LIMITS.resumes);
    expect(list.resumes.map((r) => [r.id, r.isActive])).toEqual([
      [first.id, true],
      [nameless.id, false],
    ]);
  });

  it('answers null for the active resume before the first save', async () => {
    const { api } = await signedIn();
    expect(await api.resumes.active()).toBeNull();
    expect(await api.resumes.list()).toEqual({ resumes: [], limit: FREE_LIMITS.resumes });
  });

  it(`lets a free user keep ${FREE_LIMITS.resumes}: of 6 parallel creates exactly ${FREE_LIMITS.resumes} succeed`, async () => {
    const { id, api } = await signedIn();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => api.resumes.save(newResume({ professionalSummary: `Version ${i}` }))));
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(FREE_LIMITS.resumes);
    for (const r of refused) expect(r.reason).toMatchObject(refusal('FORBIDDEN', TOASTS.resume.limitReached));
    expect(await countOf(id)).toBe(FREE_LIMITS.resumes);
    expect(await activeOf(id)).toHaveLength(1);

    // Updating stays possible at the limit.
    const [own] = created as PromiseFulfilledResult<{ id: string }>[];
    await expect(api.resumes.save({ id: own!.value.id, ...newResume() })).resolves.toMatchObject({ id: own!.value.id });
  });

  it(`lets a premium user keep ${PREMIUM_LIMITS.resumes}, then refuses with the premium words`, async () => {
    const { id, api } = await signedIn({ premium: true });
    await db.insert(resumes).values(Array.from({ length: PREMIUM_LIMITS.resumes - 1 }, (_, i) => ({ userId: id, title: `Old ${i}`, isActive: false })));
    await api.resumes.save(newResume());
    expect((await api.resumes.list()).limit).toBe(PREMIUM_LIMITS.resumes);
    await expect(api.resumes.save(newResume())).rejects.toMatchObject(refusal('FORBIDDEN', TOASTS.resume.premiumLimit));
    expect(await countOf(id)).toBe(PREMIUM_LIMITS.resumes);
  });

  it('refuses a premium template to a free user, on create and on update, and allows it for premium', async () => {
    const free = await signedIn();
    await expect(free.api.resumes.save({ ...newResume(), template: 'creative-portfolio' })).rejects.toMatchObject(
      refusal('FORBIDDEN', TOASTS.resume.premiumTemplate),
    );
    const saved = await free.api.resumes.save(newResume());
    await expect(free.api.resumes.save({ id: saved.id, ...newResume(), template: 'healthcare-professional' })).rejects.toMatchObject(
      refusal('FORBIDDEN', TOASTS.resume.premiumTemplate),
    );
    expect(await countOf(free.id)).toBe(1);

    const premium = await signedIn({ premium: true });
    await expect(premium.api.resumes.save({ ...newResume(), template: 'academic-research' })).resolves.toMatchObject({ template: 'academic-research' });
  });

  it("refuses content over the schema's limits with its messages", async () => {
    const { token, api } = await signedIn();
    const entry = content().experience[0]!;
    const cases: [Partial<ResumeContent>, string][] = [
      [
        { experience: Array.from({ length: RESUME_LIMITS.experienceMax + 1 }, (_, i) => ({ ...entry, id: `e${i}` })) },
        RESUME_TEXT.tooMany('experience entries', RESUME_LIMITS.experienceMax),
      ],
      [{ experience: [{ ...entry, description: 'x'.repeat(RESUME_LIMITS.descriptionMax + 1) }] }, RESUME_TEXT.tooLong('Description', RESUME_LIMITS.descriptionMax)],
      [{ professionalSummary: 'x'.repeat(RESUME_LIMITS.summaryMax + 1) }, RESUME_TEXT.tooLong('Summary', RESUME_LIMITS.summaryMax)],
      [{ skills: Array.from({ length: RESUME_LIMITS.skillsMax + 1 }, (_, i) => `Skill ${i}`) }, RESUME_TEXT.tooMany('skills', RESUME_LIMITS.skillsMax)],
      [{ experience: [{ ...entry, current: true, endDate: '2024-01' }] }, RESUME_TEXT.currentHasEndDate],
    ];
    for (const [overrides, message] of cases) {
      const res = await http.mutate('resumes.save', newResume(overrides), { token });
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(res.error?.message).toBe(message);
    }
    expect((await api.resumes.list()).resumes).toHaveLength(0);
  });
});

describe('the active resume', () => {
  it('stays one through setActive and delete; deleting the active one hands over to the newest', async () => {
    const { id, api } = await signedIn();
    const a = await api.resumes.save(newResume({ professionalSummary: 'A' }));
    const b = await api.resumes.save(newResume({ professionalSummary: 'B' }));
    const c = await api.resumes.save(newResume({ professionalSummary: 'C' }));
    expect(await activeOf(id)).toEqual([{ id: c.id }]);

    await api.resumes.setActive({ id: a.id });
    expect(await activeOf(id)).toEqual([{ id: a.id }]);

    await api.resumes.delete({ id: b.id });
    expect(await activeOf(id)).toEqual([{ id: a.id }]);
    await api.resumes.delete({ id: a.id });
    expect(await activeOf(id)).toEqual([{ id: c.id }]);
    await api.resumes.delete({ id: c.id });
    expect(await api.resumes.active()).toBeNull();
  });

  it('keeps an application that used a deleted resume, without the resume', async () => {
    const { api } = await signedIn();
    const resume = await api.resumes.save(newResume());
    const application = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst', resumeId: resume.id });
    await api.resumes.delete({ id: resume.id });
    const [item] = (await api.applications.list()).applications;
    expect(item).toMatchObject({ id: application.id, resumeId: null, resumeTitle: null });
  });

  it('offers every resume of the user in the tracker, the active one first', async () => {
    const { api } = await signedIn();
    const a = await api.resumes.save(newResume({ professionalSummary: 'A' }));
    const b = await api.resumes.save(newResume({ professionalSummary: 'B' }));
    expect((await api.applications.resumes()).map((r) => r.id)).toEqual([b.id, a.id]);
  });
});

describe('tailoring', () => {
  it('copies a resume for a job on the board, labelled with the job, and keeps the label on save', async () => {
    const { id, api } = await signedIn();
    const original = await api.resumes.save(newResume());
    const job = await insertJob();
    const copy = await api.resumes.tailor({ resumeId: original.id, jobId: job.id });
    const label = 'Data Analyst at Globex';
    expect(copy).toMatchObject({
      title: resumeTitle(content().personalInfo, label),
      isActive: false,
      sourceResumeId: original.id,
      tailoredFor: { kind: 'job', id: job.id, label },
      template: original.template,
    });
    expect((await api.resumes.get({ id: copy.id })).content).toEqual(original.content);
    expect(await activeOf(id)).toEqual([{ id: original.id }]);

    const renamed = await api.resumes.save({ id: copy.id, ...newResume({ personalInfo: { ...content().personalInfo, lastName: 'King' } }) });
    expect(renamed.title).toBe(`Ada King Resume – ${label}`);
    expect(renamed.tailoredFor).toEqual({ kind: 'job', id: job.id, label });
    // Saved, the copy is the active one; the list reads its label without the resumes' content.
    expect((await api.resumes.list()).resumes.map((r) => r.tailoredFor)).toEqual([{ kind: 'job', id: job.id, label }, null]);

    const closed = await insertJob({ isActive: false });
    await expect(api.resumes.tailor({ resumeId: original.id, jobId: closed.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("makes the copy the application's resume in the same transaction", async () => {
    const { api } = await signedIn();
    const original = await api.resumes.save(newResume());
    const application = await api.applications.add({ companyName: 'Initech', jobTitle: 'BI Analyst', resumeId: original.id });
    const copy = await api.resumes.tailor({ resumeId: original.id, applicationId: application.id });
    expect(copy.tailoredFor).toEqual({ kind: 'application', id: application.id, label: 'BI Analyst at Initech' });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(row!.resumeId).toBe(copy.id);
  });

  it('writes nothing over the limit: no copy, the application keeps its resume', async () => {
    const { id, api } = await signedIn();
    const original = await api.resumes.save(newResume());
    await api.resumes.save(newResume());
    await api.resumes.save(newResume());
    const application = await api.applications.add({ companyName: 'Initech', jobTitle: 'BI Analyst', resumeId: original.id });
    await expect(api.resumes.tailor({ resumeId: original.id, applicationId: application.id })).rejects.toMatchObject(
      refusal('FORBIDDEN', TOASTS.resume.limitReached),
    );
    expect(await countOf(id)).toBe(FREE_LIMITS.resumes);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(row!.resumeId).toBe(original.id);
  });

  it('needs exactly one target', async () => {
    const { api } = await signedIn();
    const original = await api.resumes.save(newResume());
    await expect(api.resumes.tailor({ resumeId: original.id })).rejects.toMatchObject(schemaRefusal(RESUME_TEXT.oneTailorTarget));
  });
});

describe("another user's ids", () => {
  it('read as not found everywhere and change nothing', async () => {
    const owner = await signedIn({ premium: true });
    const theirs = await owner.api.resumes.save(newResume());
    const theirApplication = await owner.api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst', resumeId: theirs.id });
    const { api } = await signedIn({ premium: true });
    const mine = await api.resumes.save(newResume());
    const notFound = { code: 'NOT_FOUND' };

    await expect(api.resumes.get({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(api.resumes.save({ id: theirs.id, ...newResume({ professionalSummary: 'stolen' }) })).rejects.toMatchObject(notFound);
    await expect(api.resumes.setActive({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(api.resumes.delete({ id: theirs.id })).rejects.toMatchObject(notFound);
    await expect(api.resumes.tailor({ resumeId: theirs.id, jobId: (await insertJob()).id })).rejects.toMatchObject(notFound);
    await expect(api.resumes.tailor({ resumeId: mine.id, applicationId: theirApplication.id })).rejects.toMatchObject(notFound);
    const target = { jobTitle: 'Data Analyst', industry: 'Technology', applicationId: theirApplication.id };
    await expect(api.resumes.score({ content: content(), target })).rejects.toMatchObject(notFound);
    await expect(api.resumes.get({ id: randomUUID() })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.resume.notFound));

    expect(await owner.api.resumes.get({ id: theirs.id })).toEqual(theirs);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, theirApplication.id));
    expect(row!.resumeId).toBe(theirs.id);
    expect((await api.resumes.list()).resumes.map((r) => r.id)).toEqual([mine.id]);
  });
});

describe('the ATS score', () => {
  const target = { jobTitle: 'Data Analyst', industry: 'Technology', jobDescription: 'SQL, Python, Tableau and Looker; dbt a plus.' };

  it('gives a free member the live score and its breakdown, withholds the optimisation, and refuses Optimize in the spec words', async () => {
    const free = await createTestUser(db);
    const premium = await createTestUser(db, { premium: true });
    const scored = await http.query<AtsLiveScore>('resumes.score', { content: content(), target }, { token: free.token });
    expect(scored.status).toBe(200);
    const full = (await http.query<AtsLiveScore>('resumes.score', { content: content(), target }, { token: premium.token })).data;
    // The same score and breakdown as Premium's; the suggestions, keywords and rewrites never leave the server.
    expect(scored.data).toEqual({ ...full, improvements: null, keywords: null, optimized_suggestions: null });
    expect(full.keywords?.missing.length).toBeGreaterThan(0);
    expect(full.optimized_suggestions?.professional_summary).not.toBe('');
    expect(scored.data.breakdown.length).toBeGreaterThan(5);
    for (const term of full.keywords!.missing) expect(JSON.stringify(scored.data)).not.toContain(term);

    const refused = await http.mutate('resumes.optimize', { content: content(), target }, { token: free.token });
    expect(refused.status).toBe(403);
    expect(refused.error?.data).toMatchObject({ code: 'FORBIDDEN', title: 'Premium Feature', description: 'AI optimization is available for Premium users only' });
  });

  it("never offers the employer's name as a missing keyword, from a job on the board", async () => {
    const { api } = await signedIn({ premium: true });
    // An ad whose wording does not show which word is the company's.
    const job = await insertJob({ companyName: 'Zephyrine Analytics', description: 'Requirements: SQL and Looker.\nZephyrine dashboards and Zephyrine data for 40 clinics.' });
    const result = await api.resumes.score({ content: content(), target: { jobTitle: 'Data Analyst', industry: 'Technology', jobId: job.id } });
    expect(result.keywords?.missing).toContain('Looker');
    expect(result.keywords?.missing.map((k) => k.toLowerCase())).not.toContain('zephyrine');
    // Pasted, the same ad names no company the engine can read, so its repeated name counts as a word of the ad.
    const pasted = await api.resumes.score({ content: content(), target: { jobTitle: 'Data Analyst', industry: 'Technology', jobDescription: job.description } });
    expect(pasted.keywords?.missing.map((k) => k.toLowerCase())).toContain('zephyrine');
  });

  it('refuses a missing job title or industry in the spec words', async () => {
    const { api } = await signedIn({ premium: true });
    for (const missing of [{ jobTitle: '' }, { industry: '  ' }]) {
      await expect(api.resumes.score({ content: content(), target: { ...target, ...missing } })).rejects.toMatchObject(
        refusal('BAD_REQUEST', TOASTS.resume.missingInformation),
      );
      await expect(api.resumes.optimize({ content: content(), target: { ...target, ...missing } })).rejects.toMatchObject(
        refusal('BAD_REQUEST', TOASTS.resume.missingInformation),
      );
    }
  });

  it('is deterministic, and Optimize without a model answers the same local result', async () => {
    const { api } = await signedIn({ premium: true });
    const first = await api.resumes.score({ content: content(), target });
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThanOrEqual(100);
    expect(first.rewrittenBy).toBe('local');
    expect(await api.resumes.score({ content: content(), target })).toEqual(first);
    expect(await api.resumes.optimize({ content: content(), target })).toEqual(first);
  });

  it("reads the description from a job on the board or the user's own application", async () => {
    const { api } = await signedIn({ premium: true });
    const job = await insertJob();
    const base = { jobTitle: target.jobTitle, industry: target.industry };
    const pasted = await api.resumes.score({ content: content(), target: { ...base, jobDescription: job.description } });
    expect(await api.resumes.score({ content: content(), target: { ...base, jobId: job.id } })).toEqual(pasted);

    const { applicationId } = await api.applications.applyToJob({ jobId: job.id });
    expect(await api.resumes.score({ content: content(), target: { ...base, applicationId } })).toEqual(pasted);

    const typed = await api.applications.add({ companyName: 'Initech', jobTitle: 'Senior BI Analyst with Looker' });
    expect(await api.resumes.score({ content: content(), target: { ...base, applicationId: typed.id } })).toEqual(
      await api.resumes.score({ content: content(), target: { ...base, jobDescription: typed.jobTitle } }),
    );
    await expect(api.resumes.score({ content: content(), target: { ...base, jobId: randomUUID() } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a query sent as a POST, so a whole resume never rides in a URL', async () => {
    const premium = await createTestUser(db, { premium: true });
    const input = { content: content({ professionalSummary: 'x'.repeat(RESUME_LIMITS.summaryMax) }), target };
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/resumes.score',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${premium.token}` },
      payload: JSON.stringify(superjson.serialize(input)),
    });
    expect(res.statusCode).toBe(200);
    expect((superjson.deserialize((res.json() as { result: { data: never } }).result.data) as AtsResult).score).toBeGreaterThan(0);
  });

  it('refuses a 200 KB description', async () => {
    const { api } = await signedIn({ premium: true });
    await expect(api.resumes.score({ content: content(), target: { ...target, jobDescription: 'x'.repeat(200 * 1024) } })).rejects.toMatchObject(
      schemaRefusal(RESUME_TEXT.jobDescriptionTooLong),
    );
  });
});

describe('JSON Resume import', () => {
  it('reads a JSON Resume document into a draft and stores nothing', async () => {
    const { id, api } = await signedIn();
    const draft = await api.resumes.importJson({
      json: JSON.stringify({ basics: { name: 'Grace Hopper', email: 'grace@example.com' }, skills: [{ name: 'COBOL' }] }),
    });
    expect(draft.content.personalInfo).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    expect(await countOf(id)).toBe(0);
  });

  it('refuses invalid JSON and a document over the size limit', async () => {
    const { api } = await signedIn();
    for (const json of ['{"basics": ', '[1, 2]', '{"basics": {"name": 42}}']) {
      await expect(api.resumes.importJson({ json })).rejects.toMatchObject({ code: 'BAD_REQUEST', description: RESUME_TEXT.jsonInvalid });
    }
    await expect(api.resumes.importJson({ json: 'x'.repeat(RESUME_LIMITS.jsonImportMaxBytes + 1) })).rejects.toMatchObject(
      schemaRefusal(RESUME_TEXT.jsonTooLarge),
    );
  });
});

describe("onboarding's first resumes", () => {
  it('read as drafts parsed from the uploaded text', async () => {
    const { id, api } = await signedIn();
    const text = 'Grace Hopper\ngrace@example.com\n\nSkills\nCOBOL, Compilers';
    const [legacy] = await db
      .insert(resumes)
      .values({ userId: id, title: 'My Resume', content: { fileName: 'grace.pdf', uploadedAt: new Date().toISOString(), fileId: randomUUID(), text } })
      .returning();
    const [empty] = await db.insert(resumes).values({ userId: id, title: 'My Resume', isActive: false }).returning();

    const read = await api.resumes.get({ id: legacy!.id });
    expect(read.content.personalInfo.email).toBe('grace@example.com');
    expect(JSON.stringify(read.content)).toContain('Grace');
    expect((await api.resumes.active())!.id).toBe(legacy!.id);
    expect((await api.resumes.get({ id: empty!.id })).content).toMatchObject({ professionalSummary: '', experience: [], skills: [] });

    const saved = await api.resumes.save({ id: legacy!.id, template: 'modern-professional', content: read.content });
    expect(saved.title).toBe(resumeTitle(read.content.personalInfo));
  });
});
