import { captureReadInput, captureReadResult, captureSaveInput, captureSaveResult } from '#shared/schemas/job-capture.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { readCapture, saveCapture } from './service.ts';

export const jobCaptureRouter = router({
  /** Fetches the link through the guarded fetcher and reads its posting; writes nothing. Rate-limited per user. */
  read: authedProcedure.input(captureReadInput).output(captureReadResult).mutation(({ ctx, input }) => readCapture(ctx, input)),
  /** Links the posting to the job it already is, or keeps it as the user's own; then saves or tracks it, in one transaction. */
  save: authedProcedure.input(captureSaveInput).output(captureSaveResult).mutation(({ ctx, input }) => saveCapture(ctx, input)),
});
