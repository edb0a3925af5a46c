// The help centre: articles come from files loaded at start-up (articles.ts); the database keeps
// views (for "Popular articles", once per reader a day) and each reader's "Was this helpful?".
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HELP_CATEGORIES, HELP_LIMITS, SUPPORT, type HelpCategory } from '#shared/constants/help.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import type {
  HelpArticle,
  HelpArticleCard,
  helpArticleInput,
  helpCategoryInput,
  helpFeedbackInput,
  helpSearchInput,
  HelpSupport,
} from '#shared/schemas/help.ts';
import type { z } from 'zod';
import { selectRows } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext, PublicContext } from '../../trpc/context.ts';
import { buildSearchIndex, HELP_CONTENT_DIR, loadArticles, type HelpArticle as ArticleFile } from './articles.ts';

// Once, when the server starts: a bad file stops start-up with its name.
const ARTICLES = loadArticles(HELP_CONTENT_DIR);
const BY_KEY = new Map(ARTICLES.map((a) => [`${a.category}/${a.slug}`, a]));
const INDEX = buildSearchIndex(ARTICLES);

const card = ({ category, slug, title, summary }: ArticleFile): HelpArticleCard => ({ category, slug, title, summary });

/** For the server-rendered page title of /help/:category/:slug; null for an article that does not exist. */
export function findArticle(category: string, slug: string): { title: string; summary: string } | null {
  const article = BY_KEY.get(`${category}/${slug}`);
  return article ? { title: article.title, summary: article.summary } : null;
}

/** Every help page's path, for the sitemap: the categories and their articles. */
export const helpPaths = (): string[] => [...HELP_CATEGORIES.map((c) => `/help/${c}`), ...ARTICLES.map((a) => `/help/${a.category}/${a.slug}`)];

function articleOrThrow(category: string, slug: string): ArticleFile {
  const article = BY_KEY.get(`${category}/${slug}`);
  if (!article) throw new AppError('NOT_FOUND', TOASTS.help.articleNotFound);
  return article;
}

// The articles are files loaded once, so the listings and the search read no context; they take it
// all the same, as every service a procedure calls does.

/** The six categories, each with the number of article files it holds. */
export function listCategories(_ctx: PublicContext) {
  return HELP_CATEGORIES.map((category) => ({ category, articleCount: ARTICLES.filter((a) => a.category === category).length }));
}

/** One category's articles. */
export function listCategory(_ctx: PublicContext, { category }: z.output<typeof helpCategoryInput>): HelpArticleCard[] {
  return ARTICLES.filter((a) => a.category === category).map(card);
}

/** Title and body matches, typo-tolerant, title matches first. */
export function searchArticles(_ctx: PublicContext, { q }: z.output<typeof helpSearchInput>): HelpArticleCard[] {
  return INDEX.search(q).map(card);
}

/** The most viewed articles that still exist (a file may have been removed since it was read). */
export async function popularArticles(ctx: PublicContext): Promise<HelpArticleCard[]> {
  const rows = await selectRows<{ category: HelpCategory; slug: string }>(
    ctx.db,
    sql`select category, slug from help_article_views order by views desc, category, slug limit ${HELP_LIMITS.popular * 4}`,
  );
  return rows
    .map((r) => BY_KEY.get(`${r.category}/${r.slug}`))
    .filter((a) => a !== undefined)
    .slice(0, HELP_LIMITS.popular)
    .map(card);
}

/** A signed-in reader is their user id; a visitor a hash of their address, never the address itself. */
const readerKey = (ctx: PublicContext) =>
  ctx.user ? `user:${ctx.user.id}` : `ip:${createHash('sha256').update(ctx.ip ?? 'unknown').digest('base64url')}`;

/**
 * The article, and one view counted: the first time this reader opens it today. The reader rows of
 * past days are only there to deduplicate, so they are swept as we go.
 */
export async function getArticle(ctx: PublicContext, { category, slug }: z.output<typeof helpArticleInput>): Promise<HelpArticle> {
  const article = articleOrThrow(category, slug);
  const [row] = await selectRows<{ helpful: boolean | null }>(
    ctx.db,
    sql`with swept as (delete from help_article_readers where day < current_date),
             seen as (insert into help_article_readers (category, slug, reader) values (${category}, ${slug}, ${readerKey(ctx)})
                      on conflict do nothing returning 1),
             counted as (insert into help_article_views (category, slug, views) select ${category}, ${slug}, 1 from seen
                         on conflict (category, slug) do update set views = help_article_views.views + 1 returning 1)
        select (select f.helpful from help_article_feedback f
                where f.category = ${category} and f.slug = ${slug} and f.user_id = ${ctx.user?.id ?? null}) as helpful`,
  );
  const related = ARTICLES.filter((a) => a.category === category && a.slug !== slug)
    .slice(0, HELP_LIMITS.related)
    .map(card);
  return { ...card(article), body: article.body, updated: article.updated, helpful: row?.helpful ?? null, related };
}

/** Records, changes (one row per reader) or, with null, withdraws the reader's answer. */
export async function setFeedback(ctx: AuthedContext, { category, slug, helpful }: z.output<typeof helpFeedbackInput>) {
  articleOrThrow(category, slug);
  await ctx.db.execute(
    helpful === null
      ? sql`delete from help_article_feedback where category = ${category} and slug = ${slug} and user_id = ${ctx.user.id}`
      : sql`insert into help_article_feedback (category, slug, user_id, helpful) values (${category}, ${slug}, ${ctx.user.id}, ${helpful})
            on conflict (category, slug, user_id) do update set helpful = excluded.helpful`,
  );
  return { category, slug, helpful };
}

/**
 * The support cards. The phone card exists only in a Premium member's answer: others never
 * receive the number, not even hidden.
 */
export function support(ctx: PublicContext): HelpSupport {
  const premium = ctx.user !== null && isPremium(ctx.user);
  return {
    email: { address: SUPPORT.email, reply: SUPPORT.emailReply },
    ...(premium ? { phone: { number: ctx.config.supportPhone, hours: SUPPORT.phoneHours } } : {}),
    priority: premium,
  };
}
