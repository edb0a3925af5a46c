// The help centre: categories with counts, article cards, one article with the reader's answer to
// "Was this helpful?", and the support cards (the phone card only for Premium members).
import { z } from 'zod';
import { HELP_CATEGORIES, HELP_LIMITS } from '../constants/help.ts';
import { searchTermField } from '../schemas.ts';

const category = z.enum(HELP_CATEGORIES);
const slug = z.string().min(1).max(HELP_LIMITS.slugMax);

export const helpCategoryInput = z.object({ category });
export const helpArticleInput = z.object({ category, slug });
export const helpSearchInput = z.object({ q: searchTermField });
export const helpFeedbackInput = helpArticleInput.extend({
  /** true, false, or null to withdraw the answer. */
  helpful: z.boolean().nullable(),
});

export const helpCategorySummary = z.object({ category, articleCount: z.number().int() });

export const helpArticleCard = z.object({ category, slug: z.string(), title: z.string(), summary: z.string() });
export type HelpArticleCard = z.infer<typeof helpArticleCard>;

export const helpArticle = helpArticleCard.extend({
  /** Markdown; the client renders its tokens, never its HTML. */
  body: z.string(),
  updated: z.string().nullable(),
  /** The reader's answer; null when they have not answered (always for visitors). */
  helpful: z.boolean().nullable(),
  /** Other articles of the same category. */
  related: z.array(helpArticleCard),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpFeedbackState = helpArticleInput.extend({ helpful: z.boolean().nullable() });

export const helpSupport = z.object({
  email: z.object({ address: z.string(), reply: z.string() }),
  /** Premium members only; absent for everyone else. number is null until SUPPORT_PHONE is configured. */
  phone: z.object({ number: z.string().nullable(), hours: z.string() }).optional(),
  /** Whether the reader's contact messages are marked priority (Premium). */
  priority: z.boolean(),
});
export type HelpSupport = z.infer<typeof helpSupport>;
