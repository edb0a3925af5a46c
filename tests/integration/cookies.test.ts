// The Cookie Policy is rendered from the cookie catalogue; this drives the responses that set
// cookies (sign-in, social sign-in's start, sign-out) and checks every Set-Cookie against it: a
// cookie missing from the catalogue, or set with another path, lifetime or attribute, fails here.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { COOKIES, type CookieEntry } from '#shared/cookies.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { oauthEnv, startOidcProvider } from '../support/oidc-provider.ts';
import { sendTrpc } from '../support/trpc-http.ts';
import { createTestUser, randomIp, TEST_PASSWORD } from '../support/users.ts';

const PUBLIC_URL = 'http://localhost:3000';
const database = await useTestDatabase();
const oidc = await startOidcProvider(PUBLIC_URL);
afterAll(() => oidc.close());
const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = oauthEnv(oidc.issuer);
const { app } = await useTestApp(database, { config: testConfig({ PUBLIC_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER }) });

const catalogue: CookieEntry[] = Object.values(COOKIES);

/** Every cookie the response set, each checked against its catalogue entry; returns their names. */
function checkAgainstCatalogue(res: LightMyRequestResponse): string[] {
  return res.cookies.map((cookie) => {
    const entry = catalogue.find((e) => e.name === cookie.name);
    expect(entry, `${cookie.name} is set but not in the cookie catalogue`).toBeDefined();
    expect(cookie.path).toBe(entry!.path);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    if (cookie.value === '') {
      // A deletion: expired at once.
      expect((cookie.expires as Date).getTime()).toBeLessThanOrEqual(Date.now());
      return cookie.name;
    }
    if (cookie.maxAge !== undefined) expect(cookie.maxAge).toBe(entry!.maxAgeSeconds);
    else {
      // The session cookie ends with its session (Expires), which is the catalogue's lifetime from now.
      const lifetimeMs = (cookie.expires as Date).getTime() - Date.now();
      expect(Math.abs(lifetimeMs - entry!.maxAgeSeconds * 1000)).toBeLessThan(60_000);
    }
    expect(app.unsignCookie(cookie.value).valid).toBe(entry!.signed);
    return cookie.name;
  });
}

describe('the cookies the server sets are the catalogue’s', () => {
  it('sign-in sets the session and known-device cookies as catalogued; sign-out deletes the session one', async () => {
    const user = await createTestUser(database.db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: user.email, password: TEST_PASSWORD } }),
      remoteAddress: randomIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(checkAgainstCatalogue(signIn).sort()).toEqual([COOKIES.session.name, COOKIES.knownDevice.name].sort());

    const token = signIn.cookies.find((c) => c.name === COOKIES.session.name)!.value;
    const signOut = await sendTrpc(app, 'mutation', 'auth.signOut', '{}', { token });
    expect(signOut.statusCode).toBe(200);
    expect(checkAgainstCatalogue(signOut)).toEqual([COOKIES.session.name]);
  });

  it('starting a social sign-in sets the signed pending-authorization cookie as catalogued', async () => {
    const start = await app.inject({ url: '/api/auth/oauth/google', remoteAddress: randomIp() });
    expect(start.statusCode).toBe(302);
    expect(checkAgainstCatalogue(start)).toEqual([COOKIES.oauthPending.name]);
    // The callback deletes it, whatever happens next.
    const back = await app.inject({ url: '/api/auth/oauth/google/callback?code=x&state=y', remoteAddress: randomIp() });
    expect(checkAgainstCatalogue(back)).toContain(COOKIES.oauthPending.name);
  });
});
