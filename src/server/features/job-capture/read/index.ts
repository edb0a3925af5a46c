// Reading a link a member gave into a posting: the guarded fetcher brings the page, a worker reads
// its structured data, and Greenhouse, Lever and Ashby links are read through their public APIs.
import type { CapturedPosting } from '#shared/schemas/job-capture.ts';
import type { Config } from '../../../config.ts';

/** The posting at the link; refuses (AppError BAD_REQUEST, JOB_CAPTURE_TEXT's words) when it cannot be read. Writes nothing. */
export async function readLink(config: Config, url: string): Promise<CapturedPosting> {
  void config;
  void url;
  throw new Error('job capture: reading links is not built yet');
}
