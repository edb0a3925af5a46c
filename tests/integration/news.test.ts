// Career news over real HTTP: the list's search, category filter, sorts and bound; premium
// gating of an article's content by role; likes and bookmarks persisted per user, idempotent
// and single under parallel requests; staff-only publishing with the spec's limits and messages.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_LIMITS } from '#shared/constants/news.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type NewsArticle, type NewsCard } from '#shared/schemas/news.ts';
import { newsArticleBookmarks, newsArticleFeedback, newsArticleLikes, newsArticles } from '../../src/server/db/schema/index.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

const HOUR = 3_600_000;
const body = (words: string) => `${words}. ${'Plain paragraph text for the article body. '.repeat(3)}\nSecond line.`;

type Seed = Partial<typeof newsArticles.$inferInsert> & { title: string };
async function insertArticles(rows: Seed[]) {
  return db
    .insert(newsArticles)
    .values(
      rows.map((r) => ({
        content: body('Generic content'),
        excerpt: 'An excerpt long enough for the rule.',
        category: 'career-advice' as const,
        author: 'Test Author',
        ...r,
      })),
    )
    .returning({ id: newsArticles.id });
}

const list = async (input: Record<string, unknown>) => {
  const res = await query<NewsCard[]>('news.list', input);
  expect(res.error).toBeNull();
  return res.data;
};

let freeArticle = '';
let premiumArticle = '';

beforeAll(async () => {
  const now = Date.now();
  const ids = await insertArticles([
    { title: 'Zebrafinch title match', publishedAt: new Date(now - 1 * HOUR), category: 'remote-work' },
    { title: 'Plain one', content: body('Hidden zebrafinch inside the content'), publishedAt: new Date(now - 2 * HOUR) },
    { title: 'Plain two', excerpt: 'The excerpt mentions ZEBRAFINCH loudly.', publishedAt: new Date(now - 3 * HOUR), category: 'remote-work' },
    { title: 'Unrelated', publishedAt: new Date(now - 4 * HOUR), category: 'job-search' },
  ]);
  freeArticle = ids[0]!.id;
  const [premium] = await insertArticles([
    {
      title: 'Premium salary secrets',
      content: body('Only premium readers see this full text'),
      excerpt: 'Premium excerpt shown to every reader.',
      category: 'salary-negotiation',
      isPremiumOnly: true,
      publishedAt: new Date(now - 5 * HOUR),
    },
  ]);
  premiumArticle = premium!.id;
});

