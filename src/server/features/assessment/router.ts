import { z } from 'zod';
import { TOASTS } from '#shared/toasts.ts';
import {
  completeProfilerInput,
  draftSaved,
  profilerCompleted,
  profilerDraftInput,
  profilerForm as profilerFormOutput,
  profilerReport as profilerReportOutput,
  profilerReportInput,
  quizHistory as quizHistoryOutput,
  quizResult,
  submitQuizInput,
} from '#shared/schemas/assessment.ts';
import { authedProcedure, premiumProcedure, router } from '../../trpc/init.ts';
import { completeProfiler, profilerForm, profilerReport, quizHistory, saveProfilerDraft, submitQuiz } from './service.ts';

/** The Interest Profiler is the premium full report; a free user is refused in its own words. */
const profilerProcedure = premiumProcedure.meta({ refusal: { tier: TOASTS.assessment.premiumProfiler } });

export const assessmentRouter = router({
  /** Scores the 5 answers, saves the complete result, answers it cut to the caller's plan. */
  submit: authedProcedure.input(submitQuizInput).output(quizResult).mutation(({ ctx, input }) => submitQuiz(ctx, input)),
  /** The last 3 quiz results, newest first, each cut to the caller's plan. */
  history: authedProcedure.input(z.void()).output(quizHistoryOutput).query(({ ctx }) => quizHistory(ctx)),
  /** The 60 items, the caller's draft and their newest completed profiler. */
  profiler: profilerProcedure.input(z.void()).output(profilerFormOutput).query(({ ctx }) => profilerForm(ctx)),
  /** Autosave of the unfinished profiler (one draft per user). */
  saveDraft: profilerProcedure.input(profilerDraftInput).output(draftSaved).mutation(({ ctx, input }) => saveProfilerDraft(ctx, input)),
  /** Scores all 60 answers, saves the result and clears the draft. */
  complete: profilerProcedure.input(completeProfilerInput).output(profilerCompleted).mutation(({ ctx, input }) => completeProfiler(ctx, input)),
  /** One of the caller's own profilers with careers for a Job Zone; anyone else's reads as not found. */
  report: profilerProcedure.input(profilerReportInput).output(profilerReportOutput).query(({ ctx, input }) => profilerReport(ctx, input)),
});
