// The application tracker. An application keeps its own job details (docs/decisions/004), so the
// list reads one table (plus the resume's title). The free limit is counted inside the insert's
// transaction while the user's row is locked: parallel adds cannot race past it.
import { and, asc, count, desc, eq, getTableColumns, min, sql } from 'drizzle-orm';
import { FREE_LIMITS } from '#shared/constants.ts';
import {
  APPLICATION_LIMITS,
  APPLICATION_TEXT,
  APPLICATION_STATUSES,
  type ApplicationEventAction,
  type ApplicationStatus,
} from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import {
  type addApplicationInput,
  type ApplicationCounts,
  type applicationIdInput,
  type ApplicationItem,
  type ApplicationList,
  type AppliedToJob,
  type applyToJobInput,
  type ResumeOption,
  type updateApplicationInput,
} from '#shared/schemas/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { applicationEvents, jobApplications, jobs, resumes } from '../../db/schema/index.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import type { z } from 'zod';

type AddInput = z.output<typeof addApplicationInput>;
type UpdateInput = z.output<typeof updateApplicationInput>;

const a = jobApplications;

// The timeline and the board's columns: every write of an application uses them, this area's and
// inbound-mail's updates from e-mail, each in its own transaction.

export type Changes = Record<string, [unknown, unknown]>;

/** Appends to the application's timeline; callers run it in the transaction of the change itself. */
export async function recordEvent(
  tx: Tx,
  event: { applicationId: string; userId: string; action: ApplicationEventAction; changes?: Changes | null },
): Promise<void> {
  await tx.insert(applicationEvents).values({ ...event, changes: event.changes ?? null });
}

/** The fields that differ as {field: [before, after]}, or null when none does. */
export function changesBetween<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: readonly K[],
): Changes | null {
  const changes: Changes = {};
  for (const field of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    const same = was instanceof Date && now instanceof Date ? was.getTime() === now.getTime() : was === now;
    if (!same) changes[field] = [was instanceof Date ? was.toISOString() : was, now instanceof Date ? now.toISOString() : now];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The position above the column's first card (a new card, or one whose status changed, goes on top). */
export async function topOfColumn(tx: Tx, userId: string, status: ApplicationStatus): Promise<number> {
  const [row] = await tx
    .select({ first: min(a.boardPosition) })
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.status, status)));
  return row?.first === null || row?.first === undefined ? 0 : row.first - 1;
}

/** The resume is joined only when it is the same user's, so a foreign id can never leak a title. */
export const resumeJoin = and(eq(resumes.id, a.resumeId), eq(resumes.userId, a.userId));

/**
 * The linked job is open on the board (not closed, and not the user's own capture from another
 * site): the tracker then links to it. Selected and returned beside the row, so no write reads twice.
 */
const jobOnBoard = sql<boolean>`exists (select 1 from jobs j where j.id = ${a.jobId} and j.is_active and j.source_kind <> 'captured')`;

/** Every column of an application, and whether its job is on the board: what a write returns. */
const rowColumns = { ...getTableColumns(a), jobOnBoard };

export const itemColumns = {
  id: a.id,
  jobId: a.jobId,
  companyName: a.companyName,
  jobTitle: a.jobTitle,
  location: a.location,
  salaryMin: a.salaryMin,
  salaryMax: a.salaryMax,
  salaryCurrency: a.salaryCurrency,
  status: a.status,
  appliedDate: a.appliedDate,
  notes: a.notes,
  resumeId: a.resumeId,
  resumeTitle: resumes.title,
  jobUrl: a.jobUrl,
  jobOnBoard,
  boardPosition: a.boardPosition,
  createdAt: a.createdAt,
};

type ItemRow = Omit<ApplicationItem, 'status'> & { status: string };
export const toItem = (row: ItemRow): ApplicationItem => ({ ...row, status: row.status as ApplicationStatus });

const emptyCounts = (): ApplicationCounts => ({ applied: 0, interviewing: 0, offer: 0, rejected: 0 });

/** FREE_LIMITS.trackedApplications for free users, null (no limit) for premium. */
const limitFor = (user: SessionUser) => (isPremium(user) ? null : FREE_LIMITS.trackedApplications);

/**
 * The user's applications, newest first, with the counters and the gauge in the same statement:
 * window aggregates run before LIMIT, so they count every row even when the list is capped.
 */
