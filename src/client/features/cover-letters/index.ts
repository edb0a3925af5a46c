// What other areas use of the cover letters: the addresses of the editor. The tracker and the job
// board link to it; the editor's code loads only on its own route.
import { link } from '#shared/routes.ts';

/** The editor on one saved letter. */
export const coverLetterEditorPath = (letterId: string) => link(`/features/cover-letters?id=${letterId}`);

/** A new letter for a tracked application or a job on the board: the editor fills in the company and the job title. */
export const writeCoverLetterPath = (target: { applicationId: string } | { jobId: string }) =>
  'applicationId' in target
    ? link(`/features/cover-letters?applicationId=${target.applicationId}`)
    : link(`/features/cover-letters?jobId=${target.jobId}`);
