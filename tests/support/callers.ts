// One real caller of each kind in the access table: sessions signed in through the real
// procedures, an API token made through apiTokens.create, and a user with an authenticator factor
// who has not passed it. Each carries what HTTP sends and what an in-process context holds.
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ApiTokenScope } from '#shared/constants/account.ts';
import type { Caller } from '../../src/server/access.ts';
import type { Db } from '../../src/server/db/client.ts';
import { validateApiToken } from '../../src/server/platform/api-tokens.ts';
import { validateSessionToken } from '../../src/server/platform/sessions.ts';
import { createInnerContext, type Context } from '../../src/server/trpc/context.ts';
import { testConfig, testPlatform } from './app.ts';
import { httpCaller, type CallOptions } from './trpc-http.ts';
import { createTestUser, randomIp, type TestUserOptions } from './users.ts';

export interface TestCaller {
  kind: Caller;
  /** The user behind the caller; null for the visitor. */
  userId: string | null;
  /** Cookie or bearer header for `trpcCall`. */
  http: CallOptions;
  /** A context carrying the same credential, built as the HTTP context factory builds it. */
  context(): Promise<Context>;
}

const config = testConfig();
const log = pino({ level: 'silent' });

async function contextFor(db: Db, http: CallOptions): Promise<Context> {
  const base = { db, config, log, platform: testPlatform(config, log), ip: randomIp() };
  if (http.bearer) {
    const valid = await validateApiToken(db, http.bearer);
    return createInnerContext({ ...base, user: valid?.user ?? null, apiToken: valid?.token ?? null, credential: valid ? 'api-token' : null });
  }
  const valid = http.token ? await validateSessionToken(db, http.token) : null;
  return createInnerContext({ ...base, session: valid?.session ?? null, user: valid?.user ?? null, credential: valid ? 'cookie' : null });
}

/** A user of the given kind, signed in (a session cookie), with a context from that cookie. */
export async function sessionCaller(db: Db, kind: Caller, options: TestUserOptions): Promise<TestCaller> {
  const user = await createTestUser(db, options);
  const http = { token: user.token };
  return { kind, userId: user.id, http, context: () => contextFor(db, http) };
}

const USER_OPTIONS: Record<Exclude<Caller, 'anonymous' | 'apiToken'>, TestUserOptions> = {
  mfaPending: { mfa: true, aal: 'aal1' },
  free: {},
  premium: { premium: true },
  moderator: { role: 'moderator' },
  admin: { role: 'admin' },
};

/** A personal API token made through apiTokens.create by a new user of the given kind, with the given scope (full by default). */
export async function tokenCaller(db: Db, app: FastifyInstance, options: TestUserOptions = {}, scope: ApiTokenScope = 'full'): Promise<TestCaller> {
  const owner = await sessionCaller(db, 'free', options);
  const created = await httpCaller(app).mutate<{ token: string }>('apiTokens.create', { name: 'access table', expiresInDays: 7, scope }, owner.http);
  if (!created.data?.token) throw new Error(`could not create an API token: ${JSON.stringify(created.error)}`);
  const http = { bearer: created.data.token };
  return { kind: 'apiToken', userId: owner.userId, http, context: () => contextFor(db, http) };
}

/** Every kind of caller, each a different user; the API token belongs to a free user of its own. */
export async function createCallers(db: Db, app: FastifyInstance): Promise<Record<Caller, TestCaller>> {
  const users = {} as Record<keyof typeof USER_OPTIONS, TestCaller>;
  for (const kind of Object.keys(USER_OPTIONS) as (keyof typeof USER_OPTIONS)[]) users[kind] = await sessionCaller(db, kind, USER_OPTIONS[kind]);
  const anonymousHttp = {};
  return {
    anonymous: { kind: 'anonymous', userId: null, http: anonymousHttp, context: () => contextFor(db, anonymousHttp) },
    ...users,
    apiToken: await tokenCaller(db, app),
  };
}
