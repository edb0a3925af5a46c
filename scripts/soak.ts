// A soak test: starts the server on a fresh database with the demo content (jobs, news, forum,
// demo accounts), measures its peak throughput on a mixed load for a few seconds (or takes
// --rate), then holds half that rate for --minutes and prints one JSON document: requests sent,
// answers by status, 5xx and socket errors, p50 and p99 latency, and the server's resident memory
// at the start, at the end and at ten points between (VmRSS of /proc/<pid>/status).
//
//   node scripts/soak.ts [--minutes 10] [--rate <req/s>] [--peak-seconds 10] [--connections 50]
//
// The mix: three of four requests are a visitor's (job searches, the news and forum lists, the
// session check every page makes), one in four a signed-in premium user's (the dashboard, its
// matches, a search with premium page size). With DATABASE_URL the database is a new one on that
// server, dropped afterwards; without it, a fresh embedded one.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import superjson from 'superjson';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { startServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string' },
    'peak-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const RSS_SAMPLES = 10;

const query = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`;

const VISITOR_PATHS = [
  query('jobs.search', {}),
  query('jobs.search', { q: 'engineer' }),
  query('jobs.search', { q: 'designer', location: 'remote' }),
  query('news.list', {}),
  query('forum.list', {}),
  query('auth.session'),
];
/** The member in the mix: premium, so its searches use the premium page size. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.key === 'premium')!;
const MEMBER_PATHS = [query('dashboard.jobSeeker'), query('dashboard.matches'), query('jobs.search', { q: 'manager' })];

function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

function mixedRequests(cookie: string) {
  // Three visitor requests to one member request, in turn on every connection.
  const requests: { path: string; headers?: Record<string, string> }[] = [];
  for (let i = 0; i < VISITOR_PATHS.length; i++) {
    requests.push({ path: VISITOR_PATHS[i]! });
    if (i % 2 === 1) requests.push({ path: MEMBER_PATHS[(i - 1) / 2]!, headers: { cookie } });
  }
  return requests;
}

const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_soak') : null;
try {
  const server = await startServer({
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'soak-'.repeat(8),
    ENCRYPTION_KEY: 'ef'.repeat(32),
    SEED_DEMO: '1',
    ...(fresh && { DATABASE_URL: fresh.url }),
  });
  try {
    const load = { url: server.url, connections, requests: mixedRequests(await signIn(server.url, MEMBER.email, MEMBER.password)) };
    let peak: number | null = null;
    if (!values.rate) {
      await autocannon({ ...load, duration: 2 });
      peak = Math.round((await autocannon({ ...load, duration: Number(values['peak-seconds']) })).requests.average);
    }
    const rate = Math.max(1, Math.round(values.rate ? Number(values.rate) : peak! / 2));

    const rss: { atSecond: number; kb: number }[] = [{ atSecond: 0, kb: residentKb(server.child.pid!) }];
    const started = Date.now();
    const sampler = setInterval(
      () => rss.push({ atSecond: Math.round((Date.now() - started) / 1000), kb: residentKb(server.child.pid!) }),
      (minutes * 60_000) / RSS_SAMPLES,
    );
    const result = await autocannon({ ...load, overallRate: rate, duration: Math.round(minutes * 60) });
    clearInterval(sampler);
    rss.push({ atSecond: Math.round((Date.now() - started) / 1000), kb: residentKb(server.child.pid!) });

    const byStatus: Record<string, number> = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
    );
    const count = (from: number, to: number) => Object.entries(byStatus).reduce((n, [s, c]) => (Number(s) >= from && Number(s) < to ? n + c : n), 0);
    console.log(
      JSON.stringify(
        {
          database: fresh ? 'postgres' : 'pglite',
          minutes,
          connections,
          peakRequestsPerSecond: peak,
          targetRequestsPerSecond: rate,
          achievedRequestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          byStatus,
          non2xx: result.non2xx,
          server5xx: count(500, 600),
          socketErrors: result.errors,
          timeouts: result.timeouts,
          latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
          serverRss: rss.map((s) => `${s.atSecond} s: ${(s.kb / 1024).toFixed(1)} MB`),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
} finally {
  await fresh?.drop();
}
