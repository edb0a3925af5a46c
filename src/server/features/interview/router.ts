import { z } from 'zod';
import { TOASTS } from '#shared/toasts.ts';
import {
  applicationPractice as practiceSchema,
  interviewHistoryItem,
  interviewSession,
  interviewSessionIdInput,
  interviewTargetOptions,
  saveResponseInput,
  startInterviewInput,
} from '#shared/schemas/interview.ts';
import { authedProcedure, premiumProcedure, router } from '../../trpc/init.ts';
import {
  applicationPractice,
  getInterview,
  giveFeedback,
  interviewHistory,
  interviewTargets,
  saveResponse,
  startInterview,
} from './service.ts';

const coach = premiumProcedure.meta({ refusal: { tier: TOASTS.interview.premiumRequired } });

export const interviewRouter = router({
  /** Creates the session with its questions. */
  start: coach.input(startInterviewInput).output(interviewSession).mutation(({ ctx, input }) => startInterview(ctx, input)),
  saveResponse: coach.input(saveResponseInput).output(interviewSession).mutation(({ ctx, input }) => saveResponse(ctx, input)),
  /** Get AI Feedback: scores the answers, saves the feedback and completes the session. */
  feedback: coach.input(interviewSessionIdInput).output(interviewSession).mutation(({ ctx, input }) => giveFeedback(ctx, input)),
  get: coach.input(interviewSessionIdInput).output(interviewSession).query(({ ctx, input }) => getInterview(ctx, input)),
  history: coach.input(z.void()).output(z.array(interviewHistoryItem)).query(({ ctx }) => interviewHistory(ctx)),
  /** The setup's choices of an application or a job. */
  targets: coach.input(z.void()).output(interviewTargetOptions).query(({ ctx }) => interviewTargets(ctx)),
  /**
   * The tracker card's practice line. Signed-in, not premium: the tracker serves free users too, and
   * a user who practised while premium keeps seeing their own record.
   */
  practice: authedProcedure.input(z.void()).output(z.array(practiceSchema)).query(({ ctx }) => applicationPractice(ctx)),
});
