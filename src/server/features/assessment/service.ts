// The career assessment: the spec's quiz, scored and saved on the server, and the premium O*NET
// Interest Profiler with its autosaved draft and report. Stored results are complete; what a free
// user may see is cut here on every read (viewQuiz), so no client ever receives the rest.
// Every read is filtered by the caller: another user's assessment reads as not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATA_EXPORT_LOCKED } from '#shared/constants/data-export.ts';
import { PROFILER_LIMITS, QUIZ_LIMITS, QUIZ_QUESTIONS, RIASEC_AREAS } from '#shared/constants/assessment.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import type {
  completeProfilerInput,
  profilerDraftInput,
  ProfilerForm,
  ProfilerReport,
  profilerReportInput,
  QuizResult,
  submitQuizInput,
} from '#shared/schemas/assessment.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import type { z } from 'zod';
import { lockUser } from '../../db/queries/user-lock.ts';
import { careerAssessments, interestProfilerDrafts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { activeResume } from '../resumes/service.ts';
import { areaActivities, interestCode, jobSearchTerm, matchCareers, missingTechnologies, profilerItems, scoreProfiler, type RiasecScores } from './profiler.ts';
import { scoreQuiz, type QuizScore } from './quiz.ts';

type AssessmentRow = typeof careerAssessments.$inferSelect;

/** A stored quiz score as a plan shows it: the free plan gets the first suggestions and nothing more. */
function quizAsSeen(results: QuizScore, premium: boolean) {
  const shown = premium ? results.suggestions : results.suggestions.slice(0, QUIZ_LIMITS.freeSuggestions);
  return {
    overallScore: results.overallScore,
    categories: results.categories,
    topCategory: results.topCategory,
    suggestions: shown,
    lockedSuggestions: results.suggestions.length - shown.length,
    strengths: premium ? results.strengths : null,
    recommendations: premium ? results.recommendations : null,
  };
}

const viewQuiz = (user: SessionUser, row: Pick<AssessmentRow, 'id' | 'completedAt' | 'results'>): QuizResult => ({
  id: row.id,
  completedAt: row.completedAt,
  ...quizAsSeen(row.results as QuizScore, isPremium(user)),
});

/**
 * A stored assessment's results in the member's data export, as their plan shows them: the quiz cut
 * as viewQuiz cuts it, the Interest Profiler (Premium throughout) withheld; each withheld part marked.
 */
export function exportedAssessmentResults(row: Pick<AssessmentRow, 'assessmentType' | 'results'>, premium: boolean): unknown {
  if (premium) return row.results;
  if (row.assessmentType !== 'career_fit') return DATA_EXPORT_LOCKED;
  const seen = quizAsSeen(row.results as QuizScore, false);
  return { ...seen, strengths: DATA_EXPORT_LOCKED, recommendations: DATA_EXPORT_LOCKED };
}

export async function submitQuiz(ctx: AuthedContext, input: z.output<typeof submitQuizInput>): Promise<QuizResult> {
  const results = scoreQuiz(input.answers);
  const [row] = await ctx.db
    .insert(careerAssessments)
    .values({
      userId: ctx.user.id,
      assessmentType: 'career_fit',
      // The questions as they were asked, so a later rewording does not change what an answer meant.
      questions: QUIZ_QUESTIONS,
      answers: Object.fromEntries(input.answers.map((option, question) => [question, option])),
      results,
      score: results.overallScore,
    })
    .returning();
  return viewQuiz(ctx.user, row!);
}

/** The last few quiz results, newest first. */
export async function quizHistory(ctx: AuthedContext): Promise<QuizResult[]> {
  const rows = await ctx.db
    .select({ id: careerAssessments.id, completedAt: careerAssessments.completedAt, results: careerAssessments.results })
    .from(careerAssessments)
    .where(and(eq(careerAssessments.userId, ctx.user.id), eq(careerAssessments.assessmentType, 'career_fit')))
    .orderBy(desc(careerAssessments.completedAt), desc(careerAssessments.id))
    .limit(QUIZ_LIMITS.history);
  return rows.map((row) => viewQuiz(ctx.user, row));
}

// ---- Interest Profiler --------------------------------------------------------------------------

const unanswered = (): (number | null)[] => Array.from({ length: PROFILER_LIMITS.items }, () => null);

/** The items, the user's draft (if any) and the newest completed profiler. */
export async function profilerForm(ctx: AuthedContext): Promise<ProfilerForm> {
  const [[draft], [latest]] = await Promise.all([
    ctx.db.select().from(interestProfilerDrafts).where(eq(interestProfilerDrafts.userId, ctx.user.id)),
    ctx.db
      .select({ id: careerAssessments.id })
      .from(careerAssessments)
      .where(and(eq(careerAssessments.userId, ctx.user.id), eq(careerAssessments.assessmentType, 'interest_profiler')))
      .orderBy(desc(careerAssessments.completedAt), desc(careerAssessments.id))
      .limit(1),
  ]);
  return {
    items: profilerItems(),
    answers: (draft?.answers as (number | null)[] | undefined) ?? unanswered(),
    draftSavedAt: draft?.updatedAt ?? null,
    latestId: latest?.id ?? null,
  };
}

/** Autosave: the whole draft replaces the last one, so answers sent out of order cannot interleave. */
/**
 * Autosaves the draft, unless a profiler was completed since the form opened (`after`, the newest
 * then): an autosave sent just before Submit must not bring the finished draft back. The user's row
 * is locked, as completeProfiler locks it, so the two cannot interleave.
 */
export async function saveProfilerDraft(ctx: AuthedContext, input: z.output<typeof profilerDraftInput>): Promise<{ savedAt: Date | null }> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [newest] = await tx
      .select({ id: careerAssessments.id })
      .from(careerAssessments)
      .where(and(eq(careerAssessments.userId, ctx.user.id), eq(careerAssessments.assessmentType, 'interest_profiler')))
      .orderBy(desc(careerAssessments.completedAt), desc(careerAssessments.id))
      .limit(1);
    if ((newest?.id ?? null) !== input.after) return { savedAt: null };
    const [row] = await tx
      .insert(interestProfilerDrafts)
      .values({ userId: ctx.user.id, answers: input.answers })
      .onConflictDoUpdate({ target: interestProfilerDrafts.userId, set: { answers: input.answers, updatedAt: sql`now()` } })
      .returning({ savedAt: interestProfilerDrafts.updatedAt });
    return row!;
  });
}

