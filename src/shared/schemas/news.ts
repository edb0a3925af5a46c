// Career news: the list's filters, what a card and an article show, per-user marks (likes,
// bookmarks, "Was this helpful?"), and the staff article form.
import { z } from 'zod';
import { NEWS_CATEGORIES, NEWS_LIMITS, NEWS_TEXT, NEWS_SORTS, NEWS_STATUS_FILTERS, NEWS_STATUSES } from '../constants/news.ts';
import { searchTermField } from '../schemas.ts';

export const newsListInput = z.object({
  category: z.enum([...NEWS_CATEGORIES, 'all']).default('all'),
  q: searchTermField,
  sort: z.enum(NEWS_SORTS).default('newest'),
  /** Fewer when a screen shows only a few (an article's related list). */
  limit: z.number().int().min(1).max(NEWS_LIMITS.listMax).default(NEWS_LIMITS.listMax),
});

export const newsCard = z.object({
  id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  imageUrl: z.string().nullable(),
  isPremiumOnly: z.boolean(),
  publishedAt: z.date(),
});
export type NewsCard = z.infer<typeof newsCard>;

/** Any string: a malformed id is simply an article that does not exist ("Article not found"). */
export const articleIdInput = z.object({ articleId: z.string().min(1).max(100) });

export const newsArticle = newsCard.extend({
  /** Null when the article is premium-only and the reader is neither premium nor staff. */
  content: z.string().nullable(),
  /** True when content was withheld: the screen shows the excerpt and an upgrade card. */
  locked: z.boolean(),
  /** Always false for visitors. */
  isBookmarked: z.boolean(),
  isLiked: z.boolean(),
  likesCount: z.number().int(),
  /** The reader's answer to "Was this helpful?"; null when they have not answered (always for visitors). */
  helpful: z.boolean().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** Set, not flip: repeating a request (a double click, a retry) leaves the same state. */
export const setBookmarkInput = z.object({ articleId: z.uuid(), bookmarked: z.boolean() });
export const setLikeInput = z.object({ articleId: z.uuid(), liked: z.boolean() });
export const bookmarkState = z.object({ articleId: z.uuid(), isBookmarked: z.boolean() });
export const likeState = z.object({ articleId: z.uuid(), isLiked: z.boolean(), likesCount: z.number().int() });
/** null withdraws the answer. */
export const setFeedbackInput = z.object({ articleId: z.uuid(), helpful: z.boolean().nullable() });
export const feedbackState = setFeedbackInput;

/**
 * The admin article form. created_by and published_at are not fields: the server sets them
 * (unknown keys are stripped). An empty image URL is stored as null; the spec gives it no format rule.
 */
export const publishArticleInput = z.object({
  title: z.string().trim().min(NEWS_LIMITS.titleMin, NEWS_TEXT.titleTooShort).max(NEWS_LIMITS.titleMax, NEWS_TEXT.titleTooLong),
  category: z.enum(NEWS_CATEGORIES, NEWS_TEXT.categoryRequired),
  author: z.string().trim().min(NEWS_LIMITS.authorMin, NEWS_TEXT.authorRequired).max(NEWS_LIMITS.authorMax, NEWS_TEXT.authorTooLong),
  excerpt: z
    .string()
    .trim()
    .min(NEWS_LIMITS.excerptMin, NEWS_TEXT.excerptTooShort)
    .max(NEWS_LIMITS.excerptMax, NEWS_TEXT.excerptTooLong),
  imageUrl: z
    .string()
    .trim()
    .max(NEWS_LIMITS.imageUrlMax, NEWS_TEXT.imageUrlTooLong)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  content: z
    .string()
    .trim()
    .min(NEWS_LIMITS.contentMin, NEWS_TEXT.contentTooShort)
    .max(NEWS_LIMITS.contentMax, NEWS_TEXT.contentTooLong),
  isPremiumOnly: z.boolean().default(false),
  /** 'draft' saves it for staff only; the default publishes it at once (the spec's form). */
  status: z.enum(NEWS_STATUSES).default('published'),
});

export const publishedArticle = z.object({ id: z.uuid(), publishedAt: z.date() });

// --- News management (staff): every article, drafts too.

export const adminNewsListInput = z.object({
  q: searchTermField,
  status: z.enum(NEWS_STATUS_FILTERS).default('all'),
});

/** A row of the admin list: no content (the editor loads it), who changed it last and when. */
export const adminNewsRow = newsCard.extend({
  status: z.enum(NEWS_STATUSES),
  updatedAt: z.date(),
  updatedByName: z.string().nullable(),
});
export type AdminNewsRow = z.infer<typeof adminNewsRow>;

/** The whole article for the editor, premium-only or draft. */
export const adminNewsArticle = adminNewsRow.extend({ content: z.string() });
export type AdminNewsArticle = z.infer<typeof adminNewsArticle>;

/** The same form as publishing, for an existing article; its status comes along (save as draft, or publish). */
export const updateArticleInput = publishArticleInput.extend({ articleId: z.uuid() });
export const setArticleStatusInput = z.object({ articleId: z.uuid(), status: z.enum(NEWS_STATUSES) });
export const articleSaved = z.object({ id: z.uuid(), status: z.enum(NEWS_STATUSES), publishedAt: z.date() });
export const deleteArticleInput = z.object({ articleId: z.uuid() });
export const articleDeleted = z.object({ id: z.uuid() });
