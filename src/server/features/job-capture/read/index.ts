// Reading a link a member gave into a posting: the guarded fetcher brings the page, a worker reads
// its structured data, and Greenhouse, Lever and Ashby links are read through their public APIs.
//
// The page is read in a standing worker thread (decision 057's, not a fresh one per page as
// uploads are): a fresh thread's start (about 250 ms to load the HTML parser and html-to-text)
// would be most of a read's time, and what a page can cost is already bounded before it gets
// there, 2 MB fetched, under the worker's time limit and memory cap. The reading is a pure
// function of the page, so nothing one member's page leaves in the thread reaches another's answer.
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_TEXT as M } from '#shared/constants/job-capture.ts';
import { boardPostingOf, canonicalJobUrl, type BoardPosting } from '#shared/rules/job-posting.ts';
import { capturedPosting, type CapturedPosting } from '#shared/schemas/job-capture.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/errors.ts';
import { guardedFetch, GuardedFetchError } from '../../../platform/guarded-fetch.ts';
import { standingWorker } from '../../../platform/workers.ts';
import { readBoardPosting } from '../../jobs/service.ts';
import type { PageTask } from './page-worker.ts';

const readPage = standingWorker<PageTask, CapturedPosting | null>(new URL('./page-worker.ts', import.meta.url));

/** A refused read, as the capture's toast: what went wrong, and that nothing was saved. */
const refusal = (description: string) => new AppError('BAD_REQUEST', { title: M.readFailed, description });

/** The posting at the link; refuses (AppError BAD_REQUEST, JOB_CAPTURE_TEXT's words) when it cannot be read. Writes nothing. */
export async function readLink(config: Config, url: string): Promise<CapturedPosting> {
  const board = boardPostingOf(url);
  return board ? readFromBoard(config, board, url) : readFromPage(config, url);
}

async function readFromPage(config: Config, url: string): Promise<CapturedPosting> {
  let page;
  try {
    page = await guardedFetch(url, { allowLoopback: config.jobs.fetchAllowLoopback });
  } catch (err) {
    if (err instanceof GuardedFetchError) throw refusal(err.message);
    throw err;
  }
  const read = await readPage({ url: page.url, kind: page.kind, text: page.text }, config.documentParse);
  if (!read.ok) {
    if (read.reason === 'busy') throw new AppError('TOO_MANY_REQUESTS', { title: M.readFailed, description: M.busy });
    throw refusal(M.tooComplex);
  }
  if (!read.value) throw refusal(M.noPosting);
  return read.value;
}

/** A board's posting through its API: the job the live source would sync, as a captured posting. */
async function readFromBoard(config: Config, board: BoardPosting, link: string): Promise<CapturedPosting> {
  const read = await readBoardPosting(config, board, Math.min(config.jobs.feedTimeoutMs, JOB_CAPTURE_LIMITS.fetchTimeoutMs));
  if (!read.ok) throw refusal({ missing: M.boardPostingMissing, unreadable: M.noPosting, unreachable: M.network }[read.reason]);
  const { fields, externalId, postedDate } = read.job;
  const salary = fields.salaryMin !== null && fields.salaryMax !== null ? { min: fields.salaryMin, max: fields.salaryMax, currency: fields.salaryCurrency } : null;
  const posting = capturedPosting.safeParse({
    title: fields.title,
    companyName: fields.companyName,
    location: fields.location,
    workType: fields.workType,
    applicantLocations: [],
    salary,
    employmentTypes: [],
    postedDate,
    validThrough: null,
    description: fields.description,
    // The board's own page for the posting (its apply link), else the link as given.
    url: canonicalJobUrl(fields.applyUrl ?? link),
    applyUrl: fields.applyUrl,
    directApply: null,
    source: { kind: board.kind, postingId: externalId },
    readBy: board.kind,
  });
  if (!posting.success) throw refusal(M.noPosting);
  return posting.data;
}
