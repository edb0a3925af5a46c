// Job alerts: saved searches (free users keep JOB_ALERT_LIMITS.free, premium users .premium) and
// the daily digest that tells each user, in the inbox and by mail, of the jobs posted since their
// alerts were last checked.
//
// The limit is checked inside the insert's transaction while holding the user's row lock, so
// parallel creates cannot slip past it, and the same search saved twice answers the first alert.
import { and, desc, eq, sql } from 'drizzle-orm';
import { APP_NAME, FREE_LIMITS } from '#shared/constants.ts';
import { JOB_ALERT_LIMITS } from '#shared/constants/job-alerts.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import {
  describeJobSearch,
  isEmptyAlertSearch,
  type JobAlert,
  type jobAlertIdInput,
  type JobAlertList,
  type JobAlertSearch,
  jobSearchQuery,
  normalizeAlertSearch,
} from '#shared/schemas/job-alerts.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';
import type { z } from 'zod';
import { selectRows } from '../../db/client.ts';
import { jobCardColumns, jobSearchConditions, toJobCard, type JobCardRow } from '../../db/queries/job-card.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { jobAlerts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml, type MailMessage } from '../../platform/mail.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext, ServerContext } from '../../trpc/context.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../../platform/unsubscribe.ts';
import { notify } from '../notifications/service.ts';
import { sendPush, type PushNotice } from '../push/service.ts';
import { appUrl, link } from '#shared/routes.ts';

type AlertRow = typeof jobAlerts.$inferSelect;

const toAlert = (row: AlertRow): JobAlert => ({
  id: row.id,
  q: row.q,
  location: row.location,
  workTypes: row.workTypes as JobAlert['workTypes'],
  experienceLevels: row.experienceLevels as JobAlert['experienceLevels'],
  minSalary: row.minSalary,
  createdAt: row.createdAt,
});

const limitFor = (user: SessionUser) => (isPremium(user) ? JOB_ALERT_LIMITS.premium : JOB_ALERT_LIMITS.free);

/** The search matches case-insensitively, so "Designer" and "designer" are one alert. */
const sameSearch = (a: JobAlertSearch, b: JobAlertSearch) =>
  a.q.toLowerCase() === b.q.toLowerCase() &&
  a.location.toLowerCase() === b.location.toLowerCase() &&
  a.workTypes.join() === b.workTypes.join() &&
  a.experienceLevels.join() === b.experienceLevels.join() &&
  a.minSalary === b.minSalary;

export async function listJobAlerts(ctx: AuthedContext): Promise<JobAlertList> {
  // A user whose premium ended keeps the alerts made before; the largest plan bounds the list.
  const rows = await ctx.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, ctx.user.id))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(JOB_ALERT_LIMITS.premium);
  return { alerts: rows.map(toAlert), limit: limitFor(ctx.user) };
}

export async function createJobAlert(ctx: AuthedContext, input: JobAlertSearch): Promise<{ alert: JobAlert; created: boolean }> {
  const { user } = ctx;
  const search = normalizeAlertSearch(input);
  if (isEmptyAlertSearch(search)) throw new AppError('BAD_REQUEST', TOASTS.jobAlerts.emptySearch);
  const premium = isPremium(user);
  const limit = limitFor(user);
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const existing = await tx.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id));
    const same = existing.find((row) => sameSearch(toAlert(row), search));
    if (same) return { alert: toAlert(same), created: false };
    if (existing.length >= limit) throw new AppError('FORBIDDEN', premium ? TOASTS.jobAlerts.premiumLimit : TOASTS.jobAlerts.freeLimit);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId: user.id, ...search })
      .returning();
    return { alert: toAlert(row!), created: true };
  });
}

export async function deleteJobAlert(ctx: AuthedContext, { alertId }: z.output<typeof jobAlertIdInput>): Promise<{ alertId: string }> {
  const deleted = await ctx.db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, ctx.user.id)))
    .returning({ id: jobAlerts.id });
  // Someone else's alert reads exactly like one that does not exist.
  if (deleted.length === 0) throw new AppError('NOT_FOUND', TOASTS.jobAlerts.notFound);
  return { alertId };
}

// ---- Daily digest ---------------------------------------------------------------------------------

export const JOB_ALERT_DIGEST_JOB = 'job-alerts-digest';

/** Users read per batch: their alerts (at most JOB_ALERT_LIMITS.premium each) come in one query. */
const DIGEST_USER_BATCH = 200;

interface DigestAlertRow {
  id: string;
  user_id: string;
  email: string;
  q: string;
  location: string;
  work_types: string[];
  experience_levels: string[];
  min_salary: number | null;
  /** last_checked_at as Postgres prints it, to the microsecond. */
  checked_key: string;
  is_premium: boolean | null;
  subscription_type: string | null;
  subscription_expires_ms: number | null;
  /** The inbox watermark (the alert's notification mark, else last_checked_at) as Postgres prints it. */
  notified_key: string;
  /** Whether the digest is mailed: a verified address and job alert mail on. */
  mails: boolean;
}

