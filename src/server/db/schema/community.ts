// The community forum and career news, with per-user likes and bookmarks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type PgColumnBuilderBase,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { FORUM_CATEGORIES, FORUM_LIMITS } from '#shared/constants/forum.ts';
import { NEWS_CATEGORIES, NEWS_LIMITS } from '#shared/constants/news.ts';
import { createdAt, id, lengthBetween, oneOf } from './helpers.ts';
import { ownerId, users } from './users.ts';

const trgm = (name: string, expression: ReturnType<typeof sql>) =>
  index(name).using('gin', sql`${expression} gin_trgm_ops`);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    isPremiumOnly: boolean('is_premium_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('forum_posts_title_length_check', lengthBetween('title', FORUM_LIMITS.titleMin, FORUM_LIMITS.titleMax)),
    check(
      'forum_posts_content_length_check',
      lengthBetween('content', FORUM_LIMITS.contentMin, FORUM_LIMITS.contentMax),
    ),
    check('forum_posts_category_check', oneOf('category', FORUM_CATEGORIES)),
    check('forum_posts_counts_check', sql`${t.likesCount} >= 0 and ${t.repliesCount} >= 0`),
    index('forum_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('forum_posts_category_created_idx').on(t.category, t.createdAt.desc()),
    index('forum_posts_likes_idx').on(t.likesCount.desc(), t.createdAt.desc()),
    index('forum_posts_replies_idx').on(t.repliesCount.desc(), t.createdAt.desc()),
    index('forum_posts_user_id_idx').on(t.userId),
    trgm('forum_posts_search_trgm_idx', sql`lower(title || E'\\n' || content)`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'forum_replies_content_check',
      sql`char_length(btrim(${t.content})) >= 1 and char_length(${t.content}) <= ${sql.raw(String(FORUM_LIMITS.replyMax))}`,
    ),
    check('forum_replies_likes_check', sql`${t.likesCount} >= 0`),
    index('forum_replies_post_created_idx').on(t.postId, t.createdAt),
    index('forum_replies_user_id_idx').on(t.userId),
  ],
);

export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_post_likes_user_id_idx').on(t.userId)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    isPremiumOnly: boolean('is_premium_only').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('news_articles_title_length_check', lengthBetween('title', NEWS_LIMITS.titleMin, NEWS_LIMITS.titleMax)),
    check(
      'news_articles_content_length_check',
      lengthBetween('content', NEWS_LIMITS.contentMin, NEWS_LIMITS.contentMax),
    ),
    check(
      'news_articles_excerpt_length_check',
      lengthBetween('excerpt', NEWS_LIMITS.excerptMin, NEWS_LIMITS.excerptMax),
    ),
    check('news_articles_author_length_check', lengthBetween('author', NEWS_LIMITS.authorMin, NEWS_LIMITS.authorMax)),
    check('news_articles_category_check', oneOf('category', NEWS_CATEGORIES)),
    check('news_articles_image_url_length_check', sql`char_length(${t.imageUrl}) <= ${sql.raw(String(NEWS_LIMITS.imageUrlMax))}`),
    index('news_articles_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('news_articles_category_published_idx').on(t.category, t.publishedAt.desc()),
    trgm('news_articles_search_trgm_idx', sql`lower(title || E'\\n' || excerpt || E'\\n' || content)`),
  ],
);

/** One row per reader and article (primary key), with any columns the mark carries. */
const perUserArticleMark = <Extra extends Record<string, PgColumnBuilderBase>>(name: string, extra: Extra) =>
  pgTable(
    name,
    {
      articleId: uuid('article_id')
        .notNull()
        .references(() => newsArticles.id, { onDelete: 'cascade' }),
      userId: ownerId(),
      ...extra,
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index(`${name}_user_id_idx`).on(t.userId)],
  );

export const newsArticleBookmarks = perUserArticleMark('news_article_bookmarks', {});
export const newsArticleLikes = perUserArticleMark('news_article_likes', {});
/** "Was this helpful?": the reader's answer, which they may change or withdraw; read by the editors. */
export const newsArticleFeedback = perUserArticleMark('news_article_feedback', { helpful: boolean('helpful').notNull() });
