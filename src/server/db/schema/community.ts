// The community forum and career news, with per-user likes and bookmarks, members' reports and the
// moderators' log.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_REPORT_REASONS, MODERATION_ACTIONS } from '#shared/constants/forum.ts';
import { NEWS_CATEGORIES, NEWS_LIMITS, NEWS_STATUSES } from '#shared/constants/news.ts';
import { createdAt, id, lengthBetween, oneOf, updatedAt } from './helpers.ts';
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
    /** Set when the author edits; shown as "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted by its author or by staff: the text is gone, the thread around it stays readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by staff: members no longer see it; staff can restore it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A deleted post's title and text are wiped (to ''); the checks hold for every other post.
    check(
      'forum_posts_title_length_check',
      sql`${t.deletedAt} is not null or ${lengthBetween('title', FORUM_LIMITS.titleMin, FORUM_LIMITS.titleMax)}`,
    ),
    check(
      'forum_posts_content_length_check',
      sql`${t.deletedAt} is not null or ${lengthBetween('content', FORUM_LIMITS.contentMin, FORUM_LIMITS.contentMax)}`,
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
    /** Set when the author edits; shown as "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted by its author or by staff: the text is gone, the thread around it stays readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by staff: members no longer see it; staff can restore it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'forum_replies_content_check',
      sql`${t.deletedAt} is not null or (char_length(btrim(${t.content})) >= 1 and char_length(${t.content}) <= ${sql.raw(String(FORUM_LIMITS.replyMax))})`,
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

/** A member's report of a post (reply_id null) or of one of its replies; open until staff act on it. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('forum_reports_reason_check', oneOf('reason', FORUM_REPORT_REASONS)),
    check('forum_reports_details_length_check', sql`char_length(${t.details}) <= ${sql.raw(String(FORUM_LIMITS.reportDetailsMax))}`),
    check('forum_reports_resolved_check', sql`${t.resolvedBy} is null or ${t.resolvedAt} is not null`),
    // One open report per member and post or reply; reporting again answers the open one.
    uniqueIndex('forum_reports_open_idx')
      .on(t.reporterId, sql`coalesce(${t.replyId}, ${t.postId})`)
      .where(sql`${t.resolvedAt} is null`),
    index('forum_reports_queue_idx').on(sql`(${t.resolvedAt} is null)`, t.createdAt.desc(), t.id.desc()),
    index('forum_reports_post_idx').on(t.postId),
    index('forum_reports_reply_idx').on(t.replyId),
    index('forum_reports_reporter_idx').on(t.reporterId),
    index('forum_reports_resolved_by_idx').on(t.resolvedBy),
  ],
);

/**
 * Who moderated what, and why. The subject (post title or the reply's opening) is copied so the log
 * still reads when its author's account, and with it the post, is gone.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'set null' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => forumReports.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('moderation_actions_action_check', oneOf('action', MODERATION_ACTIONS)),
    check(
      'moderation_actions_reason_length_check',
      lengthBetween('reason', FORUM_LIMITS.moderationReasonMin, FORUM_LIMITS.moderationReasonMax),
    ),
    index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_actions_moderator_idx').on(t.moderatorId),
    index('moderation_actions_post_idx').on(t.postId),
    index('moderation_actions_reply_idx').on(t.replyId),
    index('moderation_actions_report_idx').on(t.reportId),
  ],
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
    /** Drafts are seen by staff only; publishing sets published_at to the moment it goes out. */
    status: text('status').notNull().default('published'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('news_articles_status_check', oneOf('status', NEWS_STATUSES)),
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
    index('news_articles_created_by_idx').on(t.createdBy),
    index('news_articles_updated_by_idx').on(t.updatedBy),
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
