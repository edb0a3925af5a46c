// Cover letters: the user's letters, each printed under the header of one of their resumes, in a
// resume template, and possibly the one sent with a tracked application (the application's timeline
// records it). Every read and write names the user, so another user's letter, resume, application
// reads as not found. Creating is counted against the plan's limit inside the insert's transaction
// while the user's row is locked, like resumes. Drafting from evidence and the model's rewording are
// Premium (the tier refuses a free member); the checks are every member's.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_LIMITS, PREMIUM_LIMITS } from '#shared/constants.ts';
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import { isPremium } from '#shared/rules/premium.ts';
import {
  type checkCoverLetterInput,
  type CoverLetterChecks,
  type CoverLetterDetail,
  type CoverLetterDraft,
  type coverLetterIdInput,
  type CoverLetterList,
  type CoverLetterSummary,
  type draftCoverLetterInput,
  letterContent,
  letterEvidence,
  type LetterContent,
  type LetterSource,
  type saveCoverLetterInput,
} from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { applicationContacts, coverLetters, jobApplications, jobs, resumes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { noteCoverLetter } from '../applications/service.ts';
import { checkTemplate, readContent } from '../resumes/service.ts';
import { checkLetter } from './checks.ts';
import { draftLetter, type LetterJob } from './draft.ts';
import type { LetterDocument } from '#shared/rules/cover-letter.ts';
import { rewordDraft } from './rewording.ts';

type LetterRow = typeof coverLetters.$inferSelect;
type IdInput = z.output<typeof coverLetterIdInput>;
type SaveInput = z.output<typeof saveCoverLetterInput>;

const limitFor = (user: SessionUser) => (isPremium(user) ? PREMIUM_LIMITS.coverLetters : FREE_LIMITS.coverLetters);

const notFound = () => new AppError('NOT_FOUND', TOASTS.coverLetter.notFound);
const resumeNotFound = () => new AppError('NOT_FOUND', TOASTS.resume.notFound);
const applicationNotFound = () => new AppError('NOT_FOUND', TOASTS.common.notFound);
const jobNotFound = () => new AppError('NOT_FOUND', TOASTS.jobs.notFound);

/** "Data Analyst at Acme", or whichever half is known. */
const jobLabel = (title: string, company: string) => [title.trim(), company.trim()].filter(Boolean).join(' at ');

/** The list's name of a letter: the job it is for, else what it is. */
const titleOf = (content: LetterContent) => {
  const label = jobLabel(content.jobTitle, content.recipient.company);
  return label ? `Cover letter – ${label}` : 'Cover letter';
};

const own = (userId: string, id: string) => and(eq(coverLetters.id, id), eq(coverLetters.userId, userId));

const summaryColumns = {
  id: coverLetters.id,
  title: coverLetters.title,
  template: coverLetters.template,
  resumeId: coverLetters.resumeId,
  applicationId: coverLetters.applicationId,
  jobId: coverLetters.jobId,
  createdAt: coverLetters.createdAt,
  updatedAt: coverLetters.updatedAt,
  // The application's job when one is linked (what was sent), else the letter's own.
  jobLabel: sql<string>`coalesce(
    nullif(concat_ws(' at ', nullif(${jobApplications.jobTitle}, ''), nullif(${jobApplications.companyName}, '')), ''),
    nullif(concat_ws(' at ', nullif(${coverLetters.content}->>'jobTitle', ''), nullif(${coverLetters.content}#>>'{recipient,company}', '')), ''),
    ''
  )`,
};
const applicationJoin = and(eq(jobApplications.id, coverLetters.applicationId), eq(jobApplications.userId, coverLetters.userId));

type SummaryRow = Omit<CoverLetterSummary, 'template'> & { template: string };
const toSummary = (row: SummaryRow): CoverLetterSummary => ({ ...row, template: row.template as ResumeTemplateId });

function toDetail(row: LetterRow, label: string): CoverLetterDetail {
  const evidence = row.evidence === null ? null : letterEvidence.safeParse(row.evidence);
  return {
    ...toSummary({ ...row, jobLabel: label }),
    content: letterContent.parse(row.content),
    evidence: evidence?.success ? evidence.data : null,
    jobDescription: row.jobDescription,
  };
}

/** The user's letters, newest edited first, with the plan's limit. */
export async function listCoverLetters(ctx: AuthedContext): Promise<CoverLetterList> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(coverLetters)
    .leftJoin(jobApplications, applicationJoin)
    .where(eq(coverLetters.userId, ctx.user.id))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id))
    .limit(PREMIUM_LIMITS.coverLetters);
  return { letters: rows.map(toSummary), limit: limitFor(ctx.user) };
}

