import { z } from 'zod';
import {
  addApplicationInput,
  applicationIdInput,
  applicationItem,
  applicationList,
  appliedToJob,
  applyToJobInput,
  resumeOption,
  updateApplicationInput,
} from '#shared/schemas/applications.ts';
import { okResult } from '#shared/schemas/common.ts';
import { authedProcedure, done, router } from '../../trpc/init.ts';
import { addApplication, applyToJob, deleteApplication, listApplications, listResumeOptions, updateApplication } from './service.ts';

export const applicationsRouter = router({
  list: authedProcedure.input(z.void()).output(applicationList).query(({ ctx }) => listApplications(ctx)),
  add: authedProcedure.input(addApplicationInput).output(applicationItem).mutation(({ ctx, input }) => addApplication(ctx, input)),
  update: authedProcedure.input(updateApplicationInput).output(applicationItem).mutation(({ ctx, input }) => updateApplication(ctx, input)),
  delete: authedProcedure.input(applicationIdInput).output(okResult).mutation(({ ctx, input }) => done(deleteApplication(ctx, input))),
  /** The job board's Apply Now. */
  applyToJob: authedProcedure.input(applyToJobInput).output(appliedToJob).mutation(({ ctx, input }) => applyToJob(ctx, input)),
  /** The dialogs' resume choices. */
  resumes: authedProcedure.input(z.void()).output(z.array(resumeOption)).query(({ ctx }) => listResumeOptions(ctx)),
});
