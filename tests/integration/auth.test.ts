// E-mail and password accounts over real HTTP: sign-up, the verification link from the outbox,
// sign-in, reset, sign-out; what is stored, what is logged, and what an attacker can learn.
import { and, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXT } from '#shared/constants/auth.ts';
import { COOKIES } from '#shared/cookies.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { emailTokens, profiles, sessions, users } from '../../src/server/db/schema/index.ts';
import { sha256Hex } from '../../src/server/platform/crypto.ts';
import { hitRateLimit, RATE_LIMITS, type RateRule } from '../../src/server/platform/rate-limit.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { linkIn, mailTo } from '../support/outbox.ts';
import { httpCaller, type CallOptions } from '../support/trpc-http.ts';
import { createTestUser, randomIp, TEST_PASSWORD } from '../support/users.ts';

const DEVICE_COOKIE = COOKIES.knownDevice.name;

const database = await useTestDatabase();
const { db } = database;
const { app, config, logs } = await useTestApp(database);

const { mutate, query } = httpCaller(app);
const settled = () => app.platform.tasks.idle();

let counter = 0;
const newEmail = () => `Person.${Date.now()}.${++counter}@Example.com`;
const PASSWORD = 'lantern-orchard-42-quiet';

function signUpInput(email: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'job-seeker', ...overrides };
}

async function signUpAndVerify(email = newEmail()) {
  expect((await mutate('auth.signUp', signUpInput(email))).status).toBe(200);
  await settled();
  const [mail] = await mailTo(config.dataDir, email);
  const { token } = linkIn(mail!, '/auth/callback');
  expect((await mutate('auth.verifyEmail', { token })).status).toBe(200);
  return email;
}

async function signIn(email: string, password = PASSWORD, options: CallOptions = {}) {
  return mutate<{ mfaRequired: boolean; firstSignIn: boolean }>('auth.signIn', { email, password }, options);
}

describe('sign-up', () => {
  it('creates the user and profile, hashes the password with argon2id and mails a verification link', async () => {
    const email = newEmail();
    const res = await mutate('auth.signUp', signUpInput(email, { userType: 'employer' }));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ accepted: true });
    await settled();

    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ userType: 'employer', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    const mails = await mailTo(config.dataDir, email);
    expect(mails).toHaveLength(1);
    const { url, token } = linkIn(mails[0]!, '/auth/callback');
    expect(url.origin).toBe(config.publicUrl);
    // Only the hash is stored, and the link lasts a day.
    const [row] = await db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(row!.id).toBe(sha256Hex(token));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it.each([
    ['mismatched passwords', { confirmPassword: 'something-else-entirely' }, 'confirmPassword', PASSWORD_TEXT.mismatch],
    ['no role', { userType: '' }, 'userType', 'Please select your role'],
    ['a short password', { password: 'ab1', confirmPassword: 'ab1' }, 'password', 'Password must be at least 8 characters'],
    ['a common password', { password: 'password123', confirmPassword: 'password123' }, 'password', PASSWORD_TEXT.common],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('refuses %s with the field message', async (_name, overrides, field, message) => {
    const res = await mutate('auth.signUp', signUpInput(newEmail(), overrides));
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors![field]).toContain(message);
  });

  it('refuses the e-mail address as the password', async () => {
    const email = newEmail().toLowerCase();
    const res = await mutate('auth.signUp', signUpInput(email, { password: email, confirmPassword: email }));
    expect(res.error!.data.fieldErrors!.password).toContain(PASSWORD_TEXT.isEmail);
  });

  it('answers a taken address exactly like a new one, and tells the owner instead', async () => {
    const email = await signUpAndVerify();
    const again = await mutate('auth.signUp', signUpInput(email.toUpperCase()));
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ accepted: true });
    await settled();
    expect(await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)).toHaveLength(1);
    const mails = await mailTo(config.dataDir, email);
    expect(mails.at(-1)!.subject).toBe('Someone tried to sign up with your email');
  });
});

