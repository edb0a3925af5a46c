import { z } from 'zod';
import { jobMatches, jobSeekerDashboard } from '#shared/schemas/dashboard.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as dashboard from './service.ts';

export const dashboardRouter = router({
  /** /dashboard and /dashboard/job-seeker: figures from the user's own data and recommended jobs. */
  jobSeeker: authedProcedure.input(z.void()).output(jobSeekerDashboard).query(({ ctx }) => dashboard.jobSeekerDashboard(ctx)),
  /** /features/matching: the top matches for the user's onboarding profile, with reasons; free users get as many as a search shows them. */
  matches: authedProcedure.input(z.void()).output(jobMatches).query(({ ctx }) => dashboard.jobMatches(ctx)),
});
