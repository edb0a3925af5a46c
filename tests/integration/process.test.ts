// The server as operators run it: start-up refusal, demo seeding, restarts, graceful shutdown.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from '../../src/server/db/client.ts';
import { waitlistSubmissions } from '../../src/server/db/schema/index.ts';
import { startServer } from '../../scripts/support/server-process.ts';

const MAIN = path.resolve(import.meta.dirname, '../../src/server/main.ts');

describe('start-up', () => {
  it('refuses to start in production without its secrets: one clear line, exit code 1', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Missing required secret(s) in production: SESSION_SECRET, ENCRYPTION_KEY');
  });
});

describe('embedded database', () => {
  async function countRows(dataDir: string) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await selectRows<{ jobs: number; users: number; waitlist: number }>(
        database.db,
        sql`select (select count(*)::int from jobs) as jobs, (select count(*)::int from users) as users,
                   (select count(*)::int from waitlist_submissions) as waitlist`,
      );
      return row!;
    } finally {
      await database.close();
    }
  }

  it('seeds an empty data folder once, prints the demo accounts, and keeps everything across restarts', async () => {
    const first = await startServer();
    expect(first.output()).toContain('Demo accounts');
    expect(first.output()).toContain('admin@demo.upward.local');
    expect(first.output()).toContain('demo content seeded');
    expect(await first.stop()).toBe(0);

    const seeded = await countRows(first.dataDir);
    expect(seeded.jobs).toBeGreaterThanOrEqual(60);
    const database = await openDatabase({ pgliteDir: path.join(first.dataDir, 'pglite') });
    await database.db.insert(waitlistSubmissions).values({ name: 'Restart Check', email: 'restart@example.com' });
    await database.close();

    const second = await startServer({}, { dataDir: first.dataDir });
    expect(second.output()).not.toContain('demo content seeded');
    expect(second.output()).toContain('Demo accounts');
    expect(await second.stop()).toBe(0);
    expect(await countRows(first.dataDir)).toEqual({ ...seeded, waitlist: seeded.waitlist + 1 });
  });
});

/** A POST whose body arrives after `delayMs`, so it is in flight when the signal comes. */
function slowRequest(port: number, delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = '{}';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/trpc/auth.signOut',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), delayMs);
  });
}

describe('graceful shutdown', () => {
  it('finishes every in-flight request on SIGTERM, then exits 0 and accepts no more', async () => {
    const server = await startServer();
    const inFlight = Array.from({ length: 25 }, () => slowRequest(server.port, 1000));
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(25).fill(200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
    await expect(fetch(`${server.url}/api/healthz`)).rejects.toThrow();
  });
});
