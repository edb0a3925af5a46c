// The daily follow-up reminder: an application still "applied" NOTIFICATIONS_LIMITS.followUpAfterDays
// after its last change gets one notification. The mark's subject is the application and the time of
// that change, so a later change (to "applied" again, or a note) starts a new wait, and a rerun of
// the job, or two racing, finds the mark and reminds no one twice.
import { sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { selectRows, type Db } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import type { ServerContext } from '../../trpc/context.ts';

export const FOLLOW_UP_REMINDER_JOB = 'applications-follow-up-reminders';

/** "applicationId@20261124083000123456": one subject per application and last change. */
const subjectOf = (alias: string) =>
  sql`${sql.raw(alias)}.id::text || '@' || to_char(${sql.raw(alias)}.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * One batch in one statement: mark the due applications (a mark already there answers nothing) and
 * notify for each mark written. Answers how many were reminded.
 */
async function remindBatch(db: Db): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`with due as (
          select a.id, a.user_id, a.company_name, a.job_title, a.applied_date, ${subjectOf('a')} as subject
          from job_applications a
          where a.status = 'applied'
            and a.updated_at <= now() - make_interval(days => ${NOTIFICATIONS_LIMITS.followUpAfterDays})
            and not exists (select 1 from notification_marks m where m.kind = 'follow_up' and m.subject = ${subjectOf('a')})
          order by a.updated_at, a.id
          limit ${NOTIFICATIONS_LIMITS.followUpBatch}
        ), marked as (
          insert into notification_marks (kind, subject, user_id)
          select 'follow_up', subject, user_id from due
          on conflict (kind, subject) do nothing
          returning subject
        ), sent as (
          insert into notifications (user_id, kind, title, body, link)
          select d.user_id, 'follow_up',
                 left('Follow up with ' || d.company_name || ' about ' || d.job_title, ${NOTIFICATIONS_LIMITS.titleMax}),
                 'You applied on ' || to_char(d.applied_date, 'FMMonth FMDD, YYYY') || ' and nothing has changed for '
                   || ${NOTIFICATIONS_LIMITS.followUpAfterDays} || ' days. A short note can keep your application in mind.',
                 '/applications'
          from due d join marked m on m.subject = d.subject
          returning 1
        )
        select count(*)::int as n from due`,
  );
  return Number(rows[0]!.n);
}

/** Reminds every due application, a batch at a time, until a batch comes back short. */
export async function sendFollowUpReminders(ctx: Pick<ServerContext, 'db'>): Promise<void> {
  while ((await remindBatch(ctx.db)) === NOTIFICATIONS_LIMITS.followUpBatch);
}

/** The daily run by pg-boss's cron; a failed run is retried, and marks keep the retry from repeating a reminder. */
export function followUpReminderJob(ctx: ServerContext): JobDefinition<object> {
  return {
    name: FOLLOW_UP_REMINDER_JOB,
    retryLimit: 5,
    cron: NOTIFICATIONS_LIMITS.followUpCron,
    async run() {
      await sendFollowUpReminders(ctx);
    },
  };
}
