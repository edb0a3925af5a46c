// The job search benchmark's load and its mix, shared by `npm run bench` (the search against the
// plain route, and the tRPC layer's cost) and `npm run bench:job-history` (the same mix on a board
// with and without a million closed jobs): one mix and one way of measuring, so their figures compare.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { JobSearchInput } from '#shared/schemas/jobs.ts';
import { openDatabase, selectRows } from '../../src/server/db/client.ts';
import { profiles, users } from '../../src/server/db/schema/index.ts';
import { createSession } from '../../src/server/platform/sessions.ts';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The server's environment for a benchmark: quiet, production mode, and the plain bench route. */
export const BENCH_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-'.repeat(8),
  ENCRYPTION_KEY: 'ab'.repeat(32),
  BENCH_ROUTES: '1',
};

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function measure(url: string, options: { paths?: string[]; headers?: Record<string, string> } = {}): Promise<Figures & { maxMs: number }> {
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
export const SEARCH_MIX: { kind: string; input: JobSearchInput }[] = [
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

/** The two shapes the mix runs as: a visitor (5 results) and a premium user (20 a page), by their request headers. */
export type ViewerShapes = { free: Record<string, string>; premium: Record<string, string> };

/**
 * Runs `fn` with a premium bench user signed in on the database (removed afterwards) and the number
 * of jobs it holds.
 */
export async function withBenchViewers<T>(databaseUrl: string, fn: (shapes: ViewerShapes, jobCount: number, premiumUserId: string) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: databaseUrl, max: 1 });
  const [user] = await database.db.insert(users).values({ email: `bench-${Date.now()}@example.com` }).returning({ id: users.id });
  try {
    await database.db.insert(profiles).values({ userId: user!.id, isPremium: true, subscriptionType: 'premium_annual' });
    const { token } = await createSession(database.db, user!.id);
    const [{ n: jobCount }] = (await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs`)) as [{ n: number }];
    return await fn({ free: {}, premium: { cookie: `${SESSION_COOKIE}=${token}` } }, jobCount, user!.id);
  } finally {
    await database.db.delete(users).where(sql`${users.id} = ${user!.id}`);
    await database.close();
  }
}

/** The whole mix under load, through the tRPC procedure jobs.search or the plain bench route. */
export const measureMix = (baseUrl: string, headers: Record<string, string>, via: 'trpc' | 'plain') =>
  measure(baseUrl, { paths: SEARCH_MIX.map((m) => (via === 'trpc' ? trpcPath : plainPath)(m.input)), headers });

/** Each term alone, for a visitor and for the premium user. */
export const perTermAlone = async (baseUrl: string, shapes: ViewerShapes) => ({
  free: await perTerm(baseUrl, shapes.free),
  premium: await perTerm(baseUrl, shapes.premium),
});

/** The mix for a visitor and for a premium user, through jobs.search and the plain route, then each term alone. */
export async function benchJobSearch(baseUrl: string, databaseUrl: string) {
  return withBenchViewers(databaseUrl, async (shapes, jobCount) => {
    const result: Record<string, unknown> = { jobs: jobCount, mix: SEARCH_MIX.length };
    for (const [shape, headers] of Object.entries(shapes)) {
      const trpc = await measureMix(baseUrl, headers, 'trpc');
      const plain = await measureMix(baseUrl, headers, 'plain');
      result[shape] = {
        trpc: { procedure: 'jobs.search', ...trpc },
        plain: { route: 'GET /api/bench/jobs', ...plain },
        ratio: {
          throughput: Number((trpc.requestsPerSecond / plain.requestsPerSecond).toFixed(2)),
          p99: Number((trpc.p99Ms / plain.p99Ms).toFixed(2)),
        },
      };
    }
    result.perTermAlone = await perTermAlone(baseUrl, shapes);
    return result;
  });
}