/** Scores and saves a finished profiler and drops the draft, in one transaction. */
export async function completeProfiler(ctx: AuthedContext, input: z.output<typeof completeProfilerInput>): Promise<{ id: string }> {
  const scores = scoreProfiler(input.answers);
  const top = Math.max(...RIASEC_AREAS.map((area) => scores[area]));
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [row] = await tx
      .insert(careerAssessments)
      .values({
        userId: ctx.user.id,
        assessmentType: 'interest_profiler',
        questions: profilerItems(),
        answers: input.answers,
        results: { scores, code: interestCode(scores) },
        // The strongest area's share of its maximum: how clear the leading interest is.
        score: Math.round((top / PROFILER_LIMITS.areaMax) * 100),
      })
      .returning({ id: careerAssessments.id });
    await tx.delete(interestProfilerDrafts).where(eq(interestProfilerDrafts.userId, ctx.user.id));
    return row!;
  });
}

/** The words a resume uses: its skills, titles, experience and projects, where the learning path looks for a technology. */
function resumeText(content: ResumeContent): string {
  return [
    ...content.skills,
    content.professionalSummary,
    ...content.experience.flatMap((e) => [e.position, e.description]),
    ...content.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...[...content.volunteer, ...content.leadership].flatMap((a) => [a.role, a.description]),
    ...content.certifications.map((c) => c.name),
  ].join('\n');
}

export async function profilerReport(ctx: AuthedContext, input: z.output<typeof profilerReportInput>): Promise<ProfilerReport> {
  const [row] = await ctx.db
    .select()
    .from(careerAssessments)
    .where(
      and(
        eq(careerAssessments.id, input.assessmentId),
        eq(careerAssessments.userId, ctx.user.id),
        eq(careerAssessments.assessmentType, 'interest_profiler'),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', TOASTS.assessment.notFound);
  const { scores, code } = row.results as { scores: RiasecScores; code: string };
  const resume = await activeResume(ctx);
  const text = resume ? resumeText(resume.content) : '';
  const careers = matchCareers(scores, { jobZone: input.jobZone }).map((o) => ({
    code: o.code,
    title: o.title,
    searchTerm: jobSearchTerm(o.title),
    description: o.description,
    jobZone: o.jobZone,
    interestCode: o.highPoints,
    learningPath: missingTechnologies(o.technologies, text).slice(0, PROFILER_LIMITS.learningPath),
  }));
  const activities = areaActivities();
  return {
    id: row.id,
    completedAt: row.completedAt,
    scores,
    code,
    areas: RIASEC_AREAS.map((area) => ({ area, activities: activities[area] })),
    careers,
    noMatchReason: noMatchReason(code, careers.length, input.jobZone),
    comparedWithResume: resume !== null,
  };
}

function noMatchReason(code: string, found: number, jobZone: number | undefined): string | null {
  if (!code) {
    return 'Every answer was the same, so your answers show no preference between the six interest areas and no careers can be matched. Take the profiler again and answer each activity on its own merits.';
  }
  if (found > 0) return null;
  return jobZone === undefined ? 'No careers match this interest code.' : 'No careers of this Job Zone match your interest code. Choose another Job Zone.';
}

