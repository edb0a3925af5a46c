// An application's detail view: its interviews, contacts and timeline. Every write checks that the
// application is the caller's (another user's id reads as not found), counts against the
// per-application limit while the application's row is locked, and writes the timeline event in
// the same transaction as the change.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  APPLICATION_LIMITS,
  APPLICATION_TEXT,
  APPLICATION_TIMELINE_MAX,
  type ApplicationEventAction,
} from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import {
  type addContactInput,
  type addInterviewInput,
  type ApplicationDetail,
  type applicationIdInput,
  type ContactItem,
  type InterviewItem,
  type updateContactInput,
  type updateInterviewInput,
} from '#shared/schemas/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applicationContacts, applicationEvents, applicationInterviews, coverLetters, jobApplications, resumes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { changesBetween, type Changes, itemColumns, recordEvent, resumeJoin, toItem } from './service.ts';
import type { z } from 'zod';

const a = jobApplications;
const iv = applicationInterviews;
const ct = applicationContacts;
const ev = applicationEvents;

const notFound = () => new AppError('NOT_FOUND', TOASTS.common.notFound);

const interviewColumns = {
  id: iv.id,
  applicationId: iv.applicationId,
  title: iv.title,
  startsAt: iv.startsAt,
  durationMinutes: iv.durationMinutes,
  location: iv.location,
  notes: iv.notes,
};
const contactColumns = { id: ct.id, applicationId: ct.applicationId, name: ct.name, role: ct.role, email: ct.email, notes: ct.notes };

export async function getApplicationDetail(ctx: AuthedContext, input: z.output<typeof applicationIdInput>): Promise<ApplicationDetail> {
  const userId = ctx.user.id;
  const [row] = await ctx.db
    .select(itemColumns)
    .from(a)
    .leftJoin(resumes, resumeJoin)
    .where(and(eq(a.id, input.id), eq(a.userId, userId)));
  if (!row) throw notFound();
  const [interviews, contacts, events, letters] = await Promise.all([
    ctx.db
      .select(interviewColumns)
      .from(iv)
      .where(and(eq(iv.applicationId, row.id), eq(iv.userId, userId)))
      .orderBy(asc(iv.startsAt), asc(iv.id)),
    ctx.db
      .select(contactColumns)
      .from(ct)
      .where(and(eq(ct.applicationId, row.id), eq(ct.userId, userId)))
      .orderBy(asc(ct.createdAt), asc(ct.id)),
    ctx.db
      .select({ id: ev.id, action: ev.action, changes: ev.changes, createdAt: ev.createdAt })
      .from(ev)
      .where(and(eq(ev.applicationId, row.id), eq(ev.userId, userId)))
      .orderBy(desc(ev.createdAt), desc(ev.id))
      .limit(APPLICATION_TIMELINE_MAX),
    // The letters sent with it (usually one), newest first.
    ctx.db
      .select({ id: coverLetters.id, title: coverLetters.title, updatedAt: coverLetters.updatedAt })
      .from(coverLetters)
      .where(and(eq(coverLetters.applicationId, row.id), eq(coverLetters.userId, userId)))
      .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id)),
  ]);
  return {
    application: toItem(row),
    interviews,
    contacts,
    coverLetters: letters,
    events: events.map((e) => ({ ...e, action: e.action as ApplicationEventAction, changes: (e.changes as Changes | null) ?? null })),
  };
}

/** Locks the caller's application row for the rest of the transaction; another user's is not found. */
async function lockOwnApplication(tx: Tx, userId: string, applicationId: string): Promise<void> {
  const [row] = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.id, applicationId), eq(a.userId, userId)))
    .for('update');
  if (!row) throw notFound();
}

async function countOf(tx: Db, table: typeof iv | typeof ct, applicationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.applicationId, applicationId));
  return row?.n ?? 0;
}

const INTERVIEW_FIELDS = ['title', 'startsAt', 'durationMinutes', 'location', 'notes'] as const;
const CONTACT_FIELDS = ['name', 'role', 'email', 'notes'] as const;

/** The event's changes for an added or removed item: every field against null. */
const whole = <K extends string>(item: Partial<Record<K, unknown>>, fields: readonly K[], added: boolean) =>
  changesBetween(added ? {} : item, added ? item : {}, fields);

