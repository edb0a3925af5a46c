// One posting of a Greenhouse, Lever or Ashby board, read through the API, the entry shape and the
// mapping its live source syncs with (toBatch), so a posting saved from its link (the job capture)
// reads exactly as the same posting synced from its board. Greenhouse and Lever answer one posting
// at its own address; Ashby has no such address, so its board is read and the posting picked out.
import { JOB_SOURCE_TEXT } from '#shared/constants/jobs.ts';
import type { BoardPosting } from '#shared/rules/job-posting.ts';
import type { SourcedJob } from '#shared/schemas/jobs.ts';
import { ashby } from './ashby.ts';
import { jobsArray, toBatch, type FeedAdapter } from './feed.ts';
import { FeedError, fetchFeedJson } from './fetch.ts';
import { greenhouse } from './greenhouse.ts';
import { lever } from './lever.ts';

/** The posting as a job, or why there is none: not listed (gone, unlisted), listed but not a job the schema takes, or the board failed. */
export type BoardPostingRead = { ok: true; job: SourcedJob } | { ok: false; reason: 'missing' | 'unreadable' | 'unreachable' };

/** A board's name as a company's, for postings that carry none: "acme-robotics" is "Acme Robotics". */
const companyOfBoard = (board: string) =>
  board
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

function oneJob<Entry>(adapter: FeedAdapter<Entry>, entry: unknown, companyName: string): BoardPostingRead {
  if (entry === undefined) return { ok: false, reason: 'missing' };
  const batch = toBatch(adapter, [entry], companyName);
  if (batch.jobs[0]) return { ok: true, job: batch.jobs[0] };
  // An unlisted Ashby job is left out without a refusal: not on the board.
  return { ok: false, reason: batch.refused > 0 ? 'unreadable' : 'missing' };
}

/**
 * The posting at `base` (config.jobs.feedApis for its kind). The board and id reach the address
 * only as boardPostingOf checked them (the APIs' slug alphabet), escaped all the same.
 */
export async function readBoardPosting(base: string, posting: BoardPosting, timeoutMs: number): Promise<BoardPostingRead> {
  const board = encodeURIComponent(posting.board);
  const id = encodeURIComponent(posting.postingId);
  const company = companyOfBoard(posting.board);
  try {
    switch (posting.kind) {
      case 'greenhouse': {
        const entry = await fetchFeedJson(`${base}/v1/boards/${board}/jobs/${id}?content=true`, timeoutMs);
        // A single posting names its employer; the board's slug stands in when it does not.
        const named = greenhouse.entry.safeParse(entry).data?.company_name?.trim();
        return oneJob(greenhouse, entry, named || company);
      }
      case 'lever':
        return oneJob(lever, await fetchFeedJson(`${base}/v0/postings/${board}/${id}?mode=json`, timeoutMs), company);
      case 'ashby': {
        const entries = jobsArray(await fetchFeedJson(`${base}/posting-api/job-board/${board}?includeCompensation=true`, timeoutMs));
        return oneJob(ashby, entries.find((entry) => String((entry as { id?: unknown } | null)?.id) === posting.postingId), company);
      }
    }
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    return { ok: false, reason: err.message === JOB_SOURCE_TEXT.notFound ? 'missing' : 'unreachable' };
  }
}
