// Sessions the lucia-auth.com way: the client holds a random token, the database holds only its
// SHA-256. Expiry slides: a session used in the second half of its life is extended.
import { and, eq, exists, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Role, SubscriptionTier, UserType } from '#shared/constants.ts';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { isStaff } from '#shared/rules/premium.ts';
import type { Db } from '../db/client.ts';
import { jobSeekerProfiles, mfaFactors, profiles, sessions, userRoles, users } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS = AUTH_LIMITS.sessionTtlDays * DAY_MS;
/** last_seen_at is written at most this often, so reads do not turn into writes on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export type Aal = 'aal1' | 'aal2';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  aal: Aal;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  userType: UserType;
  firstName: string;
  lastName: string;
  role: Role;
  isPremium: boolean;
  subscriptionType: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  /** Job seekers finish onboarding before anything else; other user types, and staff, have none (decision 040). */
  onboardingCompleted: boolean;
  /** The user has a verified second factor, so an aal1 session must pass the challenge first. */
  mfaEnabled: boolean;
}

export interface SessionMeta {
  aal?: Aal;
  userAgent?: string | null;
  ip?: string | null;
}

/** A session's id is the SHA-256 of its token, so the database never holds a usable token. */
export const sessionIdOf = (token: string) => sha256Hex(token);

export async function createSession(db: Db, userId: string, meta: SessionMeta = {}) {
  const token = randomToken();
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(Date.now() + TTL_MS),
    aal: meta.aal ?? 'aal1',
  };
  await db.insert(sessions).values({
    ...session,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, session };
}

/** The columns that make a SessionUser; joined onto whatever query finds the user. */
function userColumns(db: Db) {
  return {
    id: users.id,
    email: users.email,
    emailVerifiedAt: users.emailVerifiedAt,
    userType: users.userType,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    role: userRoles.role,
    isPremium: profiles.isPremium,
    subscriptionType: profiles.subscriptionType,
    subscriptionExpiresAt: profiles.subscriptionExpiresAt,
    onboardingCompleted: jobSeekerProfiles.onboardingCompleted,
    mfaEnabled: exists(
      db
        .select({ one: sql`1` })
        .from(mfaFactors)
        .where(and(eq(mfaFactors.userId, users.id), isNotNull(mfaFactors.verifiedAt))),
    ),
  };
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number]['user'];

function toSessionUser(u: UserRow): SessionUser {
  const userType = u.userType as UserType;
  const role = (u.role as Role | null) ?? 'user';
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    userType,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    role,
    isPremium: u.isPremium ?? false,
    subscriptionType: (u.subscriptionType as SubscriptionTier | null) ?? 'free',
    subscriptionExpiresAt: u.subscriptionExpiresAt ?? null,
    onboardingCompleted: userType !== 'job-seeker' || isStaff(role) || u.onboardingCompleted === true,
    mfaEnabled: Boolean(u.mfaEnabled),
  };
}

/** A user with the joins every request needs: profile, staff role, onboarding, second factor. */
function selectUsers(db: Db) {
  return db
    .select({ user: userColumns(db) })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id));
}

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row ? toSessionUser(row.user) : null;
}

/**
 * The session and its user in one query, or null for an unknown or expired token. `renewed` says
 * the expiry moved, so a cookie carrying the token should be sent again.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
): Promise<{ session: Session; user: SessionUser; renewed: boolean } | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, aal: sessions.aal, lastSeenAt: sessions.lastSeenAt },
      user: userColumns(db),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .where(eq(sessions.id, id));
  if (!row) return null;

  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const session: Session = { id, userId: row.session.userId, expiresAt: row.session.expiresAt, aal: row.session.aal as Aal };
  const renew = session.expiresAt.getTime() - now < TTL_MS / 2;
  const touch = now - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS;
  if (renew || touch) {
    if (renew) session.expiresAt = new Date(now + TTL_MS);
    await db
      .update(sessions)
      .set({ expiresAt: session.expiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { renewed: renew, session, user: toSessionUser(row.user) };
}

/**
 * A new session for a sign-in, ending the one the browser came with (no session fixation): every
 * sign-in, social login and passed second factor goes through here.
 */
export async function replaceSession(db: Db, previousSessionId: string | null, userId: string, meta: SessionMeta) {
  if (previousSessionId) await invalidateSession(db, previousSessionId);
  return createSession(db, userId, meta);
}

/** A user with a verified second factor whose session has not passed it yet. */
export const secondFactorOwed = (user: Pick<SessionUser, 'mfaEnabled'>, session: Pick<Session, 'aal'>) =>
  user.mfaEnabled && session.aal !== 'aal2';

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except the one given (the caller's own, when it should survive). */
export async function invalidateUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
