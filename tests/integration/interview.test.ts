// The interview coach on the server: the premium refusals (also through HTTP, in the spec's words),
// a session's questions for each type and for a tracked application or a job, answers saved in
// order with clear messages for bad input, feedback that needs an answer and is deterministic,
// other users' sessions, applications and jobs, the history and the tracker's practice line, and
// the optional remote model, which may word the feedback but never change a score.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_TEXT, INTERVIEW_QUESTION_COUNTS, INTERVIEW_TYPES } from '#shared/constants/interview.ts';
import { TOASTS } from '#shared/toasts.ts';
import { jobs } from '../../src/server/db/schema/index.ts';
import { startFakeModel } from '../support/ai-server.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser, createTestMember, type TestUserOptions } from '../support/users.ts';
import { STRONG, WEAK } from '../unit/fixtures/interview-answers.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { query, mutate } = httpCaller(app);

const signedIn = (options: TestUserOptions = { premium: true }) => createTestMember(db, options);

const DESCRIPTION = [
  'Requirements:',
  'Strong SQL and Python for analysis.',
  'Experience building dashboards in Tableau.',
  'Preferred: dbt.',
].join('\n');

async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({ title: 'Data Analyst', companyName: 'Globex', workType: 'remote', experienceLevel: 'entry', description: DESCRIPTION, ...values })
    .returning();
  return job!;
}