export async function listApplications(ctx: AuthedContext): Promise<ApplicationList> {
  const perStatus = Object.fromEntries(
    APPLICATION_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${a.status} = ${s}) over ()`.mapWith(Number)]),
  ) as Record<ApplicationStatus, ReturnType<typeof sql<number>>>;
  const rows = await ctx.db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number), ...perStatus })
    .from(a)
    .leftJoin(resumes, resumeJoin)
    .where(eq(a.userId, ctx.user.id))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(APPLICATION_LIMITS.listMax);
  const first = rows[0];
  const counts = emptyCounts();
  if (first) for (const s of APPLICATION_STATUSES) counts[s] = first[s];
  return {
    applications: rows.map(({ total: _total, applied: _a, interviewing: _i, offer: _o, rejected: _r, ...row }) => toItem(row)),
    counts,
    used: first?.total ?? 0,
    limit: limitFor(ctx.user),
  };
}

/** Every application, oldest first, for the CSV export. */
export async function exportApplications(ctx: AuthedContext): Promise<ApplicationItem[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(a)
    .leftJoin(resumes, resumeJoin)
    .where(eq(a.userId, ctx.user.id))
    .orderBy(asc(a.createdAt), asc(a.id));
  return rows.map(toItem);
}

/** Locks the user's row for the rest of the transaction and refuses a free user at the limit. */
async function lockAndCheckLimit(tx: Tx, user: SessionUser) {
  await lockUser(tx, user.id);
  const limit = limitFor(user);
  if (limit === null) return;
  const [held] = await tx.select({ n: count() }).from(a).where(eq(a.userId, user.id));
  if ((held?.n ?? 0) >= limit) throw new AppError('FORBIDDEN', TOASTS.applications.upgradeRequired);
}

/** The title of the user's own resume; a resume of someone else's reads as not found. */
async function ownResumeTitle(db: Db, userId: string, resumeId: string | null): Promise<string | null> {
  if (!resumeId) return null;
  const [resume] = await db
    .select({ title: resumes.title })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  if (!resume) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
  return resume.title;
}

/**
 * A new application in the caller's transaction, under the user's row lock and the free limit,
 * linked to `jobId` when it comes from a job: at the top of its board column, its timeline
 * starting with "created".
 */
export async function insertApplication(tx: Tx, user: SessionUser, input: AddInput, jobId: string | null): Promise<ApplicationItem> {
  await lockAndCheckLimit(tx, user);
  const resumeTitle = await ownResumeTitle(tx, user.id, input.resumeId);
  const [row] = await tx
    .insert(a)
    .values({
      userId: user.id,
      jobId,
      companyName: input.companyName,
      jobTitle: input.jobTitle,
      location: input.location,
      salaryMin: input.salaryMin,
      salaryMax: input.salaryMax,
      salaryCurrency: input.salaryCurrency,
      status: input.status,
      ...(input.appliedDate ? { appliedDate: input.appliedDate } : {}),
      notes: input.notes,
      resumeId: input.resumeId,
      jobUrl: input.jobUrl,
      boardPosition: await topOfColumn(tx, user.id, input.status),
    })
    .returning(rowColumns);
  await recordEvent(tx, { applicationId: row!.id, userId: user.id, action: 'created' });
  return toItem({ ...row!, resumeTitle });
}

export async function addApplication(ctx: AuthedContext, input: AddInput): Promise<ApplicationItem> {
  return ctx.db.transaction((tx) => insertApplication(tx, ctx.user, input, null));
}

/**
 * The job in the user's tracker, in the caller's transaction: the entry that already tracks it
 * (so a double click or a second capture makes no duplicate), else a new one made from `input`.
 */
export async function trackJob(tx: Tx, user: SessionUser, jobId: string, input: AddInput): Promise<AppliedToJob> {
  await lockUser(tx, user.id);
  const [existing] = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.userId, user.id), eq(a.jobId, jobId)))
    .orderBy(asc(a.createdAt))
    .limit(1);
  if (existing) return { applicationId: existing.id, created: false };
  const item = await insertApplication(tx, user, input, jobId);
  return { applicationId: item.id, created: true };
}

/** The fields Edit Application corrects, in the order the timeline lists them. */
const EDITABLE = ['companyName', 'jobTitle', 'location', 'salaryMin', 'salaryMax', 'salaryCurrency', 'status', 'appliedDate', 'notes', 'resumeId', 'jobUrl'] as const;

/**
 * Edit Application: every field, on the user's own row, with the changed fields written to the
 * timeline in the same transaction. A new status puts the card at the top of that column.
 */
export async function updateApplication(ctx: AuthedContext, input: UpdateInput): Promise<ApplicationItem> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [before] = await tx
      .select(rowColumns)
      .from(a)
      .where(and(eq(a.id, input.id), eq(a.userId, ctx.user.id)));
    if (!before) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
    const sent = <K extends keyof typeof before>(key: K, value: (typeof before)[K] | undefined) => (value === undefined ? before[key] : value);
    const next = {
      companyName: sent('companyName', input.companyName),
      jobTitle: sent('jobTitle', input.jobTitle),
      location: sent('location', input.location),
      salaryMin: sent('salaryMin', input.salaryMin),
      salaryMax: sent('salaryMax', input.salaryMax),
      salaryCurrency: sent('salaryCurrency', input.salaryCurrency),
      status: sent('status', input.status),
      appliedDate: sent('appliedDate', input.appliedDate ?? undefined),
      notes: sent('notes', input.notes),
      resumeId: sent('resumeId', input.resumeId),
      jobUrl: sent('jobUrl', input.jobUrl),
    };
    if (next.salaryMin !== null && next.salaryMax !== null && next.salaryMin > next.salaryMax) {
      throw new FieldError('salaryMax', APPLICATION_TEXT.salaryRange);
    }
    const resumeTitle = await ownResumeTitle(tx, ctx.user.id, next.resumeId);
    const changes = changesBetween(before, next, EDITABLE);
    if (!changes) return toItem({ ...before, resumeTitle });
    const moved = next.status !== before.status ? { boardPosition: await topOfColumn(tx, ctx.user.id, next.status as ApplicationStatus) } : {};
    const [row] = await tx
      .update(a)
      .set({ ...next, ...moved, updatedAt: new Date() })
      .where(and(eq(a.id, input.id), eq(a.userId, ctx.user.id)))
      .returning(rowColumns);
    await recordEvent(tx, { applicationId: before.id, userId: ctx.user.id, action: 'updated', changes });
    return toItem({ ...row!, resumeTitle });
  });
}

export async function deleteApplication(ctx: AuthedContext, input: z.output<typeof applicationIdInput>): Promise<void> {
  const [row] = await ctx.db
    .delete(a)
    .where(and(eq(a.id, input.id), eq(a.userId, ctx.user.id)))
    .returning({ id: a.id });
  if (!row) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
}

/**
 * The job board's "Did you apply?" answered Yes (decision 053): the job's details become a new
 * tracked application (status applied on the day the person gives, linked by job_id), under the
 * same free limit. Apply Now itself records nothing: it only opens the posting. A job the user
 * already tracks answers with that entry (trackJob).
 */
export async function applyToJob(ctx: AuthedContext, input: z.output<typeof applyToJobInput>): Promise<AppliedToJob> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
        applyUrl: jobs.applyUrl,
      })
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.isActive, true)));
    if (!job) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
    return trackJob(tx, ctx.user, input.jobId, {
      companyName: job.companyName,
      jobTitle: job.title,
      location: job.location,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      salaryCurrency: job.salaryCurrency,
      status: 'applied',
      appliedDate: input.appliedDate,
      notes: null,
      resumeId: null,
      jobUrl: job.applyUrl && job.applyUrl.length <= APPLICATION_LIMITS.jobUrlMax ? job.applyUrl : null,
    });
  });
}

/**
 * The Add/Edit dialogs' resume choices: every resume of the user's (one is active, the others are
 * tailored versions and older ones, each a valid choice), the active one first, then newest.
 */
export const listResumeOptions = (ctx: AuthedContext): Promise<ResumeOption[]> =>
  ctx.db
    .select({ id: resumes.id, title: resumes.title })
    .from(resumes)
    .where(eq(resumes.userId, ctx.user.id))
    .orderBy(desc(resumes.isActive), desc(resumes.updatedAt), desc(resumes.id));

/**
 * A cover letter attached to (or detached from) one of the user's applications, on its timeline, in
 * the caller's transaction: the application shows which letter went with it.
 */
export async function noteCoverLetter(tx: Tx, note: { applicationId: string; userId: string; title: string; attached: boolean }): Promise<void> {
  const [application] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, note.applicationId), eq(jobApplications.userId, note.userId)));
  // Deleted meanwhile: there is no timeline left to write on.
  if (!application) return;
  await recordEvent(tx, {
    applicationId: note.applicationId,
    userId: note.userId,
    action: note.attached ? 'cover_letter_attached' : 'cover_letter_detached',
    changes: { coverLetter: note.attached ? [null, note.title] : [note.title, null] },
  });
}
