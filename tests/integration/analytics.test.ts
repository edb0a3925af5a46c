// Job-search analytics: every figure from seeded rows exactly, the range filter, another user's
// rows never counted, the answer's own date when it came by e-mail, the fixed number of statements,
// and a refused range with its message.
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT } from '#shared/constants/analytics.ts';
import { careerAssessments, interviewSessions, jobApplications, jobs, resumes } from '../../src/server/db/schema/index.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { useTestDatabase } from '../support/database.ts';
import { callerWith, createTestMember } from '../support/users.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;

const signedIn = () => createTestMember(db);

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** Four whole weeks, Monday 5 January to Sunday 1 February. */
const range = { from: '2026-01-05', to: '2026-02-01' };
const zero = { applied: 0, interviewing: 0, offer: 0, rejected: 0 };

async function seed(userId: string) {
  const [backend, frontend] = await db
    .insert(resumes)
    .values([
      { userId, title: 'Backend v2' },
      { userId, title: 'Frontend', isActive: false },
    ])
    .returning();
  const [job] = await db.insert(jobs).values({ title: 'Engineer', companyName: 'Globex', workType: 'remote', experienceLevel: 'mid' }).returning();
  const app = (appliedDate: string, status: string, updated: string, extra: Partial<typeof jobApplications.$inferInsert> = {}) => ({
    userId,
    companyName: 'Acme',
    jobTitle: 'Engineer',
    appliedDate,
    status,
    updatedAt: at(updated),
    ...extra,
  });
  await db.insert(jobApplications).values([
    app('2026-01-05', 'applied', '2026-01-05', { jobId: job!.id, resumeId: backend!.id }),
    app('2026-01-06', 'interviewing', '2026-01-10', { resumeId: backend!.id }),
    app('2026-01-14', 'offer', '2026-01-24', { jobId: job!.id, resumeId: frontend!.id }),
    app('2026-01-20', 'rejected', '2026-01-22'),
    // Outside the range on either side.
    app('2026-01-04', 'rejected', '2026-01-05'),
    app('2026-02-02', 'offer', '2026-02-03'),
  ]);
  const session = { userId, sessionType: 'behavioral', questions: [], responses: [] };
  await db.insert(interviewSessions).values([
    { ...session, score: 70, targetLabel: 'Engineer at Acme', createdAt: at('2026-01-08') },
    { ...session, score: 85, createdAt: at('2026-01-30') },
    // Unscored (never finished), and outside the range: neither is history here.
    { ...session, score: null, createdAt: at('2026-01-09') },
    { ...session, score: 40, createdAt: at('2026-02-05') },
  ]);
  const assessment = { userId, assessmentType: 'career_fit', questions: [], answers: {}, results: {} };
  await db.insert(careerAssessments).values([
    { ...assessment, score: 64, completedAt: at('2026-01-12') },
    { ...assessment, score: 90, completedAt: at('2025-12-01') },
  ]);
}

