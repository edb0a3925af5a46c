// Measures a graceful shutdown under load, and fails (exit code 1) when it drops anything: starts
// the server on a fresh database, runs kept-alive clients (fast reads, and every fourth request a
// POST whose body arrives later) and short-lived clients (a new connection per request) behind a
// load balancer model that asks /api/healthz every 100 ms and stops sending at its first 503, sends
// SIGTERM mid-load, and waits for the server to exit. Prints one JSON line per run:
//   resets       requests whose connection was established and whose bytes were sent, but which
//                got no answer (ECONNRESET, socket hang up), by code: must be none
//   answered     answers to requests in flight at the signal or sent after it, by status (/api/healthz
//                answers 503 while draining)
//   refused      connections refused once the server stopped listening: nothing was sent, a
//                client may send it elsewhere (not a failure)
//   outAfterMs   from the signal to the load balancer taking the server out
//   exitAfterLastAnswerMs  from the last answer to the process's exit: at most 2 s
//   exitCode     must be 0
//
//   node scripts/shutdown.ts [--runs 1] [--connections 20] [--short-lived 20] [--load-seconds 1.5] [--latency-ms 0]
//
// With DATABASE_URL each run gets a new database on that server (dropped afterwards); without it,
// a fresh embedded one. --latency-ms puts a relay between the load and the server that holds each
// request that long, as a network between a load balancer and the app would.
import { parseArgs } from 'node:util';
import { startDelayProxy } from './support/delay-proxy.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { startLoad } from './support/load.ts';
import { startServer } from './support/server-process.ts';

/** The longest a process may take to exit after its last answer. */
const EXIT_AFTER_LAST_ANSWER_MS = 2000;
/** How often the load balancer model asks /api/healthz. */
const HEALTH_CHECK_MS = 100;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    'short-lived': { type: 'string', default: '20' },
    'load-seconds': { type: 'string', default: '1.5' },
    'latency-ms': { type: 'string', default: '0' },
  },
});
const runs = Number(values.runs);
const connections = Number(values.connections);
const shortLived = Number(values['short-lived']);
const loadMs = Number(values['load-seconds']) * 1000;
const latencyMs = Number(values['latency-ms']);

let failed = false;
for (let run = 1; run <= runs; run++) {
  const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_shutdown_probe') : null;
  try {
    const server = await startServer({ LOG_LEVEL: 'warn', ...(fresh && { DATABASE_URL: fresh.url }) });
    const proxy = latencyMs > 0 ? await startDelayProxy(server.port, latencyMs) : null;
    try {
      const load = startLoad(proxy?.url ?? server.url, {
        connections,
        shortLived,
        paths: ['/api/healthz', '/trpc/system.health', '/trpc/auth.session'],
        slowEvery: 4,
        slowMs: 300,
        healthCheckMs: HEALTH_CHECK_MS,
      });
      await new Promise((resolve) => setTimeout(resolve, loadMs));
      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      const exitCode = await server.exited;
      const exitedAt = performance.now();
      await load.stop();
      const report = load.after(signalAt);
      const exitAfterLastAnswerMs = report.lastAnswerAt === null ? null : Math.round(exitedAt - report.lastAnswerAt);
      const ok = Object.keys(report.resets).length === 0 && exitCode === 0 && (exitAfterLastAnswerMs ?? 0) <= EXIT_AFTER_LAST_ANSWER_MS;
      failed ||= !ok;
      console.log(
        JSON.stringify({
          run,
          connections,
          shortLived,
          latencyMs,
          requests: load.records.length,
          afterSignal: report.requests,
          outAfterMs: load.outAt === null ? null : Math.round(load.outAt - signalAt),
          answered: report.answered,
          refused: report.refused,
          resets: report.resets,
          exitAfterLastAnswerMs,
          shutdownMs: Math.round(exitedAt - signalAt),
          exitCode,
          ok,
        }),
      );
      if (!ok) process.stderr.write(server.output().slice(-4000));
    } finally {
      await proxy?.close();
      await server.stop();
    }
  } finally {
    await fresh?.drop();
  }
}
process.exit(failed ? 1 : 0);
