import { z } from 'zod';
import { TOASTS } from '#shared/toasts.ts';
import { okResult } from '#shared/schemas.ts';
import {
  atsLiveScore,
  atsResult,
  importJsonResumeInput,
  resumeDetail,
  resumeDraft,
  resumeIdInput,
  resumeList,
  resumeSummary,
  saveResumeInput,
  scoreResumeInput,
  tailorResumeInput,
} from '#shared/schemas/resumes.ts';
import { authedProcedure, done, premiumProcedure, router } from '../../trpc/init.ts';
import {
  activeResume,
  deleteResume,
  getResume,
  importJsonResume,
  listResumes,
  optimizeResume,
  saveResume,
  scoreResume,
  setActiveResume,
  tailorResume,
} from './service.ts';

/** Optimize refuses a free user in the spec's words for AI optimisation. */
const optimizationProcedure = premiumProcedure.meta({ refusal: { tier: TOASTS.resume.premiumOptimization } });

export const resumesRouter = router({
  /** The user's resumes, active first then newest, with the plan's limit. */
  list: authedProcedure.input(z.void()).output(resumeList).query(({ ctx }) => listResumes(ctx)),
  /** One of the user's own resumes; anyone else's reads as not found. */
  get: authedProcedure.input(resumeIdInput).output(resumeDetail).query(({ ctx, input }) => getResume(ctx, input)),
  /** The resume the editor opens, or null before the first one is saved. */
  active: authedProcedure.input(z.void()).output(resumeDetail.nullable()).query(({ ctx }) => activeResume(ctx)),
  /** Save Resume: creates (under the plan's limit) or updates, titled by the spec's rule; the saved one becomes active. */
  save: authedProcedure.input(saveResumeInput).output(resumeDetail).mutation(({ ctx, input }) => saveResume(ctx, input)),
  setActive: authedProcedure.input(resumeIdInput).output(okResult).mutation(({ ctx, input }) => done(setActiveResume(ctx, input))),
  delete: authedProcedure.input(resumeIdInput).output(okResult).mutation(({ ctx, input }) => done(deleteResume(ctx, input))),
  /** A copy for one job or tracked application, linked to it (the application's resume becomes the copy). */
  tailor: authedProcedure.input(tailorResumeInput).output(resumeSummary).mutation(({ ctx, input }) => tailorResume(ctx, input)),
  /** The local ATS engine's score and breakdown, for the panel's live score: every member's; the optimisation in it Premium only. */
  score: authedProcedure.input(scoreResumeInput).output(atsLiveScore).query(({ ctx, input }) => scoreResume(ctx, input)),
  /** Optimize: the local score, with suggestions rewritten by the remote model when one is configured. */
  optimize: optimizationProcedure.input(scoreResumeInput).output(atsResult).mutation(({ ctx, input }) => optimizeResume(ctx, input)),
  /** A JSON Resume document read into a draft for the editor; nothing is saved. */
  importJson: authedProcedure.input(importJsonResumeInput).output(resumeDraft).mutation(({ ctx, input }) => importJsonResume(ctx, input)),
});