describe('list', () => {
  it('searches title, content and excerpt, case-insensitively, and returns cards without content', async () => {
    const found = await list({ q: 'zebraFinch' });
    expect(found.map((a) => a.title)).toEqual(['Zebrafinch title match', 'Plain one', 'Plain two']);
    expect(found[0]).not.toHaveProperty('content');
  });

  it("never matches a premium article's hidden content for readers it is withheld from; premium readers search it all", async () => {
    const free = await createTestUser(db);
    const premium = await createTestUser(db, { premium: true });
    // The probe that recovers hidden text: extend a guess one word at a time while the article
    // still answers. Every probe is in the content only ("premium" alone is in the title).
    const words = 'Only premium readers see this full text'.split(' ');
    const probes = [...words.filter((w) => w !== 'premium'), ...words.slice(1).map((_, i) => words.slice(0, i + 2).join(' '))];
    for (const token of [undefined, free.token]) {
      for (const q of probes) {
        const res = await query<NewsCard[]>('news.list', { q }, { token });
        expect(res.data.map((a) => a.id), q).not.toContain(premiumArticle);
      }
      // What every reader sees, the title and the excerpt, still answers.
      const visible = await query<NewsCard[]>('news.list', { q: 'shown to every reader' }, { token });
      expect(visible.data.map((a) => a.id)).toEqual([premiumArticle]);
    }
    const res = await query<NewsCard[]>('news.list', { q: 'see this full text' }, { token: premium.token });
    expect(res.data.map((a) => a.id)).toEqual([premiumArticle]);
  });

  it('filters by category and combines it with the search', async () => {
    const remote = await list({ category: 'remote-work' });
    expect(remote.every((a) => a.category === 'remote-work')).toBe(true);
    expect(remote.map((a) => a.title)).toEqual(expect.arrayContaining(['Zebrafinch title match', 'Plain two']));
    expect((await list({ category: 'remote-work', q: 'zebrafinch' })).map((a) => a.title)).toEqual(['Zebrafinch title match', 'Plain two']);
    expect(await list({ category: 'entrepreneurship', q: 'zebrafinch' })).toEqual([]);
  });

  it('treats search wildcards as text', async () => {
    expect(await list({ q: '%' })).toEqual([]);
    expect(await list({ q: 'zebra_inch' })).toEqual([]);
  });

  it('sorts newest first by default; oldest reverses; trending and relevant order like newest', async () => {
    const newest = (await list({ q: 'zebrafinch' })).map((a) => a.id);
    expect((await list({ q: 'zebrafinch', sort: 'oldest' })).map((a) => a.id)).toEqual([...newest].reverse());
    expect((await list({ q: 'zebrafinch', sort: 'trending' })).map((a) => a.id)).toEqual(newest);
    expect((await list({ q: 'zebrafinch', sort: 'relevant' })).map((a) => a.id)).toEqual(newest);
  });

  it(`answers at most ${NEWS_LIMITS.listMax} articles, the newest that match`, async () => {
    const now = Date.now();
    await insertArticles(
      Array.from({ length: NEWS_LIMITS.listMax + 5 }, (_, i) => ({
        title: `Bulk quokka ${i}`,
        category: 'entrepreneurship' as const,
        publishedAt: new Date(now - (10 + i) * HOUR),
      })),
    );
    const page = await list({ q: 'quokka' });
    expect(page).toHaveLength(NEWS_LIMITS.listMax);
    expect(page[0]!.title).toBe('Bulk quokka 0');
    expect(page.at(-1)!.title).toBe(`Bulk quokka ${NEWS_LIMITS.listMax - 1}`);
    expect((await list({ q: 'quokka', sort: 'oldest' }))[0]!.title).toBe(`Bulk quokka ${NEWS_LIMITS.listMax + 4}`);
  });

  it('answers fewer when asked (an article\'s related list)', async () => {
    const few = await list({ category: 'remote-work', limit: 1 });
    expect(few.map((a) => a.title)).toEqual(['Zebrafinch title match']);
    expect((await query('news.list', { limit: NEWS_LIMITS.listMax + 1 })).error!.data.code).toBe('BAD_REQUEST');
  });

  it('refuses an unknown category or sort', async () => {
    expect((await query('news.list', { category: 'gossip' })).error!.data.code).toBe('BAD_REQUEST');
    expect((await query('news.list', { sort: 'random' })).error!.data.code).toBe('BAD_REQUEST');
  });
});

describe('article', () => {
  const read = (articleId: string, token?: string) => query<NewsArticle>('news.get', { articleId }, { token: token ?? null });

  it('answers "Article not found" for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await read(id);
      expect(res.status).toBe(404);
      expect(res.error!.data.title).toBe(TOASTS.news.articleNotFound.title);
    }
  });

  it('withholds premium content from visitors and free users, and gives it to premium, moderators and admins', async () => {
    const free = await createTestUser(db);
    const expired = await createTestUser(db, { expiredPremium: true });
    const premium = await createTestUser(db, { premium: true });
    const moderator = await createTestUser(db, { role: 'moderator' });
    const admin = await createTestUser(db, { role: 'admin' });

    for (const token of [undefined, free.token, expired.token]) {
      const res = await read(premiumArticle, token);
      expect(res.data.locked).toBe(true);
      expect(res.data.content).toBeNull();
      expect(res.data.excerpt).toBe('Premium excerpt shown to every reader.');
      expect(JSON.stringify(res.data)).not.toContain('Only premium readers');
    }
    for (const token of [premium.token, moderator.token, admin.token]) {
      const res = await read(premiumArticle, token);
      expect(res.data.locked).toBe(false);
      expect(res.data.content).toContain('Only premium readers see this full text');
    }
    const open = await read(freeArticle);
    expect(open.data.locked).toBe(false);
    expect(open.data.content).toContain('Generic content');
  });
});

