// The resume builder: the user's resumes, the one active resume the editor opens, tailored copies
// for a job or a tracked application, and the ATS score. Every read and write names the user, so
// another user's id reads as not found. Creating (saving without an id, tailoring) is counted
// against the plan's limit inside the insert's transaction while the user's row is locked, so
// parallel creates cannot race past it; the same lock serialises the switch of the active resume,
// which the partial unique index would otherwise refuse as a conflict.
import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_LIMITS, PREMIUM_LIMITS } from '#shared/constants.ts';
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { resumeTitle } from '#shared/rules/resumes.ts';
import {
  type AtsResult,
  type importJsonResumeInput,
  personalInfo,
  resumeContent,
  type ResumeContent,
  type ResumeDetail,
  type ResumeDraft,
  type resumeIdInput,
  type ResumeList,
  type ResumeSummary,
  type saveResumeInput,
  type scoreResumeInput,
  type AtsLiveScore,
  type tailorResumeInput,
} from '#shared/schemas/resumes.ts';
import type { Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { jobApplications, jobs, resumes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { standingWorker } from '../../platform/workers.ts';
import { RouteRefusal } from '../../trpc/http-routes.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { scoreResume as scoreLocally, type AtsTarget } from '../../engines/ats/index.ts';

import { parseResumeText } from './import/parse-text.ts';
import { fromJsonResume, toJsonResume } from './json-resume.ts';
import type { ResumePdfTask } from './pdf/worker.ts';
import { applyModelSuggestions, askModel } from './remote-model.ts';

type ResumeRow = typeof resumes.$inferSelect;
type IdInput = z.output<typeof resumeIdInput>;
type ScoreInput = z.output<typeof scoreResumeInput>;

/** Between a tailored version's name part and the job it was made for (resumeTitle's own joint). */
const LABEL_JOINT = ' – ';

const limitFor = (user: SessionUser) => (isPremium(user) ? PREMIUM_LIMITS.resumes : FREE_LIMITS.resumes);

const notFound = () => new AppError('NOT_FOUND', TOASTS.resume.notFound);

/**
 * The builder's content of a stored row. Onboarding's uploads were once stored as the file's facts
 * and text (`{fileName, uploadedAt, fileId, text}`, no personalInfo): those rows read as the draft
 * the text parser makes of the text, so the editor opens them prefilled.
 */
export function readContent(stored: unknown): ResumeContent {
  if (stored && typeof stored === 'object' && 'personalInfo' in stored) return resumeContent.parse(stored);
  const text = stored && typeof stored === 'object' && 'text' in stored && typeof stored.text === 'string' ? stored.text : '';
  return draftFromText(text)?.content ?? resumeContent.parse({});
}

/** The job a tailored version was made for: what its title adds after the name part, or null. */
function tailoredLabel(title: string, personal: ResumeContent['personalInfo']): string | null {
  const prefix = resumeTitle(personal) + LABEL_JOINT;
  return title.startsWith(prefix) && title.length > prefix.length ? title.slice(prefix.length) : null;
}

/** A row as the list reads it: every column but the content, of which only the name part. */
type SummaryRow = Omit<ResumeRow, 'content'> & { personal: unknown };

function toSummary(row: SummaryRow): ResumeSummary {
  const target = row.tailoredApplicationId
    ? { kind: 'application' as const, id: row.tailoredApplicationId }
    : row.tailoredJobId
      ? { kind: 'job' as const, id: row.tailoredJobId }
      : null;
  const personal = personalInfo.safeParse(row.personal);
  return {
    id: row.id,
    title: row.title,
    template: row.template as ResumeTemplateId,
    isActive: row.isActive,
    tailoredFor: target && { ...target, label: (personal.success && tailoredLabel(row.title, personal.data)) || '' },
    sourceResumeId: row.sourceResumeId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toDetail(row: ResumeRow): ResumeDetail {
  const content = readContent(row.content);
  return { ...toSummary({ ...row, personal: content.personalInfo }), content };
}

/** The list's columns: a resume's content can be far larger than what the list shows. */
const { content: _content, ...summaryColumns } = getTableColumns(resumes);

const own = (userId: string, id: string) => and(eq(resumes.id, id), eq(resumes.userId, userId));

/** The user's resumes, the active one first, then the newest edited: the list and the editor's switcher. */
export async function listResumes(ctx: AuthedContext): Promise<ResumeList> {
  const limit = limitFor(ctx.user);
  const rows = await ctx.db
    .select({ ...summaryColumns, personal: sql<unknown>`${resumes.content}->'personalInfo'` })
    .from(resumes)
    .where(eq(resumes.userId, ctx.user.id))
    .orderBy(desc(resumes.isActive), desc(resumes.updatedAt), desc(resumes.id))
    .limit(PREMIUM_LIMITS.resumes);
  return { resumes: rows.map(toSummary), limit };
}

export async function getResume(ctx: AuthedContext, input: IdInput): Promise<ResumeDetail> {
  const [row] = await ctx.db.select().from(resumes).where(own(ctx.user.id, input.id));
  if (!row) throw notFound();
  return toDetail(row);
}

export async function activeResume(ctx: AuthedContext): Promise<ResumeDetail | null> {
  const [row] = await ctx.db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, ctx.user.id), eq(resumes.isActive, true)));
  return row ? toDetail(row) : null;
}

/** Locks the user's row for the rest of the transaction and refuses a create past the plan's limit. */
async function lockAndCheckLimit(tx: Tx, user: SessionUser) {
  await lockUser(tx, user.id);
  const [held] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.userId, user.id));
  if ((held?.n ?? 0) < limitFor(user)) return;
  throw new AppError('FORBIDDEN', isPremium(user) ? TOASTS.resume.premiumLimit : TOASTS.resume.limitReached);
}

