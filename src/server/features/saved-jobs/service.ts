// Saved jobs: the list (newest first, each with its job, one query), save and remove. A free user
// keeps at most FREE_LIMITS.savedJobs; the limit is checked inside the insert's transaction while
// holding the user's row lock, so parallel saves cannot slip past it.
import { sql } from 'drizzle-orm';
import { FREE_LIMITS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isPremium } from '../../../shared/rules/premium.ts';
import type { SavedJob, SavedJobState } from '../../../shared/schemas/jobs.ts';
import { selectRows, type Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { cardColumns, toCard, type CardRow } from '../jobs/service.ts';

/** Premium lists are unlimited in principle; one response still stops somewhere. */
export const SAVED_JOBS_LIST_MAX = 1000;

export async function listSavedJobs(db: Db, user: SessionUser): Promise<SavedJob[]> {
  const rows = await selectRows<CardRow & { saved_id: string; saved_ms: number }>(
    db,
    sql`select s.id as saved_id, (extract(epoch from s.created_at) * 1000)::float8 as saved_ms, ${cardColumns}, true as is_saved
        from saved_jobs s join jobs j on j.id = s.job_id
        where s.user_id = ${user.id}
        order by s.created_at desc, s.id desc
        limit ${SAVED_JOBS_LIST_MAX}`,
  );
  return rows.map((r) => ({ id: r.saved_id, savedAt: new Date(Number(r.saved_ms)), job: toCard(r) }));
}

export async function saveJob(db: Db, user: SessionUser, jobId: string): Promise<SavedJobState> {
  const premium = isPremium(user);
  await db.transaction(async (tx) => {
    // Serialises this user's saves: the count below cannot change until we commit.
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const [state] = await selectRows<{ job_active: boolean | null; already: boolean; saved: number }>(
      tx,
      sql`select (select is_active from jobs where id = ${jobId}) as job_active,
                 exists (select 1 from saved_jobs where user_id = ${user.id} and job_id = ${jobId}) as already,
                 (select count(*)::int from saved_jobs where user_id = ${user.id}) as saved`,
    );
    if (state!.already) return;
    if (!state!.job_active) throw new AppError('NOT_FOUND', MESSAGES.jobs.notFound);
    if (!premium && state!.saved >= FREE_LIMITS.savedJobs) throw new AppError('FORBIDDEN', MESSAGES.jobs.savedLimit);
    await tx.execute(sql`insert into saved_jobs (user_id, job_id) values (${user.id}, ${jobId}) on conflict (user_id, job_id) do nothing`);
  });
  return { jobId, isSaved: true };
}

export async function removeSavedJob(db: Db, user: SessionUser, jobId: string): Promise<SavedJobState> {
  await db.execute(sql`delete from saved_jobs where user_id = ${user.id} and job_id = ${jobId}`);
  return { jobId, isSaved: false };
}
