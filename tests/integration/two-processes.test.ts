// Two server processes on one Postgres database, as behind a load balancer: they start together on
// an empty database, and share sessions, rate limits and the job queue through it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { createFreshDatabase, type FreshDatabase } from '../../scripts/support/fresh-database.ts';
import { startServer, type ServerProcess } from '../../scripts/support/server-process.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';
import { openDatabase, selectRows, type Database } from '../../src/server/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { TEAM_NOTIFICATION_JOB } from '../../src/server/features/outreach/service.ts';
import { mailTo } from '../support/outbox.ts';

const testDb = inject('testDb');
const TEAM_EMAIL = 'team@two-processes.test';
const demo = DEMO_ACCOUNTS[0]!;

interface Answer<T> {
  status: number;
  data: T;
  /** The session cookie the answer set ('' when it cleared it). */
  sessionToken: string | undefined;
}

/** One tRPC call over HTTP, as a browser makes it. */
async function call<T = unknown>(server: ServerProcess, kind: 'query' | 'mutation', procedure: string, input?: unknown, token?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = token ? { cookie: `${SESSION_COOKIE}=${token}` } : {};
  const encoded = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  const res =
    kind === 'query'
      ? await fetch(`${server.url}/trpc/${procedure}${encoded ? `?input=${encodeURIComponent(encoded)}` : ''}`, { headers })
      : await fetch(`${server.url}/trpc/${procedure}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: encoded ?? '{}' });
  const body = (await res.json()) as { result?: { data: never } };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: res.status,
    data: (body.result ? superjson.deserialize(body.result.data) : undefined) as T,
    sessionToken: cookie?.slice(SESSION_COOKIE.length + 1).split(';')[0],
  };
}

// Postgres only: two processes cannot open one embedded database (decision 046).
describe.skipIf(testDb.kind !== 'postgres')('two processes on one database', () => {
  let fresh: FreshDatabase;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  // One outbox for both, so a mail sent twice (once by each process's worker) would show.
  const dataDir = tempDir('upward-two-');

  beforeAll(async () => {
    fresh = await createFreshDatabase(testDb.serverUrl!, testDb.template!);
    const env = {
      DATABASE_URL: fresh.url,
      // Given, as in production: generated secrets would differ between the processes.
      SESSION_SECRET: 'two-processes-'.repeat(3),
      ENCRYPTION_KEY: 'cd'.repeat(32),
      SEED_DEMO: '1',
      TEAM_EMAIL,
      QUEUE_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
    };
    // Both start at once against the empty database: both migrate and both want to seed.
    const started = await Promise.allSettled([startServer(env, { dataDir }), startServer(env, { dataDir })]);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop();
      throw failed.reason;
    }
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
    database = await openDatabase({ url: fresh.url, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await fresh?.drop();
  });

  it('migrate and seed once, with no error logged', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const [migrations] = await selectRows<{ n: number; distinct: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(migrations).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    const [demoUsers] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from users where email like '%@demo.upward.local'`);
    expect(demoUsers!.n).toBe(DEMO_ACCOUNTS.length);
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('share sessions: signed in on one, signed in on the other; signed out on one, out on both', async () => {
    const signIn = await call(a, 'mutation', 'auth.signIn', { email: demo.email, password: demo.password });
    expect(signIn.status).toBe(200);
    const token = signIn.sessionToken!;
    expect(token).toBeTruthy();

    const onB = await call<{ user: { email: string } | null }>(b, 'query', 'auth.session', undefined, token);
    expect(onB.data.user?.email).toBe(demo.email);

    expect((await call(b, 'mutation', 'auth.signOut', undefined, token)).status).toBe(200);
    const onA = await call<{ user: unknown }>(a, 'query', 'auth.session', undefined, token);
    expect(onA.data.user).toBeNull();
  });

  it('share rate limits: sign-in attempts on both count against one limit', async () => {
    const wrong = { email: DEMO_ACCOUNTS[1]!.email, password: 'not-the-password' };
    for (let i = 0; i < 10; i++) {
      expect((await call(i % 2 === 0 ? a : b, 'mutation', 'auth.signIn', wrong)).status).toBe(401);
    }
    // Each process has seen five: only the shared count passes the limit of ten.
    expect((await call(a, 'mutation', 'auth.signIn', wrong)).status).toBe(429);
    expect((await call(b, 'mutation', 'auth.signIn', wrong)).status).toBe(429);
  });

  it('share the job queue: a job sent by one is handled once, though both run workers', async () => {
    const joined = await call(a, 'mutation', 'outreach.joinWaitlist', { name: 'Queue Check', email: 'queue@example.com' });
    expect(joined.status).toBe(200);
    await expect.poll(async () => (await mailTo(dataDir, TEAM_EMAIL)).length, { timeout: 20_000, interval: 200 }).toBe(1);
    // Several polls of both workers later, still one message and one completed job.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await mailTo(dataDir, TEAM_EMAIL)).toHaveLength(1);
    const jobs = await selectRows<{ state: string }>(database.db, sql`select state from pgboss.job where name = ${TEAM_NOTIFICATION_JOB}`);
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
  });
});
