import { jobCard, jobIdInput, jobSearchInput, jobSearchResult } from '#shared/schemas/jobs.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getJob, searchJobs } from './service.ts';

export const jobsRouter = router({
  /** Visitors and free users get the first 5 matches with the true total; premium users page on with the cursor. */
  search: publicProcedure.input(jobSearchInput).output(jobSearchResult).query(({ ctx, input }) => searchJobs(ctx, input)),
  /** The job detail view and the shareable job page: an open job, or a closed one the viewer saved or applied to. */
  byId: publicProcedure.input(jobIdInput).output(jobCard).query(({ ctx, input }) => getJob(ctx, input)),
});