/** Makes every other resume of the user inactive, so the one about to be marked active is the only one. */
const deactivateOthers = (tx: Tx, userId: string, keepId?: string) =>
  tx
    .update(resumes)
    .set({ isActive: false })
    .where(and(eq(resumes.userId, userId), eq(resumes.isActive, true), keepId ? ne(resumes.id, keepId) : undefined));

/** A new resume of the user's, counted against the limit, and the active one from now on. */
async function createActive(tx: Tx, user: SessionUser, values: Pick<typeof resumes.$inferInsert, 'title' | 'content' | 'template' | 'sourceFileId'>) {
  await lockAndCheckLimit(tx, user);
  await deactivateOthers(tx, user.id);
  const [row] = await tx
    .insert(resumes)
    .values({ ...values, userId: user.id, isActive: true })
    .returning();
  return row!;
}

/** A free user may use the free templates only; the tier cannot see which template an input names. */
export function checkTemplate(user: SessionUser, template: ResumeTemplateId) {
  if (resumeTemplate(template).premium && !isPremium(user)) throw new AppError('FORBIDDEN', TOASTS.resume.premiumTemplate);
}

/**
 * Save Resume: a new resume without an id (under the plan's limit), else the user's own. The title
 * follows the spec's rule, a tailored version keeping the job it was made for; the saved resume
 * becomes the active one.
 */
export async function saveResume(ctx: AuthedContext, input: z.output<typeof saveResumeInput>): Promise<ResumeDetail> {
  const { user } = ctx;
  checkTemplate(user, input.template);
  const saved = await ctx.db.transaction(async (tx) => {
    if (!input.id) {
      return createActive(tx, user, { title: resumeTitle(input.content.personalInfo), content: input.content, template: input.template });
    }
    await lockUser(tx, user.id);
    const [existing] = await tx.select().from(resumes).where(own(user.id, input.id));
    if (!existing) throw notFound();
    const label = tailoredLabel(existing.title, readContent(existing.content).personalInfo) ?? undefined;
    await deactivateOthers(tx, user.id, existing.id);
    const [row] = await tx
      .update(resumes)
      .set({
        title: resumeTitle(input.content.personalInfo, label),
        content: input.content,
        template: input.template,
        isActive: true,
        updatedAt: new Date(),
      })
      .where(own(user.id, existing.id))
      .returning();
    return row!;
  });
  ctx.log.info({ userId: user.id, resumeId: saved.id, created: !input.id }, 'resume saved');
  return toDetail(saved);
}

export async function setActiveResume(ctx: AuthedContext, input: IdInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [exists] = await tx.select({ id: resumes.id }).from(resumes).where(own(ctx.user.id, input.id));
    if (!exists) throw notFound();
    await deactivateOthers(tx, ctx.user.id, input.id);
    await tx.update(resumes).set({ isActive: true }).where(own(ctx.user.id, input.id));
  });
}

