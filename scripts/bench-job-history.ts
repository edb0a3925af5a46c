// `npm run bench:job-history`: does the search cost follow the live jobs rather than the history?
// On the Postgres server DATABASE_URL names it fills two databases with the seed script: one
// holding 100,000 open jobs only, one holding 1,000,000 jobs of which the same 100,000 shapes are
// open (the other 900,000 closed, inserted first as history is). It starts a server on each, then
// runs `npm run bench`'s search mix through jobs.search (scripts/support/job-search-bench.ts) on
// one and the other in turn, for a visitor and for a premium user, for several rounds (the first
// board alternating, so drift in the machine's load falls on both alike), and prints each board's
// median throughput and p99, the ratios history / active-only (the target: throughput at least
// 0.8× and p99 at most 1.25×; decision 037: the search indexes are partial on is_active) and each
// term's slowest answer alone on each board.
//   BENCH_JOBS (1000000), BENCH_ACTIVE (100000), BENCH_KEEP=1 keeps the two databases for a rerun
//   (the seed tops up, so a rerun skips the filling); otherwise they are dropped at the end.
//   BENCH_ROUNDS (3); BENCH_SECONDS, BENCH_CONNECTIONS as for `npm run bench`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { BENCH_SERVER_ENV, connections, measureMix, perTermAlone, seconds, withBenchViewers, type ViewerShapes } from './support/job-search-bench.ts';
import { startServer } from './support/server-process.ts';
import { median } from './support/stats.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL must point at a Postgres server (the two bench databases are made beside it)');
  process.exit(2);
}
const total = Number(process.env.BENCH_JOBS ?? 1_000_000);
const active = Number(process.env.BENCH_ACTIVE ?? 100_000);
const keep = process.env.BENCH_KEEP === '1';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const databaseUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/** Makes the database if it is missing and seeds it (a top-up when it was kept from a run before). */
async function fill(name: string, jobs: number) {
  await withAdmin(async (sql) => {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database "${name}"`);
  });
  const seed = path.join(import.meta.dirname, 'seed-jobs.ts');
  execFileSync(process.execPath, [seed, String(jobs), '--active', String(active)], {
    env: { ...process.env, DATABASE_URL: databaseUrl(name) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Board {
  name: string;
  jobs: number;
  url?: string;
  shapes?: ViewerShapes;
  runs: Record<keyof ViewerShapes, { requestsPerSecond: number; p99Ms: number }[]>;
}

const boards: Board[] = [
  { name: 'upward_bench_active', jobs: active, runs: { free: [], premium: [] } },
  { name: 'upward_bench_history', jobs: total, runs: { free: [], premium: [] } },
];
const [activeOnly, history] = boards as [Board, Board];

/** Each board's median over the rounds, per shape. */
const summary = (board: Board) =>
  Object.fromEntries(
    (['free', 'premium'] as const).map((shape) => [
      shape,
      {
        requestsPerSecond: median(board.runs[shape].map((r) => r.requestsPerSecond)),
        p99Ms: median(board.runs[shape].map((r) => r.p99Ms)),
        rounds: board.runs[shape].map((r) => [r.requestsPerSecond, r.p99Ms]),
      },
    ]),
  ) as Record<keyof ViewerShapes, { requestsPerSecond: number; p99Ms: number; rounds: number[][] }>;

try {
  for (const board of boards) await fill(board.name, board.jobs);
  const servers = await Promise.all(boards.map((b) => startServer({ ...BENCH_SERVER_ENV, DATABASE_URL: databaseUrl(b.name) })));
  try {
    const report = await withBenchViewers(databaseUrl(activeOnly.name), (activeShapes, activeCount) =>
      withBenchViewers(databaseUrl(history.name), async (historyShapes, historyCount) => {
        const shapes = [activeShapes, historyShapes];
        for (let round = 0; round < rounds; round++) {
          for (const shape of ['free', 'premium'] as const) {
            const order = round % 2 ? [1, 0] : [0, 1];
            for (const i of order) boards[i]!.runs[shape].push(await measureMix(servers[i]!.url, shapes[i]![shape], 'trpc'));
          }
        }
        const a = summary(activeOnly);
        const h = summary(history);
        const ratio = (shape: keyof ViewerShapes) => ({
          throughput: Number((h[shape].requestsPerSecond / a[shape].requestsPerSecond).toFixed(2)),
          p99: Number((h[shape].p99Ms / a[shape].p99Ms).toFixed(2)),
        });
        return {
          connections,
          seconds,
          rounds,
          procedure: 'jobs.search',
          activeOnly: { jobs: activeCount, ...a },
          history: { jobs: historyCount, ...h },
          // history ÷ active-only, of the medians; the target is throughput ≥ 0.8 and p99 ≤ 1.25.
          ratio: { free: ratio('free'), premium: ratio('premium') },
          perTermAlone: {
            activeOnly: await perTermAlone(servers[0]!.url, activeShapes),
            history: await perTermAlone(servers[1]!.url, historyShapes),
          },
        };
      }),
    );
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
} finally {
  if (!keep) {
    await withAdmin(async (sql) => {
      for (const board of boards) await sql.unsafe(`drop database if exists "${board.name}" with (force)`);
    });
  }
}
