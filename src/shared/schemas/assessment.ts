// The career assessment's inputs and outputs: the 5-question quiz (its result cut to the free plan's
// share by the server) and the premium O*NET Interest Profiler with its draft and report.
import { z } from 'zod';
import {
  ASSESSMENT_TEXT as M,
  JOB_ZONES,
  PROFILER_LIMITS,
  QUIZ_LIMITS,
  RIASEC_AREAS,
  TRAITS,
} from '../constants/assessment.ts';

const quizAnswer = z.int(M.answerIndex).min(0, M.answerIndex).max(QUIZ_LIMITS.options - 1, M.answerIndex);
export const submitQuizInput = z.object({
  /** The chosen option's index for each question, in question order. */
  answers: z.array(quizAnswer, M.answerCount).length(QUIZ_LIMITS.questions, M.answerCount),
});

const traitPoints = z.object(Object.fromEntries(TRAITS.map((t) => [t, z.int()])) as Record<(typeof TRAITS)[number], z.ZodInt>);

/**
 * One quiz result as its reader may see it. A free user gets the first suggestions only (the rest
 * counted in `lockedSuggestions`) and null strengths and development areas: the server leaves them
 * out, so no client can show them.
 */
export const quizResult = z.object({
  id: z.uuid(),
  completedAt: z.date(),
  /** The top trait's share of the 10 points, as a percent. */
  overallScore: z.int(),
  categories: traitPoints,
  topCategory: z.enum(TRAITS),
  suggestions: z.array(z.string()),
  lockedSuggestions: z.int(),
  strengths: z.array(z.string()).nullable(),
  recommendations: z.array(z.string()).nullable(),
});
export type QuizResult = z.infer<typeof quizResult>;

export const quizHistory = z.array(quizResult);

// ---- Interest Profiler --------------------------------------------------------------------------

const profilerAnswer = z.int(M.profilerAnswer).min(0, M.profilerAnswer).max(PROFILER_LIMITS.scaleMax, M.profilerAnswer);

/** The draft: one answer or null (not yet answered) per item, in the published order. */
const profilerAnswers = z.array(profilerAnswer.nullable(), M.profilerAnswerCount).length(PROFILER_LIMITS.items, M.profilerAnswerCount);

export const profilerDraftInput = z.object({
  answers: profilerAnswers,
  /** The newest completed profiler when the form opened (its `latestId`): a draft saved after a newer one is dropped. */
  after: z.uuid().nullable(),
});

/** Every item answered: a gap is one clear message, not one per unanswered item. */
export const completeProfilerInput = z.object({
  answers: profilerAnswers.transform((answers, ctx) => {
    const given = answers.filter((answer): answer is number => answer !== null);
    if (given.length === answers.length) return given;
    ctx.addIssue({ code: 'custom', message: M.profilerUnanswered });
    return z.NEVER;
  }),
});

export const profilerForm = z.object({
  items: z.array(z.object({ area: z.enum(RIASEC_AREAS), text: z.string() })),
  /** The saved draft's answers, or all null. */
  answers: profilerAnswers,
  draftSavedAt: z.date().nullable(),
  /** The newest completed profiler, if any, to open its report. */
  latestId: z.uuid().nullable(),
});
export type ProfilerForm = z.infer<typeof profilerForm>;

/** When the draft was saved; null when it was dropped because a newer profiler was completed. */
export const draftSaved = z.object({ savedAt: z.date().nullable() });
export const profilerCompleted = z.object({ id: z.uuid() });

const jobZone = z.int(M.jobZone).min(JOB_ZONES[0], M.jobZone).max(JOB_ZONES.at(-1)!, M.jobZone);

export const profilerReportInput = z.object({
  assessmentId: z.uuid(),
  /** Careers of this preparation level only; all levels when left out. */
  jobZone: jobZone.optional(),
});

const riasecScores = z.object(Object.fromEntries(RIASEC_AREAS.map((a) => [a, z.int()])) as Record<(typeof RIASEC_AREAS)[number], z.ZodInt>);

export const profilerReport = z.object({
  id: z.uuid(),
  completedAt: z.date(),
  /** Raw scores, 0-40 per area. */
  scores: riasecScores,
  /** The top one to three areas, e.g. "SAE"; empty when the answers carry no preference. */
  code: z.string(),
  areas: z.array(z.object({ area: z.enum(RIASEC_AREAS), activities: z.array(z.string()) })),
  careers: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      /** The job board search for this career (a posting names one job, singular). */
      searchTerm: z.string(),
      description: z.string(),
      jobZone: z.int(),
      interestCode: z.string(),
      /** Hot technologies of this career that the active resume does not mention. */
      learningPath: z.array(z.string()),
    }),
  ),
  /** Why no careers are listed, when none are. */
  noMatchReason: z.string().nullable(),
  /** Whether the learning path was measured against a resume (false: the user has no active resume). */
  comparedWithResume: z.boolean(),
});
export type ProfilerReport = z.infer<typeof profilerReport>;
