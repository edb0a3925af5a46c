// Two-factor authentication with an authenticator app. Secrets are sealed with the server's
// encryption key; each code is accepted once (the step it matched is stored); recovery codes are
// stored hashed and deleted when used. Passing a challenge replaces the session with an aal2 one.
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type mfaDisableInput, type mfaRecoveryInput, type mfaVerifyInput } from '#shared/schemas/auth.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mfaFactors, recoveryCodes } from '../../db/schema/index.ts';
import { randomToken, seal, sha256Hex, unseal } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import { matchTotp, newTotpSecret, totpEnrollment } from '../../platform/totp.ts';
import type { AccountContext, AuthedContext, ChallengeContext, SignedInContext } from '../../trpc/context.ts';
import { startSession } from '../auth/service.ts';

type CodeInput = z.output<typeof mfaVerifyInput>;

const recoveryHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);
const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export async function listFactors(ctx: ChallengeContext) {
  const rows = await ctx.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, ctx.user.id), isNotNull(mfaFactors.verifiedAt)))
    .orderBy(mfaFactors.createdAt);
  return rows.map((f) => ({ id: f.id, type: 'totp' as const, verified: true, createdAt: f.createdAt }));
}

/** A new, unverified factor; any earlier unfinished enrolment is dropped. */
export async function enroll(ctx: AccountContext) {
  const secret = newTotpSecret();
  const factor = await ctx.db.transaction(async (tx) => {
    const [verified] = await tx
      .select({ id: mfaFactors.id })
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, ctx.user.id), isNotNull(mfaFactors.verifiedAt)));
    if (verified) throw new AppError('CONFLICT', TOASTS.mfa.alreadyEnabled);
    await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, ctx.user.id), isNull(mfaFactors.verifiedAt)));
    const [row] = await tx
      .insert(mfaFactors)
      .values({ userId: ctx.user.id, secretEncrypted: seal(ctx.config.encryptionKey, secret) })
      .returning({ id: mfaFactors.id });
    return row!;
  });
  return { factorId: factor.id, ...(await totpEnrollment(secret, APP_NAME, ctx.user.email)) };
}

/**
 * Checks a code against one factor and records its step in the same statement, so the same code
 * (or an older one) can never pass twice, even from two requests at once.
 */
async function useTotpCode(db: Db, key: Buffer, userId: string, factorId: string, code: string, verified: boolean) {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId), verified ? isNotNull(mfaFactors.verifiedAt) : isNull(mfaFactors.verifiedAt)));
  if (!factor) throw new AppError('NOT_FOUND', TOASTS.mfa.noFactors);
  const step = matchTotp(unseal(key, factor.secretEncrypted), code, factor.lastUsedStep);
  if (step === null) throw new AppError('BAD_REQUEST', TOASTS.mfa.invalidCode);
  const [used] = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step, ...(verified ? {} : { verifiedAt: new Date() }) })
    .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
    .returning({ id: mfaFactors.id });
  if (!used) throw new AppError('BAD_REQUEST', TOASTS.mfa.invalidCode);
}

async function limitAttempts(ctx: SignedInContext) {
  await enforceRateLimit(ctx.db, RATE_LIMITS.secondFactorPerUser, ctx.user.id);
}

/** Finishes enrolment: the first code turns the factor on and yields the recovery codes, shown once. */
export async function confirmEnrollment(ctx: AccountContext, input: CodeInput) {
  await limitAttempts(ctx);
  const codes = Array.from({ length: AUTH_LIMITS.recoveryCodes }, () => randomToken().slice(0, 10));
  await ctx.db.transaction(async (tx) => {
    await useTotpCode(tx, ctx.config.encryptionKey, ctx.user.id, input.factorId, input.code, false);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, ctx.user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: ctx.user.id, codeHash: recoveryHash(ctx.user.id, c) })));
  });
  await startSession(ctx, { userId: ctx.user.id, aal: 'aal2' });
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/** The sign-in challenge: a code from the user's authenticator lifts the session to aal2. */
export async function verifyChallenge(ctx: ChallengeContext, input: CodeInput) {
  await limitAttempts(ctx);
  await useTotpCode(ctx.db, ctx.config.encryptionKey, ctx.user.id, input.factorId, input.code, true);
  await startSession(ctx, { userId: ctx.user.id, aal: 'aal2' });
}

async function useRecoveryCode(db: Db, userId: string, code: string) {
  const [used] = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, code))))
    .returning({ id: recoveryCodes.id });
  if (!used) throw new AppError('BAD_REQUEST', TOASTS.mfa.invalidCode);
}

/** The challenge passed with a recovery code instead, for a lost phone. */
export async function verifyRecoveryCode(ctx: ChallengeContext, input: z.output<typeof mfaRecoveryInput>) {
  await limitAttempts(ctx);
  await useRecoveryCode(ctx.db, ctx.user.id, input.code);
  await startSession(ctx, { userId: ctx.user.id, aal: 'aal2' });
}

/**
 * A current code (authenticator or recovery) proves the second factor for a sensitive change.
 * Call it outside any transaction: the attempt it counts must outlive a wrong code's rollback,
 * and embedded PGlite has one connection, so ctx.db inside a transaction would wait forever.
 */
export async function proveSecondFactor(ctx: AuthedContext, { code }: z.output<typeof mfaDisableInput>) {
  const { db } = ctx;
  await limitAttempts(ctx);
  if (/^\d+$/.test(code)) {
    const [factor] = await db
      .select({ id: mfaFactors.id })
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, ctx.user.id), isNotNull(mfaFactors.verifiedAt)))
      .orderBy(desc(mfaFactors.createdAt))
      .limit(1);
    if (!factor) throw new AppError('NOT_FOUND', TOASTS.mfa.noFactors);
    await useTotpCode(db, ctx.config.encryptionKey, ctx.user.id, factor.id, code, true);
  } else {
    await useRecoveryCode(db, ctx.user.id, code);
  }
}

export async function disable(ctx: AccountContext, input: z.output<typeof mfaDisableInput>) {
  await proveSecondFactor(ctx, input);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, ctx.user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, ctx.user.id));
  });
}