describe('likes and bookmarks', () => {
  const marks = async (table: typeof newsArticleLikes | typeof newsArticleBookmarks, userId: string, articleId: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(eq(table.userId, userId), eq(table.articleId, articleId))))[0]!.n;

  it('need a signed-in user', async () => {
    expect((await mutate('news.setLike', { articleId: freeArticle, liked: true })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('news.setBookmark', { articleId: freeArticle, bookmarked: true })).error!.data.code).toBe('UNAUTHORIZED');
  });

  it('persist per user, are idempotent, and show on the article for that user only', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const opts = { token: user.token };
    expect((await mutate('news.setLike', { articleId: freeArticle, liked: true }, opts)).data).toEqual({ articleId: freeArticle, isLiked: true, likesCount: 1 });
    expect((await mutate('news.setLike', { articleId: freeArticle, liked: true }, opts)).data).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await mutate('news.setBookmark', { articleId: freeArticle, bookmarked: true }, opts)).data).toEqual({ articleId: freeArticle, isBookmarked: true });
    expect((await mutate('news.setBookmark', { articleId: freeArticle, bookmarked: true }, opts)).data).toEqual({ articleId: freeArticle, isBookmarked: true });
    expect(await marks(newsArticleLikes, user.id, freeArticle)).toBe(1);
    expect(await marks(newsArticleBookmarks, user.id, freeArticle)).toBe(1);

    const mine = await query<NewsArticle>('news.get', { articleId: freeArticle }, opts);
    expect(mine.data).toMatchObject({ isLiked: true, isBookmarked: true, likesCount: 1 });
    const theirs = await query<NewsArticle>('news.get', { articleId: freeArticle }, { token: other.token });
    expect(theirs.data).toMatchObject({ isLiked: false, isBookmarked: false, likesCount: 1 });

    expect((await mutate('news.setLike', { articleId: freeArticle, liked: false }, opts)).data).toMatchObject({ isLiked: false, likesCount: 0 });
    expect((await mutate('news.setLike', { articleId: freeArticle, liked: false }, opts)).data).toMatchObject({ isLiked: false, likesCount: 0 });
    expect((await mutate('news.setBookmark', { articleId: freeArticle, bookmarked: false }, opts)).data).toEqual({ articleId: freeArticle, isBookmarked: false });
    expect(await marks(newsArticleLikes, user.id, freeArticle)).toBe(0);
    expect(await marks(newsArticleBookmarks, user.id, freeArticle)).toBe(0);
  });

  it('keep one row under parallel requests, and count every user once', async () => {
    const users = await Promise.all([createTestUser(db), createTestUser(db), createTestUser(db)]);
    await Promise.all(
      users.flatMap((u) => [
        ...Array.from({ length: 4 }, () => mutate('news.setLike', { articleId: premiumArticle, liked: true }, { token: u.token })),
        ...Array.from({ length: 4 }, () => mutate('news.setBookmark', { articleId: premiumArticle, bookmarked: true }, { token: u.token })),
      ]),
    );
    for (const u of users) {
      expect(await marks(newsArticleLikes, u.id, premiumArticle)).toBe(1);
      expect(await marks(newsArticleBookmarks, u.id, premiumArticle)).toBe(1);
    }
    const seen = await query<NewsArticle>('news.get', { articleId: premiumArticle }, { token: users[0]!.token });
    expect(seen.data.likesCount).toBe(3);
  });

  it('answer "Article not found" for an unknown article', async () => {
    const user = await createTestUser(db);
    const res = await mutate('news.setLike', { articleId: randomUUID(), liked: true }, { token: user.token });
    expect(res.status).toBe(404);
    expect(res.error!.data.title).toBe(TOASTS.news.articleNotFound.title);
  });
});

