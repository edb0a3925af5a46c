// Saving a job from another site (decision 058). read: the guarded fetcher brings the page, the
// reader finds its posting, and the board's job for it is looked up; nothing is written. save: the
// posting links to the job it already is, or becomes the user's own captured job, and is saved or
// tracked, in one transaction.
//
// A posting is one job everywhere: the open board job it is (engines/sourced-jobs/dedupe.ts, the
// lookup imports and feeds use too), else the user's own earlier capture of the same address, else
// a new job row of the user's own: source 'captured', never active, so no search, alert, sitemap or
// board figure ever counts it, and readable only by the member who saved or tracks it.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { canonicalJobUrl } from '#shared/rules/job-posting.ts';
import type { addApplicationInput } from '#shared/schemas/applications.ts';
import type {
  CapturedPosting,
  captureReadInput,
  CaptureReadResult,
  captureSaveInput,
  CaptureSaveResult,
} from '#shared/schemas/job-capture.ts';
import { TOASTS } from '#shared/toasts.ts';
import { selectRows, type Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { jobs } from '../../db/schema/index.ts';
import { jobFeatures } from '../../engines/match/index.ts';
import { boardJobsFor, type PostingKeys } from '../../engines/sourced-jobs/dedupe.ts';
import { descriptionText } from '../../engines/sourced-jobs/description.ts';
import { levelFromTitle } from '../../engines/sourced-jobs/level.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { trackJob } from '../applications/service.ts';
import { addSavedJob } from '../saved-jobs/service.ts';
import { readLink } from './read/index.ts';

/** When the posting says it was posted, if that has passed; else null (now). A page may claim any date, but no job is posted in the future. */
function postedDateOf(posting: CapturedPosting): Date | null {
  const date = posting.postedDate;
  return date && date.getTime() <= Date.now() ? date : null;
}

/** What the board lookup compares. The address is made canonical again: a posting from the extension is as untrusted as any input. */
const keysOf = (posting: CapturedPosting): PostingKeys => ({
  companyName: posting.companyName,
  title: posting.title,
  location: posting.location,
  canonicalUrl: canonicalJobUrl(posting.url),
  postedDate: postedDateOf(posting),
  source: posting.source,
});

export async function readCapture(ctx: AuthedContext, input: z.output<typeof captureReadInput>): Promise<CaptureReadResult> {
  // Counted before fetching: every read makes the server fetch a page someone named.
  await enforceRateLimit(ctx.db, RATE_LIMITS.jobCaptureReadsPerUser, ctx.user.id, { title: TOASTS.common.rateLimited.title, description: JOB_CAPTURE_TEXT.rateLimited });
  const posting = await readLink(ctx.config, input.url);
  const [boardJobId] = await boardJobsFor(ctx.db, [keysOf(posting)]);
  return { posting, boardJobId: boardJobId ?? null };
}

interface CaptureJob {
  id: string;
  linked: boolean;
  onBoard: boolean;
}

/**
 * The job this posting is, in the caller's transaction: the open board job, else the user's own
 * earlier capture of the same address, else a new capture of the user's own. Never another
 * member's capture: those are theirs alone.
 */
async function captureJob(tx: Tx, userId: string, posting: CapturedPosting): Promise<CaptureJob> {
  const keys = keysOf(posting);
  const [boardJobId] = await boardJobsFor(tx, [keys]);
  if (boardJobId) return { id: boardJobId, linked: true, onBoard: true };
  const [own] = await selectRows<{ id: string }>(
    tx,
    sql`select id from jobs where captured_by = ${userId} and canonical_url = ${keys.canonicalUrl} order by created_at, id limit 1`,
  );
  if (own) return { id: own.id, linked: true, onBoard: false };
  const description = descriptionText(posting.description);
  const fields = { title: posting.title, companyName: posting.companyName, description };
  const [created] = await tx
    .insert(jobs)
    .values({
      ...fields,
      location: posting.location,
      salaryMin: posting.salary?.min ?? null,
      salaryMax: posting.salary?.max ?? null,
      salaryCurrency: posting.salary?.currency ?? 'USD',
      workType: posting.workType,
      experienceLevel: levelFromTitle(posting.title),
      // The URL parser writes the scheme in lower case, as the column's check asks.
      applyUrl: new URL(posting.applyUrl ?? posting.url).href,
      postedDate: keys.postedDate ?? sql`now()`,
      isActive: false,
      sourceKind: 'captured',
      capturedBy: userId,
      externalId: posting.source?.postingId ?? null,
      canonicalUrl: keys.canonicalUrl,
      matchFeatures: jobFeatures(fields),
    })
    .returning({ id: jobs.id });
  return { id: created!.id, linked: false, onBoard: false };
}

/** The tracker entry a posting makes when the user did not review one: applied today, with the posting's details and address. */
const applicationOf = (posting: CapturedPosting): z.output<typeof addApplicationInput> => ({
  companyName: posting.companyName,
  jobTitle: posting.title,
  location: posting.location,
  salaryMin: posting.salary?.min ?? null,
  salaryMax: posting.salary?.max ?? null,
  salaryCurrency: posting.salary?.currency ?? 'USD',
  status: 'applied',
  appliedDate: null,
  notes: null,
  resumeId: null,
  jobUrl: posting.url,
});

/**
 * One transaction under the user's row lock: the job, then the saved-jobs rule or the tracker's
 * (their free limits, their idempotence). Anything refused writes nothing, not even the job.
 */
export async function saveCapture(ctx: AuthedContext, input: z.output<typeof captureSaveInput>): Promise<CaptureSaveResult> {
  const { user } = ctx;
  const saved = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const job = await captureJob(tx, user.id, input.posting);
    if (input.target === 'saved') {
      await addSavedJob(tx, user, job.id);
      return { job, applicationId: null };
    }
    const tracked = await trackJob(tx, user, job.id, input.application ?? applicationOf(input.posting));
    return { job, applicationId: tracked.applicationId };
  });
  ctx.log.info({ userId: user.id, jobId: saved.job.id, target: input.target, linked: saved.job.linked, reader: input.posting.readBy }, 'job captured');
  return { jobId: saved.job.id, linked: saved.job.linked, onBoard: saved.job.onBoard, applicationId: saved.applicationId };
}