/**
 * Deletes the user's own resume; when it was the active one, the newest edited of the rest takes
 * its place. Applications that named it keep working without a resume (the key is set null).
 */
export async function deleteResume(ctx: AuthedContext, input: IdInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [deleted] = await tx.delete(resumes).where(own(ctx.user.id, input.id)).returning({ isActive: resumes.isActive });
    if (!deleted) throw notFound();
    if (!deleted.isActive) return;
    const [next] = await tx
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.userId, ctx.user.id))
      .orderBy(desc(resumes.updatedAt), desc(resumes.id))
      .limit(1);
    if (next) await tx.update(resumes).set({ isActive: true }).where(eq(resumes.id, next.id));
  });
}

/** "Junior Data Analyst at Acme", or whichever half is known. */
const jobLabel = (title: string, company: string) => [title.trim(), company.trim()].filter(Boolean).join(' at ') || 'a job';

/**
 * A copy of the user's resume for one job on the board or one of the user's tracked applications,
 * counted against the limit. For an application, the application's resume becomes the copy in the
 * same transaction. The original stays active: the copy is opened by id.
 */
export async function tailorResume(ctx: AuthedContext, input: z.output<typeof tailorResumeInput>): Promise<ResumeSummary> {
  const { user } = ctx;
  const copy = await ctx.db.transaction(async (tx) => {
    await lockAndCheckLimit(tx, user);
    const [source] = await tx.select().from(resumes).where(own(user.id, input.resumeId));
    if (!source) throw notFound();

    let label: string;
    if (input.applicationId) {
      const [application] = await tx
        .select({ jobTitle: jobApplications.jobTitle, companyName: jobApplications.companyName })
        .from(jobApplications)
        .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.userId, user.id)));
      if (!application) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
      label = jobLabel(application.jobTitle, application.companyName);
    } else {
      const [job] = await tx
        .select({ title: jobs.title, companyName: jobs.companyName })
        .from(jobs)
        .where(and(eq(jobs.id, input.jobId!), eq(jobs.isActive, true)));
      if (!job) throw new AppError('NOT_FOUND', TOASTS.jobs.notFound);
      label = jobLabel(job.title, job.companyName);
    }

    const content = readContent(source.content);
    const [row] = await tx
      .insert(resumes)
      .values({
        userId: user.id,
        title: resumeTitle(content.personalInfo, label),
        content,
        template: source.template,
        isActive: false,
        sourceResumeId: source.id,
        tailoredJobId: input.jobId ?? null,
        tailoredApplicationId: input.applicationId ?? null,
      })
      .returning();
    if (input.applicationId) {
      await tx
        .update(jobApplications)
        .set({ resumeId: row!.id, updatedAt: new Date() })
        .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.userId, user.id)));
    }
    return { row: row!, content };
  });
  ctx.log.info({ userId: user.id, resumeId: copy.row.id, sourceResumeId: input.resumeId }, 'resume tailored');
  return toSummary({ ...copy.row, personal: copy.content.personalInfo });
}

/**
 * What the resume is scored against: the title and industry (both required, in the spec's words),
 * and the description pasted, else the job's on the board, else the user's own application's (its
 * job's description, or its title when it was typed in by hand).
 */
async function resolveTarget(ctx: AuthedContext, target: ScoreInput['target']): Promise<AtsTarget> {
  if (!target.jobTitle || !target.industry) throw new AppError('BAD_REQUEST', TOASTS.resume.missingInformation);
  const base = { jobTitle: target.jobTitle, industry: target.industry };
  // The employer's name, where the job or application is known, is never one of its keywords.
  const known = await knownEmployer(ctx, target);
  if (target.jobDescription.trim()) return { ...base, jobDescription: target.jobDescription, company: known?.company };
  if (target.jobId || target.applicationId) return { ...base, jobDescription: known!.description, company: known!.company };
  return { ...base, jobDescription: '' };
}

