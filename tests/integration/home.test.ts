// The home page's figures over real HTTP: counted from the database (open jobs, members, published
// articles), cached briefly, and moved by a closed job and a drafted article (decision 041).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_FIGURES_CACHE_MS } from '#shared/constants/home.ts';
import type { HomeFigures } from '#shared/schemas/home.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { jobs, newsArticles } from '../../src/server/db/schema/index.ts';
import { countHomeFigures, homeFigures } from '../../src/server/features/home/service.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { query } = httpCaller(app);

const figures = async () => {
  const res = await query<HomeFigures>('home.figures', undefined);
  expect(res.error).toBeNull();
  return res.data;
};

const truth = async () => {
  const [row] = await selectRows<HomeFigures>(
    db,
    sql`select
    (select count(*) from jobs where is_active)::int as "openJobs",
    (select count(*) from users)::int as members,
    (select count(*) from news_articles where status = 'published')::int as "publishedArticles"`,
  );
  return { openJobs: Number(row!.openJobs), members: Number(row!.members), publishedArticles: Number(row!.publishedArticles) };
};

const article = (title: string) => ({
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  excerpt: 'An excerpt long enough for the check.',
  content: 'The article body, long enough to pass the content length check of news.',
  category: 'career-advice',
  author: 'Upward Team',
});

let openJob: string;
let publishedArticle: string;

beforeAll(async () => {
  const [job] = await db
    .insert(jobs)
    .values([
      { title: 'Counted Role', companyName: 'Figures Inc', workType: 'remote', experienceLevel: 'mid' },
      { title: 'Closed Role', companyName: 'Figures Inc', workType: 'remote', experienceLevel: 'mid', isActive: false },
    ])
    .returning();
  openJob = job!.id;
  const [a] = await db.insert(newsArticles).values([article('Published Story'), { ...article('Draft Story'), status: 'draft' }]).returning();
  publishedArticle = a!.id;
  await createTestUser(db);
});

describe('home.figures', () => {
  it('answers visitors with the real counts: open jobs, members, published articles only', async () => {
    const expected = await truth();
    expect(expected.openJobs).toBeGreaterThan(0);
    expect(expected.members).toBeGreaterThan(0);
    expect(await figures()).toEqual(expected);
  });

  it('moves when a job closes and an article becomes a draft, once the short cache has passed', async () => {
    const before = await figures();
    await db.update(jobs).set({ isActive: false }).where(eq(jobs.id, openJob));
    await db.update(newsArticles).set({ status: 'draft' }).where(eq(newsArticles.id, publishedArticle));
    // Within HOME_FIGURES_CACHE_MS every visitor gets the one cached count.
    expect(await figures()).toEqual(before);
    const fresh = await countHomeFigures(db);
    expect(fresh).toEqual({ ...before, openJobs: before.openJobs - 1, publishedArticles: before.publishedArticles - 1 });
    // After it, the procedure's service counts again.
    const ctx = { db } as Parameters<typeof homeFigures>[0];
    expect(await homeFigures(ctx, Date.now() + HOME_FIGURES_CACHE_MS + 1)).toEqual(fresh);
  });
});
