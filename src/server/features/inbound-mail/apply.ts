// What accepting an update does, and undoing it. Accepting (or auto-applying, the same code) sets the
// application's status as the board does (top of the new column), records when the employer
// answered, adds the interview the message gave, and writes one "Updated from your e-mail" event
// whose changes say all of it, so undoing can put each back while nothing else has happened to the
// application since. Nothing here notifies anyone.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { APPLICATION_LIMITS, APPLICATION_TEXT, type ApplicationStatus } from '#shared/constants/applications.ts';
import { INBOUND_OUTCOME_STATUS, INBOUND_TEXT, type KnownOutcome } from '#shared/constants/inbound-mail.ts';
import { addApplicationInput } from '#shared/schemas/applications.ts';
import type { AcceptResult, InboundInterview } from '#shared/schemas/inbound-mail.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { applicationEvents, applicationInterviews, jobApplications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { changesBetween, type Changes, insertApplication, recordEvent, topOfColumn } from '../applications/service.ts';

const a = jobApplications;
const iv = applicationInterviews;
const ev = applicationEvents;

/** What a message proposes, as accepting reads it. */
export interface Update {
  outcome: KnownOutcome;
  /** When the employer answered. */
  sentAt: Date;
  ruleLabel: string | null;
  company: string | null;
  role: string | null;
  interview: InboundInterview | null;
}

/**
 * The status an update sets: the outcome's, except that "received" leaves an application where it
 * is: it confirms Applied, and a late confirmation must not move an interview back.
 */
export const statusAfter = (outcome: KnownOutcome, current: ApplicationStatus | null): ApplicationStatus =>
  outcome === 'received' && current !== null ? current : INBOUND_OUTCOME_STATUS[outcome];

export const acceptRefusal = (description: string) => new AppError('BAD_REQUEST', { title: INBOUND_TEXT.acceptFailed, description });
const undoRefusal = (description: string) => new AppError('BAD_REQUEST', { title: INBOUND_TEXT.undoFailed, description });

/** Text as a column takes it: no NUL (Postgres refuses it in text), at most `max` characters (code points, so no half of a pair). */
export const clip = (text: string, max: number) => [...text.replaceAll('\u0000', '')].slice(0, max).join('');

/** The interview on the application, under its limit; its id. */
async function addInterview(tx: Tx, userId: string, applicationId: string, companyName: string, interview: InboundInterview): Promise<string> {
  const [held] = await tx.select({ n: count() }).from(iv).where(eq(iv.applicationId, applicationId));
  if ((held?.n ?? 0) >= APPLICATION_LIMITS.interviewsMax) throw acceptRefusal(APPLICATION_TEXT.interviewsFull);
  const minutes = interview.durationMinutes ?? 60;
  const [row] = await tx
    .insert(iv)
    .values({
      applicationId,
      userId,
      title: clip(interview.title?.trim() || `Interview with ${companyName}`, APPLICATION_LIMITS.interviewTitleMax).trim(),
      startsAt: interview.startsAt,
      durationMinutes: Math.min(APPLICATION_LIMITS.interviewMinutesMax, Math.max(APPLICATION_LIMITS.interviewMinutesMin, minutes)),
      location: interview.location ? clip(interview.location, APPLICATION_LIMITS.interviewLocationMax).trim() || null : null,
    })
    .returning({ id: iv.id });
  return row!.id;
}

/**
 * Applies the update to one of the member's applications, in the caller's transaction; null when
 * the application is no longer there (deleted since the message came), so the caller can add it anew.
 */
export async function updateFromEmail(tx: Tx, userId: string, applicationId: string, update: Update): Promise<AcceptResult | null> {
  await lockUser(tx, userId);
  const [before] = await tx
    .select({ status: a.status, respondedAt: a.respondedAt, companyName: a.companyName })
    .from(a)
    .where(and(eq(a.id, applicationId), eq(a.userId, userId)));
  if (!before) return null;
  const was = before.status as ApplicationStatus;
  const status = statusAfter(update.outcome, was);
  // The first answer that moved it on: later ones (an offer after the interview) keep the first date.
  const respondedAt = before.respondedAt === null && was === 'applied' && status !== 'applied' ? update.sentAt : before.respondedAt;
  const interviewId = update.interview ? await addInterview(tx, userId, applicationId, before.companyName, update.interview) : null;
  await tx
    .update(a)
    .set({ status, respondedAt, updatedAt: new Date(), ...(status !== was ? { boardPosition: await topOfColumn(tx, userId, status) } : {}) })
    .where(and(eq(a.id, applicationId), eq(a.userId, userId)));
  await recordEvent(tx, {
    applicationId,
    userId,
    action: 'email_update',
    changes: {
      status: [was, status],
      ...changesBetween({ respondedAt: before.respondedAt }, { respondedAt }, ['respondedAt']),
      ...(interviewId ? { interview: [null, interviewId] } : {}),
      rule: [null, update.ruleLabel],
    },
  });
  return { applicationId, created: false };
}

