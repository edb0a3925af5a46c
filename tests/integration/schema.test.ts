// The database itself refuses what the spec forbids, whatever code writes to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, selectRows } from '../../src/server/db/client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../../src/server/db/migrate.ts';
import {
  forumPosts,
  jobApplications,
  jobs,
  newsArticles,
  savedJobs,
  userRoles,
  users,
  waitlistSubmissions,
} from '../../src/server/db/schema/index.ts';
import { useTestDatabase } from '../support/database.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;

const job = (overrides: Partial<typeof jobs.$inferInsert> = {}) => ({
  title: 'Junior Data Analyst',
  companyName: 'Brightside Labs',
  workType: 'remote',
  experienceLevel: 'entry',
  ...overrides,
});

/** Postgres error code of a failed statement (drizzle wraps the driver error as its cause). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
  throw new Error('statement succeeded but should have failed');
}

const CHECK = '23514';
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';

describe('constraints', () => {
  it('keeps job enumerations and salary ranges valid', async () => {
    expect(await failure(db.insert(jobs).values(job({ workType: 'moon' })))).toBe(CHECK);
    expect(await failure(db.insert(jobs).values(job({ experienceLevel: 'guru' })))).toBe(CHECK);
    expect(await failure(db.insert(jobs).values(job({ salaryMin: 90000, salaryMax: 50000 })))).toBe(CHECK);
    expect(await failure(db.insert(jobs).values(job({ salaryMin: -1 })))).toBe(CHECK);
    expect(await failure(db.insert(jobs).values(job({ applyUrl: 'javascript:alert(1)' })))).toBe(CHECK);
    const [ok] = await db.insert(jobs).values(job({ salaryMin: 50000, salaryMax: null })).returning();
    expect(ok!.searchText).toBe('junior data analyst\nbrightside labs');
  });

  it('allows one saved row per user and job, and one role per user', async () => {
    const user = await createTestUser(db);
    const [row] = await db.insert(jobs).values(job()).returning();
    await db.insert(savedJobs).values({ userId: user.id, jobId: row!.id });
    expect(await failure(db.insert(savedJobs).values({ userId: user.id, jobId: row!.id }))).toBe(UNIQUE);
    await db.insert(userRoles).values({ userId: user.id, role: 'moderator' });
    expect(await failure(db.insert(userRoles).values({ userId: user.id, role: 'admin' }))).toBe(UNIQUE);
    expect(await failure(db.insert(userRoles).values({ userId: user.id, role: 'owner' }))).toBe(CHECK);
  });

  it('treats e-mail addresses case-insensitively', async () => {
    await db.insert(users).values({ email: 'Casey@Example.com' });
    expect(await failure(db.insert(users).values({ email: 'casey@example.COM' }))).toBe(UNIQUE);
  });

  it('mirrors the forum, news and waitlist length rules', async () => {
    const user = await createTestUser(db);
    const post = { userId: user.id, category: 'general', title: 'Hello there', content: 'x'.repeat(20) };
    expect(await failure(db.insert(forumPosts).values({ ...post, title: 'Hey' }))).toBe(CHECK);
    expect(await failure(db.insert(forumPosts).values({ ...post, content: 'too short' }))).toBe(CHECK);
    expect(await failure(db.insert(forumPosts).values({ ...post, category: 'all' }))).toBe(CHECK);
    await db.insert(forumPosts).values(post);

    const article = { title: 'A fine title', content: 'c'.repeat(50), excerpt: 'e'.repeat(20), category: 'job-search', author: 'Al' };
    expect(await failure(db.insert(newsArticles).values({ ...article, excerpt: 'short' }))).toBe(CHECK);
    expect(await failure(db.insert(newsArticles).values({ ...article, category: 'gossip' }))).toBe(CHECK);
    await db.insert(newsArticles).values(article);

    expect(await failure(db.insert(waitlistSubmissions).values({ name: 'A', email: 'a@b.co' }))).toBe(CHECK);
  });

  it('keeps application statuses valid and ties applications to their user', async () => {
    const user = await createTestUser(db);
    const base = { userId: user.id, companyName: 'Acme', jobTitle: 'Analyst' };
    expect(await failure(db.insert(jobApplications).values({ ...base, status: 'ghosted' }))).toBe(CHECK);
    expect(
      await failure(db.insert(jobApplications).values({ ...base, userId: '00000000-0000-0000-0000-000000000000' })),
    ).toBe(FOREIGN_KEY);
    const [row] = await db.insert(jobApplications).values(base).returning();
    expect(row!.status).toBe('applied');
  });

  it('deletes a user with everything they own', async () => {
    const user = await createTestUser(db);
    await db.insert(jobApplications).values({ userId: user.id, companyName: 'Acme', jobTitle: 'Analyst' });
    await db.delete(users).where(eq(users.id, user.id));
    const left = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from job_applications where user_id = ${user.id}`);
    expect(left[0]!.n).toBe(0);
  });
});

describe('migrations', () => {
  it('are idempotent: running them again changes nothing', async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
  });

  it('enable pg_trgm and index the search columns with it', async () => {
    const rows = await selectRows<{ indexname: string }>(
      db,
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by 1`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'forum_posts_search_trgm_idx',
      'jobs_location_trgm_idx',
      'jobs_search_text_trgm_idx',
      'news_articles_search_trgm_idx',
    ]);
  });
});

describe('migrations on a Postgres server', () => {
  const info = inject('testDb');
  // Postgres only: PGlite is one process by construction (decision 046).
  it.skipIf(info.kind !== 'postgres')('migrate once when two processes start at once', async () => {
    const name = `${info.template}_race`;
    const admin = postgres(info.serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(info.serverUrl!);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([openDatabase({ url: url.toString(), max: 2 }), openDatabase({ url: url.toString(), max: 2 })]);
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const applied = await selectRows<{ n: number }>(a.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
