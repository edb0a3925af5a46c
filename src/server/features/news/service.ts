// Career news: the bounded, filtered list; one article, its content withheld from readers a
// premium-only article is not for; per-user likes and bookmarks; staff publishing (the spec's form).
// A draft (status 'draft') is read only by the staff tools (staff/): every public reader here, and
// the SEO head and sitemap, ask for status = 'published' (decision 040).
import { sql, type SQL } from 'drizzle-orm';
import { type NewsCategory, type NewsStatus } from '#shared/constants/news.ts';
import { TOASTS } from '#shared/toasts.ts';
import { readsPremiumContent } from '#shared/rules/premium.ts';
import type {
  articleIdInput,
  NewsArticle,
  NewsCard,
  newsListInput,
  publishArticleInput,
  setBookmarkInput,
  setFeedbackInput,
  setLikeInput,
} from '#shared/schemas/news.ts';
import type { z } from 'zod';
import { selectRows, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/keyset.ts';
import type { AuthedContext, PublicContext, StaffContext } from '../../trpc/context.ts';

export interface CardRow {
  id: string;
  title: string;
  excerpt: string;
  category: NewsCategory;
  author: string;
  image_url: string | null;
  is_premium_only: boolean;
  published_ms: number;
}

// Epoch milliseconds as float8: postgres.js and PGlite hand timestamps back differently.
export const cardColumns = sql`a.id, a.title, a.excerpt, a.category, a.author, a.image_url, a.is_premium_only,
  (extract(epoch from a.published_at) * 1000)::float8 as published_ms`;

export const toCard = (r: CardRow): NewsCard => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  category: r.category,
  author: r.author,
  imageUrl: r.image_url,
  isPremiumOnly: r.is_premium_only,
  publishedAt: new Date(Number(r.published_ms)),
});

/**
 * Cards only (no content), so the list never carries a premium article's text. The spec's
 * "trending" and "relevant" sorts order like "newest"; "oldest" reverses it.
 */
export async function listArticles(ctx: PublicContext, input: z.output<typeof newsListInput>): Promise<NewsCard[]> {
  const where: SQL[] = [sql`a.status = 'published'`];
  if (input.category !== 'all') where.push(sql`a.category = ${input.category}`);
  if (input.q) {
    const pattern = containsPattern(input.q);
    // The first test is the trigram index's expression. Short terms filter too (the spec's partial
    // match): the index cannot narrow them, but news is a staff-written table, small next to jobs.
    where.push(sql`lower(a.title || E'\\n' || a.excerpt || E'\\n' || a.content) like ${pattern}`);
    // A premium-only article's content, withheld by getArticle, must not answer a search either:
    // a term that matched it would reveal the hidden text one guessed word at a time.
    const readsAll = ctx.user ? readsPremiumContent(ctx.user) : false;
    if (!readsAll) where.push(sql`(not a.is_premium_only or lower(a.title || E'\\n' || a.excerpt) like ${pattern})`);
  }
  const order = input.sort === 'oldest' ? sql`a.published_at asc, a.id asc` : sql`a.published_at desc, a.id desc`;
  const rows = await selectRows<CardRow>(
    ctx.db,
    sql`select ${cardColumns} from news_articles a
        where ${sql.join(where, sql` and `)}
        order by ${order}
        limit ${input.limit}`,
  );
  return rows.map(toCard);
}

export async function getArticle(ctx: PublicContext, { articleId }: z.output<typeof articleIdInput>): Promise<NewsArticle> {
  if (!isUuid(articleId)) throw notFound();
  const { user } = ctx;
  const userId = user?.id ?? null;
  const [row] = await selectRows<CardRow & { content: string; likes: number; liked: boolean; bookmarked: boolean; helpful: boolean | null }>(
    ctx.db,
    sql`select ${cardColumns}, a.content,
               (select count(*)::int from news_article_likes l where l.article_id = a.id) as likes,
               exists (select 1 from news_article_likes l where l.article_id = a.id and l.user_id = ${userId}) as liked,
               exists (select 1 from news_article_bookmarks b where b.article_id = a.id and b.user_id = ${userId}) as bookmarked,
               (select f.helpful from news_article_feedback f where f.article_id = a.id and f.user_id = ${userId}) as helpful
        from news_articles a where a.id = ${articleId} and a.status = 'published'`,
  );
  if (!row) throw new AppError('NOT_FOUND', TOASTS.news.articleNotFound);
  const locked = row.is_premium_only && !(user && readsPremiumContent(user));
  return {
    ...toCard(row),
    content: locked ? null : row.content,
    locked,
    isBookmarked: row.bookmarked,
    isLiked: row.liked,
    likesCount: row.likes,
    helpful: row.helpful,
  };
}