describe('verification and sign-in', () => {
  it('refuses sign-in until the address is verified, then signs in with a new session cookie', async () => {
    const email = newEmail();
    await mutate('auth.signUp', signUpInput(email));
    await settled();
    const early = await signIn(email);
    expect(early.status).toBe(403);
    expect(early.error!.data.title).toBe(TOASTS.auth.emailNotVerified.title);
    expect(early.sessionToken).toBeUndefined();

    const { token } = linkIn((await mailTo(config.dataDir, email))[0]!, '/auth/callback');
    const verified = await mutate('auth.verifyEmail', { token });
    expect(verified.data).toEqual({ email: email.toLowerCase(), purpose: 'verifyEmail' });
    // A link works once.
    expect((await mutate('auth.verifyEmail', { token })).error!.data.title).toBe(TOASTS.auth.invalidLink.title);

    const res = await signIn(email);
    expect(res.status).toBe(200);
    // The account's first session: the client says "Welcome!", not "Welcome back!" (decision 041).
    expect(res.data).toEqual({ mfaRequired: false, firstSignIn: true });
    expect((await signIn(email)).data).toEqual({ mfaRequired: false, firstSignIn: false });
    expect(res.sessionToken).toBeTruthy();
    const info = await query<SessionInfo>('auth.session', undefined, { token: res.sessionToken });
    expect(info.data.user).toMatchObject({ email: email.toLowerCase(), userType: 'job-seeker', onboardingCompleted: false });
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sha256Hex(res.sessionToken!)));
    expect(row!.aal).toBe('aal1');
  });

  it('resends verification with a new link that replaces the old one', async () => {
    const email = newEmail();
    await mutate('auth.signUp', signUpInput(email));
    await settled();
    const first = linkIn((await mailTo(config.dataDir, email))[0]!, '/auth/callback').token;
    expect((await mutate('auth.resendVerification', { email })).data).toEqual({ accepted: true });
    await settled();
    const mails = await mailTo(config.dataDir, email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!, '/auth/callback').token;
    expect((await mutate('auth.verifyEmail', { token: first })).status).toBe(400);
    expect((await mutate('auth.verifyEmail', { token: second })).status).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    const email = newEmail();
    await mutate('auth.signUp', signUpInput(email));
    await settled();
    const { token } = linkIn((await mailTo(config.dataDir, email))[0]!, '/auth/callback');
    await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.id, sha256Hex(token)));
    expect((await mutate('auth.verifyEmail', { token })).error!.data.title).toBe(TOASTS.auth.invalidLink.title);
  });

  it('gives a wrong password and an unknown address the same answer', async () => {
    const email = await signUpAndVerify();
    const wrong = await signIn(email, 'not-the-password-at-all');
    const unknown = await signIn(newEmail(), 'not-the-password-at-all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.error).toEqual(wrong.error);
  });

  it('takes as long to refuse an unknown address as a wrong password', async () => {
    const email = await signUpAndVerify();
    const median = async (target: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await signIn(target, 'not-the-password-at-all');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    const known = await median(email);
    const unknown = await median(newEmail());
    // Without the stand-in hash an unknown address answers ~10x faster.
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it('starts a new session on every sign-in and ends the one the browser came with', async () => {
    const email = await signUpAndVerify();
    const first = (await signIn(email)).sessionToken!;
    const second = (await signIn(email, PASSWORD, { token: first })).sessionToken!;
    expect(second).not.toBe(first);
    expect((await query<SessionInfo>('auth.session', undefined, { token: first })).data.user).toBeNull();
    expect((await query<SessionInfo>('auth.session', undefined, { token: second })).data.user).not.toBeNull();
  });

  it('signs out: the session is gone and the cookie cleared', async () => {
    const email = await signUpAndVerify();
    const token = (await signIn(email)).sessionToken!;
    const out = await mutate('auth.signOut', undefined, { token });
    expect(out.sessionToken).toBe('');
    expect((await query<SessionInfo>('auth.session', undefined, { token })).data.user).toBeNull();
  });

  it('reports which social providers are configured', async () => {
    expect((await query('auth.providers')).data).toEqual({ google: false, linkedin: false });
  });
});

describe('password reset', () => {
  it('mails a one-hour, single-use link; the new password works and every session ends', async () => {
    const email = await signUpAndVerify();
    const oldSession = (await signIn(email)).sessionToken!;
    expect((await mutate('auth.requestPasswordReset', { email })).data).toEqual({ accepted: true });
    await settled();
    const mail = (await mailTo(config.dataDir, email)).at(-1)!;
    const { token } = linkIn(mail, '/auth/reset');
    const [row] = await db.select().from(emailTokens).where(eq(emailTokens.id, sha256Hex(token)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3500_000);

    const common = await mutate('auth.resetPassword', { token, password: 'qwertyuiop', confirmPassword: 'qwertyuiop' });
    expect(common.error!.data.fieldErrors!.password).toContain(PASSWORD_TEXT.common);

    const newPassword = 'copper-kettle-sunrise-77';
    const reset = await mutate('auth.resetPassword', { token, password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect((await query<SessionInfo>('auth.session', undefined, { token: oldSession })).data.user).toBeNull();
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, newPassword)).status).toBe(200);
    const again = await mutate('auth.resetPassword', { token, password: 'another-fine-password-1', confirmPassword: 'another-fine-password-1' });
    expect(again.error!.data.title).toBe(TOASTS.auth.invalidLink.title);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = newEmail();
    const res = await mutate('auth.requestPasswordReset', { email });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ accepted: true });
    await settled();
    expect(await mailTo(config.dataDir, email)).toHaveLength(0);
  });

  it('voids a reset link once the account has changed its address', async () => {
    const user = await createTestUser(db);
    await mutate('auth.requestPasswordReset', { email: user.email });
    await settled();
    const { token } = linkIn((await mailTo(config.dataDir, user.email)).at(-1)!, '/auth/reset');
    await db.update(users).set({ email: `moved-${user.email}` }).where(eq(users.id, user.id));
    const res = await mutate('auth.resetPassword', { token, password: 'copper-kettle-sunrise-77', confirmPassword: 'copper-kettle-sunrise-77' });
    expect(res.error!.data.title).toBe(TOASTS.auth.invalidLink.title);
  });
});

