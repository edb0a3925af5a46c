// `npm run bench`: starts the server in its own process (embedded database unless DATABASE_URL is
// set), loads it over loopback with autocannon from this process, and prints one JSON document:
// req/s, p50 and p99 for the plain health route and for the tRPC query doing the same database
// round trip, and their ratio (what the tRPC layer costs).
//
// With DATABASE_URL it also measures the job search (fill the jobs first: `node
// scripts/seed-jobs.ts 100000`). A mix of common terms, rare terms, terms that match nothing,
// location and other filters (each answer counting its total, as "Showing X of Y jobs" needs) runs
// for a visitor (the free shape: 5 results) and for a premium user (20 a page), once through the
// tRPC procedure jobs.search and once through GET /api/bench/jobs, a plain Fastify route running
// the same statement through the same pool (registered only because the bench sets
// BENCH_ROUTES=1). It prints req/s, p50, p99 and max of each, their ratios, and each term's
// slowest answer when asked alone (scripts/support/job-search-bench.ts).
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
import { BENCH_SERVER_ENV, benchJobSearch, connections, measure, seconds } from './support/job-search-bench.ts';
import { startServer } from './support/server-process.ts';

const env: Record<string, string> = { ...BENCH_SERVER_ENV };
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
    jobSearch: process.env.DATABASE_URL ? await benchJobSearch(server.url, process.env.DATABASE_URL) : 'skipped: needs DATABASE_URL',
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
}