describe('analytics.summary', () => {
  it('answers every figure of the seeded funnel, within the range only', async () => {
    const me = await signedIn();
    await seed(me.id);
    // Another user's rows in the same weeks are never counted.
    const other = await signedIn();
    await seed(other.id);

    const summary = await me.api.analytics.summary(range);
    expect(summary.range).toEqual(range);
    expect(summary.weeks).toEqual([
      { week: '2026-01-05', ...zero, applied: 1, interviewing: 1 },
      { week: '2026-01-12', ...zero, offer: 1 },
      { week: '2026-01-19', ...zero, rejected: 1 },
      { week: '2026-01-26', ...zero },
    ]);
    expect(summary.total).toBe(4);
    expect(summary.responded).toBe(3);
    // 4, 10 and 2 days from applying to the last change.
    expect(summary.medianDaysToResponse).toBe(4);
    expect(summary.byResume).toEqual([
      { resume: 'Backend v2', ...zero, applied: 1, interviewing: 1 },
      { resume: 'Frontend', ...zero, offer: 1 },
    ]);
    expect(summary.bySource).toEqual([
      { source: 'board', ...zero, applied: 1, offer: 1 },
      { source: 'manual', ...zero, interviewing: 1, rejected: 1 },
    ]);
    expect(summary.practice).toEqual([
      { at: at('2026-01-08'), score: 70, label: 'Engineer at Acme' },
      { at: at('2026-01-30'), score: 85, label: 'behavioral' },
    ]);
    expect(summary.assessments).toEqual([{ at: at('2026-01-12'), score: 64, assessmentType: 'career_fit' }]);

    // A narrower range: the first week alone.
    const first = await me.api.analytics.summary({ from: '2026-01-05', to: '2026-01-11' });
    expect(first.weeks).toEqual([{ week: '2026-01-05', ...zero, applied: 1, interviewing: 1 }]);
    expect([first.total, first.responded, first.medianDaysToResponse]).toEqual([2, 1, 4]);
    expect(first.practice.map((row) => row.score)).toEqual([70]);
    expect(first.assessments).toEqual([]);
  });

  it("counts the days to a response to the answer's own date when it came by e-mail", async () => {
    const me = await signedIn();
    // Both answered three days after applying; the first was edited weeks later, the second's
    // answer came by e-mail (responded_at) and its row was last changed weeks later too.
    await db.insert(jobApplications).values([
      { userId: me.id, companyName: 'Acme', jobTitle: 'Engineer', appliedDate: '2026-01-05', status: 'rejected', updatedAt: at('2026-01-08') },
      { userId: me.id, companyName: 'Globex', jobTitle: 'Engineer', appliedDate: '2026-01-06', status: 'interviewing', respondedAt: at('2026-01-09'), updatedAt: at('2026-01-30') },
      { userId: me.id, companyName: 'Initech', jobTitle: 'Engineer', appliedDate: '2026-01-07', status: 'offer', respondedAt: at('2026-01-10'), updatedAt: at('2026-01-31') },
    ]);
    const summary = await me.api.analytics.summary(range);
    expect([summary.responded, summary.medianDaysToResponse]).toEqual([3, 3]);
  });

  it('defaults to the last twelve weeks and answers an empty funnel for a new user', async () => {
    const me = await signedIn();
    const summary = await me.api.analytics.summary();
    expect(summary.range.to).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(summary.range.to) - Date.parse(summary.range.from)) / 86_400_000).toBe(83);
    expect(summary.weeks.length).toBeGreaterThanOrEqual(12);
    expect(summary.weeks.every((week) => week.applied + week.interviewing + week.offer + week.rejected === 0)).toBe(true);
    expect([summary.total, summary.responded, summary.medianDaysToResponse]).toEqual([0, 0, null]);
    expect([summary.byResume, summary.bySource, summary.practice, summary.assessments]).toEqual([[], [], [], []]);
  });

  it('refuses a reversed, overlong or malformed range with a clear message', async () => {
    const me = await signedIn();
    await expect(me.api.analytics.summary({ from: '2026-02-01', to: '2026-01-01' })).rejects.toThrow(ANALYTICS_TEXT.rangeReversed);
    await expect(me.api.analytics.summary({ from: '2023-01-01', to: '2026-01-01' })).rejects.toThrow(ANALYTICS_TEXT.rangeTooLong);
    await expect(me.api.analytics.summary({ from: '5 January', to: '2026-01-01' })).rejects.toThrow(ANALYTICS_TEXT.dateInvalid);
    await expect(me.api.analytics.summary({ from: '2026-01-01', to: '2026-02-01' })).resolves.toBeTruthy();
  });

  it('sends six statements whatever the data size', async () => {
    const me = await signedIn();
    const counted = await callerWith(counter.db, me.token).caller();
    const statements = async () => {
      counter.reset();
      await counted.analytics.summary(range);
      return counter.statements.length;
    };
    // One per figure set: the weeks, the funnel, per resume, per source, practice, assessments.
    expect(await statements()).toBe(6);
    await seed(me.id);
    expect(await statements()).toBe(6);
  });
});
