// Social sign-in against a real OpenID provider on loopback: the app discovers it, sends the
// browser there with state, PKCE and nonce, and exchanges the code the provider sends back. The
// test plays the browser: it walks the provider's login and consent pages and brings the callback
// URL back to the app.
import { and, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '#shared/constants/auth.ts';
import { COOKIES, SESSION_COOKIE } from '#shared/cookies.ts';
import { freePort } from '../../scripts/support/server-process.ts';
import { buildApp } from '../../src/server/app.ts';
import { ConfigError } from '../../src/server/config.ts';
import { mfaFactors, oauthAccounts, profiles, sessions, users } from '../../src/server/db/schema/index.ts';
import { knownDeviceId } from '../../src/server/platform/known-devices.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { validateSessionToken } from '../../src/server/platform/sessions.ts';
import { LogCapture, testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { oauthEnv, signInAtProvider, startOidcProvider, TEST_OAUTH_CLIENTS } from '../support/oidc-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const PENDING_COOKIE = COOKIES.oauthPending.name;

const database = await useTestDatabase();
const { db } = database;
const oidc = await startOidcProvider(PUBLIC_URL);
afterAll(() => oidc.close());
// Google points at the provider; LinkedIn is left unconfigured.
const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = oauthEnv(oidc.issuer);
const config = testConfig({ PUBLIC_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER });
const { app, logs } = await useTestApp(database, { config });

/** Every secret value the flows below handled: none may reach the log. */
const secrets: string[] = [];

async function startAt(provider: OAuthProvider = 'google', remoteAddress?: string) {
  const res = await app.inject({ url: `/api/auth/oauth/${provider}`, ...(remoteAddress && { remoteAddress }) });
  expect(res.statusCode).toBe(302);
  const pending = res.cookies.find((c) => c.name === PENDING_COOKIE)!;
  const location = new URL(res.headers.location as string);
  secrets.push(pending.value, location.searchParams.get('state')!, location.searchParams.get('nonce')!);
  return { res, location, pending };
}

async function callback(back: URL, cookies: Record<string, string>) {
  for (const key of ['code', 'state']) if (back.searchParams.get(key)) secrets.push(back.searchParams.get(key)!);
  const res = await app.inject({ url: back.pathname + back.search, cookies });
  const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (token) secrets.push(token);
  return { res, token };
}

/** The whole round trip for the provider account `login`, optionally with a session cookie already set. */
async function signIn(login: string, cookies: Record<string, string> = {}) {
  const start = await startAt();
  const back = await signInAtProvider(start.location.href, login, PUBLIC_URL);
  return { ...(await callback(back, { ...cookies, [PENDING_COOKIE]: start.pending.value })), back };
}

async function sessionInfo(token: string) {
  const res = await app.inject({ url: '/trpc/auth.session', cookies: { [SESSION_COOKIE]: token } });
  expect(res.statusCode).toBe(200);
  return superjson.deserialize(res.json().result.data) as {
    user: { id: string; email: string; userType: string; firstName: string; onboardingCompleted: boolean } | null;
    mfaPending: boolean;
  };
}

const userByEmail = async (email: string) => (await db.select().from(users).where(eq(sql`lower(${users.email})`, email)))[0];
const linksOf = (subject: string) => db.select().from(oauthAccounts).where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.subject, subject)));

async function passwordUser(email: string, verified: boolean) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: '$argon2id$placeholder', emailVerifiedAt: verified ? new Date() : null, userType: 'job-seeker' })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, firstName: 'Pat', lastName: 'Word' });
  return user!;
}

