// E-mail and password accounts: sign-up, sign-in, verification, password reset, sign-out.
// Answers about an e-mail address never depend on whether it is registered: the work that does
// (sending mail, writing rows) runs after the response, and unknown addresses cost a hash too.
import { eq, sql } from 'drizzle-orm';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import type {
  emailInput,
  resetPasswordInput,
  SessionInfo,
  signInInput,
  signUpInput,
  verifyEmailInput,
} from '#shared/schemas/auth.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mfaFactors, profiles, sessions, users } from '../../db/schema/index.ts';
import { consumeEmailToken, issueEmailToken, linkUrl } from '../../platform/email-links.ts';
import { AppError } from '../../platform/errors.ts';
import { knownDeviceId, rememberDevice } from '../../platform/known-devices.ts';
import { assertPasswordAllowed, hashPassword, verifyPasswordInConstantTime } from '../../platform/passwords.ts';
import { enforceRateLimit, RATE_LIMITS, type RateRule, refundRateLimit } from '../../platform/rate-limit.ts';
import { invalidateSession, invalidateUserSessions, replaceSession, secondFactorOwed, type Aal } from '../../platform/sessions.ts';
import type { PublicContext } from '../../trpc/context.ts';
import { accountExistsMessage, resetPasswordMessage, verifyEmailMessage } from './emails.ts';
import { appUrl } from '#shared/routes.ts';

export function getSessionInfo(ctx: PublicContext): SessionInfo {
  const { user, session } = ctx;
  if (!user || (!session && !ctx.apiToken)) return { user: null, mfaPending: false };
  const premium = isPremium(user);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      role: user.role,
      isPremium: premium,
      subscriptionTier: premium ? user.subscriptionType : 'free',
      subscriptionExpiresAt: user.subscriptionExpiresAt,
      onboardingCompleted: user.onboardingCompleted,
    },
    mfaPending: session !== null && secondFactorOwed(user, session),
  };
}

/** Starts a new session for the user, replacing the one the request came with (no fixation). */
export async function startSession(ctx: PublicContext, input: { userId: string; aal: Aal }): Promise<void> {
  const { token, session } = await replaceSession(ctx.db, ctx.session?.id ?? null, input.userId, {
    aal: input.aal,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
  });
  ctx.sessionCookie.set(token, session.expiresAt);
}

const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0];

/** Limits that apply to every request that sends an e-mail, counted whether or not the address exists. */
async function limitEmailRequest(ctx: PublicContext, email: string) {
  await enforceRateLimit(ctx.db, RATE_LIMITS.emailRequestsPerIp, ctx.ip ?? 'unknown');
  await enforceRateLimit(ctx.db, RATE_LIMITS.emailsPerAddress, email);
}

export async function signUp(ctx: PublicContext, input: z.output<typeof signUpInput>): Promise<void> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.signUpPerIp, ctx.ip ?? 'unknown');
  assertPasswordAllowed('password', input.password, input.email);
  await limitEmailRequest(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const { db, config, platform } = ctx;

  platform.tasks.run('sign-up', async () => {
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, userType: input.userType })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return null;
      await tx.insert(profiles).values({ userId: user.id, firstName: input.firstName, lastName: input.lastName });
      return user;
    });
    if (!created) {
      const signIn = appUrl(config.publicUrl, '/auth');
      await platform.mailer.send(accountExistsMessage(input.email, signIn, signIn));
      return;
    }
    const token = await issueEmailToken(db, created.id, 'verifyEmail', input.email);
    await platform.mailer.send(verifyEmailMessage(input.email, input.firstName, linkUrl(config.publicUrl, 'verifyEmail', token)));
  });
}

/**
 * Attempts are counted before the password is checked, so parallel guesses cannot overrun a limit.
 * A browser that signed in to this account before has a budget of its own; every other client
 * shares the account's budget and its address's, which a stranger's guesses use up. Answers the
 * budgets it counted against, to be given back when the password proves right (decision 013).
 */
async function limitSignIn(ctx: PublicContext, email: string, userId: string | undefined): Promise<[RateRule, string][]> {
  const device = userId ? knownDeviceId(ctx.config.sessionSecret, userId, ctx.deviceCookie.value) : null;
  const budgets: [RateRule, string][] = device
    ? [[RATE_LIMITS.signInPerKnownDevice, `${userId}:${device}`]]
    : [
        [RATE_LIMITS.signInPerIp, ctx.ip ?? 'unknown'],
        [RATE_LIMITS.signInPerAccount, email],
      ];
  for (const [rule, subject] of budgets) await enforceRateLimit(ctx.db, rule, subject);
  return budgets;
}

