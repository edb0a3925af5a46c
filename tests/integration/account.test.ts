// The Account tab and personal API tokens, over real HTTP: password and e-mail changes, sessions,
// deleting every row of an account, and what a token may and may not do.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXT } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type SessionInfo } from '#shared/schemas/auth.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { apiTokens, forumPosts, jobApplications, jobs, mfaFactors, recoveryCodes, savedJobs, sessions, users } from '../../src/server/db/schema/index.ts';
import { sha256Hex } from '../../src/server/platform/crypto.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { linkIn, mailTo } from '../support/outbox.ts';
import { totpNow } from '../support/totp.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser, TEST_PASSWORD } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config } = await useTestApp(database);

const { mutate, query } = httpCaller(app);
const signIn = (email: string, password = TEST_PASSWORD) => mutate('auth.signIn', { email, password });

const NEW_PASSWORD = 'granite-meadow-river-58';

describe('change password', () => {
  it('needs the current password and ends every other session, keeping this one', async () => {
    const user = await createTestUser(db);
    const other = (await signIn(user.email)).sessionToken!;
    const change = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const wrong = await mutate('account.changePassword', change, { token: user.token });
    expect(wrong.error!.data.fieldErrors!.currentPassword).toContain(TOASTS.auth.wrongPassword.description);

    const ok = await mutate('account.changePassword', { ...change, currentPassword: TEST_PASSWORD }, { token: user.token });
    expect(ok.status).toBe(200);
    expect((await query<SessionInfo>('auth.session', undefined, { token: other })).data.user).toBeNull();
    expect((await query<SessionInfo>('auth.session', undefined, { token: user.token })).data.user).not.toBeNull();
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('applies the password rule to the new password', async () => {
    const user = await createTestUser(db);
    const res = await mutate(
      'account.changePassword',
      { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou1', confirmPassword: 'iloveyou1' },
      { token: user.token },
    );
    expect(res.error!.data.fieldErrors!.newPassword).toContain(PASSWORD_TEXT.common);
  });
});

describe('change e-mail', () => {
  it('takes effect only when the link sent to the new address is opened; the old address is told', async () => {
    const user = await createTestUser(db);
    const newEmail = `moved-${user.email}`;
    const res = await mutate('account.changeEmail', { newEmail, currentPassword: TEST_PASSWORD }, { token: user.token });
    expect(res.status).toBe(200);
    await app.platform.tasks.idle();
    expect((await query<{ pendingEmail: string }>('account.overview', undefined, { token: user.token })).data.pendingEmail).toBe(newEmail);
    expect((await mailTo(config.dataDir, user.email)).map((m) => m.subject)).toContain('Your Upward email address is being changed');
    const { token } = linkIn((await mailTo(config.dataDir, newEmail)).find((m) => m.to.startsWith('moved-') || m.to.includes(newEmail))!, '/auth/callback');
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);

    const confirmed = await mutate('auth.verifyEmail', { token });
    expect(confirmed.data).toEqual({ email: newEmail, purpose: 'changeEmail' });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(newEmail);
    expect((await signIn(newEmail)).status).toBe(200);
  });

  it('refuses a wrong password, and an address that another account took meanwhile', async () => {
    const user = await createTestUser(db);
    const taker = await createTestUser(db);
    const wrong = await mutate('account.changeEmail', { newEmail: `x-${user.email}`, currentPassword: 'nope-nope-nope' }, { token: user.token });
    expect(wrong.status).toBe(400);

    const target = `taken-${user.email}`;
    await mutate('account.changeEmail', { newEmail: target, currentPassword: TEST_PASSWORD }, { token: user.token });
    await app.platform.tasks.idle();
    const { token } = linkIn((await mailTo(config.dataDir, target))[0]!, '/auth/callback');
    await db.update(users).set({ email: target }).where(eq(users.id, taker.id));
    const res = await mutate('auth.verifyEmail', { token });
    expect(res.error!.data.title).toBe(TOASTS.auth.emailInUse.title);
  });
});

describe('sessions', () => {
  it('lists the account’s sessions with their device and revokes one, but never another user’s', async () => {
    const user = await createTestUser(db);
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' },
      payload: JSON.stringify({ json: { email: user.email, password: TEST_PASSWORD } }),
    });
    expect(otherDevice.statusCode).toBe(200);
    const list = await query<{ id: string; device: string; current: boolean }[]>('account.sessions', undefined, { token: user.token });
    expect(list.data).toHaveLength(2);
    expect(list.data.find((s) => s.current)!.id).toBe(sha256Hex(user.token));
    const mac = list.data.find((s) => !s.current)!;
    expect(mac.device).toBe('Safari on macOS');

    const stranger = await createTestUser(db);
    await mutate('account.revokeSession', { id: mac.id }, { token: stranger.token });
    expect(await db.select().from(sessions).where(eq(sessions.id, mac.id))).toHaveLength(1);
    await mutate('account.revokeSession', { id: mac.id }, { token: user.token });
    expect(await db.select().from(sessions).where(eq(sessions.id, mac.id))).toHaveLength(0);
  });
});

