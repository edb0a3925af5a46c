// `npm run bench:match`: how fast a premium member's board ranks by match. Needs DATABASE_URL with
// the jobs in it (`node scripts/seed-jobs.ts 100000` fills 100,000 with their match features).
// Starts the server in its own process, gives a premium bench user a resume and onboarding answers
// (a data-analytics student of the evaluation corpus), and asks jobs.search sort:'match': first once
// (the process reads the board), then BENCH_REQUESTS times one after another (one member's latency),
// then under load from BENCH_CONNECTIONS connections. Prints one JSON document with p50 and p99.
//   BENCH_REQUESTS (200), BENCH_SECONDS (10), BENCH_CONNECTIONS (50)
import { readFileSync } from 'node:fs';
import superjson from 'superjson';
import { openDatabase } from '../src/server/db/client.ts';
import { jobSeekerProfiles, resumes } from '../src/server/db/schema/index.ts';
import { BENCH_SERVER_ENV, measure, withBenchViewers } from './support/job-search-bench.ts';
import { startServer } from './support/server-process.ts';
import { median, percentile } from './support/stats.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL must point at a Postgres database with jobs (node scripts/seed-jobs.ts 100000)');
  process.exit(2);
}
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const student = (JSON.parse(readFileSync(new URL('../eval/corpus/resumes.json', import.meta.url), 'utf8')) as { id: string; profile: Record<string, unknown>; content: unknown }[]).find(
  (r) => r.id === 'r-data-intern',
)!;
const path = `/trpc/jobs.search?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ sort: 'match' })))}`;

const server = await startServer({ ...BENCH_SERVER_ENV, DATABASE_URL: databaseUrl });
try {
  const report = await withBenchViewers(databaseUrl, async (shapes, jobCount, userId) => {
    const database = await openDatabase({ url: databaseUrl, max: 1 });
    try {
      const { industryPreferences, preferredWorkModel, locationPreference, willingToRelocate, targetSalaryMin, targetSalaryMax, skillLevel } = student.profile as never;
      await database.db.insert(jobSeekerProfiles).values({ userId, industryPreferences, preferredWorkModel, locationPreference, willingToRelocate, targetSalaryMin, targetSalaryMax, skillLevel });
      await database.db.insert(resumes).values({ userId, title: 'Bench resume', isActive: true, content: student.content });
    } finally {
      await database.close();
    }
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers: shapes.premium });
      if (!res.ok) throw new Error(`jobs.search answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    const firstMs = await ask();
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push(await ask());
    const loaded = await measure(`${server.url}${path}`, { headers: shapes.premium });
    return {
      jobs: jobCount,
      firstRankingMs: Math.round(firstMs),
      oneMember: { requests, p50Ms: Math.round(median(times)), p99Ms: Math.round(percentile(times, 0.99)), maxMs: Math.round(Math.max(...times)) },
      underLoad: loaded,
    };
  });
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
}