describe('starting a sign-in', () => {
  it('redirects to the provider with state, PKCE (S256), nonce and the registered redirect_uri', async () => {
    const { location, pending } = await startAt();
    expect(location.origin).toBe(oidc.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(TEST_OAUTH_CLIENTS.google.clientId);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oauth/google/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(pending).toMatchObject({ path: '/api/auth/oauth', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // Signed, and the verifier never leaves it: the provider sees only the challenge.
    expect(pending.value).toMatch(/\.[\w+/=-]+$/);
    expect(location.href).not.toContain(JSON.parse(pending.value.slice(0, pending.value.lastIndexOf('.'))).codeVerifier);
  });

  it('answers an unknown provider with 404', async () => {
    expect((await app.inject('/api/auth/oauth/facebook')).statusCode).toBe(404);
    expect((await app.inject('/api/auth/oauth/facebook/callback?code=x')).statusCode).toBe(404);
  });

  it('sends an unconfigured provider back with not_configured', async () => {
    for (const url of ['/api/auth/oauth/linkedin', '/api/auth/oauth/linkedin/callback?code=x&state=y']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/auth/callback?error=not_configured');
    }
  });

  it('limits starts per address with 429 and Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < RATE_LIMITS.oauthPerIp.limit; i++) await startAt('google', ip);
    const res = await app.inject({ url: '/api/auth/oauth/google', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/auth/oauth/google', remoteAddress: '203.0.113.8' })).statusCode).toBe(302);
  });
});

describe('the account rule', () => {
  it('creates a job seeker, profile and link, and a session auth.session accepts', async () => {
    oidc.setAccount('new-seeker', { email: 'New.Seeker@Example.com', email_verified: true, given_name: '  Nia  ', family_name: 'Ö'.repeat(120) });
    const { res, token } = await signIn('new-seeker');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/callback');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    const cleared = res.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth/oauth' });

    const user = (await userByEmail('new.seeker@example.com'))!;
    expect(user).toMatchObject({ email: 'new.seeker@example.com', userType: 'job-seeker', passwordHash: null });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: 'Nia', lastName: 'Ö'.repeat(100) });
    expect(await linksOf('new-seeker')).toMatchObject([{ userId: user.id }]);

    const info = await sessionInfo(token!);
    expect(info.user).toMatchObject({ id: user.id, userType: 'job-seeker', firstName: 'Nia', onboardingCompleted: false });
    expect(info.mfaPending).toBe(false);

    // The browser is now a known device of this account, as after a password sign-in.
    const device = res.cookies.find((c) => c.name === COOKIES.knownDevice.name);
    expect(device).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(knownDeviceId(config.sessionSecret, user.id, device!.value)).not.toBeNull();
  });

  it('signs the same subject in again as the same user, ending the session it came with', async () => {
    oidc.setAccount('returning', { email: 'returning@example.com', email_verified: true, given_name: 'Ray', family_name: 'Turner' });
    const first = await signIn('returning');
    const firstUser = (await sessionInfo(first.token!)).user!;

    // The provider may since have changed the address: the subject, not the e-mail, decides.
    oidc.setAccount('returning', { email: 'ray.new@example.com', email_verified: true, given_name: 'Ray', family_name: 'Turner' });
    const second = await signIn('returning', { [SESSION_COOKIE]: first.token! });
    expect(second.res.headers.location).toBe('/auth/callback');
    expect((await sessionInfo(second.token!)).user?.id).toBe(firstUser.id);
    expect(await validateSessionToken(db, first.token!)).toBeNull();
    expect(await linksOf('returning')).toHaveLength(1);
    expect(await userByEmail('ray.new@example.com')).toBeUndefined();
  });

  it('links an existing password account when the provider verifies the e-mail', async () => {
    const existing = await passwordUser('linda@example.com', true);
    oidc.setAccount('linda-google', { email: 'LINDA@example.com', email_verified: true, given_name: 'Linda', family_name: 'G' });
    const { res, token } = await signIn('linda-google');
    expect(res.headers.location).toBe('/auth/callback');
    expect((await sessionInfo(token!)).user?.id).toBe(existing.id);
    expect(await linksOf('linda-google')).toMatchObject([{ userId: existing.id }]);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(sql`lower(${users.email})`, 'linda@example.com'));
    expect(count!.n).toBe(1);
    // A verified account keeps its password and its profile.
    expect((await userByEmail('linda@example.com'))!.passwordHash).toBe(existing.passwordHash);
    expect((await db.select().from(profiles).where(eq(profiles.userId, existing.id)))[0]!.firstName).toBe('Pat');
  });

  it('drops an unconfirmed password when a verified provider claims the address', async () => {
    const squatted = await passwordUser('victim@example.com', false);
    oidc.setAccount('victim-google', { email: 'victim@example.com', email_verified: true });
    const { token } = await signIn('victim-google');
    expect((await sessionInfo(token!)).user?.id).toBe(squatted.id);
    const after = (await userByEmail('victim@example.com'))!;
    expect(after.passwordHash).toBeNull();
    expect(after.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses to link when the provider does not verify the e-mail: no link, no session', async () => {
    const existing = await passwordUser('ursula@example.com', true);
    oidc.setAccount('ursula-google', { email: 'ursula@example.com', email_verified: false, given_name: 'U' });
    const { res, token } = await signIn('ursula-google');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/callback?error=email_unverified');
    expect(token).toBeUndefined();
    expect(await linksOf('ursula-google')).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, existing.id))).toEqual([]);
    const line = logs.lines.find((l) => l.msg === 'oauth sign-in refused' && String(l.reason).includes('does not verify'));
    expect(line).toMatchObject({ provider: 'google', level: 40 });

    // Only a boolean true vouches for the address.
    oidc.setAccount('ursula-sloppy', { email: 'ursula@example.com', email_verified: 'false' });
    expect((await signIn('ursula-sloppy')).res.headers.location).toBe('/auth/callback?error=email_unverified');
    expect(await linksOf('ursula-sloppy')).toEqual([]);
  });

  it('creates an account with an unverified e-mail as unverified', async () => {
    oidc.setAccount('fresh-unverified', { email: 'fresh@example.com', email_verified: false });
    const { token } = await signIn('fresh-unverified');
    expect(token).toBeDefined();
    expect((await userByEmail('fresh@example.com'))!.emailVerifiedAt).toBeNull();
  });

  it('refuses an identity without an e-mail address', async () => {
    oidc.setAccount('no-email', { given_name: 'Anon' });
    const { res, token } = await signIn('no-email');
    expect(res.headers.location).toBe('/auth/callback?error=failed');
    expect(token).toBeUndefined();
    expect(await linksOf('no-email')).toEqual([]);
  });

  it('keeps a user with a second factor at aal1, with the challenge still owed', async () => {
    const existing = await passwordUser('mfa@example.com', true);
    await db.insert(mfaFactors).values({ userId: existing.id, secretEncrypted: 'x', verifiedAt: new Date() });
    oidc.setAccount('mfa-google', { email: 'mfa@example.com', email_verified: true });
    const { token } = await signIn('mfa-google');
    const valid = await validateSessionToken(db, token!);
    expect(valid?.session.aal).toBe('aal1');
    expect((await sessionInfo(token!)).mfaPending).toBe(true);
  });
});