export async function addInterview(ctx: AuthedContext, input: z.output<typeof addInterviewInput>): Promise<InterviewItem> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    await lockOwnApplication(tx, userId, input.applicationId);
    if ((await countOf(tx, iv, input.applicationId)) >= APPLICATION_LIMITS.interviewsMax) {
      throw new AppError('BAD_REQUEST', { title: 'Limit reached', description: APPLICATION_TEXT.interviewsFull });
    }
    const [row] = await tx
      .insert(iv)
      .values({ ...input, userId })
      .returning(interviewColumns);
    await recordEvent(tx, { applicationId: input.applicationId, userId, action: 'interview_added', changes: whole(row!, INTERVIEW_FIELDS, true) });
    return row!;
  });
}

export async function updateInterview(ctx: AuthedContext, input: z.output<typeof updateInterviewInput>): Promise<InterviewItem> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select(interviewColumns)
      .from(iv)
      .where(and(eq(iv.id, input.id), eq(iv.userId, userId)))
      .for('update');
    if (!before) throw notFound();
    const { id, ...values } = input;
    const changes = changesBetween(before, values, INTERVIEW_FIELDS);
    if (!changes) return before;
    const [row] = await tx
      .update(iv)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(iv.id, id), eq(iv.userId, userId)))
      .returning(interviewColumns);
    await recordEvent(tx, { applicationId: before.applicationId, userId, action: 'interview_updated', changes: { title: [before.title, row!.title], ...changes } });
    return row!;
  });
}

export async function removeInterview(ctx: AuthedContext, input: { id: string }): Promise<void> {
  const userId = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(iv)
      .where(and(eq(iv.id, input.id), eq(iv.userId, userId)))
      .returning(interviewColumns);
    if (!row) throw notFound();
    await recordEvent(tx, { applicationId: row.applicationId, userId, action: 'interview_removed', changes: whole(row, INTERVIEW_FIELDS, false) });
  });
}

export async function addContact(ctx: AuthedContext, input: z.output<typeof addContactInput>): Promise<ContactItem> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    await lockOwnApplication(tx, userId, input.applicationId);
    if ((await countOf(tx, ct, input.applicationId)) >= APPLICATION_LIMITS.contactsMax) {
      throw new AppError('BAD_REQUEST', { title: 'Limit reached', description: APPLICATION_TEXT.contactsFull });
    }
    const [row] = await tx
      .insert(ct)
      .values({ ...input, userId })
      .returning(contactColumns);
    await recordEvent(tx, { applicationId: input.applicationId, userId, action: 'contact_added', changes: whole(row!, CONTACT_FIELDS, true) });
    return row!;
  });
}

export async function updateContact(ctx: AuthedContext, input: z.output<typeof updateContactInput>): Promise<ContactItem> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select(contactColumns)
      .from(ct)
      .where(and(eq(ct.id, input.id), eq(ct.userId, userId)))
      .for('update');
    if (!before) throw notFound();
    const { id, ...values } = input;
    const changes = changesBetween(before, values, CONTACT_FIELDS);
    if (!changes) return before;
    const [row] = await tx
      .update(ct)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(ct.id, id), eq(ct.userId, userId)))
      .returning(contactColumns);
    await recordEvent(tx, { applicationId: before.applicationId, userId, action: 'contact_updated', changes: { name: [before.name, row!.name], ...changes } });
    return row!;
  });
}

export async function removeContact(ctx: AuthedContext, input: { id: string }): Promise<void> {
  const userId = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ct)
      .where(and(eq(ct.id, input.id), eq(ct.userId, userId)))
      .returning(contactColumns);
    if (!row) throw notFound();
    await recordEvent(tx, { applicationId: row.applicationId, userId, action: 'contact_removed', changes: whole(row, CONTACT_FIELDS, false) });
  });
}

/** One interview of the caller's, with its application's job, for the .ics download; null when not theirs. */
export async function interviewForCalendar(ctx: AuthedContext, interviewId: string) {
  const [row] = await ctx.db
    .select({ ...interviewColumns, companyName: a.companyName, jobTitle: a.jobTitle, jobUrl: a.jobUrl, updatedAt: iv.updatedAt })
    .from(iv)
    .innerJoin(a, and(eq(a.id, iv.applicationId), eq(a.userId, iv.userId)))
    .where(and(eq(iv.id, interviewId), eq(iv.userId, ctx.user.id)));
  return row ?? null;
}
