// What a database outage does to a running server: starts the real server on a fresh database on a
// Postgres server, runs mixed load (health checks, job searches, new tracker applications), takes
// the database away, and reports what the load saw.
//
//   node scripts/outage.ts                 restarts the local Postgres cluster (needs the rights to)
//   node scripts/outage.ts --proxy         cuts a loopback TCP proxy in front of Postgres instead,
//                                          for --outage-ms (default 3000), touching no server
//
// Options: --restart '<shell command>' (or OUTAGE_RESTART_COMMAND) replaces the restart command,
// which is `pg_ctlcluster --skip-systemctl-redirect <version> main restart` for the one cluster in
// /etc/postgresql; --workers N concurrent request loops (default 20); --server-url the Postgres
// server (default DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres).
// It prints the answers by status while the database was down, the longest answer, the time from
// Postgres being back to the first 200, the acknowledged writes and how many are in the database
// afterwards, how often postgres.js wrote to a closed connection (which used to end the process),
// and whether the server process survived. Exit code 1 when any of those is wrong.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { startLoad, summarize, waitForOk } from './support/outage-load.ts';
import { startServer } from './support/server-process.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const { values: args } = parseArgs({
  options: {
    proxy: { type: 'boolean', default: false },
    restart: { type: 'string' },
    workers: { type: 'string', default: '20' },
    'outage-ms': { type: 'string', default: '3000' },
    'server-url': { type: 'string' },
  },
});
const RECOVERY_LIMIT_MS = 5000;
const workers = Number(args.workers);
const serverUrl = new URL(args['server-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = '/postgres';

function restartCommand(): string {
  const given = args.restart ?? process.env.OUTAGE_RESTART_COMMAND;
  if (given) return given;
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) throw new Error(`expected one cluster in /etc/postgresql, found ${versions.join(', ') || 'none'}; pass --restart`);
  return `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main restart`;
}

const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
const name = `upward_outage_${randomBytes(4).toString('hex')}`;
await admin.unsafe(`create database "${name}"`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

let proxy: TcpProxy | null = null;
const appUrl = new URL(databaseUrl);
if (args.proxy) {
  proxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  appUrl.hostname = '127.0.0.1';
  appUrl.port = String(proxy.port);
}

const server = await startServer({ DATABASE_URL: appUrl.toString(), SEED_DEMO: '1', LOG_LEVEL: 'warn' });
let failed: boolean;
try {
  const load = await startLoad(server.url, workers);
  await new Promise((r) => setTimeout(r, 2000));

  const down = performance.now();
  if (proxy) {
    await proxy.cut();
    await new Promise((r) => setTimeout(r, Number(args['outage-ms'])));
    await proxy.restore();
  } else {
    // pg_ctlcluster returns once the server accepts connections again. Not execSync: the load runs
    // in this process and must keep sending while the command runs.
    const command = spawn(restartCommand(), { shell: true, stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve, reject) => command.on('exit', resolve).on('error', reject));
    if (code !== 0) throw new Error(`the restart command exited with ${code}`);
  }
  const back = performance.now();
  const recoveryMs = await waitForOk(server.url, 30_000);
  await new Promise((r) => setTimeout(r, 2000));
  await load.stop();

  const outage = summarize(load.answers, down, back);
  const after = summarize(load.answers, back + (recoveryMs ?? 0), performance.now());
  const ids = load.acknowledged;
  const check = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  const [{ found }] = await check<[{ found: number }]>`select count(*)::int as found from job_applications where id = any(${ids}::uuid[])`;
  await check.end();
  const survived = server.child.exitCode === null && server.child.signalCode === null;

  console.log(`database down for ${Math.round(back - down)} ms (${proxy ? 'proxy cut' : 'restart'}), ${workers} request loops`);
  console.log(`answers while down: ${JSON.stringify(outage.byStatus)} (${outage.total} requests, ${outage.withoutRetryAfter} 503s without Retry-After)`);
  console.log(`longest answer while down: ${outage.longestMs} ms`);
  console.log(`first 200 after the database was back: ${recoveryMs === null ? 'none within 30 s' : `${Math.round(recoveryMs)} ms`}`);
  console.log(`answers after recovery: ${JSON.stringify(after.byStatus)}`);
  console.log(`acknowledged writes: ${ids.length}, found afterwards: ${found}`);
  const dropped = server.output().split('UPWARD_DB_CLOSED_SOCKET_WRITE').length - 1;
  console.log(`writes to a closed database connection dropped instead of crashing: ${dropped}`);
  console.log(`server process survived: ${survived ? 'yes' : `no\n${server.output().slice(-3000)}`}`);

  const bad = Object.keys(outage.byStatus).some((s) => s !== '200' && s !== '503') || outage.withoutRetryAfter > 0;
  failed = bad || !survived || recoveryMs === null || recoveryMs > RECOVERY_LIMIT_MS || found !== ids.length;
} finally {
  await server.stop();
  await proxy?.close();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