describe('premium gate', () => {
  it('refuses a free user every coaching procedure, in the coach’s words', async () => {
    const { api } = await signedIn({});
    const refusal = { code: 'FORBIDDEN', message: TOASTS.interview.premiumRequired.description };
    await expect(api.interview.start({ type: 'behavioral' })).rejects.toMatchObject(refusal);
    await expect(api.interview.history()).rejects.toMatchObject(refusal);
    await expect(api.interview.targets()).rejects.toMatchObject(refusal);
    // The tracker's practice line is the user's own record: a free user reads it (empty).
    expect(await api.interview.practice()).toEqual([]);
  });

  it('refuses over HTTP with the title and description, and a lapsed premium user too', async () => {
    const free = await createTestUser(db);
    const res = await mutate('interview.start', { type: 'behavioral' }, { token: free.token });
    expect(res.status).toBe(403);
    expect(res.error?.data).toMatchObject({ title: 'Premium Feature', description: TOASTS.interview.premiumRequired.description });
    const lapsed = await signedIn({ expiredPremium: true });
    await expect(lapsed.api.interview.start({ type: 'technical' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('starting a session', () => {
  it.each(INTERVIEW_TYPES)('%s asks the spec’s number of questions, each with a difficulty and tips', async (type) => {
    const { api } = await signedIn();
    const session = await api.interview.start({ type });
    expect(session.questions).toHaveLength(INTERVIEW_QUESTION_COUNTS[type]);
    expect(new Set(session.questions.map((q) => q.id)).size).toBe(session.questions.length);
    for (const q of session.questions) {
      expect(q.category).toBe(type);
      expect(['easy', 'medium', 'hard']).toContain(q.difficulty);
      expect(q.tips.length).toBeGreaterThan(0);
    }
    expect(session).toMatchObject({ type, responses: [], feedback: null, score: null, completed: false, target: null });
  });

  it('moves along the bank for the next session of the same type', async () => {
    const { api } = await signedIn();
    const first = await api.interview.start({ type: 'leadership' });
    const second = await api.interview.start({ type: 'leadership' });
    expect(second.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
  });

  it('for a tracked application linked to a job: technical questions on its skills, behavioral ending with why this company', async () => {
    const { api } = await signedIn();
    const job = await insertJob();
    const { applicationId } = await api.applications.applyToJob({ jobId: job.id });
    const technical = await api.interview.start({ type: 'technical', applicationId });
    expect(technical.target).toMatchObject({ applicationId, jobId: job.id, label: 'Data Analyst at Globex' });
    expect(technical.target!.terms).toEqual(expect.arrayContaining(['SQL', 'Python', 'Tableau']));
    expect(technical.target!.terms.slice(0, 2)).toEqual(['SQL', 'Python']);
    expect(technical.questions[0]!.question).toBe('The Data Analyst role asks for SQL. Describe a project where you used SQL: what did you build, and how?');
    expect(technical.questions[1]!.question).toContain('with Python');
    const behavioral = await api.interview.start({ type: 'behavioral', applicationId });
    expect(behavioral.questions.at(-1)!.question).toBe('Why do you want to work at Globex as Data Analyst?');
  });

  it('for a job on the board, and for an application typed into the tracker (its notes read as the description)', async () => {
    const { api } = await signedIn();
    const job = await insertJob({ title: 'Designer', companyName: 'Initech', description: 'Required: Figma and user research.' });
    const forJob = await api.interview.start({ type: 'technical', jobId: job.id });
    expect(forJob.target).toMatchObject({ applicationId: null, jobId: job.id, label: 'Designer at Initech' });
    expect(forJob.target!.terms).toContain('Figma');
    expect(forJob.questions[0]!.question).toContain('Figma');
    const typed = await api.applications.add({ companyName: 'Hooli', jobTitle: 'Analyst', notes: 'They want Excel and SQL.' });
    const forTyped = await api.interview.start({ type: 'technical', applicationId: typed.id });
    expect(forTyped.questions.map((q) => q.question).join(' ')).toMatch(/Excel|SQL/);
  });

  it("refuses another user's application, a closed or unknown job, and both targets at once", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const theirs = await other.api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    await expect(api.interview.start({ type: 'behavioral', applicationId: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const closed = await insertJob({ isActive: false });
    await expect(api.interview.start({ type: 'behavioral', jobId: closed.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const open = await insertJob();
    await expect(api.interview.start({ type: 'behavioral', jobId: open.id, applicationId: theirs.id })).rejects.toThrow(INTERVIEW_TEXT.oneTarget);
    await expect(api.interview.start({ type: 'casual' as 'behavioral' })).rejects.toThrow(INTERVIEW_TEXT.typeRequired);
  });
});

describe('answers', () => {
  it('saves each timed answer in order and may replace one until the feedback', async () => {
    const { api } = await signedIn();
    const session = await api.interview.start({ type: 'technical' });
    const saved = await api.interview.saveResponse({ sessionId: session.id, questionIndex: 0, answer: '  My first answer  ', duration: 42 });
    expect(saved.responses).toHaveLength(1);
    expect(saved.responses[0]).toMatchObject({ question: session.questions[0]!.question, answer: 'My first answer', duration: 42 });
    expect(Date.parse(saved.responses[0]!.timestamp)).not.toBeNaN();
    const replaced = await api.interview.saveResponse({ sessionId: session.id, questionIndex: 0, answer: 'Better answer', duration: 50 });
    expect(replaced.responses.map((r) => r.answer)).toEqual(['Better answer']);
    expect((await api.interview.get({ id: session.id })).responses).toEqual(replaced.responses);
  });

  it('refuses bad input with clear messages', async () => {
    const { api } = await signedIn();
    const { id } = await api.interview.start({ type: 'technical' });
    const save = (input: Record<string, unknown>) => api.interview.saveResponse({ sessionId: id, questionIndex: 0, answer: 'An answer', duration: 10, ...input } as never);
    await expect(save({ answer: '   ' })).rejects.toThrow(INTERVIEW_TEXT.answerRequired);
    await expect(save({ answer: 'x'.repeat(5001) })).rejects.toThrow(INTERVIEW_TEXT.answerTooLong);
    await expect(save({ duration: -1 })).rejects.toThrow(INTERVIEW_TEXT.durationInvalid);
    await expect(save({ duration: 1.5 })).rejects.toThrow(INTERVIEW_TEXT.durationInvalid);
    // A technical session has two questions: the third does not exist, and the second waits for the first.
    await expect(save({ questionIndex: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(save({ questionIndex: 1 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TOASTS.interview.outOfOrder.description });
  });
});

describe('feedback', () => {
  it('needs at least one answer', async () => {
    const { api } = await signedIn();
    const { id } = await api.interview.start({ type: 'behavioral' });
    await expect(api.interview.feedback({ id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TOASTS.interview.noResponses.description });
  });

  it("scores, saves and completes; the same answers always earn the same scores; a finished session takes no answers", async () => {
    const run = async () => {
      const { api } = await signedIn();
      const session = await api.interview.start({ type: 'behavioral' });
      await api.interview.saveResponse({ sessionId: session.id, questionIndex: 0, answer: STRONG, duration: 80 });
      await api.interview.saveResponse({ sessionId: session.id, questionIndex: 1, answer: WEAK, duration: 20 });
      return { api, done: await api.interview.feedback({ id: session.id }) };
    };
    const { api, done } = await run();
    expect(done.completed).toBe(true);
    expect(done.score).toBe(done.feedback!.overallScore);
    expect(done.feedback!.responseAnalysis.map((a) => a.questionIndex)).toEqual([0, 1]);
    expect(done.feedback!.responseAnalysis[0]!.score).toBeGreaterThan(done.feedback!.responseAnalysis[1]!.score);
    expect(done.feedback!.responseAnalysis[0]!.strengths.join(' ')).toContain('"As a result we delivered two days early');
    expect(done.feedback!.keyRecommendations).toContain('Answer every question: 2 of 4 were left unanswered.');
    expect(done.feedback!.wordedBy).toBe('local');

    const again = await run();
    expect(again.done.feedback!.responseAnalysis.map((a) => a.score)).toEqual(done.feedback!.responseAnalysis.map((a) => a.score));

    // Asked twice: the saved feedback answers. A finished session takes no more answers.
    expect(await api.interview.feedback({ id: done.id })).toEqual(done);
    await expect(api.interview.saveResponse({ sessionId: done.id, questionIndex: 2, answer: 'Late', duration: 5 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TOASTS.interview.finished.description,
    });
  });

  it("scores relevance against the job's terms", async () => {
    const { api } = await signedIn();
    const job = await insertJob();
    const answer = 'At my internship I wrote SQL queries and I built Tableau dashboards in Python, which cut reporting time by 30%.';
    const score = async (jobId: string | null) => {
      const session = await api.interview.start({ type: 'technical', jobId });
      await api.interview.saveResponse({ sessionId: session.id, questionIndex: 0, answer, duration: 30 });
      return (await api.interview.feedback({ id: session.id })).feedback!.responseAnalysis[0]!;
    };
    const tied = (await score(job.id)).strengths.find((s) => s.startsWith('Tied to the job'));
    for (const term of ['"SQL"', '"Python"', '"Tableau"']) expect(tied).toContain(term);
    expect((await score(null)).strengths.some((s) => s.startsWith('Tied to the job'))).toBe(false);
  });
});

describe("other users' sessions", () => {
  it('reads as not found, and changes nothing', async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const session = await owner.api.interview.start({ type: 'technical' });
    await owner.api.interview.saveResponse({ sessionId: session.id, questionIndex: 0, answer: 'Mine', duration: 5 });
    const notFound = { code: 'NOT_FOUND', message: TOASTS.interview.notFound.description };
    await expect(intruder.api.interview.get({ id: session.id })).rejects.toMatchObject(notFound);
    await expect(intruder.api.interview.saveResponse({ sessionId: session.id, questionIndex: 1, answer: 'Theirs', duration: 5 })).rejects.toMatchObject(notFound);
    await expect(intruder.api.interview.feedback({ id: session.id })).rejects.toMatchObject(notFound);
    expect(await intruder.api.interview.history()).toEqual([]);
    const after = await owner.api.interview.get({ id: session.id });
    expect(after.responses.map((r) => r.answer)).toEqual(['Mine']);
    expect(after.completed).toBe(false);
  });
});

describe('history and the tracker', () => {
  it('lists sessions newest first with scores, and gives each application its sessions and best score', async () => {
    const { api } = await signedIn();
    const application = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const scored: number[] = [];
    for (const answer of [WEAK, STRONG]) {
      const s = await api.interview.start({ type: 'behavioral', applicationId: application.id });
      await api.interview.saveResponse({ sessionId: s.id, questionIndex: 0, answer, duration: 60 });
      scored.push((await api.interview.feedback({ id: s.id })).score!);
    }
    await api.interview.start({ type: 'technical' });
    const history = await api.interview.history();
    expect(history.map((h) => [h.type, h.score, h.answered, h.questionCount])).toEqual([
      ['technical', null, 0, 2],
      ['behavioral', scored[1], 1, 4],
      ['behavioral', scored[0], 1, 4],
    ]);
    expect(history[1]!.target).toEqual({ applicationId: application.id, jobId: null, label: 'Analyst at Acme', terms: [] });
    expect(await api.interview.practice()).toEqual([{ applicationId: application.id, sessions: 2, bestScore: Math.max(...scored) }]);

    // The application deleted: the sessions stay in the history, still named.
    await api.applications.delete({ id: application.id });
    expect((await api.interview.history())[1]!.target).toEqual({ applicationId: null, jobId: null, label: 'Analyst at Acme', terms: [] });
  });

  it("offers the user's own applications and the board's active jobs as targets", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    await other.api.applications.add({ companyName: 'Secret Co', jobTitle: 'Spy' });
    const mine = await api.applications.add({ companyName: 'Acme', jobTitle: 'Analyst' });
    const active = await insertJob({ title: 'Board Job' });
    const closed = await insertJob({ title: 'Closed Job', isActive: false });
    const targets = await api.interview.targets();
    expect(targets.applications).toEqual([{ id: mine.id, label: 'Analyst at Acme' }]);
    expect(targets.jobs.map((j) => j.id)).toContain(active.id);
    expect(targets.jobs.map((j) => j.id)).not.toContain(closed.id);
  });
});

describe('the optional remote model', async () => {
  const model = await startFakeModel();
  afterAll(() => model.close());
  const config = testConfig({ AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '400' });
  beforeEach(() => {
    model.reply = '{}';
    model.delayMs = 0;
    model.failWith = null;
  });

  async function finished(answer: string) {
    const user = await createTestUser(db, { premium: true });
    const api = await callerWith(db, user.token, { config }).caller();
    const s = await api.interview.start({ type: 'technical' });
    await api.interview.saveResponse({ sessionId: s.id, questionIndex: 0, answer, duration: 60 });
    return api.interview.feedback({ id: s.id });
  }

  it('words the feedback and the suggestions; the scores, strengths and improvements stay the engine’s', async () => {
    model.reply = JSON.stringify({
      overallFeedback: 'A clear story with a measured result.',
      keyRecommendations: ['Open with the context in one sentence.'],
      answers: [{ questionIndex: 0, suggestions: ['Name the database you used.'] }],
    });
    const local = await finished(STRONG);
    const before = model.requests.length;
    const worded = await finished(`${STRONG} `);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.at(-1)!.body.messages[1]!.content).toContain('As a result we delivered two days early');
    expect(before).toBeGreaterThanOrEqual(1);
    expect(worded.feedback).toMatchObject({
      wordedBy: 'remote',
      overallFeedback: 'A clear story with a measured result.',
      keyRecommendations: ['Open with the context in one sentence.'],
    });
    expect(worded.feedback!.responseAnalysis[0]!.suggestions).toEqual(['Name the database you used.']);
    expect(worded.score).toBe(local.score);
    expect(worded.feedback!.responseAnalysis[0]!.strengths).toEqual(local.feedback!.responseAnalysis[0]!.strengths);
  });

  it('falls back to the local wording on a malformed answer, an error or a timeout', async () => {
    model.reply = 'not json';
    expect((await finished(`${WEAK} one`)).feedback!.wordedBy).toBe('local');
    model.failWith = 500;
    expect((await finished(`${WEAK} two`)).feedback!.wordedBy).toBe('local');
    model.failWith = null;
    model.delayMs = 1000;
    expect((await finished(`${WEAK} three`)).feedback!.wordedBy).toBe('local');
  });
});

describe('over HTTP', () => {
  it('a premium user runs a session end to end', async () => {
    const user = await createTestUser(db, { premium: true });
    const who = { token: user.token };
    const started = await mutate<{ id: string }>('interview.start', { type: 'behavioral' }, who);
    expect(started.error).toBeNull();
    await mutate('interview.saveResponse', { sessionId: started.data.id, questionIndex: 0, answer: STRONG, duration: 70 }, who);
    const done = await mutate<{ completed: boolean }>('interview.feedback', { id: started.data.id }, who);
    expect(done.data.completed).toBe(true);
    expect((await query<unknown[]>('interview.history', undefined, who)).data).toHaveLength(1);
  });
});
