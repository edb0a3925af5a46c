import {
  jobAdminDetail,
  jobAdminIdInput,
  jobAdminListInput,
  jobAdminPage,
  jobAdminRow,
  jobAdminUpdateInput,
  jobFields,
} from '#shared/schemas/jobs.ts';
import { router, staffProcedure } from '../../../trpc/init.ts';
import { closeJob, createJob, getJob, listJobs, reopenJob, updateJob } from './service.ts';

export const jobsStaffRouter = router({
  /** Every job on the board, open or closed, most recently changed first (25 a page, keyset cursor), with open and closed counts. */
  list: staffProcedure.input(jobAdminListInput).output(jobAdminPage).query(({ ctx, input }) => listJobs(ctx, input)),
  /** One job with its full fields and its history (who changed what, newest first). */
  get: staffProcedure.input(jobAdminIdInput).output(jobAdminDetail).query(({ ctx, input }) => getJob(ctx, input)),
  /** Posts a job under the caller's name, on the board at once ("via Upward Team"). */
  create: staffProcedure.input(jobFields).output(jobAdminRow).mutation(({ ctx, input }) => createJob(ctx, input)),
  /** Edits a staff posting or an imported job; a live feed's job is refused (change it at its source). */
  update: staffProcedure.input(jobAdminUpdateInput).output(jobAdminRow).mutation(({ ctx, input }) => updateJob(ctx, input)),
  /** Takes an open job off the board; a closed one is refused. */
  close: staffProcedure.input(jobAdminIdInput).output(jobAdminRow).mutation(({ ctx, input }) => closeJob(ctx, input)),
  /** Puts a closed job back; one older than the board's maximum age is re-dated today. An open one is refused. */
  reopen: staffProcedure.input(jobAdminIdInput).output(jobAdminRow).mutation(({ ctx, input }) => reopenJob(ctx, input)),
});
