// Cover letters' server rules: the plan's cap (also under parallel creates), premium templates, other
// users' letters, resumes and applications as not found with nothing half-saved, the application's
// letters and timeline, the schema's messages for bad input, HTML kept as text, drafting from
// evidence for Premium only (the tailored resume first, gaps never claimed, an empty resume said to
// be empty), the checks for every member, and the downloads (PDF, DOCX, text) read back.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import { FREE_LIMITS, PREMIUM_LIMITS } from '#shared/constants.ts';
import { COVER_LETTER_CHECK_IDS, COVER_LETTER_LIMITS, COVER_LETTER_TEXT, coverLetterFilePath } from '#shared/constants/cover-letters.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { CoverLetterDetail, LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import { applicationEvents, coverLetters, jobApplications, jobs } from '../../src/server/db/schema/index.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';
import { startFakeModel } from '../support/ai-server.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestMember, randomIp, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const http = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);
const refusal = (code: string, message: Toast) => ({ code, title: message.title, description: message.description });

const BULLETS = [
  'Built 12 Tableau dashboards used by 40 sales managers',
  'Automated weekly reporting with Python, saving 6 hours a week',
  'Wrote SQL queries to reconcile 3 years of billing data',
];

function resume(overrides: Partial<ResumeContent> = {}): ResumeContent {
  return {
    personalInfo: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', location: 'London, UK', linkedin: '', portfolio: '' },
    professionalSummary: 'Data analyst who turns messy spreadsheets into clear dashboards.',
    experience: [
      { id: 'e1', company: 'Analytical Engines Ltd', position: 'Data Analyst', location: 'London', startDate: '2022-01', endDate: '', current: true, description: BULLETS.join('\n') },
    ],
    education: [{ id: 'ed1', institution: 'University of London', degree: 'BSc', field: 'Mathematics', graduationDate: '2021-06', gpa: '' }],
    skills: ['SQL', 'Python', 'Tableau', 'Excel'],
    certifications: [],
    projects: [], volunteer: [], leadership: [], awards: [], languages: [],
    ...overrides,
  };
}

const DESCRIPTION = [
  'Globex is hiring a Data Analyst to join the revenue team.',
  'Requirements:',
  '- Strong SQL skills and experience building dashboards in Tableau',
  '- Python for automating reports',
  '- Experience with Looker',
  'Nice to have: dbt.',
].join('\n');

const letter = (overrides: Partial<LetterContent> = {}): LetterContent => ({
  recipient: { name: 'Grace Hopper', title: 'Head of Analytics', company: 'Globex', address: '1 Main Street\nSpringfield' },
  jobTitle: 'Data Analyst',
  date: '2026-11-27',
  greeting: 'Dear Ms Hopper,',
  body: 'I am applying for the Data Analyst role at Globex.\n\nAt Analytical Engines Ltd I built dashboards for sales managers.',
  signOff: 'Kind regards,',
  ...overrides,
});
const newLetter = (overrides: Partial<LetterContent> = {}) => ({ template: 'modern-professional' as const, content: letter(overrides) });

async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ title: 'Data Analyst', companyName: 'Globex', workType: 'hybrid', experienceLevel: 'entry', description: DESCRIPTION, ...values })
    .returning();
  return job!;
}

async function trackedApplication(userId: string, jobId: string | null = null) {
  const [row] = await db.insert(jobApplications).values({ userId, jobId, companyName: 'Globex', jobTitle: 'Data Analyst' }).returning();
  return row!;
}

const countOf = async (userId: string) => (await db.select({ id: coverLetters.id }).from(coverLetters).where(eq(coverLetters.userId, userId))).length;
const eventsOf = (applicationId: string) =>
  db.select({ action: applicationEvents.action, changes: applicationEvents.changes }).from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));

