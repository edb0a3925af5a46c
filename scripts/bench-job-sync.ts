// `npm run bench:job-sync`: what syncing a 2,000-job Greenhouse board costs once 50 of its jobs
// changed. A throw-away database beside DATABASE_URL's, a loopback board in Greenhouse's shape; the
// first sync creates the 2,000 jobs, then 50 titles change and the second sync is measured: the
// statements it sends (every one, through the driver's debug hook), the rows its transaction wrote
// (rows carrying its transaction id) and its time; a third sync of the unchanged board shows the floor.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, selectRows, type Db } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { jobSources } from '../src/server/db/schema/index.ts';
import { syncSource } from '../src/server/features/jobs/staff/sources/sync.ts';
import type { ServerContext } from '../src/server/trpc/context.ts';
import { startJobBoards, type BoardJob } from './support/job-boards.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { tempDir } from './support/temp-dir.ts';

const JOBS = 2000;
const CHANGED = 50;
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL must point at a Postgres server (a throw-away database is made beside it)');
  process.exit(2);
}

const fresh = await createFreshDatabase(serverUrl, 'bench_job_sync');
const boards = await startJobBoards();
const database = await openDatabase({ url: fresh.url, max: 2 });
const statements: string[] = [];
const client = postgres(fresh.url, { max: 1, onnotice: () => {}, debug: (_conn, query) => void statements.push(query) });
try {
  await migrateDatabase(database);
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir(),
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
    ENCRYPTION_KEY: '0'.repeat(64),
    GREENHOUSE_API_URL: boards.url,
  });
  const quiet = { warn: console.warn, error: console.error, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
  // A sync sends no mail and queues nothing: it needs the database, the configuration and a log.
  const ctx: ServerContext = { db, config, log: quiet, platform: undefined as never };

  const posted = new Date(Date.now() - 86_400_000);
  const feed: BoardJob[] = Array.from({ length: JOBS }, (_, i) => ({
    id: String(100_000 + i),
    title: `Software Engineer ${i}`,
    location: i % 5 === 0 ? 'Remote' : 'Berlin, Germany',
    description: `<h2>About the role</h2><p>Role ${i}: build &amp; ship.</p><ul><li>TypeScript</li><li>Postgres</li></ul>`.repeat(10),
    postedAt: posted,
  }));
  boards.setJobs('greenhouse', 'bench', feed);
  const [source] = await db.insert(jobSources).values({ kind: 'greenhouse', board: 'bench', companyName: 'Bench Co', nextSyncAt: new Date(Date.now() + 86_400_000) }).returning();

  const measure = async (label: string) => {
    statements.splice(0);
    const started = performance.now();
    const result = await syncSource(ctx, source!.id);
    const ms = performance.now() - started;
    const [rows] = await selectRows<{ jobs: number; events: number }>(
      database.db,
      sql`select (select count(*)::int from jobs where xmin = s.xmin) as jobs, (select count(*)::int from job_events where xmin = s.xmin) as events
          from job_sources s where s.id = ${source!.id}`,
    );
    const writes = statements.filter((s) => /^\s*(insert|update|delete)/i.test(s)).map((s) => s.trim().split(/\s+/).slice(0, 3).join(' '));
    console.log(`${label}: ${statements.length} statements (${writes.length} writing: ${writes.join(', ')}), jobs rows written ${rows!.jobs}, events ${rows!.events}, ${ms.toFixed(0)} ms`);
    console.log(`  counts ${JSON.stringify({ ...result!.counts, refusedReasons: undefined })}`);
  };

  await measure(`first sync (${JOBS} new)`);
  const changed = new Set(Array.from({ length: CHANGED }, (_, i) => i * Math.floor(JOBS / CHANGED)));
  boards.setJobs('greenhouse', 'bench', feed.map((job, i) => (changed.has(i) ? { ...job, title: `${job.title} (updated)` } : job)));
  await measure(`second sync (${CHANGED} of ${JOBS} changed)`);
  await measure('third sync (nothing changed)');
} finally {
  await client.end({ timeout: 5 });
  await database.close();
  await boards.close();
  await fresh.drop();
}
