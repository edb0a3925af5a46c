// Test users: rows written straight into the database (the fixture), then signed in through the
// real auth.signIn procedure, and past the real second-factor challenge when asked for aal2.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { StaffRole, UserType } from '#shared/constants.ts';
import type { Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { mfaFactors, profiles, userRoles, users } from '../../src/server/db/schema/index.ts';
import { seal } from '../../src/server/platform/crypto.ts';
import { hashPassword } from '../../src/server/platform/passwords.ts';
import { validateSessionToken, type Aal } from '../../src/server/platform/sessions.ts';
import { newTotpSecret } from '../../src/server/platform/totp.ts';
import { createCaller } from '../../src/server/router.ts';
import { createInnerContext, type Context } from '../../src/server/trpc/context.ts';
import { testConfig, testPlatform } from './app.ts';
import { totpNow } from './totp.ts';

export const TEST_PASSWORD = 'violet-harbor-tractor-41';
let passwordHash: Promise<string> | null = null;

const config = testConfig();
const log = pino({ level: 'silent' });

/** A random loopback-ish address, so per-IP limits of one test never spill into another. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * An in-process caller for the whole API, as a signed-in browser would be. `cookie.token` follows
 * the session the procedures set, as a browser's cookie jar would.
 */
export function callerWith(
  db: Db,
  token: string | null,
  options: { credential?: Context['credential']; ip?: string; config?: Config } = {},
) {
  const cookie = { token };
  return {
    cookie,
    async caller() {
      const valid = cookie.token ? await validateSessionToken(db, cookie.token) : null;
      const ctx = createInnerContext({
        db,
        config: options.config ?? config,
        log,
        platform: testPlatform(options.config ?? config, log),
        session: valid?.session ?? null,
        user: valid?.user ?? null,
        credential: valid ? (options.credential ?? 'cookie') : null,
        ip: options.ip ?? randomIp(),
        sessionCookie: { set: (t) => void (cookie.token = t), clear: () => void (cookie.token = null) },
      });
      return createCaller(ctx);
    },
  };
}

export interface TestUserOptions {
  role?: StaffRole;
  premium?: boolean;
  /** Premium that ended yesterday. */
  expiredPremium?: boolean;
  /** A verified authenticator factor; `aal` says whether this session has passed it. */
  mfa?: boolean;
  aal?: Aal;
  userType?: UserType;
  onboarded?: boolean;
}

export async function createTestUser(db: Db, options: TestUserOptions = {}) {
  const email = `user-${randomUUID()}@example.com`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash, emailVerifiedAt: new Date(), userType: options.userType ?? 'job-seeker' })
    .returning();
  const id = user!.id;
  const paid = options.premium || options.expiredPremium;
  await db.insert(profiles).values({
    userId: id,
    firstName: 'Test',
    lastName: 'User',
    isPremium: Boolean(paid),
    subscriptionType: paid ? 'premium_monthly' : 'free',
    subscriptionExpiresAt: paid ? new Date(Date.now() + (options.expiredPremium ? -1 : 30) * 86_400_000) : null,
  });
  if (options.role) await db.insert(userRoles).values({ userId: id, role: options.role });
  const totpSecret = options.mfa ? newTotpSecret() : null;
  const [factor] = totpSecret
    ? await db
        .insert(mfaFactors)
        .values({ userId: id, secretEncrypted: seal(config.encryptionKey, totpSecret), verifiedAt: new Date() })
        .returning()
    : [];

  const browser = callerWith(db, null);
  await (await browser.caller()).auth.signIn({ email, password: TEST_PASSWORD });
  if (factor && options.aal === 'aal2') {
    await (await browser.caller()).mfa.verify({ factorId: factor.id, code: totpNow(totpSecret!) });
  }
  const token = browser.cookie.token!;
  const { session } = (await validateSessionToken(db, token))!;
  return { id, email, password: TEST_PASSWORD, token, session, totpSecret, factorId: factor?.id ?? null };
}

/** A test user with a caller signed in as them (`api`), for tests that call procedures directly. */
export async function createTestMember(db: Db, options: TestUserOptions = {}) {
  const user = await createTestUser(db, options);
  return { ...user, api: await callerWith(db, user.token).caller() };
}