describe('saving', () => {
  it('titles a letter by its job, lists it newest first with the limit, and updates it in place', async () => {
    const { api } = await signedIn();
    const first = await api.coverLetters.save(newLetter());
    expect(first).toMatchObject({ title: 'Cover letter – Data Analyst at Globex', jobLabel: 'Data Analyst at Globex', template: 'modern-professional', evidence: null });
    const blank = await api.coverLetters.save(newLetter({ jobTitle: '', recipient: { name: '', title: '', company: '', address: '' } }));
    expect(blank.title).toBe('Cover letter');

    const updated = await api.coverLetters.save({ id: first.id, template: 'executive-classic', content: letter({ jobTitle: 'Business Analyst' }) });
    expect(updated).toMatchObject({ id: first.id, title: 'Cover letter – Business Analyst at Globex', template: 'executive-classic' });
    const list = await api.coverLetters.list();
    expect(list.limit).toBe(FREE_LIMITS.coverLetters);
    expect(list.letters.map((l) => l.id)).toEqual([first.id, blank.id]);
    expect(await api.coverLetters.get({ id: first.id })).toEqual(updated);
  });

  it(`lets a free member keep ${FREE_LIMITS.coverLetters}: of 7 parallel creates exactly ${FREE_LIMITS.coverLetters} succeed`, async () => {
    const { id, api } = await signedIn();
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => api.coverLetters.save(newLetter({ jobTitle: `Role ${i}` }))));
    const created = results.filter((r): r is PromiseFulfilledResult<CoverLetterDetail> => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(FREE_LIMITS.coverLetters);
    for (const r of refused) expect(r.reason).toMatchObject(refusal('FORBIDDEN', TOASTS.coverLetter.limitReached));
    expect(await countOf(id)).toBe(FREE_LIMITS.coverLetters);
    // Editing stays possible at the limit.
    await expect(api.coverLetters.save({ id: created[0]!.value.id, ...newLetter({ greeting: 'Hello,' }) })).resolves.toMatchObject({ content: { greeting: 'Hello,' } });
  });

  it(`lets a premium member keep ${PREMIUM_LIMITS.coverLetters}, then refuses with the premium words`, async () => {
    const { id, api } = await signedIn({ premium: true });
    await db.insert(coverLetters).values(Array.from({ length: PREMIUM_LIMITS.coverLetters - 1 }, (_, i) => ({ userId: id, title: `Old ${i}`, content: letter() })));
    await api.coverLetters.save(newLetter());
    await expect(api.coverLetters.save(newLetter())).rejects.toMatchObject(refusal('FORBIDDEN', TOASTS.coverLetter.premiumLimit));
    expect(await countOf(id)).toBe(PREMIUM_LIMITS.coverLetters);
  });

  it('keeps premium templates premium, as the resume builder does', async () => {
    const free = await signedIn();
    await expect(free.api.coverLetters.save({ ...newLetter(), template: 'creative-portfolio' })).rejects.toMatchObject(refusal('FORBIDDEN', TOASTS.resume.premiumTemplate));
    expect(await countOf(free.id)).toBe(0);
    const premium = await signedIn({ premium: true });
    await expect(premium.api.coverLetters.save({ ...newLetter(), template: 'healthcare-professional' })).resolves.toMatchObject({ template: 'healthcare-professional' });
  });

  it("refuses a letter over the limits with the schema's messages, and saves nothing", async () => {
    const { token, api } = await signedIn();
    const cases: [unknown, string][] = [
      [newLetter({ body: 'x'.repeat(COVER_LETTER_LIMITS.bodyMax + 1) }), COVER_LETTER_TEXT.tooLong('Letter', COVER_LETTER_LIMITS.bodyMax)],
      [newLetter({ greeting: 'x'.repeat(COVER_LETTER_LIMITS.greetingMax + 1) }), COVER_LETTER_TEXT.tooLong('Greeting', COVER_LETTER_LIMITS.greetingMax)],
      [newLetter({ date: '27/11/2026' }), COVER_LETTER_TEXT.dateInvalid],
      [{ ...newLetter(), jobDescription: 'x'.repeat(200_000) }, COVER_LETTER_TEXT.jobDescriptionTooLong],
    ];
    for (const [input, message] of cases) {
      const res = await http.mutate('coverLetters.save', input, { token });
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(res.error?.message).toBe(message);
    }
    expect((await api.coverLetters.list()).letters).toHaveLength(0);
  });

  it('keeps HTML and script as the text that was typed', async () => {
    const { api } = await signedIn();
    const hostile = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>';
    const saved = await api.coverLetters.save(newLetter({ body: hostile, recipient: { name: hostile.slice(0, 90), title: '', company: 'Globex', address: '' } }));
    const read = await api.coverLetters.get({ id: saved.id });
    expect(read.content.body).toBe(hostile);
    expect(read.content.recipient.name).toBe(hostile.slice(0, 90).trim());
  });
});

