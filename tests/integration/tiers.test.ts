// The five procedure tiers, exercised with real sessions read from the database.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { userRoles } from '../../src/server/db/schema/index.ts';
import { createInnerContext } from '../../src/server/trpc/context.ts';
import {
  adminProcedure,
  authedProcedure,
  premiumProcedure,
  publicProcedure,
  router,
  staffProcedure,
} from '../../src/server/trpc/init.ts';
import { validateSessionToken } from '../../src/server/platform/sessions.ts';
import { testConfig, testPlatform } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { createTestUser, type TestUserOptions } from '../support/users.ts';
import { pino } from 'pino';

const { db } = await useTestDatabase();
const config = testConfig();
const log = pino({ level: 'silent' });
const platform = testPlatform(config, log);

const ok = z.literal('ok');
const tiers = router({
  public: publicProcedure.output(ok).query(() => 'ok' as const),
  authed: authedProcedure.output(ok).query(() => 'ok' as const),
  premium: premiumProcedure.output(ok).query(() => 'ok' as const),
  staff: staffProcedure.output(ok).query(() => 'ok' as const),
  admin: adminProcedure.output(ok).query(() => 'ok' as const),
});
type Tier = keyof typeof tiers._def.procedures;
const ALL: Tier[] = ['public', 'authed', 'premium', 'staff', 'admin'];

async function callerFor(options: TestUserOptions | null) {
  let session = null;
  let user = null;
  if (options) {
    const created = await createTestUser(db, options);
    const validated = await validateSessionToken(db, created.token);
    session = validated!.session;
    user = validated!.user;
  }
  return tiers.createCaller(createInnerContext({ db, config, log, platform, session, user, credential: user ? 'cookie' : null }));
}

async function allowed(options: TestUserOptions | null): Promise<Tier[]> {
  const caller = await callerFor(options);
  const result: Tier[] = [];
  for (const tier of ALL) {
    try {
      await caller[tier]();
      result.push(tier);
    } catch (err) {
      expect((err as { code: string }).code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
    }
  }
  return result;
}

describe('procedure tiers', () => {
  it.each<[string, TestUserOptions | null, Tier[]]>([
    ['anonymous visitor', null, ['public']],
    ['free user', {}, ['public', 'authed']],
    ['premium user', { premium: true }, ['public', 'authed', 'premium']],
    ['premium that has expired', { expiredPremium: true }, ['public', 'authed']],
    ['moderator', { role: 'moderator' }, ['public', 'authed', 'staff']],
    ['admin', { role: 'admin' }, ['public', 'authed', 'staff', 'admin']],
    ['premium admin', { role: 'admin', premium: true }, ALL],
    ['admin with a pending second factor', { role: 'admin', mfa: true, aal: 'aal1' }, ['public']],
    ['admin who passed the second factor', { role: 'admin', mfa: true, aal: 'aal2' }, ['public', 'authed', 'staff', 'admin']],
  ])('%s reaches %j', async (_name, options, expected) => {
    expect(await allowed(options)).toEqual(expected);
  });

  it('anonymous callers get UNAUTHORIZED with the spec message', async () => {
    const caller = await callerFor(null);
    await expect(caller.authed()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Auth session missing!' });
  });

  it('reads the role on every request: a removed role stops working at once', async () => {
    const user = await createTestUser(db, { role: 'admin' });
    await db.delete(userRoles).where(eq(userRoles.userId, user.id));
    const validated = await validateSessionToken(db, user.token);
    const caller = tiers.createCaller(createInnerContext({ db, config, log, platform, session: validated!.session, user: validated!.user }));
    await expect(caller.admin()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