export const notFound = () => new AppError('NOT_FOUND', TOASTS.news.articleNotFound);

export async function setLike(ctx: AuthedContext, { articleId, liked }: z.output<typeof setLikeInput>) {
  const total = await applyMark(ctx.db, 'news_article_likes', ctx.user.id, articleId, liked);
  return { articleId, isLiked: liked, likesCount: total };
}

export async function setBookmark(ctx: AuthedContext, { articleId, bookmarked }: z.output<typeof setBookmarkInput>) {
  await applyMark(ctx.db, 'news_article_bookmarks', ctx.user.id, articleId, bookmarked);
  return { articleId, isBookmarked: bookmarked };
}

/**
 * One statement: the mark is added (or removed) and the count read together. The primary key
 * (article_id, user_id) keeps one row per user however many requests race; the count comes from
 * the rows themselves, so there is no counter to drift. A data-modifying CTE's rows are not
 * visible to the rest of its statement, hence the "+ inserted - deleted" correction.
 */
async function applyMark(
  db: Db,
  table: 'news_article_likes' | 'news_article_bookmarks',
  userId: string,
  articleId: string,
  on: boolean,
): Promise<number> {
  const t = sql.raw(table);
  const change = on
    ? sql`insert into ${t} (article_id, user_id) select id, ${userId} from target on conflict do nothing returning 1 as delta`
    : sql`delete from ${t} where article_id = (select id from target) and user_id = ${userId} returning -1 as delta`;
  const [row] = await selectRows<{ found: boolean; total: number }>(
    db,
    sql`with target as (select id from news_articles where id = ${articleId} and status = 'published'),
             changed as (${change})
        select exists (select 1 from target) as found,
               ((select count(*) from ${t} where article_id = ${articleId})
                 + coalesce((select sum(delta) from changed), 0))::int as total`,
  );
  if (!row?.found) throw notFound();
  return row.total;
}

/** Records, changes (one row per reader: the primary key) or, with null, withdraws the reader's answer. */
export async function setFeedback(ctx: AuthedContext, { articleId, helpful }: z.output<typeof setFeedbackInput>) {
  const { user } = ctx;
  const change =
    helpful === null
      ? sql`delete from news_article_feedback where article_id = (select id from target) and user_id = ${user.id}`
      : sql`insert into news_article_feedback (article_id, user_id, helpful) select id, ${user.id}, ${helpful} from target
            on conflict (article_id, user_id) do update set helpful = excluded.helpful`;
  const [row] = await selectRows<{ found: boolean }>(
    ctx.db,
    sql`with target as (select id from news_articles where id = ${articleId} and status = 'published'), changed as (${change})
        select exists (select 1 from target) as found`,
  );
  if (!row?.found) throw notFound();
  return { articleId, helpful };
}

export interface SavedRow {
  id: string;
  status: NewsStatus;
  published_ms: number;
}
export const savedColumns = sql`id, status, (extract(epoch from published_at) * 1000)::float8 as published_ms`;
export const toSaved = (r: SavedRow) => ({ id: r.id, status: r.status, publishedAt: new Date(Number(r.published_ms)) });

/**
 * created_by is the signed-in staff member and published_at the moment of submission, never the
 * client's. A draft gets its publication time again when it is published.
 */
export async function publishArticle(ctx: StaffContext, input: z.output<typeof publishArticleInput>) {
  const [row] = await selectRows<SavedRow>(
    ctx.db,
    sql`insert into news_articles (title, content, excerpt, category, author, image_url, is_premium_only, status, created_by, updated_by, published_at)
        values (${input.title}, ${input.content}, ${input.excerpt}, ${input.category}, ${input.author}, ${input.imageUrl},
                ${input.isPremiumOnly}, ${input.status}, ${ctx.user.id}, ${ctx.user.id}, now())
        returning ${savedColumns}`,
  );
  return toSaved(row!);
}
