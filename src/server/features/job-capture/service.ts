// Saving a job from another site (decision 058). read: the guarded fetcher brings the page, the
// reader finds its posting, and the board's job for it is looked up; nothing is written. save: the
// posting links to the job it already is, or becomes the user's own captured job, and is saved or
// tracked, in one transaction.
import type { z } from 'zod';
import type { captureReadInput, captureSaveInput, CaptureReadResult, CaptureSaveResult } from '#shared/schemas/job-capture.ts';
import type { AuthedContext } from '../../trpc/context.ts';

export async function readCapture(ctx: AuthedContext, input: z.output<typeof captureReadInput>): Promise<CaptureReadResult> {
  void ctx;
  void input;
  throw new Error('job capture: not built yet');
}

export async function saveCapture(ctx: AuthedContext, input: z.output<typeof captureSaveInput>): Promise<CaptureSaveResult> {
  void ctx;
  void input;
  throw new Error('job capture: not built yet');
}
