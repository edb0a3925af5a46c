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
// slowest answer when asked alone.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { SESSION_COOKIE } from '#shared/constants/cookies.ts';
import type { JobSearchInput } from '#shared/schemas/jobs.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { profiles, users } from '../src/server/db/schema/index.ts';
import { createSession } from '../src/server/platform/sessions.ts';
import { startServer } from './support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, options: { paths?: string[]; headers?: Record<string, string> } = {}): Promise<Figures & { maxMs: number }> {
  // Several paths: every connection cycles through them in turn.
  const load = { url, connections, headers: options.headers, ...(options.paths && { requests: options.paths.map((path) => ({ path })) }) };
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ ...load, duration: 2 });
  const result = await autocannon({ ...load, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The search mix: common terms, rare ones, ones that match nothing, location and other filters. */
const SEARCH_MIX: { kind: string; input: JobSearchInput }[] = [
  { kind: 'common', input: { q: 'engineer' } },
  { kind: 'common', input: { q: 'manager' } },
  { kind: 'common', input: { q: 'acme' } },
  { kind: 'common', input: { q: 'senior data' } },
  { kind: 'company', input: { q: 'pied piper bank' } },
  { kind: 'company', input: { q: 'wonka studios' } },
  { kind: 'rare', input: { q: 'falconry' } },
  { kind: 'rare', input: { q: 'glaciology' } },
  { kind: 'rare', input: { q: 'haskell' } },
  { kind: 'none', input: { q: 'zzqqy' } },
  { kind: 'none', input: { q: 'blockchain wizard' } },
  { kind: 'none', input: { q: 'engineering manager' } },
  { kind: 'location', input: { location: 'austin' } },
  { kind: 'location', input: { q: 'designer', location: 'remote' } },
  { kind: 'location', input: { q: 'engineer', location: 'anchorage' } },
  { kind: 'location', input: { location: 'zurich' } },
  { kind: 'filters', input: { workTypes: ['remote'], experienceLevels: ['senior'], minSalary: 150_000 } },
  { kind: 'filters', input: { q: 'analyst', workTypes: ['hybrid'], minSalary: 190_000 } },
];

const trpcPath = (input: JobSearchInput) => `/trpc/jobs.search?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
const plainPath = (input: JobSearchInput) => `/api/bench/jobs?input=${encodeURIComponent(JSON.stringify(input))}`;

/** Each term alone, a few times in a row after one untimed call: its slowest answer and its total. */
async function perTerm(baseUrl: string, headers: Record<string, string>) {
  const rows: Record<string, unknown>[] = [];
  for (const { kind, input } of SEARCH_MIX) {
    await (await fetch(`${baseUrl}${plainPath(input)}`, { headers })).arrayBuffer();
    let maxMs = 0;
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const res = await fetch(`${baseUrl}${plainPath(input)}`, { headers });
      const body = (await res.json()) as { total: number; totalIsEstimate: boolean };
      maxMs = Math.max(maxMs, performance.now() - start);
      total = body.total;
      if (body.totalIsEstimate) total = -total;
    }
    rows.push({ kind, ...input, total: total < 0 ? `${-total}+` : total, maxMs: Number(maxMs.toFixed(1)) });
  }
  return rows;
}

async function benchJobSearch(baseUrl: string, databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl, max: 1 });
  const [user] = await database.db.insert(users).values({ email: `bench-${Date.now()}@example.com` }).returning({ id: users.id });
  try {
    await database.db.insert(profiles).values({ userId: user!.id, isPremium: true, subscriptionType: 'premium_annual' });
    const { token } = await createSession(database.db, user!.id);
    const [{ n: jobCount }] = (await database.db.execute(sql`select count(*)::int as n from jobs`)) as unknown as [{ n: number }];
    const shapes = { free: {}, premium: { cookie: `${SESSION_COOKIE}=${token}` } };
    const result: Record<string, unknown> = { jobs: jobCount, mix: SEARCH_MIX.length };
    for (const [shape, headers] of Object.entries(shapes)) {
      const trpc = await measure(baseUrl, { paths: SEARCH_MIX.map((m) => trpcPath(m.input)), headers });
      const plain = await measure(baseUrl, { paths: SEARCH_MIX.map((m) => plainPath(m.input)), headers });
      result[shape] = {
        trpc: { procedure: 'jobs.search', ...trpc },
        plain: { route: 'GET /api/bench/jobs', ...plain },
        ratio: {
          throughput: Number((trpc.requestsPerSecond / plain.requestsPerSecond).toFixed(2)),
          p99: Number((trpc.p99Ms / plain.p99Ms).toFixed(2)),
        },
      };
    }
    result.perTermAlone = { free: await perTerm(baseUrl, {}), premium: await perTerm(baseUrl, shapes.premium) };
    return result;
  } finally {
    await database.db.delete(users).where(sql`${users.id} = ${user!.id}`);
    await database.close();
  }
}

const env: Record<string, string> = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-'.repeat(8),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  BENCH_ROUTES: '1',
};
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
