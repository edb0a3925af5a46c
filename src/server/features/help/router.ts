import { z } from 'zod';
import {
  helpArticle,
  helpArticleCard,
  helpArticleInput,
  helpCategoryInput,
  helpCategorySummary,
  helpFeedbackInput,
  helpFeedbackState,
  helpSearchInput,
  helpSupport,
} from '#shared/schemas/help.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { getArticle, listCategories, listCategory, popularArticles, searchArticles, setFeedback, support } from './service.ts';

export const helpRouter = router({
  /** The six categories with the number of articles each holds. */
  categories: publicProcedure.input(z.void()).output(z.array(helpCategorySummary)).query(({ ctx }) => listCategories(ctx)),
  /** Title and body, typo-tolerant; title matches first; at most HELP_LIMITS.searchResults. */
  search: publicProcedure.input(helpSearchInput).output(z.array(helpArticleCard)).query(({ ctx, input }) => searchArticles(ctx, input)),
  /** The most viewed articles. */
  popular: publicProcedure.input(z.void()).output(z.array(helpArticleCard)).query(({ ctx }) => popularArticles(ctx)),
  category: publicProcedure.input(helpCategoryInput).output(z.array(helpArticleCard)).query(({ ctx, input }) => listCategory(ctx, input)),
  /** Opening an article counts a view (once per reader a day). */
  article: publicProcedure.input(helpArticleInput).output(helpArticle).query(({ ctx, input }) => getArticle(ctx, input)),
  /** "Was this helpful?": true, false, or null to withdraw. */
  feedback: authedProcedure.input(helpFeedbackInput).output(helpFeedbackState).mutation(({ ctx, input }) => setFeedback(ctx, input)),
  /** The e-mail card for everyone; the phone card only for Premium members. */
  support: publicProcedure.input(z.void()).output(helpSupport).query(({ ctx }) => support(ctx)),
});