describe("other members' things", () => {
  it('reads as not found: their letter, resume, application; nothing is half-saved', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = await owner.api.coverLetters.save(newLetter());
    const theirResume = await owner.api.resumes.save({ template: 'modern-professional', content: resume() });
    const theirApplication = await trackedApplication(owner.id);

    await expect(other.api.coverLetters.get({ id: theirs.id })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.coverLetter.notFound));
    await expect(other.api.coverLetters.save({ id: theirs.id, ...newLetter() })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.coverLetter.notFound));
    await expect(other.api.coverLetters.delete({ id: theirs.id })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.coverLetter.notFound));
    await expect(other.api.coverLetters.save({ ...newLetter(), resumeId: theirResume.id })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.resume.notFound));
    await expect(other.api.coverLetters.save({ ...newLetter(), applicationId: theirApplication.id })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.common.notFound));
    await expect(other.api.coverLetters.save({ ...newLetter(), jobId: randomUUID() })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.jobs.notFound));
    await expect(other.api.coverLetters.check({ content: letter(), resumeId: theirResume.id })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.resume.notFound));
    expect(await countOf(other.id)).toBe(0);
    expect(await eventsOf(theirApplication.id)).toEqual([]);
    expect((await owner.api.coverLetters.get({ id: theirs.id })).content).toEqual(theirs.content);
  });
});

describe('the application it was sent with', () => {
  it('shows the letter, takes its job, and records attaching and detaching on its timeline', async () => {
    const { id, api } = await signedIn();
    const job = await insertJob();
    const first = await trackedApplication(id, job.id);
    const second = await trackedApplication(id);

    const saved = await api.coverLetters.save({ ...newLetter(), applicationId: first.id });
    expect(saved).toMatchObject({ applicationId: first.id, jobId: job.id });
    expect((await api.applications.detail({ id: first.id })).coverLetters).toEqual([{ id: saved.id, title: saved.title, updatedAt: saved.updatedAt }]);
    expect(await eventsOf(first.id)).toEqual([{ action: 'cover_letter_attached', changes: { coverLetter: [null, saved.title] } }]);

    // Saved again with the same application: no new event.
    await api.coverLetters.save({ id: saved.id, ...newLetter({ greeting: 'Hello,' }), applicationId: first.id });
    expect(await eventsOf(first.id)).toHaveLength(1);

    const moved = await api.coverLetters.save({ id: saved.id, ...newLetter(), applicationId: second.id });
    expect(moved).toMatchObject({ applicationId: second.id, jobId: null });
    expect((await eventsOf(first.id)).map((e) => e.action).sort()).toEqual(['cover_letter_attached', 'cover_letter_detached']);
    expect((await api.applications.detail({ id: first.id })).coverLetters).toEqual([]);

    await api.coverLetters.delete({ id: saved.id });
    expect(await eventsOf(second.id)).toContainEqual({ action: 'cover_letter_detached', changes: { coverLetter: [saved.title, null] } });
    expect((await api.applications.detail({ id: second.id })).coverLetters).toEqual([]);
  });

  it('keeps the letter when its application is deleted', async () => {
    const { id, api } = await signedIn();
    const application = await trackedApplication(id);
    const saved = await api.coverLetters.save({ ...newLetter(), applicationId: application.id });
    await api.applications.delete({ id: application.id });
    expect(await api.coverLetters.get({ id: saved.id })).toMatchObject({ id: saved.id, applicationId: null });
  });
});