/**
 * A new application from the update, in the caller's transaction and under the free limit (a member
 * at it gets the upgrade refusal and nothing is written). Applied on the message's date when the
 * message confirms the application, else today; answered on it otherwise.
 */
export async function createFromEmail(tx: Tx, user: SessionUser, update: Update): Promise<AcceptResult> {
  if (!update.company || !update.role) throw acceptRefusal(INBOUND_TEXT.acceptNoApplication);
  const status = statusAfter(update.outcome, null);
  const input = addApplicationInput.parse({
    companyName: clip(update.company, APPLICATION_LIMITS.companyMax).trim(),
    jobTitle: clip(update.role, APPLICATION_LIMITS.titleMax).trim(),
    status,
    appliedDate: update.outcome === 'received' ? update.sentAt.toISOString().slice(0, 10) : null,
  });
  const item = await insertApplication(tx, user, input, null);
  const respondedAt = status === 'applied' ? null : update.sentAt;
  if (respondedAt) await tx.update(a).set({ respondedAt }).where(eq(a.id, item.id));
  const interviewId = update.interview ? await addInterview(tx, user.id, item.id, item.companyName, update.interview) : null;
  await recordEvent(tx, {
    applicationId: item.id,
    userId: user.id,
    action: 'email_update',
    changes: {
      status: [null, status],
      ...(respondedAt ? { respondedAt: [null, respondedAt.toISOString()] } : {}),
      ...(interviewId ? { interview: [null, interviewId] } : {}),
      rule: [null, update.ruleLabel],
    },
  });
  return { applicationId: item.id, created: true };
}

/** The before side of a change, when the event has it. */
const beforeOf = (changes: Changes, field: string) => (field in changes ? changes[field]![0] : undefined);

/**
 * Puts back what an "Updated from your e-mail" event changed: the status (top of its column), the
 * answer's date, and the interview it added if it is still there. Only while nothing else has
 * happened to the application since, so undoing twice, or after an edit, is refused as stale.
 */
export async function undoEmailUpdate(tx: Tx, userId: string, eventId: string): Promise<void> {
  await lockUser(tx, userId);
  const [event] = await tx
    .select({ applicationId: ev.applicationId, changes: ev.changes })
    .from(ev)
    .where(and(eq(ev.id, eventId), eq(ev.userId, userId), eq(ev.action, 'email_update')));
  if (!event) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
  const changes = (event.changes ?? {}) as Changes;
  const [was, set] = (changes.status ?? [null, null]) as [ApplicationStatus | null, ApplicationStatus | null];
  if (was === null) throw undoRefusal(INBOUND_TEXT.undoCreated);
  const [application] = await tx
    .select({ status: a.status, respondedAt: a.respondedAt })
    .from(a)
    .where(and(eq(a.id, event.applicationId), eq(a.userId, userId)));
  const [since] = await tx
    .select({ id: ev.id })
    .from(ev)
    // Compared in the database: a Date holds milliseconds, the column microseconds.
    .where(and(eq(ev.applicationId, event.applicationId), gt(ev.createdAt, sql`(select created_at from application_events where id = ${eventId})`)))
    .limit(1);
  if (!application || since || application.status !== set) throw undoRefusal(INBOUND_TEXT.undoStale);

  const answered = beforeOf(changes, 'respondedAt');
  const respondedAt = answered === undefined ? application.respondedAt : answered === null ? null : new Date(answered as string);
  const addedId = beforeOf(changes, 'interview') === undefined ? null : (changes.interview![1] as string);
  const removed = addedId
    ? await tx
        .delete(iv)
        .where(and(eq(iv.id, addedId), eq(iv.applicationId, event.applicationId)))
        .returning({ id: iv.id })
    : [];
  await tx
    .update(a)
    .set({ status: was, respondedAt, updatedAt: new Date(), ...(was !== set ? { boardPosition: await topOfColumn(tx, userId, was) } : {}) })
    .where(and(eq(a.id, event.applicationId), eq(a.userId, userId)));
  await recordEvent(tx, {
    applicationId: event.applicationId,
    userId,
    action: 'email_update_undone',
    changes: {
      status: [set, was],
      ...changesBetween({ respondedAt: application.respondedAt }, { respondedAt }, ['respondedAt']),
      ...(removed.length > 0 ? { interview: [addedId, null] } : {}),
      rule: [changes.rule?.[1] ?? null, null],
    },
  });
}
