// Role management over real HTTP: only admins may list, assign or remove (moderators and plain
// users are refused), assignment by e-mail (case-insensitive, unknown address, idempotent, replacing
// a role), the list (newest first, e-mail and name, one query), removal, and the last admin, who can
// be neither removed nor demoted, also when two admins remove each other at the same moment.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import type { RoleAssignment } from '#shared/schemas/admin.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { profiles, userRoles } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller, type TrpcResponse } from '../support/trpc-http.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);
const counter = await useQueryCounter(database);

const list = async (token: string) => (await query<RoleAssignment[]>('admin.roles.list', undefined, { token })).data;
const assign = (token: string, email: string, role: 'admin' | 'moderator') => mutate<RoleAssignment>('admin.roles.assign', { email, role }, { token });
const remove = (token: string, id: string) => mutate<{ id: string }>('admin.roles.remove', { id }, { token });
const rolesOf = (userId: string) => db.select().from(userRoles).where(eq(userRoles.userId, userId));
const sessionRole = async (token: string) => (await query<SessionInfo>('auth.session', undefined, { token })).data.user?.role;
const adminCount = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.role, 'admin')))[0]!.n;

function expectMessage(res: TrpcResponse, code: string, message: { title: string; description?: string }) {
  expect(res.error?.data.code).toBe(code);
  expect(res.error!.data.title).toBe(message.title);
  expect(res.error!.data.description).toBe(message.description ?? null);
}

/** Leaves exactly the given users as admins (this file has its own database). */
async function onlyAdmins(...admins: Array<{ id: string }>) {
  await db.delete(userRoles).where(eq(userRoles.role, 'admin'));
  if (admins.length) await db.insert(userRoles).values(admins.map((u) => ({ userId: u.id, role: 'admin' })));
}

describe('who may manage roles', () => {
  it('refuses visitors, plain users and moderators every role procedure, and changes nothing', async () => {
    const target = await createTestUser(db, { role: 'moderator' });
    const [row] = await rolesOf(target.id);
    expect((await query('admin.roles.list')).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('admin.roles.assign', { email: target.email, role: 'admin' })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('admin.roles.remove', { id: row!.id })).error!.data.code).toBe('UNAUTHORIZED');

    for (const caller of [await createTestUser(db), await createTestUser(db, { role: 'moderator' })]) {
      const listed = await query('admin.roles.list', undefined, { token: caller.token });
      expect(listed.status).toBe(403);
      expectMessage(listed, 'FORBIDDEN', TOASTS.common.forbidden);
      expectMessage(await assign(caller.token, target.email, 'admin'), 'FORBIDDEN', TOASTS.common.forbidden);
      expectMessage(await assign(caller.token, caller.email, 'admin'), 'FORBIDDEN', TOASTS.common.forbidden);
      expectMessage(await remove(caller.token, row!.id), 'FORBIDDEN', TOASTS.common.forbidden);
    }
    expect(await rolesOf(target.id)).toEqual([row]);
  });
});

describe('assigning', () => {
  it('finds the user by e-mail whatever its case and spacing, and the role works on their next request', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const target = await createTestUser(db);
    expect(await sessionRole(target.token)).toBe('user');

    const res = await assign(admin.token, `  ${target.email.toUpperCase()} `, 'moderator');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ userId: target.id, role: 'moderator', email: target.email, fullName: 'Test User' });
    expect(res.data.assignedAt).toBeInstanceOf(Date);
    expect(await sessionRole(target.token)).toBe('moderator');
    expectMessage(await query('admin.roles.list', undefined, { token: target.token }), 'FORBIDDEN', TOASTS.common.forbidden);

    await assign(admin.token, target.email, 'admin');
    expect(await sessionRole(target.token)).toBe('admin');
    expect((await query('admin.roles.list', undefined, { token: target.token })).status).toBe(200);

    await remove(admin.token, res.data.id);
    expect(await sessionRole(target.token)).toBe('user');
    expectMessage(await query('admin.roles.list', undefined, { token: target.token }), 'FORBIDDEN', TOASTS.common.forbidden);
  });

  it('says "User not found" for an address no one has, and asks for a non-blank address', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const unknown = await assign(admin.token, 'nobody-here@example.com', 'moderator');
    expect(unknown.status).toBe(404);
    expectMessage(unknown, 'NOT_FOUND', TOASTS.roles.userNotFound);

    const blank = await assign(admin.token, '   ', 'moderator');
    expect(blank.error!.data.code).toBe('BAD_REQUEST');
    expect(blank.error!.data.fieldErrors).toEqual({ email: [TOASTS.roles.emailRequired.description] });
    expect((await mutate('admin.roles.assign', { email: admin.email, role: 'owner' }, { token: admin.token })).error!.data.code).toBe('BAD_REQUEST');
  });

  it('is idempotent: the same role again, also in parallel, leaves one row and its time', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const target = await createTestUser(db);
    const first = await assign(admin.token, target.email, 'moderator');
    const again = await Promise.all([1, 2, 3].map(() => assign(admin.token, target.email, 'moderator')));
    expect(again.every((r) => r.status === 200)).toBe(true);
    const rows = await rolesOf(target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.data.id, role: 'moderator', assignedAt: first.data.assignedAt });
  });

  it('replaces a role the user already holds, as a new assignment', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const target = await createTestUser(db, { role: 'moderator' });
    const [before] = await rolesOf(target.id);
    const res = await assign(admin.token, target.email, 'admin');
    const rows = await rolesOf(target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
    expect(rows[0]!.assignedAt.getTime()).toBeGreaterThan(before!.assignedAt.getTime());
    expect((await list(admin.token))[0]).toEqual(res.data);
  });
});