describe('delete account', () => {
  async function userWithData() {
    const user = await createTestUser(db);
    const [job] = await db.select({ id: jobs.id }).from(jobs).limit(1);
    if (job) await db.insert(savedJobs).values({ userId: user.id, jobId: job.id });
    await db.insert(jobApplications).values({ userId: user.id, companyName: 'Acme', jobTitle: 'Analyst', status: 'applied' });
    await db.insert(forumPosts).values({ userId: user.id, title: 'Hello there', content: 'A first post in the forum.', category: 'general' });
    return user;
  }
  /** Rows of the user in every table that has a user_id column (found in the catalogue, so new tables count too). */
  const rowsOf = async (userId: string) => {
    const tables = await selectRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
    );
    let total = (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length;
    for (const { table_name } of tables) {
      const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`);
      total += row!.n;
    }
    return total;
  };

  it('needs the typed confirmation and the password, then removes every row of the user', async () => {
    const user = await userWithData();
    expect(await rowsOf(user.id)).toBeGreaterThan(3);
    expect((await mutate('account.delete', { confirmation: 'DELETE' }, { token: user.token })).status).toBe(400);
    expect((await mutate('account.delete', { confirmation: 'DELETE', password: 'wrong-one-here' }, { token: user.token })).status).toBe(400);
    expect((await mutate('account.delete', { confirmation: 'delete', password: TEST_PASSWORD }, { token: user.token })).status).toBe(400);
    expect(await rowsOf(user.id)).toBeGreaterThan(3);

    const res = await mutate('account.delete', { confirmation: 'DELETE', password: TEST_PASSWORD }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.sessionToken).toBe('');
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('with two-factor on, needs a code too, and a wrong code deletes nothing', async () => {
    const user = await createTestUser(db, { mfa: true, aal: 'aal2' });
    const wrong = await mutate('account.delete', { confirmation: 'DELETE', password: TEST_PASSWORD, code: '000000' }, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(await db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toHaveLength(1);
    const ok = await mutate(
      'account.delete',
      { confirmation: 'DELETE', password: TEST_PASSWORD, code: totpNow(user.totpSecret!, 1) },
      { token: user.token },
    );
    expect(ok.status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
  });
});

describe('personal API tokens', () => {
  async function tokenFor(user: { token: string }, expiresInDays = 30) {
    const res = await mutate<{ id: string; token: string; expiresAt: Date }>('apiTokens.create', { name: 'My script', expiresInDays }, { token: user.token });
    expect(res.status).toBe(200);
    return res.data;
  }

  it('is shown once, stored hashed, and acts as its user through Bearer', async () => {
    const user = await createTestUser(db);
    const created = await tokenFor(user);
    expect(created.token).toMatch(/^upw_[a-z2-7]+$/);
    expect(created.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(sha256Hex(created.token));
    const listed = await query<Record<string, unknown>[]>('apiTokens.list', undefined, { token: user.token });
    expect(listed.data).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(created.token);

    const me = await query<SessionInfo>('auth.session', undefined, { bearer: created.token });
    expect(me.data.user!.email).toBe(user.email);
    const [used] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it('cannot change the password, e-mail, 2FA or tokens, or delete the account', async () => {
    const user = await createTestUser(db);
    const { token } = await tokenFor(user);
    const attempts: [string, unknown][] = [
      ['account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
      ['account.changeEmail', { newEmail: `t-${user.email}`, currentPassword: TEST_PASSWORD }],
      ['mfa.enroll', undefined],
      ['mfa.disable', { code: '123456' }],
      ['apiTokens.create', { name: 'Another', expiresInDays: 7 }],
      ['account.delete', { confirmation: 'DELETE', password: TEST_PASSWORD }],
    ];
    for (const [path, input] of attempts) {
      const res = await mutate(path, input, { bearer: token });
      expect(res.status, path).toBe(403);
      expect(res.error!.data.title).toBe(TOASTS.auth.sessionRequired.title);
    }
    expect((await query('apiTokens.list', undefined, { bearer: token })).status).toBe(403);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
  });

  it('stops working when revoked or expired', async () => {
    const user = await createTestUser(db);
    const revoked = await tokenFor(user);
    await mutate('apiTokens.revoke', { id: revoked.id }, { token: user.token });
    expect((await query<SessionInfo>('auth.session', undefined, { bearer: revoked.token })).data.user).toBeNull();

    const expired = await tokenFor(user, 7);
    await db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, expired.id));
    expect((await query('account.overview', undefined, { bearer: expired.token })).status).toBe(401);
  });

  it('cannot be revoked by another user', async () => {
    const user = await createTestUser(db);
    const created = await tokenFor(user);
    const stranger = await createTestUser(db);
    await mutate('apiTokens.revoke', { id: created.id }, { token: stranger.token });
    expect((await query<SessionInfo>('auth.session', undefined, { bearer: created.token })).data.user!.email).toBe(user.email);
  });
});

describe('the README script', () => {
  it('calls the API with a token and prints who it is', async () => {
    // Asynchronously: the server answering the script runs in this very process.
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const path = await import('node:path');
    const user = await createTestUser(db);
    const { token } = (await mutate<{ token: string }>('apiTokens.create', { name: 'README', expiresInDays: 7 }, { token: user.token })).data;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (env: Record<string, string>) =>
      (
        await promisify(execFile)(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/api-example.ts')], {
          env: { PATH: process.env.PATH ?? '', UPWARD_URL: address, ...env },
          encoding: 'utf8',
        })
      ).stdout.trim();
    expect(await run({ UPWARD_TOKEN: token })).toBe(`Signed in as Test User <${user.email}>`);
    expect(await run({ UPWARD_TOKEN: 'upw_notarealtoken' })).toBe('The token was refused');
  });
});