describe('refused callbacks', () => {
  it('refuses a missing or tampered pending cookie and a tampered state, then accepts the genuine one', async () => {
    oidc.setAccount('careful', { email: 'careful@example.com', email_verified: true });
    const start = await startAt();
    const back = await signInAtProvider(start.location.href, 'careful', PUBLIC_URL);
    const cookie = start.pending.value;
    const [json, signature] = [cookie.slice(0, cookie.lastIndexOf('.')), cookie.slice(cookie.lastIndexOf('.'))];
    const forgedState = JSON.stringify({ ...JSON.parse(json), state: 'attacker-chosen-state-value-0123456789' });
    const wrongState = new URL(back);
    wrongState.searchParams.set('state', 'attacker-chosen-state-value-0123456789');

    const attempts: [URL, Record<string, string>][] = [
      [back, {}],
      [back, { [PENDING_COOKIE]: forgedState + signature }],
      [back, { [PENDING_COOKIE]: json }],
      [wrongState, { [PENDING_COOKIE]: cookie }],
    ];
    for (const [url, cookies] of attempts) {
      const { res, token } = await callback(url, cookies);
      expect(res.headers.location).toBe('/auth/callback?error=failed');
      expect(token).toBeUndefined();
    }
    expect(await userByEmail('careful@example.com')).toBeUndefined();

    // The code was never spent on the refusals above: the genuine pair still works.
    const { res, token } = await callback(back, { [PENDING_COOKIE]: cookie });
    expect(res.headers.location).toBe('/auth/callback');
    expect((await sessionInfo(token!)).user?.email).toBe('careful@example.com');
  });

  it('refuses a code that was already spent', async () => {
    oidc.setAccount('replayed', { email: 'replayed@example.com', email_verified: true });
    const start = await startAt();
    const back = await signInAtProvider(start.location.href, 'replayed', PUBLIC_URL);
    expect((await callback(back, { [PENDING_COOKIE]: start.pending.value })).token).toBeDefined();
    const again = await callback(back, { [PENDING_COOKIE]: start.pending.value });
    expect(again.res.headers.location).toBe('/auth/callback?error=failed');
    expect(again.token).toBeUndefined();
  });

  it("refuses the provider's error answer", async () => {
    const start = await startAt();
    const state = start.location.searchParams.get('state')!;
    const back = new URL(`${PUBLIC_URL}/api/auth/oauth/google/callback`);
    back.search = new URLSearchParams({ error: 'access_denied', state, iss: oidc.issuer }).toString();
    const { res } = await callback(back, { [PENDING_COOKIE]: start.pending.value });
    expect(res.headers.location).toBe('/auth/callback?error=failed');
    expect(logs.lines.some((l) => l.msg === 'oauth sign-in refused' && String(l.reason).includes('access_denied'))).toBe(true);
  });

  it('logs provider and reason, never a code, a state, a nonce, a cookie or a token', () => {
    expect(secrets.length).toBeGreaterThan(20);
    const text = logs.text;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/(code|state|nonce)=(?!\[redacted\])/);
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const refusals = logs.lines.filter((l) => l.msg === 'oauth sign-in refused');
    expect(refusals.length).toBeGreaterThan(5);
    for (const line of refusals) expect(Object.keys(line).sort()).toEqual(['level', 'msg', 'pid', 'hostname', 'provider', 'reason', 'reqId', 'time'].sort());
  });
});