describe('the list and removing', () => {
  it('lists staff newest first with e-mail and name (null without one), in one query, without plain users', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const plain = await createTestUser(db);
    const a = await createTestUser(db);
    const b = await createTestUser(db);
    await db.update(profiles).set({ firstName: '', lastName: '' }).where(eq(profiles.userId, b.id));
    await assign(admin.token, a.email, 'moderator');
    await assign(admin.token, b.email, 'admin');

    const listed = await list(admin.token);
    expect(listed.slice(0, 2)).toMatchObject([
      { userId: b.id, email: b.email, role: 'admin', fullName: null },
      { userId: a.id, email: a.email, role: 'moderator', fullName: 'Test User' },
    ]);
    const times = listed.map((r) => r.assignedAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(listed.some((r) => r.userId === admin.id)).toBe(true);
    expect(listed.some((r) => r.userId === plain.id)).toBe(false);

    const asAdmin = await callerWith(counter.db, admin.token).caller();
    expect(await counter.count(() => asAdmin.admin.roles.list())).toBe(1);
  });

  it('removes a role by its id; removing it again is harmless', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const target = await createTestUser(db, { role: 'moderator' });
    const [row] = await rolesOf(target.id);
    const res = await remove(admin.token, row!.id);
    expect(res.data).toEqual({ id: row!.id });
    expect(await rolesOf(target.id)).toEqual([]);
    expect((await remove(admin.token, row!.id)).status).toBe(200);
    expect((await list(admin.token)).some((r) => r.id === row!.id)).toBe(false);
    expect((await remove(admin.token, 'not-an-id')).error!.data.code).toBe('BAD_REQUEST');
  });
});

describe('the last admin', () => {
  it('can be neither removed nor demoted, and can once there is another', async () => {
    const solo = await createTestUser(db, { role: 'admin' });
    await onlyAdmins(solo);
    const [row] = await rolesOf(solo.id);

    const removed = await remove(solo.token, row!.id);
    expect(removed.status).toBe(409);
    expectMessage(removed, 'CONFLICT', TOASTS.roles.lastAdmin);
    expectMessage(await assign(solo.token, solo.email, 'moderator'), 'CONFLICT', TOASTS.roles.lastAdmin);
    expect(await rolesOf(solo.id)).toMatchObject([{ role: 'admin' }]);

    const other = await createTestUser(db);
    await assign(solo.token, other.email, 'admin');
    expect((await assign(solo.token, solo.email, 'moderator')).status).toBe(200);
    expect(await sessionRole(solo.token)).toBe('moderator');
    await db.delete(userRoles).where(inArray(userRoles.userId, [solo.id, other.id]));
  });

  it('survives two admins removing each other at the same moment: one stays', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createTestUser(db);
      const b = await createTestUser(db);
      await onlyAdmins(a, b);
      const [rowA] = await rolesOf(a.id);
      const [rowB] = await rolesOf(b.id);
      const results = await Promise.all([remove(a.token, rowB!.id), remove(b.token, rowA!.id)]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      // The loser either lost its own role first (FORBIDDEN) or is the last admin (CONFLICT).
      expect(['FORBIDDEN', 'CONFLICT']).toContain(results.find((r) => r.status !== 200)!.error!.data.code);
      expect(await adminCount()).toBe(1);
    }
  });

  it('survives two admins demoting each other at the same moment: one stays', async () => {
    const a = await createTestUser(db);
    const b = await createTestUser(db);
    await onlyAdmins(a, b);
    const results = await Promise.all([assign(a.token, b.email, 'moderator'), assign(b.token, a.email, 'moderator')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });
});
