// The demo content: enough variety for every screen's filters, marked as demo, and accounts that
// can sign in; and the migration that marks demo jobs seeded before the demo source.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '#shared/constants.ts';
import { JOB_WORK_TYPES } from '#shared/constants/jobs.ts';
import { NEWS_CATEGORIES } from '#shared/constants/news.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { decideSeed, seedDemoContent } from '../../src/server/demo/seed.ts';
import { forumPosts, forumReplies, jobs, newsArticles, profiles, userRoles, users } from '../../src/server/db/schema/index.ts';
import { verifyPassword } from '../../src/server/platform/passwords.ts';
import { useTestDatabase } from '../support/database.ts';

const { db } = await useTestDatabase();
const now = new Date();

describe('demo content', () => {
  it('is seeded into an empty embedded database, never into a server one unless asked', async () => {
    expect(await decideSeed(db, { embedded: true, requested: false })).toBe('seed');
    expect(await decideSeed(db, { embedded: false, requested: false })).toBe('skip');
    expect(await decideSeed(db, { embedded: false, requested: true })).toBe('seed');
    await seedDemoContent(db, now);
    expect(await decideSeed(db, { embedded: true, requested: true })).toBe('present');
  });

  it('has at least 60 varied jobs posted over the last 90 days', async () => {
    const all = await db.select().from(jobs);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((j) => j.workType))).toEqual(new Set(JOB_WORK_TYPES));
    expect(new Set(all.map((j) => j.experienceLevel))).toEqual(new Set(EXPERIENCE_LEVELS));
    expect(all.some((j) => j.salaryMin !== null && j.salaryMax === null)).toBe(true);
    expect(all.some((j) => j.salaryMin === null && j.salaryMax !== null)).toBe(true);
    expect(all.some((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true);
    expect(all.some((j) => j.location === null)).toBe(true);
    expect(new Set(all.map((j) => j.companyName)).size).toBeGreaterThanOrEqual(20);
    const oldest = Math.min(...all.map((j) => j.postedDate.getTime()));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(91 * 86_400_000);
  });

  it('marks every job as demo content, with no apply link to a domain that does not exist', async () => {
    const all = await db.select({ sourceKind: jobs.sourceKind, applyUrl: jobs.applyUrl }).from(jobs);
    expect(new Set(all.map((j) => j.sourceKind))).toEqual(new Set(['demo']));
    expect(all.filter((j) => j.applyUrl !== null)).toEqual([]);
  });

  it('has 12 news articles across every category, some premium, images served by the app', async () => {
    const articles = await db.select().from(newsArticles);
    expect(articles).toHaveLength(12);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(articles.some((a) => a.isPremiumOnly)).toBe(true);
    for (const a of articles.filter((x) => x.imageUrl)) expect(a.imageUrl).toMatch(/^\/images\/news\/[a-z-]+\.svg$/);
  });

  it('has 15 forum posts whose counters match their replies and likes', async () => {
    const posts = await db.select().from(forumPosts);
    expect(posts).toHaveLength(15);
    const counts = await selectRows<{ id: string; replies: number; likes: number }>(
      db,
      sql`select p.id,
            (select count(*)::int from forum_replies r where r.post_id = p.id) as replies,
            (select count(*)::int from forum_post_likes l where l.post_id = p.id) as likes
          from forum_posts p`,
    );
    for (const post of posts) {
      const actual = counts.find((c) => c.id === post.id)!;
      expect(post.repliesCount).toBe(actual.replies);
      expect(post.likesCount).toBe(actual.likes);
    }
    expect((await db.select().from(forumReplies)).length).toBeGreaterThanOrEqual(30);
  });

  it('creates the four demo accounts with working passwords and the right roles and plans', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ user: users, profile: profiles, role: userRoles.role })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .where(eq(users.email, account.email));
      expect(row, account.email).toBeDefined();
      expect(await verifyPassword(row!.user.passwordHash!, account.password)).toBe(true);
      expect(row!.role ?? 'user').toBe({ admin: 'admin', moderator: 'moderator' }[account.key as string] ?? 'user');
      expect(isPremium(row!.profile)).toBe(account.key === 'premium');
    }
  });
});

describe('the demo jobs seeded before the demo source (migration 0021)', () => {
  it("become demo content without their example.com links; a staff member's posting and other jobs stay as they were", async () => {
    const update = readFileSync(new URL('../../migrations/0021_demo_jobs.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE'))!;
    const [staff] = await db.select({ id: users.id }).from(users).limit(1);
    const job = (title: string, values: Partial<typeof jobs.$inferInsert>) => ({ title, companyName: 'Old demo', workType: 'remote', experienceLevel: 'entry', ...values });
    const seededAt = new Date('2026-01-10T08:00:00Z');
    await db.insert(jobs).values([
      job('old-demo-linked', { createdAt: seededAt, applyUrl: 'https://careers.lumenfield.example.com/jobs/a' }),
      job('old-demo-unlinked', { createdAt: seededAt, applyUrl: null }),
      job('staff-posting', { createdAt: seededAt, applyUrl: 'https://careers.acme.example.com/jobs/b', postedBy: staff!.id }),
      job('other-day', { createdAt: new Date('2026-01-11T08:00:00Z'), applyUrl: 'https://acme.com/jobs/c' }),
    ]);
    await db.execute(sql.raw(update));
    const rows = await db.select({ title: jobs.title, sourceKind: jobs.sourceKind, applyUrl: jobs.applyUrl }).from(jobs).where(eq(jobs.companyName, 'Old demo'));
    expect(Object.fromEntries(rows.map((r) => [r.title, [r.sourceKind, r.applyUrl]]))).toEqual({
      'old-demo-linked': ['demo', null],
      'old-demo-unlinked': ['demo', null],
      'staff-posting': ['staff', 'https://careers.acme.example.com/jobs/b'],
      'other-day': ['staff', 'https://acme.com/jobs/c'],
    });
  });
});