interface DigestSection {
  search: JobAlertSearch;
  jobs: JobCard[];
  more: boolean;
}

const searchOf = (row: DigestAlertRow): JobAlertSearch => ({
  q: row.q,
  location: row.location,
  workTypes: row.work_types as JobAlertSearch['workTypes'],
  experienceLevels: row.experience_levels as JobAlertSearch['experienceLevels'],
  minSalary: row.min_salary,
});

function digestMessage(to: string, sections: DigestSection[], publicUrl: string, unsubscribe: string): MailMessage {
  const count = sections.reduce((n, s) => n + s.jobs.length, 0);
  const manage = appUrl(publicUrl, '/jobs?alerts=1');
  const text: string[] = [];
  const html: string[] = [];
  for (const section of sections) {
    const title = describeJobSearch(section.search);
    const all = appUrl(publicUrl, `/jobs?${jobSearchQuery(section.search)}`);
    text.push(title);
    html.push(`<h2 style="font-size:16px">${escapeHtml(title)}</h2><ul>`);
    for (const job of section.jobs) {
      const where = [job.companyName, job.location].filter(Boolean).join(', ');
      const jobUrl = appUrl(publicUrl, `/jobs?job=${job.id}`);
      text.push(`- ${job.title} (${where})\n  ${jobUrl}`);
      html.push(`<li><a href="${escapeHtml(jobUrl)}">${escapeHtml(job.title)}</a><br>${escapeHtml(where)}</li>`);
    }
    html.push('</ul>');
    const moreLabel = section.more ? 'More new jobs for this search' : 'See this search';
    text.push(`${moreLabel}: ${all}`, '');
    html.push(`<p><a href="${escapeHtml(all)}">${moreLabel}</a></p>`);
  }
  text.push(`Manage your job alerts: ${manage}`, `Stop job alert emails: ${unsubscribe}`);
  html.push(`<p><a href="${escapeHtml(manage)}">Manage your job alerts</a> · <a href="${escapeHtml(unsubscribe)}">Stop job alert emails</a></p>`);
  return {
    to,
    subject: `${APP_NAME} job alerts: ${count} new ${count === 1 ? 'job' : 'jobs'}`,
    text: text.join('\n'),
    html: html.join('\n'),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** Job titles a job alert notification names; the count says how many more there are. */
const TITLES_IN_NOTIFICATION = 3;

/**
 * One user's digest. Two watermarks per alert: last_checked_at for mail, and the alert's
 * notification mark for the inbox, so a user without mail is notified in-app and still, once mail
 * is back on, mailed what is new since. The new jobs of all alerts come in one statement (a branch
 * per alert, from the older watermark); one mail if the user takes job alert mail and anything is
 * new; then, in one transaction, a notification per alert with news for the inbox and both
 * watermarks. A mail that fails writes nothing, so a retry sends the same jobs and notifies once;
 * one that went out just before a crash may go out again.
 */
async function digestForUser(ctx: ServerContext, userAlerts: DigestAlertRow[], started: string): Promise<boolean> {
  const [first] = userAlerts;
  const premium = isPremium({
    isPremium: first!.is_premium ?? false,
    subscriptionType: first!.subscription_type ?? 'free',
    subscriptionExpiresAt: first!.subscription_expires_ms === null ? null : new Date(Number(first!.subscription_expires_ms)),
  });
  const mails = Boolean(first!.mails);
  // A free plan's digest lists no more jobs per search than the job board shows it.
  const limit = premium ? JOB_ALERT_LIMITS.jobsPerAlertInDigest : Math.min(JOB_ALERT_LIMITS.jobsPerAlertInDigest, FREE_LIMITS.visibleJobResults);
  // A user whose premium ended keeps their alerts, but only the oldest the free plan allows are read.
  const alerts = userAlerts.slice(0, premium ? JOB_ALERT_LIMITS.premium : JOB_ALERT_LIMITS.free);
  const branches = alerts.map((alert) => {
    const notified = sql`${alert.notified_key}::timestamptz`;
    const from = mails ? sql`least(${alert.checked_key}::timestamptz, ${notified})` : notified;
    return sql`(select ${alert.id}::uuid as alert_id, ${jobCardColumns}, false as is_saved,
        j.posted_date > ${notified} as for_inbox,
        (count(*) filter (where j.posted_date > ${notified}) over ())::int as inbox_total
      from jobs j
      where ${jobSearchConditions(searchOf(alert))}
        and j.posted_date > ${from} and j.posted_date <= ${started}::timestamptz
      order by j.posted_date desc nulls last, j.id desc nulls last
      limit ${limit + 1})`;
  });
  const rows = await selectRows<JobCardRow & { alert_id: string; for_inbox: boolean; inbox_total: number }>(
    ctx.db,
    sql.join(branches, sql` union all `),
  );
  const found = alerts.map((alert) => ({ alert, rows: rows.filter((r) => r.alert_id === alert.id) }));
  const sections = mails
    ? found
        .map(({ alert, rows: mine }) => ({ search: searchOf(alert), jobs: mine.slice(0, limit).map(toJobCard), more: mine.length > limit }))
        .filter((section) => section.jobs.length > 0)
    : [];
  if (sections.length > 0) {
    const unsubscribe = unsubscribeUrl(ctx.config.publicUrl, ctx.config.sessionSecret, first!.user_id, 'jobAlerts');
    await ctx.platform.mailer.send(digestMessage(first!.email, sections, ctx.config.publicUrl, unsubscribe));
  }
  // Every alert moves on, mailed or not: one the plan left out must not flood a later digest.
  // An alert created after the run started keeps its own, later watermark.
  const ids = sql.join(userAlerts.map((a) => sql`${a.id}::uuid`), sql`, `);
  const notices: PushNotice[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const { alert, rows: mine } of found) {
      const total = Number(mine[0]?.inbox_total ?? 0);
      if (total === 0) continue;
      const search = searchOf(alert);
      const titles = mine.filter((r) => r.for_inbox).slice(0, TITLES_IN_NOTIFICATION).map((r) => r.title);
      const notice = {
        userId: first!.user_id,
        title: `${total} new ${total === 1 ? 'job' : 'jobs'} for ${describeJobSearch(search)}`,
        body: total > titles.length ? `${titles.join(', ')} and ${total - titles.length} more` : titles.join(', '),
        url: link(`/jobs?${jobSearchQuery(search)}`),
      };
      await notify(tx, { ...notice, kind: 'job_alert', link: notice.url });
      notices.push({ ...notice, category: 'jobAlerts' });
    }
    await tx.execute(sql`insert into notification_marks (kind, subject, user_id, marked_at)
      select 'job_alert', a.id::text, a.user_id, ${started}::timestamptz from job_alerts a where a.id in (${ids})
      on conflict (kind, subject) do update set marked_at = excluded.marked_at where notification_marks.marked_at < excluded.marked_at`);
    if (mails) {
      await tx.execute(sql`update job_alerts set last_checked_at = ${started}::timestamptz
        where id in (${ids}) and last_checked_at < ${started}::timestamptz`);
    }
  });
  // After commit, as pushes cannot be taken back; each one is sent only to a user whose job alert
  // push toggle is on, and a failure is logged by sendPush, never thrown.
  for (const notice of notices) await sendPush(ctx, notice);
  return sections.length > 0;
}

