// A database outage under load: the real server reaches Postgres through a loopback proxy that the
// test cuts, as a restart drops every connection and refuses new ones until the server is back.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { isClosedSocketWrite, isDatabaseUnavailable, selectRows } from '../../src/server/db/client.ts';
import { HANG_MS, startLoad, summarize, waitForOk } from '../../scripts/support/outage-load.ts';
import { startServer } from '../../scripts/support/server-process.ts';
import { startTcpProxy } from '../../scripts/support/tcp-proxy.ts';
import { useTestDatabase } from '../support/database.ts';

const OUTAGE_MS = 3000;
const RECOVERY_LIMIT_MS = 5000;
/** An answer during the outage may wait out one connect attempt (2 s), plus slack for a loaded machine. */
const LONGEST_ANSWER_MS = 4000;

describe('a database outage under concurrent load', () => {
  const info = inject('testDb');
  // Postgres only: PGlite runs inside the process and cannot go away (decision 046).
  it.skipIf(info.kind !== 'postgres')(
    'keeps the process alive, answers 503 with Retry-After while down, recovers within 5 s, and loses no acknowledged write',
    async () => {
      const database = await useTestDatabase();
      const target = new URL(database.url!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const through = new URL(target);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      const server = await startServer({ DATABASE_URL: through.toString(), SEED_DEMO: '1', LOG_LEVEL: 'warn' });
      try {
        const load = await startLoad(server.url, 20);
        await new Promise((r) => setTimeout(r, 1500));
        expect(proxy.openConnections()).toBeGreaterThan(0);

        const down = performance.now();
        await proxy.cut();
        await new Promise((r) => setTimeout(r, OUTAGE_MS));
        const outage = summarize(load.answers, down, performance.now());
        await proxy.restore();
        const recoveryMs = await waitForOk(server.url, RECOVERY_LIMIT_MS);
        const recovered = performance.now();
        await new Promise((r) => setTimeout(r, 1000));
        await load.stop();

        expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
        expect(Object.keys(outage.byStatus).filter((s) => s !== '200' && s !== '503'), JSON.stringify(outage)).toEqual([]);
        expect(outage.byStatus['503']).toBeGreaterThan(0);
        // tRPC, healthz and a raw /api route each refused with 503.
        const refusedKinds = new Set(load.answers.filter((a) => a.startedAt >= down && a.status === 503).map((a) => a.kind));
        expect([...refusedKinds].sort()).toEqual(['add-application', 'export', 'healthz', 'search']);
        expect(outage.withoutRetryAfter).toBe(0);
        expect(outage.longestMs).toBeLessThan(Math.min(LONGEST_ANSWER_MS, HANG_MS));
        expect(recoveryMs).not.toBeNull();
        expect(recoveryMs!).toBeLessThan(RECOVERY_LIMIT_MS);
        // Once healthz answers, every kind of request does.
        const after = summarize(load.answers, recovered + 200, performance.now());
        expect(after.total).toBeGreaterThan(0);
        expect(after.byStatus, JSON.stringify(after)).toEqual({ 200: after.total });

        expect(load.acknowledged.length).toBeGreaterThan(0);
        const stored = await selectRows<{ id: string }>(database.db, sql`select id from job_applications`);
        const storedIds = new Set(stored.map((r) => r.id));
        expect(load.acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
        // The answers were outages, not bugs: nothing, request or job queue, logged as a failure.
        const errors = server.output().split('\n').filter((line) => line.includes('"level":50'));
        expect(errors.map((line) => line.slice(0, 400))).toEqual([]);
      } finally {
        await server.stop();
        await proxy.close();
      }
    },
    60_000,
  );
});

describe('recognising an outage', () => {
  it('knows connection errors from statement errors, through their wrappers', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('no code'))).toBe(false);
  });

  it('swallows only postgres.js writing to a closed socket, recognised by its first stack frame', () => {
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.name}: ${ours.message}\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:485:21)`;
    expect(isClosedSocketWrite(ours)).toBe(true);
    const elsewhere = new TypeError("Cannot read properties of null (reading 'write')");
    elsewhere.stack = `${elsewhere.name}: ${elsewhere.message}\n    at send (file:///app/src/server/platform/mail.ts:10:5)`;
    expect(isClosedSocketWrite(elsewhere)).toBe(false);
    expect(isClosedSocketWrite(new TypeError('other'))).toBe(false);
  });
});
