// The interview coach (Premium, by its procedures' tier): a session is created with its questions,
// answered one timed answer at a time in order, then scored by the local feedback engine, which
// ends it. A session may be practised for a tracked application or a job on the board; the job's
// terms are copied at the start so its questions and its relevance scoring agree. Every read and
// write names the user, so another user's session, application or job choice reads as not found.
import { and, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DATA_EXPORT_LOCKED } from '#shared/constants/data-export.ts';
import { INTERVIEW_LIMITS, INTERVIEW_TEXT, type InterviewType } from '#shared/constants/interview.ts';
import { TOASTS } from '#shared/toasts.ts';
import {
  interviewFeedback as feedbackSchema,
  interviewQuestion,
  interviewResponse,
  type ApplicationPractice,
  type InterviewHistoryItem,
  type InterviewResponse,
  type InterviewSession,
  type interviewSessionIdInput,
  type InterviewTargetOptions,
  type saveResponseInput,
  type startInterviewInput,
} from '#shared/schemas/interview.ts';
import type { Tx } from '../../db/client.ts';
import { interviewSessions, jobApplications, jobs } from '../../db/schema/index.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { jobTerms } from '../../engines/ats/index.ts';
import { analyseInterview } from './feedback/index.ts';
import { chooseQuestions } from './questions.ts';
import { wordFeedback } from './remote-wording.ts';

type SessionRow = typeof interviewSessions.$inferSelect;
const s = interviewSessions;

/** Terms kept per session: enough for the questions and the relevance check, few enough to name. */
const TERMS_KEPT = 12;
/** The setup's list of jobs on the board: the newest. */
const JOB_CHOICES = 50;

const notFound = () => new AppError('NOT_FOUND', TOASTS.interview.notFound);

function toSession(row: SessionRow): InterviewSession {
  return {
    id: row.id,
    type: row.sessionType as InterviewType,
    questions: interviewQuestion.array().parse(row.questions),
    responses: interviewResponse.array().parse(row.responses),
    feedback: row.feedback ? feedbackSchema.parse(row.feedback) : null,
    score: row.score,
    completed: row.completed,
    target: row.targetLabel ? { applicationId: row.applicationId, jobId: row.jobId, label: row.targetLabel, terms: row.targetTerms } : null,
    createdAt: row.createdAt,
  };
}

interface ResolvedTarget {
  applicationId: string | null;
  jobId: string | null;
  jobTitle: string;
  companyName: string;
  description: string;
}

/** The chosen application (the user's own) or job (active on the board), with the description to read. */
async function resolveTarget(ctx: AuthedContext, input: z.output<typeof startInterviewInput>): Promise<ResolvedTarget | null> {
  if (input.applicationId) {
    const [app] = await ctx.db
      .select({
        jobId: jobApplications.jobId,
        jobTitle: jobApplications.jobTitle,
        companyName: jobApplications.companyName,
        notes: jobApplications.notes,
        description: jobs.description,
      })
      .from(jobApplications)
      .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.userId, ctx.user.id)));
    if (!app) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
    // An application typed into the tracker has no posting; its notes are the closest thing.
    const description = [app.description, app.notes].filter(Boolean).join('\n');
    return { applicationId: input.applicationId, jobId: app.jobId, jobTitle: app.jobTitle, companyName: app.companyName, description };
  }
  if (input.jobId) {
    const [job] = await ctx.db
      .select({ jobTitle: jobs.title, companyName: jobs.companyName, description: jobs.description })
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.isActive, true)));
    if (!job) throw new AppError('NOT_FOUND', TOASTS.jobs.notFound);
    return { applicationId: null, jobId: input.jobId, ...job };
  }
  return null;
}

export async function startInterview(ctx: AuthedContext, input: z.output<typeof startInterviewInput>): Promise<InterviewSession> {
  const target = await resolveTarget(ctx, input);
  const terms = target ? jobTerms({ jobTitle: target.jobTitle, jobDescription: target.description }).slice(0, TERMS_KEPT) : [];
  const [earlier] = await ctx.db
    .select({ n: count() })
    .from(s)
    .where(and(eq(s.userId, ctx.user.id), eq(s.sessionType, input.type)));
  const questions = chooseQuestions(
    input.type,
    earlier?.n ?? 0,
    target && { jobTitle: target.jobTitle, companyName: target.companyName, skills: terms.filter((t) => t.hard).map((t) => t.display) },
  );
  const [row] = await ctx.db
    .insert(s)
    .values({
      userId: ctx.user.id,
      sessionType: input.type,
      questions,
      responses: [],
      applicationId: target?.applicationId ?? null,
      jobId: target?.jobId ?? null,
      targetLabel: target ? `${target.jobTitle} at ${target.companyName}` : null,
      targetTerms: terms.map((t) => t.display),
    })
    .returning();
  return toSession(row!);
}