describe('drafting from evidence', () => {
  it('is Premium: a free member is refused in the words of the lock, with nothing drafted', async () => {
    const { api } = await signedIn();
    await expect(
      api.coverLetters.draft({ source: { kind: 'description', jobTitle: 'Data Analyst', company: 'Globex', description: DESCRIPTION } }),
    ).rejects.toMatchObject(refusal('FORBIDDEN', TOASTS.coverLetter.premiumDraft));
  });

  it('drafts from an application with its tailored resume: every sentence rests on real lines, gaps never claimed', async () => {
    const { id, api } = await signedIn({ premium: true });
    const job = await insertJob();
    const application = await trackedApplication(id, job.id);
    const original = await api.resumes.save({ template: 'modern-professional', content: resume() });
    const tailored = await api.resumes.tailor({ resumeId: original.id, applicationId: application.id });
    // The tailored copy is the one the letter should rest on: a line only it has.
    const tailoredContent = resume({ skills: [...resume().skills, 'Power BI'] });
    await api.resumes.save({ id: tailored.id, template: 'modern-professional', content: tailoredContent });
    await api.resumes.setActive({ id: original.id });

    const draft = await api.coverLetters.draft({ source: { kind: 'application', id: application.id } });
    expect(draft).toMatchObject({ resumeId: tailored.id, applicationId: application.id, jobId: job.id, rewrittenBy: 'local', missing: [] });
    expect(draft.content.recipient.company).toBe('Globex');
    expect(draft.content.jobTitle).toBe('Data Analyst');
    const firstParagraph = draft.content.body.split(/\n\s*\n/)[0]!;
    expect(firstParagraph).toContain('Data Analyst');
    expect(firstParagraph).toContain('Globex');

    const resumeText = JSON.stringify(tailoredContent);
    const claims = draft.evidence.sentences.filter((s) => s.resumeLine);
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const s of draft.evidence.sentences) expect(draft.content.body).toContain(s.sentence);
    // A skills line or a degree line joins the resume's fields with commas; any other line is one of its own.
    for (const s of claims) for (const part of /^(?:Skills|Education)\b/.test(s.resumePlace) ? s.resumeLine.split(', ') : [s.resumeLine]) expect(resumeText).toContain(part);
    for (const s of draft.evidence.sentences) if (s.term) expect(DESCRIPTION).toContain(s.jobLine);
    // Looker is required and the resume never shows it: a gap, in no sentence.
    expect(draft.evidence.gaps.map((g) => g.toLowerCase())).toContain('looker');
    expect(draft.content.body.toLowerCase()).not.toContain('looker');
  });

  it('drafts from an empty resume by saying what is missing, inventing nothing', async () => {
    const { api } = await signedIn({ premium: true });
    const empty = await api.resumes.save({
      template: 'modern-professional',
      content: resume({ experience: [], education: [], skills: [], professionalSummary: '' }),
    });
    const draft = await api.coverLetters.draft({ source: { kind: 'description', jobTitle: 'Data Analyst', company: 'Globex', description: DESCRIPTION }, resumeId: empty.id });
    expect(draft.missing.length).toBeGreaterThan(0);
    expect(draft.evidence.sentences.filter((s) => s.resumeLine)).toEqual([]);
    for (const skill of ['SQL', 'Tableau', 'Python']) expect(draft.content.body).not.toContain(skill);
  });

  it("refuses another member's application or resume, and a 200 KB description with the schema's message", async () => {
    const owner = await signedIn();
    const { token, api } = await signedIn({ premium: true });
    const theirs = await trackedApplication(owner.id);
    await expect(api.coverLetters.draft({ source: { kind: 'application', id: theirs.id } })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.common.notFound));
    const theirResume = await owner.api.resumes.save({ template: 'modern-professional', content: resume() });
    await expect(
      api.coverLetters.draft({ source: { kind: 'description', jobTitle: 'Analyst', company: 'Globex', description: DESCRIPTION }, resumeId: theirResume.id }),
    ).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.resume.notFound));
    const res = await http.mutate('coverLetters.draft', { source: { kind: 'description', jobTitle: 'Analyst', company: 'Globex', description: 'word '.repeat(40_000) } }, { token });
    expect(res.error?.data.code).toBe('BAD_REQUEST');
    expect(res.error?.message).toBe(COVER_LETTER_TEXT.jobDescriptionTooLong);
  });
});

