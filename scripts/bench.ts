// `npm run bench`: starts the server in its own process (embedded database unless DATABASE_URL is
// set), loads it over loopback with autocannon from this process, and prints one JSON document:
// req/s, p50 and p99 for the plain health route and for the tRPC query doing the same database
// round trip, and their ratio (what the tRPC layer costs).
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const env: Record<string, string> = { LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'bench-'.repeat(8), ENCRYPTION_KEY: 'ab'.repeat(32) };
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
const server = await startServer(env);
try {
  const healthz = await measure(`${server.url}/api/healthz`);
  const trpcQuery = await measure(`${server.url}/trpc/system.health`);
  const report = {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    connections,
    seconds,
    healthz,
    trpcQuery: { procedure: 'system.health', ...trpcQuery },
    ratio: {
      throughput: Number((trpcQuery.requestsPerSecond / healthz.requestsPerSecond).toFixed(2)),
      p99: Number((trpcQuery.p99Ms / healthz.p99Ms).toFixed(2)),
    },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
}
