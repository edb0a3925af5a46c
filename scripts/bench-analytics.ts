// `DATABASE_URL=postgres://… node scripts/bench-analytics.ts`: in a throw-away database beside the
// one the URL names (migrated, then dropped), seeds a user with 2,000 applications
// (spread over two years, every status, three resume versions, half from the job board) plus
// practice sessions and assessments, then times analytics.summary's statements for the default
// range and for the widest allowed one, after a warm-up. The service is called directly: the
// figures are the database's work, which is what grows with the data. Prints one JSON document
// (p50, p99 and max in ms).
//   BENCH_ROUNDS (300), BENCH_WARMUP (30)
import { sql } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '#shared/constants/applications.ts';
import { analyticsRange } from '#shared/schemas/analytics.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { careerAssessments, interviewSessions, jobApplications, jobs, resumes, users } from '../src/server/db/schema/index.ts';
import { summary } from '../src/server/features/analytics/service.ts';
import type { AuthedContext } from '../src/server/trpc/context.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a migrated Postgres database');

const DAY_MS = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const fresh = await createFreshDatabase(databaseUrl, 'bench_analytics');
const database = await openDatabase({ url: fresh.url, max: 5 });
await migrateDatabase(database);
const { db } = database;
const [user] = await db.insert(users).values({ email: `bench-analytics-${Date.now()}@example.com` }).returning({ id: users.id });
const userId = user!.id;
try {
  const versions = await db
    .insert(resumes)
    .values(['Backend', 'Platform', 'Data'].map((title, i) => ({ userId, title, isActive: i === 0 })))
    .returning({ id: resumes.id });
  const [job] = await db.insert(jobs).values({ title: 'Engineer', companyName: 'Bench', workType: 'remote', experienceLevel: 'mid' }).returning({ id: jobs.id });
  await db.insert(jobApplications).values(
    Array.from({ length: 2000 }, (_, i) => {
      const daysAgo = i % 730;
      return {
        userId,
        companyName: `Company ${i}`,
        jobTitle: 'Engineer',
        status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!,
        appliedDate: isoDay(daysAgo),
        updatedAt: new Date(Date.now() - Math.max(0, daysAgo - (i % 20)) * DAY_MS),
        resumeId: i % 4 === 3 ? null : versions[i % 3]!.id,
        jobId: i % 2 === 0 ? job!.id : null,
      };
    }),
  );
  const at = (i: number) => new Date(Date.now() - (i % 730) * DAY_MS);
  await db.insert(interviewSessions).values(Array.from({ length: 200 }, (_, i) => ({ userId, sessionType: 'behavioral', questions: [], responses: [], score: i % 101, createdAt: at(i * 3) })));
  await db.insert(careerAssessments).values(Array.from({ length: 50 }, (_, i) => ({ userId, assessmentType: 'career_fit', questions: [], answers: {}, results: {}, score: i * 2, completedAt: at(i * 11) })));
  await db.execute(sql`analyze job_applications, interview_sessions, career_assessments, resumes`);

  // Only the database handle and the user's id are read by the service.
  const ctx = { db, user: { id: userId } } as unknown as AuthedContext;
  const measure = async (input: { from?: string; to?: string } | undefined) => {
    const range = analyticsRange.parse(input);
    for (let i = 0; i < warmup; i++) await summary(ctx, range);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await summary(ctx, range);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => Math.round(n * 100) / 100;
    return { p50Ms: ms(percentile(times, 50)), p99Ms: ms(percentile(times, 99)), maxMs: ms(times.at(-1)!) };
  };
  const result = {
    applications: 2000,
    rounds,
    defaultRange: await measure(undefined),
    twoYears: await measure({ from: isoDay(730), to: isoDay(0) }),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
  await fresh.drop();
}
