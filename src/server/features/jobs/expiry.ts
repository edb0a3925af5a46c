// Jobs close by themselves once their posted date is older than config.jobs.maxAgeDays (decision
// 037), so a board fed by imports and staff does not fill with stale postings. One statement closes
// them and records their 'closed' events: a run that fails leaves nothing half done, and a repeated
// run finds nothing left to close. The open-jobs index on posted_date finds them without a scan.
import { sql } from 'drizzle-orm';
import { JOB_EXPIRY } from '#shared/constants/jobs.ts';
import { selectRows } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import type { ServerContext } from '../../trpc/context.ts';

export const JOB_EXPIRY_JOB = 'jobs-expire';

/** Closes every open job past the maximum age with reason 'expired'; answers how many closed. */
export async function expireJobs(ctx: Pick<ServerContext, 'db' | 'config'>): Promise<number> {
  const [row] = await selectRows<{ closed: number }>(
    ctx.db,
    sql`with closed as (
          update jobs set is_active = false, closed_at = now(), close_reason = 'expired', updated_at = now()
          where is_active and posted_date < now() - make_interval(days => ${ctx.config.jobs.maxAgeDays}::int)
          returning id
        ), events as (
          insert into job_events (job_id, action, changes)
          select id, 'closed', ${JSON.stringify(JOB_EXPIRY.changes)}::jsonb from closed
        )
        select count(*)::int as closed from closed`,
  );
  return row?.closed ?? 0;
}

/** The hourly run by pg-boss's cron; safe to retry, since a closed job is not closed twice. */
export function jobExpiryJob(ctx: ServerContext): JobDefinition<object> {
  return {
    name: JOB_EXPIRY_JOB,
    retryLimit: 3,
    cron: JOB_EXPIRY.cron,
    async run() {
      const closed = await expireJobs(ctx);
      if (closed > 0) ctx.log.info({ closed }, 'expired jobs closed');
    },
  };
}
