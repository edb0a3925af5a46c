// Syncing a live source: fetch its board outside any transaction (a slow board holds no connection
// and no lock), then in ONE transaction write what changed through the shared write path (creates,
// updates, reopens, closes what the board dropped) and the source's sync state. A sync that fails
// writes no job; it records the error and backs off: interval × 2^failures (capped at a day), or as
// long as a 429's Retry-After asked. The scheduler claims due sources with `skip locked`, so two
// processes never take the same one, and runs them one by one, each failure caught: one failing
// board never stops the others.
import { sql } from 'drizzle-orm';
import { JOB_SOURCE_LIMITS, type LiveJobSourceKind } from '#shared/constants/jobs.ts';
import type { JobSyncCounts, JobSyncResult } from '#shared/schemas/jobs.ts';
import { selectRows, type Tx } from '../../../../db/client.ts';
import type { JobDefinition } from '../../../../platform/queue.ts';
import type { ServerContext } from '../../../../trpc/context.ts';
import { writeSourcedJobs } from '../../../../engines/sourced-jobs/write.ts';
import { ashby } from './ashby.ts';
import { toBatch, type FeedAdapter, type FeedBatch } from './feed.ts';
import { FeedError } from './fetch.ts';
import { greenhouse } from './greenhouse.ts';
import { lever } from './lever.ts';

export const JOB_SOURCE_SYNC_JOB = 'job-sources-sync';

const ADAPTERS: Record<LiveJobSourceKind, FeedAdapter<never>> = {
  greenhouse: greenhouse as FeedAdapter<never>,
  lever: lever as FeedAdapter<never>,
  ashby: ashby as FeedAdapter<never>,
};

interface SourceRow {
  id: string;
  kind: LiveJobSourceKind;
  board: string;
  company_name: string;
  sync_interval_minutes: number;
  consecutive_failures: number;
}

/** The next run after a success: the interval ± the jitter share, so sources added together spread out. */
export function nextDelaySeconds(intervalMinutes: number, random = Math.random()): number {
  return Math.round(intervalMinutes * 60 * (1 + JOB_SOURCE_LIMITS.jitter * (2 * random - 1)));
}

/** The wait after the n-th failure in a row: interval × 2^n up to a day, and never less than a 429 asked. */
export function backoffSeconds(intervalMinutes: number, failures: number, retryAfter: number | null): number {
  const exponential = Math.min(intervalMinutes * 60 * 2 ** failures, JOB_SOURCE_LIMITS.maxBackoffMinutes * 60);
  return Math.max(retryAfter ?? 0, exponential);
}

/** The source's board, fetched and mapped; a FeedError for a board that failed or changed shape. */
async function readBoard(ctx: ServerContext, source: SourceRow): Promise<FeedBatch> {
  const adapter = ADAPTERS[source.kind];
  const entries = await adapter.fetchEntries({ base: ctx.config.jobs.feedApis[source.kind], board: source.board, timeoutMs: ctx.config.jobs.feedTimeoutMs });
  return toBatch(adapter, entries, source.company_name);
}

/** Takes the source for this transaction: false when another sync of it is writing right now. */
async function lockSource(tx: Tx, sourceId: string): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext('job-source'), hashtext(${sourceId})) as locked`);
  return row!.locked;
}

async function recordFailure(ctx: ServerContext, source: SourceRow, message: string, retryAfter: number | null): Promise<void> {
  const wait = backoffSeconds(source.sync_interval_minutes, source.consecutive_failures + 1, retryAfter);
  await ctx.db.execute(sql`
    update job_sources set last_synced_at = now(), last_error = left(${message}, ${JOB_SOURCE_LIMITS.lastErrorMax}),
      consecutive_failures = consecutive_failures + 1, next_sync_at = now() + make_interval(secs => ${wait}), updated_at = now()
    where id = ${source.id}`);
}

/**
 * Syncs one live source now, whatever its schedule. Answers ok with the counts, failed with the
 * error the source now shows, busy when another sync of the same source is writing, or null when
 * there is no such live source.
 */
export async function syncSource(ctx: ServerContext, sourceId: string): Promise<JobSyncResult | null> {
  const [source] = await selectRows<SourceRow>(
    ctx.db,
    sql`select id, kind, board, company_name, sync_interval_minutes, consecutive_failures from job_sources where id = ${sourceId} and kind <> 'import'`,
  );
  if (!source) return null;
  let batch: FeedBatch;
  try {
    batch = await readBoard(ctx, source);
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    ctx.log.warn({ sourceId, kind: source.kind, board: source.board, reason: err.message }, 'job source sync failed');
    await recordFailure(ctx, source, err.message, err.retryAfterSeconds);
    return { status: 'failed', counts: null, error: err.message };
  }
  // A job already past the board's maximum age would be closed by expiry at once: it is not created.
  const cutoff = Date.now() - ctx.config.jobs.maxAgeDays * 24 * 60 * 60 * 1000;
  const fresh = batch.jobs.filter((job) => !job.postedDate || job.postedDate.getTime() >= cutoff);
  const delay = nextDelaySeconds(source.sync_interval_minutes);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSource(tx, source.id))) return { status: 'busy' as const, counts: null, error: null };
    // Removing the source meanwhile deleted it: nothing to write into.
    const [still] = await selectRows<{ id: string }>(tx, sql`select id from job_sources where id = ${source.id} for update`);
    if (!still) return { status: 'busy' as const, counts: null, error: null };
    const written = await writeSourcedJobs(tx, { id: source.id, kind: source.kind }, fresh, { actorId: null, closeMissing: true });
    const counts: JobSyncCounts = { ...written, refused: batch.refused, tooOld: batch.jobs.length - fresh.length, refusedReasons: batch.refusedReasons };
    await tx.execute(sql`
      update job_sources set last_synced_at = now(), last_success_at = now(), last_error = null, consecutive_failures = 0,
        last_counts = ${JSON.stringify(counts)}::jsonb, next_sync_at = now() + make_interval(secs => ${delay}), updated_at = now()
      where id = ${source.id}`);
    return { status: 'ok' as const, counts, error: null };
  });
}

/**
 * Claims the enabled live sources whose next sync is due (pushing their next sync a lease ahead, so
 * no other tick or process takes them meanwhile) and syncs them one by one.
 */
export async function syncDueSources(ctx: ServerContext): Promise<{ synced: number; failed: number }> {
  const claimed = await selectRows<{ id: string }>(
    ctx.db,
    sql`update job_sources set next_sync_at = now() + make_interval(mins => ${JOB_SOURCE_LIMITS.claimLeaseMinutes})
        where id in (select id from job_sources where is_enabled and kind <> 'import' and next_sync_at <= now()
                     order by next_sync_at limit ${JOB_SOURCE_LIMITS.claimBatch} for update skip locked)
        returning id`,
  );
  let synced = 0;
  let failed = 0;
  for (const { id } of claimed) {
    try {
      const result = await syncSource(ctx, id);
      if (result?.status === 'failed') failed++;
      else synced++;
    } catch (err) {
      // Not the board's fault (the database, a bug): logged, and the lease retries it later.
      failed++;
      ctx.log.error({ err, sourceId: id }, 'job source sync crashed');
    }
  }
  return { synced, failed };
}

/** Every minute: syncs the sources that are due. Not retried: the next tick is the retry. */
export function jobSourceSyncJob(ctx: ServerContext): JobDefinition<object> {
  return {
    name: JOB_SOURCE_SYNC_JOB,
    retryLimit: 0,
    cron: JOB_SOURCE_LIMITS.scheduleCron,
    async run() {
      await syncDueSources(ctx);
    },
  };
}
