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
} from '../../../shared/schemas/applications.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { addApplication, applyToJob, deleteApplication, listApplications, listResumeOptions, updateApplication } from './service.ts';

const ok = z.object({ ok: z.literal(true) });

export const applicationsRouter = router({
  list: authedProcedure.input(z.void()).output(applicationList).query(({ ctx }) => listApplications(ctx)),
  add: authedProcedure.input(addApplicationInput).output(applicationItem).mutation(({ ctx, input }) => addApplication(ctx, input)),
  update: authedProcedure.input(updateApplicationInput).output(applicationItem).mutation(({ ctx, input }) => updateApplication(ctx, input)),
  delete: authedProcedure.input(applicationIdInput).output(ok).mutation(async ({ ctx, input }) => {
    await deleteApplication(ctx, input);
    return { ok: true as const };
  }),
  /** The job board's Apply Now. */
  applyToJob: authedProcedure.input(applyToJobInput).output(appliedToJob).mutation(({ ctx, input }) => applyToJob(ctx, input)),
  /** The dialogs' resume choices. */
  resumes: authedProcedure.input(z.void()).output(z.array(resumeOption)).query(({ ctx }) => listResumeOptions(ctx)),
});
