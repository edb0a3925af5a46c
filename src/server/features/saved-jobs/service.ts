// Saved jobs: the list (newest first, each with its job, one query), save and remove. A free user
// keeps at most FREE_LIMITS.savedJobs; the limit is checked inside the insert's transaction while
// holding the user's row lock, so parallel saves cannot slip past it. A job saved from another
// site (decision 058) is saved by the same rule, in the capture's own transaction.
import { sql } from 'drizzle-orm';
import { FREE_LIMITS } from '#shared/constants.ts';
import { JOB_LIMITS } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { type jobIdInput, type SavedJob, type SavedJobState } from '#shared/schemas/jobs.ts';
import type { z } from 'zod';
import { selectRows, type Tx } from '../../db/client.ts';
import { jobCardColumns, toJobCard, type JobCardRow } from '../../db/queries/job-card.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';

type JobIdInput = z.output<typeof jobIdInput>;

/**
 * Newest first. A user whose premium ended keeps every saved row but, as with every list of jobs the
 * free plan reaches, is shown FREE_LIMITS.visibleJobResults of them.
 */
export async function listSavedJobs(ctx: AuthedContext): Promise<SavedJob[]> {
  const shown = isPremium(ctx.user) ? JOB_LIMITS.savedListMax : FREE_LIMITS.visibleJobResults;
  const rows = await selectRows<JobCardRow & { saved_id: string; saved_ms: number }>(
    ctx.db,
    sql`select s.id as saved_id, (extract(epoch from s.created_at) * 1000)::float8 as saved_ms, ${jobCardColumns}, true as is_saved
        from saved_jobs s join jobs j on j.id = s.job_id
        where s.user_id = ${ctx.user.id}
        order by s.created_at desc, s.id desc
        limit ${shown}`,
  );
  return rows.map((r) => ({ id: r.saved_id, savedAt: new Date(Number(r.saved_ms)), job: toJobCard(r) }));
}

/**
 * Saves the job for the user in the caller's transaction, under the user's row lock: nothing when
 * it is saved already, refused past the free limit. The job must be open on the board or the
 * user's own capture; anything else (a closed job, another member's capture) is not found.
 */
export async function addSavedJob(tx: Tx, user: SessionUser, jobId: string): Promise<void> {
  await lockUser(tx, user.id);
  const [state] = await selectRows<{ job_saveable: boolean | null; already: boolean; saved: number }>(
    tx,
    sql`select (select is_active or captured_by = ${user.id} from jobs where id = ${jobId}) as job_saveable,
               exists (select 1 from saved_jobs where user_id = ${user.id} and job_id = ${jobId}) as already,
               (select count(*)::int from saved_jobs where user_id = ${user.id}) as saved`,
  );
  if (state!.already) return;
  if (!state!.job_saveable) throw new AppError('NOT_FOUND', TOASTS.jobs.notFound);
  if (!isPremium(user) && state!.saved >= FREE_LIMITS.savedJobs) throw new AppError('FORBIDDEN', TOASTS.jobs.savedLimit);
  await tx.execute(sql`insert into saved_jobs (user_id, job_id) values (${user.id}, ${jobId}) on conflict (user_id, job_id) do nothing`);
}

export async function saveJob(ctx: AuthedContext, { jobId }: JobIdInput): Promise<SavedJobState> {
  await ctx.db.transaction((tx) => addSavedJob(tx, ctx.user, jobId));
  return { jobId, isSaved: true };
}

export async function removeSavedJob(ctx: AuthedContext, { jobId }: JobIdInput): Promise<SavedJobState> {
  await ctx.db.execute(sql`delete from saved_jobs where user_id = ${ctx.user.id} and job_id = ${jobId}`);
  return { jobId, isSaved: false };
}
