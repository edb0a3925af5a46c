// The help centre's articles are files (content/help); the database keeps only what readers do
// with them, keyed by (category, slug): views for "Popular articles" and "Was this helpful?".
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { HELP_CATEGORIES } from '#shared/constants/help.ts';
import { createdAt, oneOf } from './helpers.ts';
import { ownerId } from './users.ts';

const articleKey = () => ({
  category: text('category').notNull(),
  slug: text('slug').notNull(),
});

/** One row per article that has been opened; views counts distinct readers per day. */
export const helpArticleViews = pgTable(
  'help_article_views',
  { ...articleKey(), views: integer('views').notNull().default(0) },
  (t) => [
    primaryKey({ columns: [t.category, t.slug] }),
    check('help_article_views_category_check', oneOf('category', HELP_CATEGORIES)),
    index('help_article_views_views_idx').on(t.views.desc()),
  ],
);

/**
 * Who opened which article on which day (a user id, or a hash of a visitor's address), so a reader
 * who reloads counts once a day. Rows older than the day are useless and are swept on insert.
 */
export const helpArticleReaders = pgTable(
  'help_article_readers',
  { ...articleKey(), reader: text('reader').notNull(), day: date('day').notNull().default(sql`current_date`) },
  (t) => [primaryKey({ columns: [t.category, t.slug, t.reader, t.day] }), index('help_article_readers_day_idx').on(t.day)],
);

/** "Was this helpful?": one answer per reader and article, which they may change or withdraw. */
export const helpArticleFeedback = pgTable(
  'help_article_feedback',
  { ...articleKey(), userId: ownerId(), helpful: boolean('helpful').notNull(), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.category, t.slug, t.userId] }),
    check('help_article_feedback_category_check', oneOf('category', HELP_CATEGORIES)),
    index('help_article_feedback_user_id_idx').on(t.userId),
  ],
);