describe('"Was this helpful?"', () => {
  const answers = async (userId: string) =>
    db.select({ helpful: newsArticleFeedback.helpful }).from(newsArticleFeedback).where(and(eq(newsArticleFeedback.userId, userId), eq(newsArticleFeedback.articleId, freeArticle)));

  it('keeps one answer per reader, which they may change or withdraw; visitors are asked to sign in', async () => {
    expect((await mutate('news.setFeedback', { articleId: freeArticle, helpful: true })).error!.data.code).toBe('UNAUTHORIZED');
    const user = await createTestUser(db);
    const opts = { token: user.token };
    expect((await query<NewsArticle>('news.get', { articleId: freeArticle }, opts)).data.helpful).toBeNull();

    await Promise.all(Array.from({ length: 4 }, () => mutate('news.setFeedback', { articleId: freeArticle, helpful: true }, opts)));
    expect(await answers(user.id)).toEqual([{ helpful: true }]);
    expect((await query<NewsArticle>('news.get', { articleId: freeArticle }, opts)).data.helpful).toBe(true);
    expect((await query<NewsArticle>('news.get', { articleId: freeArticle })).data.helpful).toBeNull();

    expect((await mutate('news.setFeedback', { articleId: freeArticle, helpful: false }, opts)).data).toEqual({ articleId: freeArticle, helpful: false });
    expect(await answers(user.id)).toEqual([{ helpful: false }]);
    await mutate('news.setFeedback', { articleId: freeArticle, helpful: null }, opts);
    expect(await answers(user.id)).toEqual([]);

    const missing = await mutate('news.setFeedback', { articleId: randomUUID(), helpful: true }, opts);
    expect(missing.error!.data.title).toBe(TOASTS.news.articleNotFound.title);
  });
});

describe('publishing', () => {
  const valid = {
    title: 'A brand new article',
    category: 'job-search',
    author: 'Staff Writer',
    excerpt: 'An excerpt that is long enough.',
    imageUrl: '',
    content: 'x'.repeat(NEWS_LIMITS.contentMin),
    isPremiumOnly: false,
  };

  it('is refused to visitors and plain users with "You don\'t have permission to create news articles"', async () => {
    const user = await createTestUser(db);
    const premium = await createTestUser(db, { premium: true });
    for (const token of [null, user.token, premium.token]) {
      const res = await mutate('news.publish', valid, { token });
      expect(res.error!.data.title).toBe(TOASTS.news.unauthorized.title);
      expect(res.error!.data.description).toBe(TOASTS.news.unauthorized.description);
      expect(res.error!.message).toBe("You don't have permission to create news articles");
    }
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(eq(newsArticles.title, valid.title))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('lets moderators and admins publish; the server sets created_by and published_at, ignoring the client', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await createTestUser(db, { role });
      const before = Date.now();
      const res = await mutate<{ id: string; publishedAt: Date }>(
        'news.publish',
        { ...valid, title: `By a ${role}`, createdBy: randomUUID(), created_by: randomUUID(), publishedAt: new Date(0), published_at: '2001-01-01' },
        { token: staff.token },
      );
      expect(res.error).toBeNull();
      const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, res.data.id));
      expect(row!.createdBy).toBe(staff.id);
      expect(row!.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(row!.imageUrl).toBeNull();
      expect(row!.isPremiumOnly).toBe(false);
      expect((await list({ q: `By a ${role}` }))[0]!.id).toBe(res.data.id);
    }
  });

  it('checks every limit on the server with the spec\'s messages', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'abcd' }, 'title', 'Title must be at least 5 characters'],
      [{ title: '   abcd   ' }, 'title', 'Title must be at least 5 characters'],
      [{ title: 'x'.repeat(NEWS_LIMITS.titleMax + 1) }, 'title', 'Title too long'],
      [{ content: 'x'.repeat(NEWS_LIMITS.contentMin - 1) }, 'content', 'Content must be at least 50 characters'],
      [{ content: 'x'.repeat(NEWS_LIMITS.contentMax + 1) }, 'content', 'Content too long'],
      [{ excerpt: 'x'.repeat(NEWS_LIMITS.excerptMin - 1) }, 'excerpt', 'Excerpt must be at least 20 characters'],
      [{ excerpt: 'x'.repeat(NEWS_LIMITS.excerptMax + 1) }, 'excerpt', 'Excerpt too long'],
      [{ author: 'x' }, 'author', 'Author name required'],
      [{ author: 'x'.repeat(NEWS_LIMITS.authorMax + 1) }, 'author', 'Author name too long'],
      [{ category: '' }, 'category', 'Please select a category'],
      [{ category: null }, 'category', 'Please select a category'],
      [{ imageUrl: 'x'.repeat(NEWS_LIMITS.imageUrlMax + 1) }, 'imageUrl', 'Image URL too long'],
    ];
    for (const [change, field, message] of cases) {
      const res = await mutate('news.publish', { ...valid, ...change }, { token: admin.token });
      expect(res.status, `${field}: ${message}`).toBe(400);
      expect(res.error!.data.fieldErrors![field]).toEqual([message]);
    }
    const edge = await mutate('news.publish', {
      ...valid,
      title: 'x'.repeat(NEWS_LIMITS.titleMax),
      content: 'y'.repeat(NEWS_LIMITS.contentMax),
      excerpt: 'z'.repeat(NEWS_LIMITS.excerptMax),
      author: 'ab',
      imageUrl: '/images/news/remote-work.svg',
      isPremiumOnly: true,
    }, { token: admin.token });
    expect(edge.error).toBeNull();
  });

  it('stores markup as text and returns it unchanged', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const title = '<script>alert("x")</script> Headline';
    const content = `<img src=x onerror=alert(1)> first paragraph is here\n\n<b>second</b> ${'z'.repeat(40)}`;
    const res = await mutate<{ id: string }>('news.publish', { ...valid, title, content }, { token: admin.token });
    const article = await query<NewsArticle>('news.get', { articleId: res.data.id });
    expect(article.data.title).toBe(title);
    expect(article.data.content).toBe(content);
  });
});