describe('discovery', () => {
  it('is tried again after the provider was unreachable', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const other = await buildApp(testConfig({ PUBLIC_URL, ...oauthEnv(issuer) }), database, { logStream: new LogCapture() });
    let late: Awaited<ReturnType<typeof startOidcProvider>> | null = null;
    try {
      const down = await other.inject({ url: '/api/auth/oauth/google', remoteAddress: '198.51.100.1' });
      expect(down.headers.location).toBe('/auth/callback?error=failed');

      late = await startOidcProvider(PUBLIC_URL, { port });
      const up = await other.inject({ url: '/api/auth/oauth/google', remoteAddress: '198.51.100.1' });
      expect(up.statusCode).toBe(302);
      expect(new URL(up.headers.location as string).origin).toBe(issuer);
    } finally {
      await late?.close();
      await other.close();
    }
  });

  it('accepts plain http only for a loopback issuer outside production', () => {
    const env = (issuer: string) => ({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: issuer });
    expect(testConfig(env('http://127.0.0.1:9/')).oauth.google?.issuer).toBe('http://127.0.0.1:9/');
    expect(testConfig(env('http://[::1]:9')).oauth.google).not.toBeNull();
    expect(testConfig(env('https://accounts.google.com')).oauth.google).not.toBeNull();
    expect(() => testConfig(env('http://accounts.example.com'))).toThrow(ConfigError);
    expect(() => testConfig({ ...env('http://localhost:9'), NODE_ENV: 'production' })).toThrow(/GOOGLE_ISSUER/);
    expect(testConfig().oauth.linkedin).toBeNull();
  });
});
