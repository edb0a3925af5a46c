// Staff managing live job sources: the list with each source's sync state and open jobs, adding a
// board, pausing, resuming or re-timing it, removing it (its open jobs close with it, in the same
// transaction), and syncing one now.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { JOB_SOURCE_LIMITS, type LiveJobSourceKind } from '#shared/constants/jobs.ts';
import type {
  createJobSourceInput,
  JobSource,
  jobSourceIdInput,
  JobSyncCounts,
  JobSyncResult,
  updateJobSourceInput,
} from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { selectRows } from '../../../../db/client.ts';
import { jobSources } from '../../../../db/schema/index.ts';
import { AppError } from '../../../../platform/errors.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../../../platform/rate-limit.ts';
import type { StaffContext } from '../../../../trpc/context.ts';
import { syncSource } from './sync.ts';

const columns = {
  id: jobSources.id,
  kind: jobSources.kind,
  board: jobSources.board,
  companyName: jobSources.companyName,
  isEnabled: jobSources.isEnabled,
  syncIntervalMinutes: jobSources.syncIntervalMinutes,
  nextSyncAt: jobSources.nextSyncAt,
  lastSyncedAt: jobSources.lastSyncedAt,
  lastSuccessAt: jobSources.lastSuccessAt,
  lastError: jobSources.lastError,
  consecutiveFailures: jobSources.consecutiveFailures,
  lastCounts: jobSources.lastCounts,
  createdAt: jobSources.createdAt,
  // Spelled out: drizzle writes a single table's own columns unqualified, which the subquery would read as jobs.id.
  openJobs: sql<number>`(select count(*)::int from jobs j where j.source_id = job_sources.id and j.is_active)`,
};

const selectSources = (ctx: StaffContext) =>
  ctx.db
    .select(columns)
    .from(jobSources)
    .where(ne(jobSources.kind, 'import'))
    .$dynamic();
type SourceRow = Awaited<ReturnType<typeof selectSources>>[number];
const toSource = (row: SourceRow): JobSource => ({ ...row, kind: row.kind as LiveJobSourceKind, lastCounts: (row.lastCounts as JobSyncCounts | null) ?? null });

async function sourceById(ctx: StaffContext, id: string): Promise<JobSource> {
  const [row] = await ctx.db
    .select(columns)
    .from(jobSources)
    .where(and(eq(jobSources.id, id), ne(jobSources.kind, 'import')));
  if (!row) throw new AppError('NOT_FOUND', TOASTS.jobSources.notFound);
  return toSource(row);
}

/** Live sources (not imports), newest first, with their sync state and how many of their jobs are open. */
export async function listSources(ctx: StaffContext): Promise<JobSource[]> {
  const rows = await selectSources(ctx).orderBy(desc(jobSources.createdAt), desc(jobSources.id)).limit(JOB_SOURCE_LIMITS.listMax);
  return rows.map(toSource);
}

/** Adds a board; it is due at once, so the next scheduler tick syncs it. A board already added (any case) is refused. */
export async function createSource(ctx: StaffContext, input: z.output<typeof createJobSourceInput>): Promise<JobSource> {
  const [row] = await ctx.db
    .insert(jobSources)
    .values({
      kind: input.kind,
      board: input.board,
      companyName: input.companyName,
      syncIntervalMinutes: input.syncIntervalMinutes,
      createdBy: ctx.user.id,
    })
    .onConflictDoNothing()
    .returning({ id: jobSources.id });
  if (!row) throw new AppError('CONFLICT', TOASTS.jobSources.duplicate);
  return sourceById(ctx, row.id);
}

/** Pauses or resumes (a resumed source is due at once), changes the interval (the next sync comes no later than it) or the company. */
export async function updateSource(ctx: StaffContext, input: z.output<typeof updateJobSourceInput>): Promise<JobSource> {
  const interval = input.syncIntervalMinutes;
  const [row] = await ctx.db
    .update(jobSources)
    .set({
      ...(input.companyName !== undefined && { companyName: input.companyName }),
      ...(interval !== undefined && {
        syncIntervalMinutes: interval,
        nextSyncAt: sql`least(${jobSources.nextSyncAt}, now() + make_interval(mins => ${interval}))`,
      }),
      ...(input.isEnabled !== undefined && {
        isEnabled: input.isEnabled,
        ...(input.isEnabled && { nextSyncAt: sql`case when ${jobSources.isEnabled} then ${jobSources.nextSyncAt} else now() end` }),
      }),
      updatedAt: new Date(),
    })
    .where(and(eq(jobSources.id, input.id), ne(jobSources.kind, 'import')))
    .returning({ id: jobSources.id });
  if (!row) throw new AppError('NOT_FOUND', TOASTS.jobSources.notFound);
  return sourceById(ctx, row.id);
}

/**
 * Removes the source and closes its open jobs (reason 'source', one audit event each, by the staff
 * member) in one transaction; the row lock waits for a sync of it that is writing.
 */
export async function removeSource(ctx: StaffContext, input: z.output<typeof jobSourceIdInput>): Promise<{ id: string; closed: number }> {
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: jobSources.id })
      .from(jobSources)
      .where(and(eq(jobSources.id, input.id), ne(jobSources.kind, 'import')))
      .for('update');
    if (!source) throw new AppError('NOT_FOUND', TOASTS.jobSources.notFound);
    const closed = await selectRows<{ job_id: string }>(
      tx,
      sql`
      with closed as (
        update jobs set is_active = false, closed_at = now(), close_reason = 'source', updated_at = now()
        where source_id = ${source.id} and is_active
        returning id
      )
      insert into job_events (job_id, actor_id, source_id, action)
      select id, ${ctx.user.id}, ${source.id}, 'closed' from closed
      returning job_id`,
    );
    await tx.delete(jobSources).where(eq(jobSources.id, source.id));
    return { id: source.id, closed: closed.length };
  });
}

/** Syncs the source now (rate limited per staff member: each sync reads a whole board from a third party). */
export async function syncSourceNow(ctx: StaffContext, input: z.output<typeof jobSourceIdInput>): Promise<JobSyncResult> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.jobSourceSyncsPerUser, ctx.user.id);
  const result = await syncSource(ctx, input.id);
  if (!result) throw new AppError('NOT_FOUND', TOASTS.jobSources.notFound);
  return result;
}