export async function signIn(ctx: PublicContext, input: z.output<typeof signInInput>): Promise<{ mfaRequired: boolean; firstSignIn: boolean }> {
  // The schema trims and lowercases too; the limit's key must not depend on every caller doing so.
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(ctx.db, email);
  const budgets = await limitSignIn(ctx, email, user?.id);
  const valid = await verifyPasswordInConstantTime(user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', TOASTS.auth.invalidCredentials);
  // The limits are for guesses: the owner signing in on many new devices never runs into them.
  for (const [rule, subject] of budgets) await refundRateLimit(ctx.db, rule, subject);
  // Said only to someone who knows the password, so it reveals nothing to anyone else.
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', TOASTS.auth.emailNotVerified);
  ctx.deviceCookie.set(rememberDevice(ctx.config.sessionSecret, user.id, ctx.deviceCookie.value));

  const [factor] = await ctx.db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(sql`${mfaFactors.userId} = ${user.id} and ${mfaFactors.verifiedAt} is not null`)
    .limit(1);
  // "Welcome!" for a first sign-in, "Welcome back!" otherwise (decision 041): a user with no session
  // row has never signed in, or not within a session's lifetime, which is greeted the same way.
  const [earlier] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).limit(1);
  await startSession(ctx, { userId: user.id, aal: 'aal1' });
  return { mfaRequired: Boolean(factor), firstSignIn: !earlier };
}

/** Ends the current session. Signing out twice, or without a session, is not an error. */
export async function signOut(ctx: PublicContext): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  if (ctx.credential === 'cookie' || !ctx.credential) ctx.sessionCookie.clear();
}

export async function resendVerification(ctx: PublicContext, input: z.output<typeof emailInput>): Promise<void> {
  await limitEmailRequest(ctx, input.email);
  const { db, config, platform } = ctx;
  platform.tasks.run('resend-verification', async () => {
    const user = await findUserByEmail(db, input.email);
    if (!user || user.emailVerifiedAt) return;
    const [profile] = await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.userId, user.id));
    const token = await issueEmailToken(db, user.id, 'verifyEmail', user.email);
    await platform.mailer.send(verifyEmailMessage(user.email, profile?.firstName || 'there', linkUrl(config.publicUrl, 'verifyEmail', token)));
  });
}

export async function requestPasswordReset(ctx: PublicContext, input: z.output<typeof emailInput>): Promise<void> {
  await limitEmailRequest(ctx, input.email);
  const { db, config, platform } = ctx;
  platform.tasks.run('password-reset', async () => {
    const user = await findUserByEmail(db, input.email);
    if (!user) return;
    const token = await issueEmailToken(db, user.id, 'resetPassword', user.email);
    await platform.mailer.send(resetPasswordMessage(user.email, linkUrl(config.publicUrl, 'resetPassword', token)));
  });
}

/** A new password from a reset link. The link proves the inbox, so the address counts as verified. */
export async function resetPassword(ctx: PublicContext, input: z.output<typeof resetPasswordInput>): Promise<void> {
  const link = await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, input.token, ['resetPassword']);
    const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)) : [];
    // A link sent to an address the account no longer has is void.
    if (!row || !user || user.email.toLowerCase() !== row.email.toLowerCase()) throw new AppError('BAD_REQUEST', TOASTS.auth.invalidLink);
    assertPasswordAllowed('password', input.password, user.email);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await invalidateUserSessions(tx, user.id);
    return row;
  });
  ctx.log.info({ userId: link.userId }, 'password reset; every session ended');
}

/** Confirms a sign-up address or a new address from the account settings. */
export async function verifyEmail(ctx: PublicContext, input: z.output<typeof verifyEmailInput>) {
  return ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, input.token, ['verifyEmail', 'changeEmail']);
    if (!row) throw new AppError('BAD_REQUEST', TOASTS.auth.invalidLink);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw new AppError('BAD_REQUEST', TOASTS.auth.invalidLink);

    if (row.purpose === 'verifyEmail') {
      if (user.email.toLowerCase() !== row.email.toLowerCase()) throw new AppError('BAD_REQUEST', TOASTS.auth.invalidLink);
      if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      return { email: user.email, purpose: 'verifyEmail' as const };
    }
    const taken = await findUserByEmail(tx, row.email);
    if (taken && taken.id !== user.id) throw new AppError('CONFLICT', TOASTS.auth.emailInUse);
    await tx.update(users).set({ email: row.email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    return { email: row.email, purpose: 'changeEmail' as const };
  });
}

export function oauthProviderStatus(ctx: PublicContext) {
  return { google: ctx.config.oauth.google !== null, linkedin: ctx.config.oauth.linkedin !== null };
}
