// Measures a graceful shutdown under load: starts the server on a fresh database, keeps kept-alive
// connections busy (fast reads, and every fourth request a POST whose body arrives later), sends
// SIGTERM, and prints one JSON line per run: requests in flight at the signal, how many of them were
// answered and how many failed at the socket, requests sent in all, the exit code, and how long the
// server took to exit.
//
//   node scripts/shutdown.ts [--runs 3] [--connections 80] [--load-seconds 2] [--latency-ms 0]
//
// With DATABASE_URL each run gets a new database on that server (dropped afterwards); without it,
// a fresh embedded one. --latency-ms puts a relay between the load and the server that holds each
// request that long, as a network between a load balancer and the app would.
import { parseArgs } from 'node:util';
import { startDelayProxy } from './support/delay-proxy.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { startLoad } from './support/load.ts';
import { startServer } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '80' },
    'load-seconds': { type: 'string', default: '2' },
    'latency-ms': { type: 'string', default: '0' },
  },
});
const runs = Number(values.runs);
const connections = Number(values.connections);
const loadMs = Number(values['load-seconds']) * 1000;
const latencyMs = Number(values['latency-ms']);

for (let run = 1; run <= runs; run++) {
  const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_shutdown_probe') : null;
  try {
    const server = await startServer({ LOG_LEVEL: 'warn', ...(fresh && { DATABASE_URL: fresh.url }) });
    const proxy = latencyMs > 0 ? await startDelayProxy(server.port, latencyMs) : null;
    try {
      const load = startLoad(proxy?.url ?? server.url, {
        connections,
        paths: ['/api/healthz', '/trpc/system.health', '/trpc/auth.session'],
        slowEvery: 4,
        slowMs: 300,
      });
      await new Promise((resolve) => setTimeout(resolve, loadMs));
      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      // New requests stop at the signal: the question is what happens to those already sent.
      const settled = load.stop();
      const exitCode = await server.exited;
      const shutdownMs = Math.round(performance.now() - signalAt);
      await settled;
      console.log(JSON.stringify({ run, connections, latencyMs, requests: load.records.length, ...load.inFlightAt(signalAt), exitCode, shutdownMs }));
    } finally {
      await proxy?.close();
      await server.stop();
    }
  } finally {
    await fresh?.drop();
  }
}
