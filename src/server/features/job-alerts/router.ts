import { z } from 'zod';
import { jobAlertCreated, jobAlertDeleted, jobAlertIdInput, jobAlertInput, jobAlertList } from '#shared/schemas/job-alerts.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts } from './service.ts';

export const jobAlertsRouter = router({
  /** Newest first, with how many this user's plan allows. */
  list: authedProcedure.input(z.void()).output(jobAlertList).query(({ ctx }) => listJobAlerts(ctx)),
  /** Saves the current search; the same search twice answers the first alert. Refused past the plan's limit. */
  create: authedProcedure.input(jobAlertInput).output(jobAlertCreated).mutation(({ ctx, input }) => createJobAlert(ctx, input)),
  /** Only the owner's own alert; anyone else's reads as not found. */
  delete: authedProcedure.input(jobAlertIdInput).output(jobAlertDeleted).mutation(({ ctx, input }) => deleteJobAlert(ctx, input)),
});
