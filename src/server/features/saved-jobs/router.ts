import { z } from 'zod';
import { jobIdInput, savedJob, savedJobState } from '#shared/schemas/jobs.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { listSavedJobs, removeSavedJob, saveJob } from './service.ts';

export const savedJobsRouter = router({
  /** Newest first, each with its job's card, in one query. */
  list: authedProcedure.input(z.void()).output(z.array(savedJob)).query(({ ctx }) => listSavedJobs(ctx)),
  /** Idempotent; free users are refused past FREE_LIMITS.savedJobs ("Upgrade Required"). */
  save: authedProcedure.input(jobIdInput).output(savedJobState).mutation(({ ctx, input }) => saveJob(ctx, input)),
  remove: authedProcedure.input(jobIdInput).output(savedJobState).mutation(({ ctx, input }) => removeSavedJob(ctx, input)),
});
