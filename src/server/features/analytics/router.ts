import { analyticsRange, analyticsSummary } from '#shared/schemas/analytics.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as analytics from './service.ts';

export const analyticsRouter = router({
  /** /analytics: the user's job-search funnel over the range (default the last twelve weeks). */
  summary: authedProcedure.input(analyticsRange).output(analyticsSummary).query(({ ctx, input }) => analytics.summary(ctx, input)),
});