async function findLetter(ctx: AuthedContext, id: string): Promise<CoverLetterDetail> {
  const [found] = await ctx.db
    .select({ row: coverLetters, jobLabel: summaryColumns.jobLabel })
    .from(coverLetters)
    .leftJoin(jobApplications, applicationJoin)
    .where(own(ctx.user.id, id));
  if (!found) throw notFound();
  return toDetail(found.row, found.jobLabel);
}

export const getCoverLetter = (ctx: AuthedContext, input: IdInput) => findLetter(ctx, input.id);

/** The user's own resume's content, or not found. */
async function ownResume(ctx: AuthedContext, resumeId: string): Promise<ResumeContent> {
  const [row] = await ctx.db.select({ content: resumes.content }).from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, ctx.user.id)));
  if (!row) throw resumeNotFound();
  return readContent(row.content);
}

/** The user's own application with its job's description (its title when typed in by hand), or not found. */
async function ownApplication(ctx: AuthedContext | { db: Tx; user: SessionUser }, applicationId: string) {
  const [row] = await ctx.db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobApplications.jobTitle,
      company: jobApplications.companyName,
      resumeId: jobApplications.resumeId,
      description: jobs.description,
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, ctx.user.id)));
  if (!row) throw applicationNotFound();
  return row;
}

/**
 * A job on the board (a closed one still reads: a letter may outlive its posting), or the user's
 * own capture from another site; another member's capture is private to them, so not found.
 */
async function boardJob(ctx: AuthedContext | { db: Tx; user: SessionUser }, jobId: string) {
  const [row] = await ctx.db
    .select({ id: jobs.id, jobTitle: jobs.title, company: jobs.companyName, description: jobs.description })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), or(isNull(jobs.capturedBy), eq(jobs.capturedBy, ctx.user.id))));
  if (!row) throw jobNotFound();
  return row;
}

/** Locks the user's row for the rest of the transaction and refuses a create past the plan's limit. */
async function lockAndCheckLimit(tx: Tx, user: SessionUser) {
  await lockUser(tx, user.id);
  const [held] = await tx.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, user.id));
  if ((held?.n ?? 0) < limitFor(user)) return;
  throw new AppError('FORBIDDEN', isPremium(user) ? TOASTS.coverLetter.premiumLimit : TOASTS.coverLetter.limitReached);
}

/**
 * Save: a new letter without an id (under the plan's limit), else the user's own. The resume, the
 * application and the job must be the user's own (a job on the board); linked to an application, the
 * letter takes its job, and the application's timeline records the letter attached (and detached from
 * the one it leaves), in the same transaction.
 */
