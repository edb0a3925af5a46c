// Sessions over real HTTP: cookie and bearer, sliding expiry, expiry, sign-out.
import { eq } from 'drizzle-orm';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { sessions } from '../../src/server/db/schema/index.ts';
import { sha256Hex } from '../../src/server/platform/crypto.ts';
import { validateSessionToken } from '../../src/server/platform/sessions.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const DAY = 86_400_000;

async function sessionInfo(headers: Record<string, string>) {
  const res = await app.inject({ url: '/trpc/auth.session', headers });
  expect(res.statusCode).toBe(200);
  return { res, info: superjson.deserialize(res.json().result.data) as { user: { email: string } | null; mfaPending: boolean } };
}

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const user = await createTestUser(db);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.id).toBe(sha256Hex(user.token));
    expect(row!.id).not.toContain(user.token);
  });

  it('recognises the cookie and a bearer header', async () => {
    const user = await createTestUser(db);
    expect((await sessionInfo({ cookie: `${SESSION_COOKIE}=${user.token}` })).info.user?.email).toBe(user.email);
    expect((await sessionInfo({ authorization: `Bearer ${user.token}` })).info.user?.email).toBe(user.email);
    expect((await sessionInfo({})).info.user).toBeNull();
  });

  it('clears a cookie that names no session', async () => {
    const { res, info } = await sessionInfo({ cookie: `${SESSION_COOKIE}=abcdefghijklmnopqrstuvwxyz234567` });
    expect(info.user).toBeNull();
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
  });

  it('re-sends the cookie (HttpOnly, SameSite=Lax) only when the expiry slides', async () => {
    const user = await createTestUser(db);
    const fresh = await sessionInfo({ cookie: `${SESSION_COOKIE}=${user.token}` });
    expect(fresh.res.headers['set-cookie']).toBeUndefined();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 5 * DAY) }).where(eq(sessions.id, user.session.id));
    const { res } = await sessionInfo({ cookie: `${SESSION_COOKIE}=${user.token}` });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('reports a pending second factor', async () => {
    const user = await createTestUser(db, { mfa: true, aal: 'aal1' });
    expect((await sessionInfo({ authorization: `Bearer ${user.token}` })).info.mfaPending).toBe(true);
  });

  it('slides the expiry of a session used in the second half of its life', async () => {
    const user = await createTestUser(db);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 5 * DAY) }).where(eq(sessions.id, user.session.id));
    const validated = await validateSessionToken(db, user.token);
    expect(validated!.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, user.session.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('refuses and deletes an expired session', async () => {
    const user = await createTestUser(db);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, user.session.id));
    expect(await validateSessionToken(db, user.token)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, user.session.id))).toHaveLength(0);
  });

  it('signs out: the session row is gone and the cookie cleared', async () => {
    const user = await createTestUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { cookie: `${SESSION_COOKIE}=${user.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await validateSessionToken(db, user.token)).toBeNull();
  });
});

describe('housekeeping', () => {
  it('sweeps expired sessions, e-mail links and finished rate-limit windows, and nothing live', async () => {
    const { sweepExpired } = await import('../../src/server/platform/housekeeping.ts');
    const { emailTokens, rateLimits } = await import('../../src/server/db/schema/index.ts');
    const live = await createTestUser(db);
    const stale = await createTestUser(db);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, stale.session.id));
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + DAY);
    await db.insert(emailTokens).values([
      { id: 'expired-link', userId: live.id, purpose: 'resetPassword', email: live.email, expiresAt: past },
      { id: 'live-link', userId: live.id, purpose: 'verifyEmail', email: live.email, expiresAt: future },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old-window', windowStartedAt: new Date(Date.now() - 2 * DAY), hits: 3 },
      { key: 'open-window', windowStartedAt: new Date(), hits: 3 },
    ]);
    const { resumeFiles, resumes } = await import('../../src/server/db/schema/index.ts');
    const file = (name: string, age: number) => ({
      userId: live.id,
      fileName: name,
      mimeType: 'application/pdf',
      sizeBytes: 4,
      content: Buffer.from('%PDF'),
      createdAt: new Date(Date.now() - age),
    });
    const [kept, , fresh] = await db
      .insert(resumeFiles)
      .values([file('kept.pdf', 2 * DAY), file('orphan.pdf', 2 * DAY), file('fresh.pdf', 1000)])
      .returning();
    await db.insert(resumes).values({ userId: live.id, title: 'Test User Resume', sourceFileId: kept!.id });
    await sweepExpired(db);
    expect((await db.select({ id: resumeFiles.id }).from(resumeFiles)).map((f) => f.id).sort()).toEqual([kept!.id, fresh!.id].sort());
    expect(await db.select().from(sessions).where(eq(sessions.id, stale.session.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.id, live.session.id))).toHaveLength(1);
    expect((await db.select().from(emailTokens)).map((t) => t.id)).toEqual(['live-link']);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toContain('open-window');
    expect((await db.select().from(rateLimits)).map((r) => r.key)).not.toContain('old-window');
  });
});
