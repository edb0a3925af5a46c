// The server as operators run it: start-up refusal, demo seeding, restarts, graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, selectRows } from '../../src/server/db/client.ts';
import { waitlistSubmissions } from '../../src/server/db/schema/index.ts';
import { startDelayProxy } from '../../scripts/support/delay-proxy.ts';
import { createFreshDatabase } from '../../scripts/support/fresh-database.ts';
import { startLoad } from '../../scripts/support/load.ts';
import { freePort, startServer } from '../../scripts/support/server-process.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'src/server/main.ts');
const testDb = inject('testDb');

/** An empty database of its own on the run's Postgres server; on PGlite runs, the embedded one. */
async function freshServerDatabase(): Promise<Record<string, string>> {
  if (testDb.kind !== 'postgres') return {};
  const fresh = await createFreshDatabase(testDb.serverUrl!, testDb.template!);
  afterAll(() => fresh.drop());
  return { DATABASE_URL: fresh.url };
}

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
    // Piped, as here, the log stays JSON lines for tools; terminal lines are for a TTY.
    const listening = first.output().split('\n').find((l) => l.includes('Upward is listening'));
    expect(JSON.parse(listening!)).toMatchObject({ msg: 'Upward is listening', database: 'pglite' });
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
  }, 90_000);
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
  }, 90_000);
});

describe('shutdown under load', () => {
  it('answers every request sent before SIGTERM, even one still on its way to the server', async () => {
    const server = await startServer({ ...(await freshServerDatabase()), LOG_LEVEL: 'warn' });
    // Requests spend 300 ms in transit: at the signal most connections have one sent but not yet
    // read, which a server that closes its idle connections at once would reset.
    const proxy = await startDelayProxy(server.port, 300);
    try {
      const load = startLoad(proxy.url, { connections: 60, paths: ['/api/healthz', '/trpc/system.health'], slowEvery: 4, slowMs: 300 });
      await new Promise((r) => setTimeout(r, 1500));
      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      await load.stop();
      expect(await server.exited).toBe(0);

      const report = load.inFlightAt(signalAt);
      expect(report.inFlight).toBeGreaterThanOrEqual(50);
      expect(report).toMatchObject({ failed: 0, errors: {} });
      expect((report.statuses[200] ?? 0) + (report.statuses[503] ?? 0)).toBe(report.inFlight);
      // Only the health check turns requests away while draining, so a load balancer stops sending.
      expect(load.records.filter((r) => r.status === 503 && r.path !== '/api/healthz')).toEqual([]);
      // Answers given while draining end their connection, so clients stop reusing it.
      expect(load.records.filter((r) => r.doneAt! > signalAt && r.closesConnection).length).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  }, 90_000);
});

describe('npm start', () => {
  /**
   * A copy of the project's runnable files with a stand-in client build, so `npm start` runs the
   * real script line and start-up without waiting on a Vite build.
   */
  function projectCopy(): string {
    const dir = tempDir('upward-npm-start-');
    for (const entry of ['package.json', 'scripts', 'src', 'migrations', 'content']) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
    mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html><title>Upward</title>');
    return dir;
  }

  const groupAlive = (pgid: number) => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('stops the server it started when npm gets SIGTERM: the port closes and no process is left', async () => {
    const dir = projectCopy();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Its own process group, so the test can tell whether anything npm started outlives it.
    const npm = spawn('npm', ['start'], {
      cwd: dir,
      detached: true,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, '.data'),
        LOG_LEVEL: 'info',
        ...(await freshServerDatabase()),
      },
    });
    let out = '';
    npm.stdout.on('data', (d: Buffer) => (out += d.toString()));
    npm.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const npmExited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const pgid = npm.pid!;
    try {
      await expect
        .poll(() => fetch(`${url}/api/healthz`).then((r) => r.status, () => 0), { timeout: 60_000, interval: 250 })
        .toBe(200);
      process.kill(pgid, 'SIGTERM');
      await npmExited;
      await expect.poll(() => groupAlive(pgid), { timeout: 15_000, interval: 100 }).toBe(false);
      await expect(fetch(`${url}/api/healthz`)).rejects.toThrow();
      expect(out).toContain('shutdown complete');
    } finally {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    }
  }, 90_000);
});