export async function saveCoverLetter(ctx: AuthedContext, input: SaveInput): Promise<CoverLetterDetail> {
  const { user } = ctx;
  checkTemplate(user, input.template);
  const saved = await ctx.db.transaction(async (tx) => {
    const scope = { db: tx, user };
    if (input.id) await lockUser(tx, user.id);
    else await lockAndCheckLimit(tx, user);
    const [existing] = input.id ? await tx.select().from(coverLetters).where(own(user.id, input.id)) : [];
    if (input.id && !existing) throw notFound();

    if (input.resumeId) {
      const [resume] = await tx.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.id, input.resumeId), eq(resumes.userId, user.id)));
      if (!resume) throw resumeNotFound();
    }
    let jobId = input.jobId;
    if (input.applicationId) jobId = (await ownApplication(scope, input.applicationId)).jobId;
    else if (jobId) await boardJob(scope, jobId);

    const title = titleOf(input.content);
    const values = {
      title,
      template: input.template,
      resumeId: input.resumeId,
      applicationId: input.applicationId,
      jobId,
      jobDescription: input.jobDescription,
      content: input.content,
      evidence: input.evidence,
    };
    const [row] = existing
      ? await tx
          .update(coverLetters)
          .set({ ...values, updatedAt: new Date() })
          .where(own(user.id, existing.id))
          .returning()
      : await tx
          .insert(coverLetters)
          .values({ ...values, userId: user.id })
          .returning();

    const before = existing?.applicationId ?? null;
    if (before !== input.applicationId) {
      // The application it leaves may be gone (the key was set null) or never have been linked.
      if (before) await noteCoverLetter(tx, { applicationId: before, userId: user.id, title: existing!.title, attached: false });
      if (input.applicationId) await noteCoverLetter(tx, { applicationId: input.applicationId, userId: user.id, title, attached: true });
    }
    return row!;
  });
  ctx.log.info({ userId: user.id, coverLetterId: saved.id, created: !input.id }, 'cover letter saved');
  return findLetter(ctx, saved.id);
}

/** Deletes the user's own letter; the application it was sent with records it detached. */
export async function deleteCoverLetter(ctx: AuthedContext, input: IdInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(coverLetters)
      .where(own(ctx.user.id, input.id))
      .returning({ applicationId: coverLetters.applicationId, title: coverLetters.title });
    if (!deleted) throw notFound();
    if (deleted.applicationId) {
      await noteCoverLetter(tx, { applicationId: deleted.applicationId, userId: ctx.user.id, title: deleted.title, attached: false });
    }
  });
}

/** The job a letter is for, and the links the letter keeps to it. */
interface ResolvedJob {
  job: LetterJob;
  applicationId: string | null;
  jobId: string | null;
  /** The resume the application was sent with, if any. */
  applicationResumeId: string | null;
}

async function resolveSource(ctx: AuthedContext, source: LetterSource): Promise<ResolvedJob> {
  switch (source.kind) {
    case 'description':
      return {
        job: { jobTitle: source.jobTitle, company: source.company, description: source.description },
        applicationId: null,
        jobId: null,
        applicationResumeId: null,
      };
    case 'job': {
      const job = await boardJob(ctx, source.id);
      return { job, applicationId: null, jobId: job.id, applicationResumeId: null };
    }
    case 'application': {
      const application = await ownApplication(ctx, source.id);
      return {
        // An application typed in by hand has no description: its title stands in.
        job: { jobTitle: application.jobTitle, company: application.company, description: application.description ?? application.jobTitle },
        applicationId: application.id,
        jobId: application.jobId,
        applicationResumeId: application.resumeId,
      };
    }
  }
}

/**
 * The resume a draft rests on: the one asked for, else the version tailored for this application or
 * job, else the one the application was sent with, else the active one; null when the user has none.
 */
async function draftResume(ctx: AuthedContext, asked: string | undefined, resolved: ResolvedJob): Promise<{ id: string; content: ResumeContent } | null> {
  if (asked) return { id: asked, content: await ownResume(ctx, asked) };
  const tailoredFor = [
    resolved.applicationId ? eq(resumes.tailoredApplicationId, resolved.applicationId) : undefined,
    resolved.jobId ? eq(resumes.tailoredJobId, resolved.jobId) : undefined,
  ].filter((c) => c !== undefined);
  const [row] = await ctx.db
    .select({ id: resumes.id, content: resumes.content })
    .from(resumes)
    .where(
      and(
        eq(resumes.userId, ctx.user.id),
        or(
          ...tailoredFor,
          resolved.applicationResumeId ? eq(resumes.id, resolved.applicationResumeId) : undefined,
          eq(resumes.isActive, true),
        ),
      ),
    )
    // Tailored first, then the application's, then the active one.
    .orderBy(
      sql`case when ${tailoredFor.length > 0 ? or(...tailoredFor) : sql`false`} then 0 when ${resumes.id} = ${resolved.applicationResumeId} then 1 else 2 end`,
      desc(resumes.updatedAt),
    )
    .limit(1);
  return row ? { id: row.id, content: readContent(row.content) } : null;
}

