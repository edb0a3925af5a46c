// The Account tab: password, e-mail address, active sessions and deleting the account. Every
// change here needs a real session (never an API token) and proof: the password or a 2FA code.
import { and, count, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_TEXT } from '#shared/constants/account.ts';
import type { OAuthProvider } from '#shared/constants/auth.ts';
import {
  type changeEmailInput,
  type changePasswordInput,
  type deleteAccountInput,
  type sessionIdInput,
} from '#shared/schemas/account.ts';
import { TOASTS } from '#shared/toasts.ts';
import { emailTokens, mfaFactors, oauthAccounts, recoveryCodes, sessions, users } from '../../db/schema/index.ts';
import { issueEmailToken, linkUrl } from '../../platform/email-links.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import { invalidateUserSessions } from '../../platform/sessions.ts';
import type { AccountContext } from '../../trpc/context.ts';
import { cancelSubscriptionsForDeletion } from '../billing/service.ts';
import { proveSecondFactor } from '../mfa/service.ts';
import { describeDevice } from './device.ts';
import { changeEmailMessage, emailChangeRequestedMessage } from './emails.ts';

async function loadAccount(ctx: AccountContext) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError('UNAUTHORIZED', TOASTS.auth.sessionMissing);
  return user;
}

export async function getOverview(ctx: AccountContext) {
  const { db } = ctx;
  const userId = ctx.user.id;
  const [user, [codes], providers, [pending]] = await Promise.all([
    loadAccount(ctx),
    db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'changeEmail'), gt(emailTokens.expiresAt, new Date()))),
  ]);
  const [factor] = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.verifiedAt)));
  return {
    email: user.email,
    hasPassword: user.passwordHash !== null,
    mfaEnabled: Boolean(factor),
    recoveryCodesLeft: codes?.n ?? 0,
    linkedProviders: [...new Set(providers.map((p) => p.provider as OAuthProvider))],
    pendingEmail: pending?.email ?? null,
  };
}

/** Wrong passwords here count toward a limit, so a stolen session cannot guess the password. */
async function checkCurrentPassword(ctx: AccountContext, passwordHash: string | null, password: string, field: string) {
  await enforceRateLimit(ctx.db, RATE_LIMITS.passwordCheckPerUser, ctx.user.id);
  if (passwordHash && !(await verifyPassword(passwordHash, password))) throw fieldError(field, TOASTS.auth.wrongPassword.description!);
}

/** A new password ends every other session; an account made by Google or LinkedIn may set its first one. */
export async function changePassword(ctx: AccountContext, input: z.output<typeof changePasswordInput>) {
  const user = await loadAccount(ctx);
  await checkCurrentPassword(ctx, user.passwordHash, input.currentPassword, 'currentPassword');
  assertPasswordAllowed('newPassword', input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await invalidateUserSessions(tx, user.id, ctx.session.id);
  });
}

/** The new address takes effect when its link is opened; the old address is told. */
export async function changeEmail(ctx: AccountContext, input: z.output<typeof changeEmailInput>) {
  const user = await loadAccount(ctx);
  if (!user.passwordHash) throw fieldError('currentPassword', ACCOUNT_TEXT.setPasswordFirst);
  await checkCurrentPassword(ctx, user.passwordHash, input.currentPassword, 'currentPassword');
  if (input.newEmail === user.email.toLowerCase()) throw fieldError('newEmail', ACCOUNT_TEXT.sameEmail);
  await enforceRateLimit(ctx.db, RATE_LIMITS.emailsPerAddress, input.newEmail);
  const { db, config, platform } = ctx;
  platform.tasks.run('change-email', async () => {
    const token = await issueEmailToken(db, user.id, 'changeEmail', input.newEmail);
    await platform.mailer.send(changeEmailMessage(input.newEmail, linkUrl(config.publicUrl, 'changeEmail', token)));
    await platform.mailer.send(emailChangeRequestedMessage(user.email, input.newEmail));
  });
}

export async function listSessions(ctx: AccountContext) {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, ctx.user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(ACCOUNT_LIMITS.sessionsListed);
  return rows.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.id === ctx.session.id,
  }));
}

/** Revoking is idempotent; revoking the current session signs this browser out too. */
export async function revokeSession(ctx: AccountContext, input: z.output<typeof sessionIdInput>) {
  await ctx.db.delete(sessions).where(and(eq(sessions.id, input.id), eq(sessions.userId, ctx.user.id)));
  if (input.id === ctx.session.id && ctx.credential === 'cookie') ctx.sessionCookie.clear();
}

/**
 * Every row of the user goes in one statement: all their tables reference users with ON DELETE
 * CASCADE. The proofs come first, outside any transaction, so their attempt counters stick (and
 * single-connection PGlite is not asked for a second connection).
 */
export async function deleteAccount(ctx: AccountContext, input: z.output<typeof deleteAccountInput>) {
  const user = await loadAccount(ctx);
  if (user.passwordHash) {
    if (!input.password) throw fieldError('password', ACCOUNT_TEXT.passwordRequired);
    await checkCurrentPassword(ctx, user.passwordHash, input.password, 'password');
  }
  if (ctx.user.mfaEnabled) {
    if (!input.code) throw new AppError('BAD_REQUEST', TOASTS.account.confirmationRequired);
    await proveSecondFactor(ctx, { code: input.code });
  }
  await cancelSubscriptionsForDeletion(ctx);
  await ctx.db.delete(users).where(eq(users.id, user.id));
  ctx.sessionCookie.clear();
  ctx.log.info({ userId: user.id }, 'account deleted');
}