/** The user's session, locked for the rest of the transaction so two saves cannot interleave. */
async function lockOwnSession(tx: Tx, ctx: AuthedContext, id: string): Promise<SessionRow> {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, ctx.user.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * One timed answer, for the question at `questionIndex`: questions are answered in order, an
 * answer may be replaced until the feedback is given, and a finished session takes no more.
 */
export async function saveResponse(ctx: AuthedContext, input: z.output<typeof saveResponseInput>): Promise<InterviewSession> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnSession(tx, ctx, input.sessionId);
    if (row.completed) throw new AppError('CONFLICT', TOASTS.interview.finished);
    const session = toSession(row);
    const question = session.questions[input.questionIndex];
    if (!question) throw new FieldError('questionIndex', INTERVIEW_TEXT.questionInvalid);
    if (input.questionIndex > session.responses.length) throw new AppError('BAD_REQUEST', TOASTS.interview.outOfOrder);
    const responses: InterviewResponse[] = [...session.responses];
    responses[input.questionIndex] = { question: question.question, answer: input.answer, duration: input.duration, timestamp: new Date().toISOString() };
    const [updated] = await tx.update(s).set({ responses }).where(eq(s.id, row.id)).returning();
    return toSession(updated!);
  });
}

/**
 * Get AI Feedback: needs at least one answer. The engine scores the answers (an optional remote
 * model may reword what it found, never the scores); the feedback and score are saved and the
 * session is completed. Asked again, it answers with the saved feedback.
 */
export async function giveFeedback(ctx: AuthedContext, input: z.output<typeof interviewSessionIdInput>): Promise<InterviewSession> {
  const session = await getInterview(ctx, input);
  if (session.completed && session.feedback) return session;
  if (session.responses.length === 0) throw new AppError('BAD_REQUEST', TOASTS.interview.noResponses);
  const local = analyseInterview({ questions: session.questions, responses: session.responses, jobTerms: session.target?.terms ?? [] });
  // The model is asked outside any transaction: a slow answer must not hold the row's lock.
  const feedback = await wordFeedback(ctx, local, session);
  return ctx.db.transaction(async (tx) => {
    const current = await lockOwnSession(tx, ctx, input.id);
    // Another request finished it meanwhile: its feedback stands.
    if (current.completed && current.feedback) return toSession(current);
    const [updated] = await tx
      .update(s)
      .set({ feedback, score: feedback.overallScore, completed: true })
      .where(eq(s.id, current.id))
      .returning();
    return toSession(updated!);
  });
}

export async function getInterview(ctx: AuthedContext, input: z.output<typeof interviewSessionIdInput>): Promise<InterviewSession> {
  const [row] = await ctx.db
    .select()
    .from(s)
    .where(and(eq(s.id, input.id), eq(s.userId, ctx.user.id)));
  if (!row) throw notFound();
  return toSession(row);
}

/** Past sessions, newest first, with their scores: the history and its chart. */
export async function interviewHistory(ctx: AuthedContext): Promise<InterviewHistoryItem[]> {
  const rows = await ctx.db
    .select({
      id: s.id,
      type: s.sessionType,
      score: s.score,
      completed: s.completed,
      answered: sql<number>`jsonb_array_length(${s.responses})`.mapWith(Number),
      questionCount: sql<number>`jsonb_array_length(${s.questions})`.mapWith(Number),
      applicationId: s.applicationId,
      jobId: s.jobId,
      targetLabel: s.targetLabel,
      targetTerms: s.targetTerms,
      createdAt: s.createdAt,
    })
    .from(s)
    .where(eq(s.userId, ctx.user.id))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(INTERVIEW_LIMITS.historyMax);
  return rows.map(({ applicationId, jobId, targetLabel, targetTerms, type, ...row }) => ({
    ...row,
    type: type as InterviewType,
    target: targetLabel ? { applicationId, jobId, label: targetLabel, terms: targetTerms } : null,
  }));
}

/** The setup's choices: the user's tracked applications, newest first, and the newest jobs on the board. */
export async function interviewTargets(ctx: AuthedContext): Promise<InterviewTargetOptions> {
  const [applications, board] = await Promise.all([
    ctx.db
      .select({ id: jobApplications.id, jobTitle: jobApplications.jobTitle, companyName: jobApplications.companyName })
      .from(jobApplications)
      .where(eq(jobApplications.userId, ctx.user.id))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id)),
    ctx.db
      .select({ id: jobs.id, jobTitle: jobs.title, companyName: jobs.companyName })
      .from(jobs)
      .where(eq(jobs.isActive, true))
      .orderBy(desc(jobs.postedDate), desc(jobs.id))
      .limit(JOB_CHOICES),
  ]);
  const option = (r: { id: string; jobTitle: string; companyName: string }) => ({ id: r.id, label: `${r.jobTitle} at ${r.companyName}` });
  return { applications: applications.map(option), jobs: board.map(option) };
}

/**
 * A session in the member's data export, as their plan shows it: the answers are theirs and the score
 * is on their tracker card; the coach's questions and feedback are Premium, withheld and marked.
 */
export const exportedInterviewSession = (row: SessionRow, premium: boolean): Record<string, unknown> =>
  premium ? row : { ...row, questions: DATA_EXPORT_LOCKED, feedback: DATA_EXPORT_LOCKED };

/** For the tracker's cards: each application the user practised for, how often, and the best score. */
export const applicationPractice = (ctx: AuthedContext): Promise<ApplicationPractice[]> =>
  ctx.db
    .select({ applicationId: sql<string>`${s.applicationId}`, sessions: count().mapWith(Number), bestScore: max(s.score) })
    .from(s)
    .where(and(eq(s.userId, ctx.user.id), isNotNull(s.applicationId)))
    .groupBy(s.applicationId);
