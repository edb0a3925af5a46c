// Live job sources (Greenhouse, Lever, Ashby job boards): what staff may enter, how a sync is
// bounded and paced, and the messages a source shows when it fails.
import { type LiveJobSourceKind } from './jobs.ts';

export const JOB_SOURCE_LIMITS = {
  boardMax: 100,
  /** Board tokens, Lever sites and Ashby board names are URL slugs: letters, digits, dots, dashes, underscores. */
  boardPattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
  companyMax: 200,
  intervalMinMinutes: 15,
  intervalMaxMinutes: 10_080,
  intervalDefaultMinutes: 60,
  /** A feed bigger than this is refused before it is read whole (a real board is a few MB at most). */
  maxBodyBytes: 20 * 1024 * 1024,
  /** More jobs than this in one feed fails the sync rather than filling the board. */
  maxJobs: 10_000,
  /** Lever's page size (its maximum). */
  leverPageSize: 100,
  /** How many refused entries' reasons a source keeps for staff to read. */
  refusedReasonsKept: 5,
  /** A successful sync's next run is the interval ± this share, so sources added together drift apart. */
  jitter: 0.1,
  /** Failures back off as interval × 2^failures, never further than this. */
  maxBackoffMinutes: 24 * 60,
  /** The scheduler's tick: it syncs whatever is due. */
  scheduleCron: '* * * * *',
  /** Sources one tick claims; the rest wait for the next tick. */
  claimBatch: 20,
  /** How long a claimed source is held before another tick may claim it again (a crashed run). */
  claimLeaseMinutes: 10,
  lastErrorMax: 2000,
  listMax: 500,
} as const;

/** Where staff find the board name in the employer's job-board address. */
export const JOB_SOURCE_BOARD_HINTS: Record<LiveJobSourceKind, string> = {
  greenhouse: 'The board token: boards.greenhouse.io/<token>',
  lever: 'The site name: jobs.lever.co/<site>',
  ashby: 'The job board name: jobs.ashbyhq.com/<name>',
};

export const JOB_SOURCE_TEXT = {
  boardRequired: 'Board name is required',
  boardTooLong: `Board name must be at most ${JOB_SOURCE_LIMITS.boardMax} characters`,
  boardFormat: 'Board name may only contain letters, digits, dots, dashes and underscores (the last part of the board address)',
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be at most ${JOB_SOURCE_LIMITS.companyMax} characters`,
  interval: `Sync interval must be between ${JOB_SOURCE_LIMITS.intervalMinMinutes} minutes and ${JOB_SOURCE_LIMITS.intervalMaxMinutes / 1440} days`,
  timeout: (seconds: number) => `The job board did not answer within ${seconds} seconds`,
  tooLarge: `The job board's answer is larger than ${JOB_SOURCE_LIMITS.maxBodyBytes / 1024 / 1024} MB`,
  tooManyJobs: `The job board lists more than ${JOB_SOURCE_LIMITS.maxJobs.toLocaleString('en-US')} jobs`,
  notFound: 'The job board was not found: check the board name',
  rateLimited: 'The job board asked us to slow down (HTTP 429); the next sync waits as long as it asked',
  httpError: (status: number) => `The job board answered HTTP ${status}`,
  network: (reason: string) => `The job board could not be reached: ${reason}`,
  notJson: 'The job board answered with a web page, not JSON: check the board name',
  badJson: 'The job board answered with invalid JSON',
  wrongShape: "The job board's answer has no list of jobs: its API may have changed",
} as const;