/** The job on the board, or the user's own application, the target names: its employer and description. */
async function knownEmployer(ctx: AuthedContext, target: ScoreInput['target']): Promise<{ company: string; description: string } | null> {
  if (target.jobId) {
    const [job] = await ctx.db
      .select({ company: jobs.companyName, description: jobs.description })
      .from(jobs)
      .where(and(eq(jobs.id, target.jobId), eq(jobs.isActive, true)));
    if (!job) throw new AppError('NOT_FOUND', TOASTS.jobs.notFound);
    return job;
  }
  if (target.applicationId) {
    const [application] = await ctx.db
      .select({ company: jobApplications.companyName, jobTitle: jobApplications.jobTitle, description: jobs.description })
      .from(jobApplications)
      .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobApplications.id, target.applicationId), eq(jobApplications.userId, ctx.user.id)));
    if (!application) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
    // An application typed in by hand has no description: its title stands in.
    return { company: application.company, description: application.description ?? application.jobTitle };
  }
  return null;
}

/** A free member's share of a result: the score and its breakdown, the optimisation withheld. */
const scoreOnly = (result: AtsResult): AtsLiveScore => ({ ...result, improvements: null, keywords: null, optimized_suggestions: null });

/**
 * The live score: the local engine's score and breakdown for every member, deterministic, no
 * network; its optimisation (suggestions, keywords, the rewritten summary and skills) for Premium
 * only (decision 052).
 */
export async function scoreResume(ctx: AuthedContext, input: ScoreInput): Promise<AtsLiveScore> {
  const result = scoreLocally(input.content, await resolveTarget(ctx, input.target));
  return isPremium(ctx.user) ? result : scoreOnly(result);
}

/**
 * Optimize: the local engine's score, with its suggestions rewritten by the remote model when one
 * is configured and answers well in time; otherwise the local suggestions as they are.
 */
export async function optimizeResume(ctx: AuthedContext, input: ScoreInput): Promise<AtsResult> {
  const target = await resolveTarget(ctx, input.target);
  const local = scoreLocally(input.content, target);
  if (!ctx.config.ai) return local;
  const suggestions = await askModel(ctx.config.ai, ctx.log, input.content, target);
  return suggestions ? applyModelSuggestions(local, suggestions, input.content, target) : local;
}

/**
 * An uploaded file as a new resume of the user's, inside the caller's transaction: the draft its
 * text reads as (empty when it has none), titled by the spec's rule, active, keeping the file.
 * Counted against the plan's limit like any other create.
 */
export async function createResumeFromFile(tx: Tx, user: SessionUser, file: { id: string; text: string | null }): Promise<string> {
  const content = draftFromText(file.text)?.content ?? resumeContent.parse({});
  return (await createActive(tx, user, { title: resumeTitle(content.personalInfo), content, sourceFileId: file.id })).id;
}

/** A JSON Resume document as a draft for the editor; nothing is stored. */
export async function importJsonResume(_ctx: AuthedContext, input: z.output<typeof importJsonResumeInput>): Promise<ResumeDraft> {
  return fromJsonResume(input.json);
}

/** The draft the text of an uploaded file reads as, or null when the file held no text to read. */
export function draftFromText(text: string | null): ResumeDraft | null {
  if (!text?.trim()) return null;
  const draft = parseResumeText(text);
  return { content: resumeContent.parse(draft.content), unplaced: draft.unplaced };
}

export interface ResumeDownload {
  /** The resume's title, for the file name. */
  title: string;
  body: Buffer | object;
}

/** A resume drawn off the server's thread: a long one takes pdfkit hundreds of milliseconds. */
const drawResumePdf = standingWorker<ResumePdfTask, Uint8Array>(new URL('./pdf/worker.ts', import.meta.url));

/**
 * The user's own resume as a PDF in a template (its own when none is asked for); a free user may
 * not export in a premium template.
 */
export async function resumePdf(ctx: AuthedContext, input: IdInput & { template?: ResumeTemplateId | undefined }): Promise<ResumeDownload> {
  const resume = await getResume(ctx, input);
  const template = input.template ?? resume.template;
  checkTemplate(ctx.user, template);
  const drawn = await drawResumePdf({ content: resume.content, template }, ctx.config.documentParse);
  if (!drawn.ok) throw new RouteRefusal('SERVICE_UNAVAILABLE', TOASTS.common.unavailable);
  return { title: resume.title, body: Buffer.from(drawn.value.buffer, drawn.value.byteOffset, drawn.value.byteLength) };
}

/** The user's own resume as a JSON Resume document. */
export async function resumeJson(ctx: AuthedContext, input: IdInput): Promise<ResumeDownload> {
  const resume = await getResume(ctx, input);
  return { title: resume.title, body: toJsonResume(resume.content) };
}
