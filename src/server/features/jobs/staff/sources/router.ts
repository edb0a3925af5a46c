import { z } from 'zod';
import { createJobSourceInput, jobSource, jobSourceIdInput, jobSyncResult, updateJobSourceInput } from '#shared/schemas/jobs.ts';
import { router, staffProcedure } from '../../../../trpc/init.ts';
import { createSource, listSources, removeSource, syncSourceNow, updateSource } from './service.ts';

export const jobSourcesRouter = router({
  /** The live job sources (Greenhouse, Lever, Ashby boards), newest first, with sync state, last counts and open jobs. Staff only. */
  list: staffProcedure.input(z.void()).output(z.array(jobSource)).query(({ ctx }) => listSources(ctx)),
  /** Adds a board by its name (the API's slug); it syncs at the scheduler's next tick. CONFLICT when the board is already a source. */
  create: staffProcedure.input(createJobSourceInput).output(jobSource).mutation(({ ctx, input }) => createSource(ctx, input)),
  /** Pauses or resumes the source, or changes its interval or company name. */
  update: staffProcedure.input(updateJobSourceInput).output(jobSource).mutation(({ ctx, input }) => updateSource(ctx, input)),
  /** Removes the source and closes its open jobs in the same transaction. */
  remove: staffProcedure
    .input(jobSourceIdInput)
    .output(z.object({ id: z.uuid(), closed: z.number().int() }))
    .mutation(({ ctx, input }) => removeSource(ctx, input)),
  /** Syncs the source now and answers the result: its counts, or the error the source now shows. Rate limited. */
  syncNow: staffProcedure.input(jobSourceIdInput).output(jobSyncResult).mutation(({ ctx, input }) => syncSourceNow(ctx, input)),
});
