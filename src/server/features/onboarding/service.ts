// Job-seeker onboarding: the profile it saves, and the resume file uploaded in its first step,
// which becomes the user's first resume in the builder.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type ExperienceLevel, INDUSTRIES, type Industry, type WorkModel } from '#shared/constants.ts';
import { TOASTS } from '#shared/toasts.ts';
import {
  type OnboardingProfile,
  type onboardingProfileInput,
  type OnboardingStatus,
  type ResumeUploadResult,
} from '#shared/schemas/onboarding.ts';
import type { Tx } from '../../db/client.ts';
import { jobSeekerProfiles, resumeFiles, resumes } from '../../db/schema/index.ts';
import { readDocument, type ReadDocumentResult } from '../../platform/documents.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { createResumeFromFile } from '../resumes/service.ts';

type ProfileRow = typeof jobSeekerProfiles.$inferSelect;

const INDUSTRY_SET: ReadonlySet<string> = new Set(INDUSTRIES);

function toProfile(row: ProfileRow): OnboardingProfile {
  return {
    careerGoals: row.careerGoals,
    skillLevel: row.skillLevel as ExperienceLevel | null,
    preferredWorkModel: row.preferredWorkModel as WorkModel | null,
    locationPreference: row.locationPreference,
    willingToRelocate: row.willingToRelocate,
    yearsExperience: row.yearsExperience,
    targetSalaryMin: row.targetSalaryMin,
    targetSalaryMax: row.targetSalaryMax,
    industryPreferences: row.industryPreferences.filter((i): i is Industry => INDUSTRY_SET.has(i)),
    onboardingCompleted: row.onboardingCompleted,
    updatedAt: row.updatedAt,
  };
}

export async function getOnboardingStatus(ctx: AuthedContext): Promise<OnboardingStatus> {
  const [row] = await ctx.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, ctx.user.id));
  return {
    // The session's flag already counts staff as done: they are never sent to onboarding (decision 040).
    completed: ctx.user.onboardingCompleted || row?.onboardingCompleted === true,
    profile: row ? toProfile(row) : null,
  };
}

/**
 * Saves the profile with onboarding_completed, upserting on the user (completing again updates),
 * and turns the uploaded file into the user's first resume, all in one transaction. The resume
 * is written first inside a savepoint: when it fails the failure is only logged and completion
 * goes on (a resume is a bonus, never a blocker), and when the profile then fails the resume goes with it.
 */
export async function completeOnboarding(ctx: AuthedContext, input: z.output<typeof onboardingProfileInput>) {
  if (ctx.user.userType !== 'job-seeker') throw new AppError('FORBIDDEN', TOASTS.common.forbidden);
  const userId = ctx.user.id;
  const fields = {
    careerGoals: input.careerGoals || null,
    skillLevel: input.skillLevel,
    preferredWorkModel: input.preferredWorkModel,
    locationPreference: input.locationPreference || null,
    willingToRelocate: input.willingToRelocate,
    yearsExperience: input.yearsExperience,
    targetSalaryMin: input.targetSalaryMin,
    targetSalaryMax: input.targetSalaryMax,
    industryPreferences: input.industryPreferences,
    onboardingCompleted: true,
  };
  return ctx.db.transaction(async (tx) => {
    const resumeId = input.resumeFileId ? await attachResume(tx, ctx.log, ctx.user, input.resumeFileId) : null;
    const [row] = await tx
      .insert(jobSeekerProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
      .returning();
    ctx.log.info({ userId, resumeId }, 'onboarding completed');
    return { profile: toProfile(row!), resumeId };
  });
}

/**
 * The user's file as a resume of the builder (resumes' createResumeFromFile: its text read as a
 * draft, the spec's title, active); the same file is attached once however often onboarding
 * completes. Never throws: a missing or foreign file, the plan's resume limit, or a failed insert
 * is logged and yields null.
 */
async function attachResume(tx: Tx, log: FastifyBaseLogger, user: SessionUser, fileId: string): Promise<string | null> {
  const userId = user.id;
  try {
    return await tx.transaction(async (savepoint) => {
      const [file] = await savepoint
        .select({ id: resumeFiles.id, text: resumeFiles.extractedText })
        .from(resumeFiles)
        .where(and(eq(resumeFiles.id, fileId), eq(resumeFiles.userId, userId)));
      if (!file) {
        log.warn({ userId, fileId }, 'onboarding resume not saved: no such file of this user');
        return null;
      }
      const [existing] = await savepoint
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.userId, userId), eq(resumes.sourceFileId, file.id)))
        .orderBy(desc(resumes.createdAt))
        .limit(1);
      if (existing) return existing.id;
      return await createResumeFromFile(savepoint, user, file);
    });
  } catch (err) {
    if (err instanceof AppError) {
      log.info({ userId, fileId, reason: err.title }, 'onboarding resume not saved; onboarding completes without it');
      return null;
    }
    log.error({ userId, fileId, reason: errorLine(err) }, 'onboarding resume not saved; onboarding completes without it');
    return null;
  }
}

export type ResumeUploadOutcome = { ok: true; result: ResumeUploadResult } | Extract<ReadDocumentResult, { ok: false }>;

/** Stores an uploaded resume file once its content proved it a PDF, DOC or DOCX, with its text. */
export async function storeResumeFile(ctx: AuthedContext, file: { fileName: string; bytes: Buffer }): Promise<ResumeUploadOutcome> {
  const userId = ctx.user.id;
  const read = await readDocument(file.bytes, file.fileName, ctx.log, ctx.config.documentParse);
  if (!read.ok) return read;
  const [row] = await ctx.db
    .insert(resumeFiles)
    .values({
      userId,
      fileName: file.fileName,
      mimeType: read.mimeType,
      sizeBytes: file.bytes.length,
      content: file.bytes,
      extractedText: read.text,
    })
    .returning({ id: resumeFiles.id });
  ctx.log.info({ userId, fileId: row!.id, kind: read.kind, sizeBytes: file.bytes.length, hasText: read.text !== null }, 'resume file stored');
  return {
    ok: true,
    result: { fileId: row!.id, fileName: file.fileName, sizeBytes: file.bytes.length, mimeType: read.mimeType, hasText: read.text !== null },
  };
}

/**
 * What went wrong, in one short line: the database's own message (Drizzle wraps it as the cause),
 * never its detail, which can quote the row and so the resume's text.
 */
function errorLine(err: unknown): string {
  const root = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return root instanceof Error ? `${root.name}: ${root.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
}