/** A browser's cookie jar, as far as sign-in cares: the known-device cookie it was last sent. */
interface Browser {
  device: string | null;
}

/** auth.signIn as a browser sends it: with the known-device cookie it holds, keeping the one it gets back. */
async function signInFrom(browser: Browser, email: string, password: string, ip = randomIp()): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/auth.signIn',
    headers: { 'content-type': 'application/json', ...(browser.device ? { cookie: `${DEVICE_COOKIE}=${browser.device}` } : {}) },
    payload: JSON.stringify(superjson.serialize({ email, password })),
    remoteAddress: ip,
  });
  const sent = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (sent) browser.device = sent.slice(DEVICE_COOKIE.length + 1).split(';')[0]!;
  return res.statusCode;
}

describe('known devices', () => {
  it("lets a stranger's wrong passwords lock out strangers only: the owner's known browser still signs in", async () => {
    const email = await signUpAndVerify();
    const owner: Browser = { device: null };
    expect(await signInFrom(owner, email, PASSWORD)).toBe(200);
    expect(owner.device).toBeTruthy();

    const stranger: Browser = { device: null };
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push(await signInFrom(stranger, email, 'wrong-password-here'));
    expect(statuses.at(-1)).toBe(429);
    // Strangers are refused even with the right password now; the owner's browser is not.
    expect(await signInFrom({ device: null }, email, PASSWORD)).toBe(429);
    expect(await signInFrom(owner, email, PASSWORD)).toBe(200);
    expect(stranger.device).toBeNull();
  });

  it('stops brute force on one account within 10 attempts from unknown clients, whatever address or cookie they send', async () => {
    const victim = await createTestUser(db);
    // An attacker's own account gives them a genuine known-device cookie, bound to their account.
    const attacker: Browser = { device: null };
    expect(await signInFrom(attacker, await signUpAndVerify(), PASSWORD)).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await signInFrom(i % 2 ? attacker : { device: 'forged.cookie' }, victim.email, 'wrong-password-here'));
    const guesses = statuses.filter((s) => s === 401).length;
    expect(guesses).toBeLessThanOrEqual(RATE_LIMITS.signInPerAccount.limit);
    expect(statuses.slice(guesses)).toEqual(Array(12 - guesses).fill(429));
  });

  it('gives back the attempts of right passwords: the owner signs in on many new devices, and guessers still stop at the limit', async () => {
    const email = await signUpAndVerify();
    const campus = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.signInPerAccount.limit * 2; i++) statuses.push(await signInFrom({ device: null }, email, PASSWORD, campus));
    expect(statuses).toEqual(Array(RATE_LIMITS.signInPerAccount.limit * 2).fill(200));
    for (let i = 0; i < RATE_LIMITS.signInPerAccount.limit; i++) expect(await signInFrom({ device: null }, email, 'wrong-password-here', campus)).toBe(401);
    expect(await signInFrom({ device: null }, email, PASSWORD, campus)).toBe(429);
  });

  it('counts case and space variants of an address as one account', async () => {
    const email = await signUpAndVerify();
    const variants = [email.toUpperCase(), ` ${email} `, email.toLowerCase(), `${email}\t`];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await signInFrom({ device: null }, variants[i % variants.length]!, 'wrong-password-here'));
    expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.signInPerAccount.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets a known browser sign in from an address whose unknown clients have spent its budget', async () => {
    const email = await signUpAndVerify();
    const owner: Browser = { device: null };
    expect(await signInFrom(owner, email, PASSWORD)).toBe(200);
    const campus = randomIp();
    for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) await hitRateLimit(db, RATE_LIMITS.signInPerIp, campus);
    expect(await signInFrom({ device: null }, email, PASSWORD, campus)).toBe(429);
    expect(await signInFrom(owner, email, PASSWORD, campus)).toBe(200);
  });

  it('limits guesses from a known browser too, on a budget of its own', async () => {
    const email = await signUpAndVerify();
    const owner: Browser = { device: null };
    expect(await signInFrom(owner, email, PASSWORD)).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.signInPerKnownDevice.limit + 1; i++) statuses.push(await signInFrom(owner, email, 'wrong-password-here'));
    expect(statuses.at(-1)).toBe(429);
    // The unknown-client budget was not spent by the known browser's attempts.
    expect(await signInFrom({ device: null }, email, PASSWORD)).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per account, with Retry-After', async () => {
    const user = await createTestUser(db); // its own sign-in proved the password, so it was given back
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(user.email, 'wrong-password-here')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Even the right password waits now.
    const limited = await signIn(user.email, TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.error!.data.title).toBe(TOASTS.common.rateLimited.title);
  });

  /** Spends all but one of an address's allowance through the real counter, without the requests' hashing time. */
  async function spendAllButOne(rule: RateRule, ip: string) {
    for (let i = 1; i < rule.limit; i++) expect(await hitRateLimit(db, rule, ip)).toBeNull();
  }

  it('limits sign-in attempts per IP address across accounts', async () => {
    const ip = randomIp();
    await spendAllButOne(RATE_LIMITS.signInPerIp, ip);
    expect((await signIn(newEmail(), 'wrong-password-here', { ip })).status).toBe(401);
    expect((await signIn(newEmail(), 'wrong-password-here', { ip })).status).toBe(429);
    expect((await signIn(newEmail(), 'wrong-password-here')).status).toBe(401);
  });

  it('lets a workshop of 30 behind one address sign up and sign in within ten minutes', async () => {
    const ip = randomIp();
    const emails = Array.from({ length: 30 }, () => newEmail());
    for (const email of emails) expect((await mutate('auth.signUp', signUpInput(email), { ip })).status).toBe(200);
    await settled();
    for (const email of emails) {
      const { token } = linkIn((await mailTo(config.dataDir, email))[0]!, '/auth/callback');
      expect((await mutate('auth.verifyEmail', { token }, { ip })).status).toBe(200);
      // A typo first, as a room full of new accounts will make.
      expect((await signIn(email, 'wrong-password-here', { ip })).status).toBe(401);
      expect((await signIn(email, PASSWORD, { ip })).status).toBe(200);
    }
  });

  it('limits sign-ups per IP address', async () => {
    const ip = randomIp();
    await spendAllButOne(RATE_LIMITS.signUpPerIp, ip);
    expect((await mutate('auth.signUp', signUpInput(newEmail()), { ip })).status).toBe(200);
    expect((await mutate('auth.signUp', signUpInput(newEmail()), { ip })).status).toBe(429);
    await settled();
  });

  it('limits e-mails per address per hour, the same for unknown addresses', async () => {
    for (const email of [(await createTestUser(db)).email, newEmail()]) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await mutate('auth.requestPasswordReset', { email })).status);
      const limited = await mutate('auth.requestPasswordReset', { email });
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    }
    await settled();
  });
});

describe('secrets stay out of the logs', () => {
  it('never logs passwords, link tokens or session tokens', async () => {
    const email = newEmail();
    await mutate('auth.signUp', signUpInput(email));
    await settled();
    const { token } = linkIn((await mailTo(config.dataDir, email))[0]!, '/auth/callback');
    // The link itself, opened in a browser, reaches the server as a page request.
    await app.inject({ url: `/auth/callback?type=email&token=${token}` });
    await mutate('auth.verifyEmail', { token });
    const session = (await signIn(email)).sessionToken!;
    await query('auth.session', undefined, { token: session });
    const [verification] = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.purpose, 'verifyEmail'), eq(emailTokens.email, email.toLowerCase())));
    expect(verification).toBeUndefined();
    for (const secret of [PASSWORD, token, session]) expect(logs.text).not.toContain(secret);
    expect(logs.text).toContain('mail written to the outbox');
  });
});