describe('news management (admin.news) and drafts', () => {
  const draftBody = {
    title: 'A draft nobody may see yet',
    category: 'remote-work',
    author: 'Staff Writer',
    excerpt: 'An excerpt of the quiet draft, long enough.',
    imageUrl: '',
    content: `Quokkadraft ${'words of the draft that is not public yet. '.repeat(3)}`,
    isPremiumOnly: false,
    status: 'draft',
  };
  type Row = { id: string; status: string; title: string; updatedByName: string | null; publishedAt: Date };

  it('refuses visitors, free and premium members every management procedure; nothing changes', async () => {
    const [article] = await insertArticles([{ title: 'Guarded article' }]);
    const free = await createTestUser(db);
    const premium = await createTestUser(db, { premium: true });
    const calls: [string, 'query' | 'mutation', Record<string, unknown>][] = [
      ['admin.news.list', 'query', {}],
      ['admin.news.get', 'query', { articleId: article!.id }],
      ['admin.news.update', 'mutation', { ...draftBody, status: 'published', title: 'Hijacked title', articleId: article!.id }],
      ['admin.news.setStatus', 'mutation', { articleId: article!.id, status: 'draft' }],
      ['admin.news.delete', 'mutation', { articleId: article!.id }],
    ];
    for (const token of [null, free.token, premium.token]) {
      for (const [path, kind, input] of calls) {
        const res = kind === 'query' ? await query(path, input, { token }) : await mutate(path, input, { token });
        expect(res.error?.data.code, `${path} must refuse`).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
      }
    }
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, article!.id));
    expect(row!.title).toBe('Guarded article');
    expect(row!.status).toBe('published');
  });

  it('keeps a draft out of every public reader: list, search, article, marks and sitemap', async () => {
    const moderator = await createTestUser(db, { role: 'moderator' });
    const premium = await createTestUser(db, { premium: true });
    const saved = await mutate<{ id: string }>('news.publish', draftBody, { token: moderator.token });
    expect(saved.error).toBeNull();
    const id = saved.data.id;
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row!.status).toBe('draft');

    for (const token of [null, premium.token, moderator.token]) {
      const found = await query<NewsCard[]>('news.list', { q: 'quokkadraft' }, { token });
      expect(found.data).toEqual([]);
      const byCategory = await query<NewsCard[]>('news.list', { category: 'remote-work' }, { token });
      expect(byCategory.data.map((a) => a.id)).not.toContain(id);
      const page = await query('news.get', { articleId: id }, { token });
      expect(page.error!.data.code).toBe('NOT_FOUND');
    }
    for (const [path, input] of [
      ['news.setLike', { articleId: id, liked: true }],
      ['news.setBookmark', { articleId: id, bookmarked: true }],
      ['news.setFeedback', { articleId: id, helpful: true }],
    ] as const) {
      const res = await mutate(path, input, { token: premium.token });
      expect(res.error!.data.code, path).toBe('NOT_FOUND');
    }
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain(id);
    // The page head of a draft is the generic one: tests/integration/seo.test.ts.

    // Staff find it in the management list, with its status.
    const managed = await query<Row[]>('admin.news.list', { q: 'nobody may see', status: 'draft' }, { token: moderator.token });
    expect(managed.data.map((a) => a.id)).toEqual([id]);
    expect((await query<Row[]>('admin.news.list', { q: 'nobody may see', status: 'published' }, { token: moderator.token })).data).toEqual([]);
  });

  it('edits every field and records who; publishing a draft dates it now; unpublishing hides it again; delete removes it', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const moderator = await createTestUser(db, { role: 'moderator' });
    const saved = await mutate<{ id: string }>('news.publish', { ...draftBody, title: 'Draft to be edited' }, { token: moderator.token });
    const id = saved.data.id;
    const [{ publishedAt: draftTime }] = (await db.select({ publishedAt: newsArticles.publishedAt }).from(newsArticles).where(eq(newsArticles.id, id))) as [{ publishedAt: Date }];

    await new Promise((r) => setTimeout(r, 20));
    const edited = await mutate<{ status: string; publishedAt: Date }>(
      'admin.news.update',
      { ...draftBody, articleId: id, title: 'Edited and published', category: 'salary-negotiation', author: 'Editor Two', isPremiumOnly: true, status: 'published' },
      { token: admin.token },
    );
    expect(edited.error).toBeNull();
    expect(edited.data.status).toBe('published');
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(row).toMatchObject({ title: 'Edited and published', category: 'salary-negotiation', author: 'Editor Two', isPremiumOnly: true, status: 'published' });
    expect(row!.updatedBy).toBe(admin.id);
    expect(row!.createdBy).toBe(moderator.id);
    expect(row!.publishedAt.getTime()).toBeGreaterThan(draftTime.getTime());
    expect((await list({ q: 'Edited and published' })).map((a) => a.id)).toEqual([id]);
    const full = await query<{ content: string; updatedByName: string }>('admin.news.get', { articleId: id }, { token: moderator.token });
    expect(full.data.content).toBe(draftBody.content.trim());
    expect(full.data.updatedByName).toBe('Test User');

    // An edit of a published article keeps its publication time.
    await mutate('admin.news.update', { ...draftBody, articleId: id, title: 'Edited again, still live', status: 'published' }, { token: admin.token });
    const [kept] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    expect(kept!.publishedAt.getTime()).toBe(row!.publishedAt.getTime());

    const unpublished = await mutate<{ status: string }>('admin.news.setStatus', { articleId: id, status: 'draft' }, { token: moderator.token });
    expect(unpublished.data.status).toBe('draft');
    expect((await query('news.get', { articleId: id })).error!.data.code).toBe('NOT_FOUND');
    expect(await list({ q: 'still live' })).toEqual([]);
    const republished = await mutate<{ status: string }>('admin.news.setStatus', { articleId: id, status: 'published' }, { token: moderator.token });
    expect(republished.data.status).toBe('published');
    expect((await list({ q: 'still live' })).map((a) => a.id)).toEqual([id]);

    const premium = await createTestUser(db, { premium: true });
    await mutate('news.setLike', { articleId: id, liked: true }, { token: premium.token });
    const deleted = await mutate('admin.news.delete', { articleId: id }, { token: moderator.token });
    expect(deleted.error).toBeNull();
    expect(await db.select().from(newsArticles).where(eq(newsArticles.id, id))).toEqual([]);
    expect(await db.select().from(newsArticleLikes).where(eq(newsArticleLikes.articleId, id))).toEqual([]);
    expect((await mutate('admin.news.delete', { articleId: id }, { token: moderator.token })).error!.data.code).toBe('NOT_FOUND');
    expect((await mutate('admin.news.setStatus', { articleId: randomUUID(), status: 'draft' }, { token: admin.token })).error!.data.code).toBe('NOT_FOUND');
  });

  it('checks an edit with the same limits and messages as publishing', async () => {
    const admin = await createTestUser(db, { role: 'admin' });
    const [article] = await insertArticles([{ title: 'Limits on edit' }]);
    const res = await mutate('admin.news.update', { ...draftBody, articleId: article!.id, title: 'abcd' }, { token: admin.token });
    expect(res.error!.data.fieldErrors!.title).toEqual(['Title must be at least 5 characters']);
  });
});