/** The first person met along the application, to greet by name: a letter reads better to someone. */
async function applicationRecipient(ctx: AuthedContext, applicationId: string | null) {
  if (!applicationId) return null;
  const [contact] = await ctx.db
    .select({ name: applicationContacts.name, role: applicationContacts.role })
    .from(applicationContacts)
    .where(and(eq(applicationContacts.applicationId, applicationId), eq(applicationContacts.userId, ctx.user.id)))
    .orderBy(applicationContacts.createdAt, applicationContacts.id)
    .limit(1);
  return contact ?? null;
}

/** Today as `YYYY-MM-DD` (UTC), the date a draft and an undated letter print. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Draft from evidence (Premium): the local composer's letter from the job and the resume, every
 * sentence with the lines it rests on; reworded by the remote model when one is configured, each
 * rewording checked against the facts first. Nothing is stored: the editor saves it.
 */
export async function draftCoverLetter(ctx: AuthedContext, input: z.output<typeof draftCoverLetterInput>): Promise<CoverLetterDraft> {
  const resolved = await resolveSource(ctx, input.source);
  const [resume, contact] = await Promise.all([draftResume(ctx, input.resumeId, resolved), applicationRecipient(ctx, resolved.applicationId)]);
  const recipientName = input.recipientName || contact?.name || undefined;
  let drafted = draftLetter(resume?.content ?? null, resolved.job, { recipientName, today: today() });
  let rewrittenBy: CoverLetterDraft['rewrittenBy'] = 'local';
  if (ctx.config.ai) ({ draft: drafted, rewrittenBy } = await rewordDraft(ctx.config.ai, ctx.log, drafted, resume?.content ?? null, resolved.job));
  if (contact && recipientName === contact.name) drafted.content.recipient.title ||= contact.role ?? '';
  ctx.log.info({ userId: ctx.user.id, source: input.source.kind, sentences: drafted.evidence.sentences.length, rewrittenBy }, 'cover letter drafted');
  return {
    ...drafted,
    resumeId: resume?.id ?? null,
    applicationId: resolved.applicationId,
    jobId: resolved.jobId,
    rewrittenBy,
  };
}

/** The letter checks: the letter read against its job (application, board job or pasted text) and its resume. */
export async function checkCoverLetter(ctx: AuthedContext, input: z.output<typeof checkCoverLetterInput>): Promise<CoverLetterChecks> {
  const source: LetterSource | null = input.applicationId
    ? { kind: 'application', id: input.applicationId }
    : input.jobId
      ? { kind: 'job', id: input.jobId }
      : null;
  const job: LetterJob | null = source
    ? (await resolveSource(ctx, source)).job
    : input.jobDescription.trim() || input.content.jobTitle
      ? { jobTitle: input.content.jobTitle, company: input.content.recipient.company, description: input.jobDescription }
      : null;
  const resume = input.resumeId ? await ownResume(ctx, input.resumeId) : null;
  return checkLetter(input.content, { job, resume, evidence: input.evidence });
}

/**
 * One of the user's letters as its exports print it: under the header of its resume (the active one
 * when it names none), in its template or the one asked for (a free member may not use a premium one),
 * dated the day it is printed when it has no date.
 */
export async function letterDocument(ctx: AuthedContext, input: IdInput & { template?: ResumeTemplateId | undefined }): Promise<{ title: string; document: LetterDocument }> {
  const letter = await findLetter(ctx, input.id);
  const template = input.template ?? letter.template;
  checkTemplate(ctx.user, template);
  const [resume] = await ctx.db
    .select({ content: resumes.content })
    .from(resumes)
    .where(and(eq(resumes.userId, ctx.user.id), letter.resumeId ? eq(resumes.id, letter.resumeId) : eq(resumes.isActive, true)));
  const header = readContent(resume?.content ?? {}).personalInfo;
  return { title: letter.title, document: { content: letter.content, header, template, date: letter.content.date || today() } };
}
