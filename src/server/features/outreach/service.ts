// Waitlist sign-ups and contact messages from the public pages. Each is stored, then the team is
// told by e-mail through the job queue: a mail server that is down never fails a submission, and
// the job retries until it gets through.
import { and, eq, gt, sql } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { isPremium } from '#shared/rules/premium.ts';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
  INTEREST_AREA_LABELS,
  type InterestArea,
} from '#shared/constants/outreach.ts';
import { type contactInput, type SubmissionReceived, type waitlistInput } from '#shared/schemas/outreach.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { contactSubmissions, waitlistSubmissions } from '../../db/schema/index.ts';
import { escapeHtml, type MailMessage } from '../../platform/mail.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { PublicContext, ServerContext } from '../../trpc/context.ts';

/** A repeat of the same address within this window is answered as usual but not stored again. */
const DUPLICATE_WINDOW_SECONDS = 60;

type Kind = 'waitlist' | 'contact';
const TABLES = { waitlist: waitlistSubmissions, contact: contactSubmissions } as const;

export interface TeamNotification {
  kind: Kind;
  submissionId: string;
}

export const TEAM_NOTIFICATION_JOB = 'outreach-notify-team';

/**
 * Inserts the row unless the same address (any case) submitted this form within the window.
 * The advisory lock, held to the end of the transaction, makes two simultaneous repeats queue up
 * behind each other so that only the first is stored.
 */
async function storeOnce(db: Db, kind: Kind, email: string, insert: (tx: Tx) => Promise<string>): Promise<string | null> {
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${email.toLowerCase()}`}, 0))`);
    const [recent] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(sql`lower(${table.email})`, email.toLowerCase()),
          gt(table.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) return null;
    return insert(tx);
  });
}

/** After the row is committed; a queue that cannot take the job is logged, never shown to the sender. */
async function notifyTeam(ctx: PublicContext, notification: TeamNotification): Promise<void> {
  try {
    await ctx.platform.queue.send(TEAM_NOTIFICATION_JOB, notification, { id: notification.submissionId });
  } catch (err) {
    ctx.log.error({ err, ...notification }, 'could not queue the team notification');
  }
}

export async function joinWaitlist(ctx: PublicContext, input: z.output<typeof waitlistInput>): Promise<SubmissionReceived> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.outreachPerIp, ctx.ip ?? 'unknown');
  const id = await storeOnce(ctx.db, 'waitlist', input.email, async (tx) => {
    const [row] = await tx
      .insert(waitlistSubmissions)
      .values({ name: input.name, email: input.email, company: input.company, interestArea: input.interestArea, message: input.message })
      .returning({ id: waitlistSubmissions.id });
    return row!.id;
  });
  if (id) await notifyTeam(ctx, { kind: 'waitlist', submissionId: id });
  return { received: true };
}

/** A signed-in Premium member's message is marked priority (Premium priority support), whatever address it gives. */
export async function sendContactMessage(ctx: PublicContext, input: z.output<typeof contactInput>): Promise<SubmissionReceived> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.outreachPerIp, ctx.ip ?? 'unknown');
  const priority = ctx.user !== null && isPremium(ctx.user);
  const id = await storeOnce(ctx.db, 'contact', input.email, async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        fullName: input.fullName,
        email: input.email,
        companyOrganization: input.companyOrganization,
        subject: input.subject,
        message: input.message,
        priority,
      })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  });
  if (id) await notifyTeam(ctx, { kind: 'contact', submissionId: id });
  return { received: true };
}

function teamMessage(to: string, subject: string, fields: [string, string | null][]): MailMessage {
  const shown = fields.map(([label, value]) => [label, value ?? '—'] as const);
  return {
    to,
    subject,
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n\n'),
    html: shown.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong><br>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`).join('\n'),
  };
}

const interestLabel = (area: string) => INTEREST_AREA_LABELS[area as InterestArea] ?? area;

/** The message for one stored submission, or null when it no longer exists. */
async function notificationFor(db: Db, teamEmail: string, { kind, submissionId }: TeamNotification): Promise<MailMessage | null> {
  if (kind === 'waitlist') {
    const [row] = await db.select().from(waitlistSubmissions).where(eq(waitlistSubmissions.id, submissionId));
    return row
      ? teamMessage(teamEmail, `${APP_NAME} waitlist: ${row.name} (${interestLabel(row.interestArea)})`, [
          ['Name', row.name],
          ['Email', row.email],
          ['Company', row.company],
          ['Interest area', interestLabel(row.interestArea)],
          ['Message', row.message],
        ])
      : null;
  }
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
  return row
    ? teamMessage(teamEmail, `${row.priority ? '[Priority] ' : ''}${APP_NAME} contact message from ${row.fullName}`, [
        ['Priority', row.priority ? 'Yes: sent by a signed-in Premium member' : 'No'],
        ['Full name', row.fullName],
        ['Email', row.email],
        ['Company or organization', row.companyOrganization],
        ['Subject', row.subject && CONTACT_SUBJECT_LABELS[row.subject as ContactSubject]],
        ['Message', row.message],
      ])
    : null;
}

/**
 * The job that mails the team. It reads the submission again rather than carrying it, so a
 * retry sends what is stored; a submission deleted meanwhile is simply skipped. Delivery is at
 * least once: a mail that went out just before a crash may go out again.
 */
export function teamNotificationJob(ctx: ServerContext): JobDefinition<TeamNotification> {
  return {
    name: TEAM_NOTIFICATION_JOB,
    // With the default 30 s first delay, doubling: about two hours before it is left failed.
    retryLimit: 8,
    async run(notification) {
      const message = await notificationFor(ctx.db, ctx.config.teamEmail, notification);
      if (message) await ctx.platform.mailer.send(message);
    },
  };
}