describe('drafting with a remote model that lies', () => {
  it('keeps every drafted sentence the model embellished, through the procedure', async () => {
    const model = await startFakeModel();
    afterAll(() => model.close());
    const { app: withModel } = await useTestApp(database, { config: testConfig({ AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' }) });
    const member = await createTestMember(db, { premium: true });
    const saved = await member.api.resumes.save({ template: 'modern-professional', content: resume() });
    const input = { source: { kind: 'description' as const, jobTitle: 'Data Analyst', company: 'Globex', description: DESCRIPTION }, resumeId: saved.id };
    const honest = await member.api.coverLetters.draft(input);
    // The model adds a figure, an employer, a skill the resume lacks and a degree to every sentence.
    model.reply = JSON.stringify({
      sentences: honest.evidence.sentences.map((s, index) => ({ index, text: `${s.sentence.replace(/\.$/, '')}, with Looker at Google in 2019, raising revenue 45% thanks to my MBA.` })),
    });
    const res = await httpCaller(withModel).mutate<{ content: LetterContent; rewrittenBy: string }>('coverLetters.draft', input, { token: member.token });
    expect(model.requests).toHaveLength(1);
    expect(res.data.rewrittenBy).toBe('local');
    expect(res.data.content.body).toBe(honest.content.body);
    for (const lie of ['Google', 'Looker', '2019', '45%', 'MBA']) expect(res.data.content.body).not.toContain(lie);
  });
});

describe('the checks', () => {
  it("are every member's: one per check, adding up to the score", async () => {
    const { api } = await signedIn();
    const saved = await api.resumes.save({ template: 'modern-professional', content: resume() });
    const result = await api.coverLetters.check({ content: letter({ greeting: 'To whom it may concern,' }), resumeId: saved.id, jobDescription: DESCRIPTION });
    expect(result.checks.map((c) => c.id)).toEqual([...COVER_LETTER_CHECK_IDS]);
    expect(result.checks.reduce((sum, c) => sum + c.possible, 0)).toBe(100);
    expect(result.score).toBe(Math.round(result.checks.reduce((sum, c) => sum + c.earned, 0)));
    expect(result.checks.find((c) => c.id === 'opener')?.status).toBe('weak');
    expect(result.checks.find((c) => c.id === 'length')?.status).not.toBe('strong');
  });
});

describe('downloads', () => {
  const headers = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  const download = (token: string, url: string) => app.inject({ method: 'GET', url, headers: headers(token), remoteAddress: randomIp() });

  it('prints the letter as PDF, DOCX and text, under its resume header, HTML as text', async () => {
    const { token, api } = await signedIn();
    const saved = await api.resumes.save({ template: 'modern-professional', content: resume() });
    const body = 'I am applying for the Data Analyst role at Globex.\n\nI built <b>dashboards</b> & reports.';
    const written = await api.coverLetters.save({ ...newLetter({ body }), resumeId: saved.id });

    const pdf = await download(token, coverLetterFilePath(written.id, 'pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Cover letter');
    const pdfText = ((await extractPdfText(new Uint8Array(pdf.rawPayload))) ?? '').replace(/\s+/g, ' ');
    for (const expected of ['Ada Lovelace', 'Globex', 'I am applying for the Data Analyst role at Globex.', 'I built <b>dashboards</b> & reports.']) {
      expect(pdfText).toContain(expected);
    }

    const docx = await download(token, coverLetterFilePath(written.id, 'docx'));
    expect(docx.statusCode).toBe(200);
    const docxText = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    for (const expected of ['Ada Lovelace', 'Globex', 'I built <b>dashboards</b> & reports.']) expect(docxText).toContain(expected);

    const text = await download(token, coverLetterFilePath(written.id, 'txt'));
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain('I built <b>dashboards</b> & reports.');
    expect(text.body.indexOf('Dear Ms Hopper,')).toBeLessThan(text.body.indexOf('I am applying'));
  });

  it("answers 404 for another member's letter, and refuses a premium template to a free member", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const written = await owner.api.coverLetters.save(newLetter());
    for (const format of ['pdf', 'docx', 'txt'] as const) expect((await download(other.token, coverLetterFilePath(written.id, format))).statusCode).toBe(404);
    expect((await download(owner.token, '/api/cover-letters/not-a-uuid/pdf')).statusCode).toBe(404);
    expect((await download(owner.token, `${coverLetterFilePath(written.id, 'pdf')}?template=creative-portfolio`)).statusCode).toBe(403);
    const [row] = await db.select({ id: coverLetters.id }).from(coverLetters).where(and(eq(coverLetters.id, written.id), eq(coverLetters.userId, owner.id)));
    expect(row).toBeDefined();
  });
});
