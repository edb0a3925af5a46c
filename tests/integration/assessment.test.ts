// The career assessment's server rules: the quiz scored and saved on the server, a free user's
// result withheld in submit and history (and revealed on upgrade), the last 3, bad answers refused
// with clear messages; the Interest Profiler refused to free users, its draft autosaved and resumed,
// completion saved with the draft cleared, the report's careers, Job Zones, the identical-answers
// rule and the learning path against the active resume; and no user reading another's results.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT, PROFILER_LIMITS, QUIZ_LIMITS, TRAIT_RESULTS } from '#shared/constants/assessment.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import { careerAssessments, interestProfilerDrafts, profiles } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser, createTestMember, type TestUserOptions } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { query, mutate } = httpCaller(app);

const signedIn = (options: TestUserOptions = {}) => createTestMember(db, options);

const refusal = (code: string, message: Toast) => ({ code, title: message.title, description: message.description });
const rowsOf = (userId: string) => db.select().from(careerAssessments).where(eq(careerAssessments.userId, userId));

/** All creative but one social answer: creative leads with 8 of 10 points. */
const creative = [2, 2, 1, 2, 2];

describe('the quiz', () => {
  it('scores on the server, saves the complete result and shows a free user 2 suggestions and no strengths', async () => {
    const { id, api } = await signedIn();
    const result = await api.assessment.submit({ answers: creative });
    expect(result).toMatchObject({
      overallScore: 80,
      topCategory: 'creative',
      categories: { analytical: 0, social: 2, creative: 8, leadership: 0 },
      suggestions: TRAIT_RESULTS.creative.suggestions.slice(0, QUIZ_LIMITS.freeSuggestions),
      lockedSuggestions: 4 - QUIZ_LIMITS.freeSuggestions,
      strengths: null,
      recommendations: null,
    });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ assessmentType: 'career_fit', score: 80, answers: { 0: 2, 1: 2, 2: 1, 3: 2, 4: 2 } });
    // Stored whole, so an upgrade reveals it.
    expect(row!.results).toMatchObject({
      suggestions: [...TRAIT_RESULTS.creative.suggestions],
      strengths: [...TRAIT_RESULTS.creative.strengths],
      recommendations: [...TRAIT_RESULTS.creative.recommendations],
    });
    expect((row!.questions as unknown[]).length).toBe(QUIZ_LIMITS.questions);
  });

  it('withholds the same from the history, over HTTP too, and reveals it after an upgrade', async () => {
    const { id, api, token } = await signedIn();
    await api.assessment.submit({ answers: creative });
    const [free] = await api.assessment.history();
    expect(free).toMatchObject({ suggestions: TRAIT_RESULTS.creative.suggestions.slice(0, 2), lockedSuggestions: 2, strengths: null, recommendations: null });
    const raw = await query('assessment.history', undefined, { token });
    const wire = JSON.stringify(raw.data);
    for (const hidden of [...TRAIT_RESULTS.creative.suggestions.slice(2), ...TRAIT_RESULTS.creative.strengths, ...TRAIT_RESULTS.creative.recommendations]) {
      expect(wire).not.toContain(hidden);
    }

    await db.update(profiles).set({ isPremium: true, subscriptionType: 'premium_monthly', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(profiles.userId, id));
    const [premium] = await (await callerWith(db, token).caller()).assessment.history();
    expect(premium).toMatchObject({
      suggestions: [...TRAIT_RESULTS.creative.suggestions],
      lockedSuggestions: 0,
      strengths: [...TRAIT_RESULTS.creative.strengths],
      recommendations: [...TRAIT_RESULTS.creative.recommendations],
    });
  });

  it('gives a premium user everything in submit', async () => {
    const { api } = await signedIn({ premium: true });
    const result = await api.assessment.submit({ answers: [0, 0, 0, 1, 1] });
    expect(result).toMatchObject({ topCategory: 'analytical', overallScore: 60, lockedSuggestions: 0 });
    expect(result.suggestions).toHaveLength(4);
    expect(result.strengths).toHaveLength(4);
    expect(result.recommendations).toHaveLength(3);
  });

  it('breaks a tie toward the earlier trait', async () => {
    const { api } = await signedIn();
    expect(await api.assessment.submit({ answers: [3, 3, 1, 1, 2] })).toMatchObject({ topCategory: 'social', overallScore: 40 });
  });

  it('lists the last 3, newest first', async () => {
    const { api } = await signedIn();
    const made = [];
    for (const option of [0, 1, 2, 3]) made.push(await api.assessment.submit({ answers: Array(5).fill(option) }));
    const history = await api.assessment.history();
    expect(history.map((h) => h.id)).toEqual(made.slice(1).reverse().map((m) => m.id));
  });

  it('refuses a wrong number of answers or an option out of range, with clear messages, and saves nothing', async () => {
    const { id, token } = await signedIn();
    for (const [answers, message] of [
      [[0, 1, 2, 3], ASSESSMENT_TEXT.answerCount],
      [[0, 1, 2, 3, 0, 1], ASSESSMENT_TEXT.answerCount],
      [[0, 1, 2, 3, 4], ASSESSMENT_TEXT.answerIndex],
      [[0, 1, -1, 3, 0], ASSESSMENT_TEXT.answerIndex],
      [[0, 1, 1.5, 3, 0], ASSESSMENT_TEXT.answerIndex],
    ] as const) {
      const res = await mutate('assessment.submit', { answers }, { token });
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(Object.values(res.error!.data.fieldErrors ?? {}).flat()).toContain(message);
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it("never shows one user another's results", async () => {
    const a = await signedIn();
    const b = await signedIn({ premium: true });
    await b.api.assessment.submit({ answers: creative });
    expect(await a.api.assessment.history()).toEqual([]);
  });
});

/** Answers by area, in the order of the items the server sent. */
const answersFor = (items: { area: string }[], byArea: Partial<Record<string, number>>) => items.map((item) => byArea[item.area] ?? 0);

describe('the Interest Profiler', () => {
  it('is refused to a free user in its own words, on every procedure', async () => {
    const { api } = await signedIn();
    const refused = refusal('FORBIDDEN', TOASTS.assessment.premiumProfiler);
    await expect(api.assessment.profiler()).rejects.toMatchObject(refused);
    await expect(api.assessment.saveDraft({ answers: Array(60).fill(null), after: null })).rejects.toMatchObject(refused);
    await expect(api.assessment.complete({ answers: Array(60).fill(2) })).rejects.toMatchObject(refused);
    await expect(api.assessment.report({ assessmentId: crypto.randomUUID() })).rejects.toMatchObject(refused);
  });

  it('autosaves a draft that the next visit resumes, replacing the last one', async () => {
    const { id, api, token } = await signedIn({ premium: true });
    const form = await api.assessment.profiler();
    expect(form.items).toHaveLength(PROFILER_LIMITS.items);
    expect(form.answers).toEqual(Array(60).fill(null));
    expect(form.draftSavedAt).toBeNull();

    const first = [4, 3, ...Array(58).fill(null)];
    await api.assessment.saveDraft({ answers: first, after: null });
    const more = [4, 3, 2, 1, 0, ...Array(55).fill(null)];
    const { savedAt } = await api.assessment.saveDraft({ answers: more, after: null });

    const later = await (await callerWith(db, token).caller()).assessment.profiler();
    expect(later.answers).toEqual(more);
    expect(later.draftSavedAt).toEqual(savedAt);
    expect(await db.select().from(interestProfilerDrafts).where(eq(interestProfilerDrafts.userId, id))).toHaveLength(1);
  });

  it('drops an autosave that arrives after the profiler it belongs to was completed', async () => {
    const { id, api } = await signedIn({ premium: true });
    const answers = Array(60).fill(3);
    const { id: completed } = await api.assessment.complete({ answers });
    // The form opened before that completion: its last autosave lands after Submit.
    expect(await api.assessment.saveDraft({ answers: [3, ...Array(59).fill(null)], after: null })).toEqual({ savedAt: null });
    expect(await db.select().from(interestProfilerDrafts).where(eq(interestProfilerDrafts.userId, id))).toEqual([]);
    expect((await api.assessment.profiler()).latestId).toBe(completed);
    // A retake, opened after it, saves.
    expect((await api.assessment.saveDraft({ answers: [1, ...Array(59).fill(null)], after: completed })).savedAt).toBeInstanceOf(Date);
  });

  it('refuses drafts and completions of the wrong shape', async () => {
    const { token } = await signedIn({ premium: true });
    const cases = [
      ['assessment.saveDraft', Array(59).fill(null), ASSESSMENT_TEXT.profilerAnswerCount],
      ['assessment.saveDraft', [5, ...Array(59).fill(null)], ASSESSMENT_TEXT.profilerAnswer],
      ['assessment.complete', [1, ...Array(59).fill(null)], ASSESSMENT_TEXT.profilerUnanswered],
      ['assessment.complete', Array(61).fill(1), ASSESSMENT_TEXT.profilerAnswerCount],
      ['assessment.complete', [-1, ...Array(59).fill(1)], ASSESSMENT_TEXT.profilerAnswer],
    ] as const;
    for (const [path, answers, message] of cases) {
      const res = await mutate(path, { answers, after: null }, { token });
      expect(res.error?.data.code, `${path} ${message}`).toBe('BAD_REQUEST');
      expect(Object.values(res.error!.data.fieldErrors ?? {}).flat()).toContain(message);
    }
  });

  it('scores and saves a completed profiler, clears the draft and reports careers by Job Zone', async () => {
    const { id, api } = await signedIn({ premium: true });
    const { items } = await api.assessment.profiler();
    await api.assessment.saveDraft({ answers: Array(60).fill(null), after: null });
    const answers = answersFor(items, { I: 4, C: 3, R: 1 });
    const { id: assessmentId } = await api.assessment.complete({ answers });

    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ id: assessmentId, assessmentType: 'interest_profiler', answers, score: 100 });
    expect(await db.select().from(interestProfilerDrafts).where(eq(interestProfilerDrafts.userId, id))).toEqual([]);
    expect((await api.assessment.profiler()).latestId).toBe(assessmentId);

    const report = await api.assessment.report({ assessmentId });
    expect(report.scores).toEqual({ R: 10, I: 40, A: 0, S: 0, E: 0, C: 30 });
    expect(report.code).toBe('ICR');
    expect(report.areas.map((a) => a.area)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(report.areas[1]!.activities.length).toBeGreaterThan(0);
    expect(report.careers.length).toBe(PROFILER_LIMITS.careers);
    for (const career of report.careers) expect(career.title.startsWith(career.searchTerm.slice(0, -1))).toBe(true);
    expect(report.noMatchReason).toBeNull();
    expect(report.comparedWithResume).toBe(false);

    const zone2 = await api.assessment.report({ assessmentId, jobZone: 2 });
    expect(zone2.careers.length).toBeGreaterThan(0);
    for (const career of zone2.careers) expect(career.jobZone).toBe(2);
    const res = await query('assessment.report', { assessmentId, jobZone: 6 }, { token: (await createTestUser(db, { premium: true })).token });
    expect(res.error?.data.fieldErrors?.jobZone).toEqual([ASSESSMENT_TEXT.jobZone]);
  });

  it('matches no careers for identical answers and says why', async () => {
    const { api } = await signedIn({ premium: true });
    for (const answer of [0, 4]) {
      const { id: assessmentId } = await api.assessment.complete({ answers: Array(60).fill(answer) });
      const report = await api.assessment.report({ assessmentId });
      expect(report.code).toBe('');
      expect(report.careers).toEqual([]);
      expect(report.noMatchReason).toMatch(/Every answer was the same/);
    }
  });

  it('leaves out of the learning path the technologies the active resume names', async () => {
    const { api } = await signedIn({ premium: true });
    const { items } = await api.assessment.profiler();
    const { id: assessmentId } = await api.assessment.complete({ answers: answersFor(items, { C: 4, E: 2 }) });
    const before = await api.assessment.report({ assessmentId });
    const path = before.careers.flatMap((c) => c.learningPath);
    expect(path).toContain('Microsoft Excel');

    await api.resumes.save({
      template: 'modern-professional',
      content: { personalInfo: { firstName: 'Pat' }, skills: ['Excel'], experience: [{ id: 'e1', company: 'Acme', position: 'Clerk', description: 'Kept the books in QuickBooks' }] },
    });
    const after = await api.assessment.report({ assessmentId });
    expect(after.comparedWithResume).toBe(true);
    const pathAfter = after.careers.flatMap((c) => c.learningPath);
    expect(pathAfter).not.toContain('Microsoft Excel');
    expect(pathAfter).not.toContain('Intuit QuickBooks');
  });

  it("reads another user's profiler as not found", async () => {
    const owner = await signedIn({ premium: true });
    const other = await signedIn({ premium: true });
    const { id: assessmentId } = await owner.api.assessment.complete({ answers: Array.from({ length: 60 }, (_, i) => i % 5) });
    await expect(other.api.assessment.report({ assessmentId })).rejects.toMatchObject(refusal('NOT_FOUND', TOASTS.assessment.notFound));
    expect((await other.api.assessment.profiler()).latestId).toBeNull();
    // A quiz id is no profiler either.
    const quiz = await owner.api.assessment.submit({ answers: creative });
    await expect(owner.api.assessment.report({ assessmentId: quiz.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