/**
 * Every user's alerts, a batch of users at a time. Everyone gets the in-app notifications; only
 * users with a verified address who take job alert mail are mailed (the e-mail toggle governs mail
 * only), and only their mail watermark moves, so turning mail back on mails what is new since.
 * Jobs posted up to the moment the run started count; the next run takes over from there. A user
 * whose mail fails does not stop the others; the run fails at the end so the queue retries it, and
 * only those users still have news.
 */
export async function sendJobAlertDigests(ctx: ServerContext): Promise<{ mailed: number }> {
  const [{ started } = { started: '' }] = await selectRows<{ started: string }>(ctx.db, sql`select clock_timestamp()::text as started`);
  let after = '00000000-0000-0000-0000-000000000000';
  let mailed = 0;
  const errors: unknown[] = [];
  for (;;) {
    const rows = await selectRows<DigestAlertRow>(
      ctx.db,
      sql`with batch as (
            select a.user_id from job_alerts a where a.user_id > ${after}::uuid
            group by a.user_id order by a.user_id limit ${DIGEST_USER_BATCH}
          )
          select a.id, a.user_id, u.email, a.q, a.location, a.work_types, a.experience_levels, a.min_salary,
                 a.last_checked_at::text as checked_key, coalesce(m.marked_at, a.last_checked_at)::text as notified_key,
                 p.is_premium, p.subscription_type,
                 (extract(epoch from p.subscription_expires_at) * 1000)::float8 as subscription_expires_ms,
                 (u.email_verified_at is not null
                   and not exists (select 1 from user_settings s where s.user_id = b.user_id and not s.email_job_alerts)) as mails
          from batch b join job_alerts a on a.user_id = b.user_id join users u on u.id = b.user_id
            left join profiles p on p.user_id = b.user_id
            left join notification_marks m on m.kind = 'job_alert' and m.subject = a.id::text
          order by a.user_id, a.created_at, a.id`,
    );
    if (rows.length === 0) break;
    const byUser = new Map<string, DigestAlertRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const alerts of byUser.values()) {
      try {
        if (await digestForUser(ctx, alerts, started)) mailed++;
      } catch (err) {
        errors.push(err);
      }
    }
    after = rows.at(-1)!.user_id;
  }
  if (errors.length > 0) throw new AggregateError(errors, `job alert digest failed for ${errors.length} users`);
  return { mailed };
}

/** The daily digest, sent by pg-boss's cron; a failed run is retried (users already mailed have no news left). */
export function jobAlertDigestJob(ctx: ServerContext): JobDefinition<object> {
  return {
    name: JOB_ALERT_DIGEST_JOB,
    retryLimit: 5,
    cron: JOB_ALERT_LIMITS.digestCron,
    async run() {
      await sendJobAlertDigests(ctx);
    },
  };
}
