// The daily follow-up reminder: an application still "applied" NOTIFICATIONS_LIMITS.followUpAfterDays
// after its last change gets one notification. The mark's subject is the application and the time of
// that change, so a later change (to "applied" again, or a note) starts a new wait, and a rerun of
// the job, or two racing, finds the mark and reminds no one twice. Users who turned on follow-up
// e-mail also get one mail per run listing their reminders; the mail goes after the marks are
// written, so a failed send is not retried into a second inbox notification (at most once).
import { sql } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { EMAIL_TOGGLE_DEFAULTS } from '#shared/constants/settings.ts';
import { selectRows } from '../../db/client.ts';
import { composeMail, escapeHtml } from '../../platform/mail.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../../platform/unsubscribe.ts';
import type { ServerContext } from '../../trpc/context.ts';
import { appUrl, link } from '#shared/routes.ts';

type ReminderContext = Pick<ServerContext, 'db' | 'config' | 'platform'>;
/** A reminder this batch wrote, with where to mail it when its owner takes follow-up mail. */
interface Reminded {
  user_id: string;
  company_name: string;
  job_title: string;
  email: string;
  mails: boolean;
}

export const FOLLOW_UP_REMINDER_JOB = 'applications-follow-up-reminders';

/** "applicationId@20261124083000123456": one subject per application and last change. */
const subjectOf = (alias: string) =>
  sql`${sql.raw(alias)}.id::text || '@' || to_char(${sql.raw(alias)}.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * One batch in one statement: mark the due applications (a mark already there answers nothing) and
 * notify for each mark written. Answers how many were due, and the reminders written.
 */
async function remindBatch({ db }: ReminderContext): Promise<{ due: number; reminded: Reminded[] }> {
  const rows = await selectRows<{ due: number; reminded: Reminded[] | null }>(
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
                 ${link('/applications')}
          from due d join marked m on m.subject = d.subject
          returning user_id
        )
        select (select count(*)::int from due) as due,
               (select json_agg(json_build_object(
                         'user_id', d.user_id, 'company_name', d.company_name, 'job_title', d.job_title, 'email', u.email,
                         'mails', u.email_verified_at is not null and coalesce(st.email_follow_ups, ${EMAIL_TOGGLE_DEFAULTS.followUps})))
                  from due d join marked m on m.subject = d.subject
                  join users u on u.id = d.user_id left join user_settings st on st.user_id = d.user_id) as reminded`,
  );
  return { due: Number(rows[0]!.due), reminded: rows[0]!.reminded ?? [] };
}

/** One mail per user and run, naming each application, with the one-click unsubscribe. */
async function mailReminders(ctx: ReminderContext, reminded: Reminded[]): Promise<void> {
  const byUser = new Map<string, Reminded[]>();
  for (const r of reminded) if (r.mails) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const { publicUrl, sessionSecret } = ctx.config;
  for (const [userId, items] of byUser) {
    const unsubscribe = unsubscribeUrl(publicUrl, sessionSecret, userId, 'followUps');
    const mail = composeMail(
      items[0]!.email,
      items.length === 1
        ? `Follow up with ${items[0]!.company_name} on ${APP_NAME}`
        : `${items.length} applications to follow up on ${APP_NAME}`,
      [
        `No answer for ${NOTIFICATIONS_LIMITS.followUpAfterDays} days on:`,
        ...items.map((r) => `${r.job_title} at ${r.company_name}`),
        'A short note to the recruiter can keep your application in mind.',
      ],
      { url: appUrl(publicUrl, '/applications'), label: 'Open your applications' },
    );
    await ctx.platform.mailer.send({
      ...mail,
      text: `${mail.text}\n\nStop follow-up reminder emails: ${unsubscribe}`,
      html: `${mail.html}\n<p><a href="${escapeHtml(unsubscribe)}">Stop follow-up reminder emails</a></p>`,
      headers: unsubscribeHeaders(unsubscribe),
    });
  }
}

/** Reminds every due application, a batch at a time, until a batch comes back short. */
export async function sendFollowUpReminders(ctx: ReminderContext): Promise<void> {
  for (;;) {
    const { due, reminded } = await remindBatch(ctx);
    await mailReminders(ctx, reminded);
    if (due < NOTIFICATIONS_LIMITS.followUpBatch) return;
  }
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
