import { z } from 'zod';
import { TOASTS } from '#shared/toasts.ts';
import {
  articleIdInput,
  bookmarkState,
  feedbackState,
  likeState,
  newsArticle,
  newsCard,
  newsListInput,
  publishArticleInput,
  publishedArticle,
  setBookmarkInput,
  setFeedbackInput,
  setLikeInput,
} from '#shared/schemas/news.ts';
import { authedProcedure, publicProcedure, router, staffProcedure } from '../../trpc/init.ts';
import { getArticle, listArticles, publishArticle, setBookmark, setFeedback, setLike } from './service.ts';

/**
 * The staff tier, refusing in the spec's words for this form: a visitor or a plain user who tries
 * to publish hears "Unauthorized: You don't have permission to create news articles" rather than
 * the tier's generic refusal.
 */
const publisherProcedure = staffProcedure.meta({ refusal: { tier: TOASTS.news.unauthorized, visitor: TOASTS.news.unauthorized } });

export const newsRouter = router({
  /** Cards only, newest first by default, at most NEWS_LIMITS.listMax. */
  list: publicProcedure.input(newsListInput).output(z.array(newsCard)).query(({ ctx, input }) => listArticles(ctx, input)),
  /** Premium-only content is withheld (null, locked) from visitors and free users. */
  get: publicProcedure.input(articleIdInput).output(newsArticle).query(({ ctx, input }) => getArticle(ctx, input)),
  setLike: authedProcedure.input(setLikeInput).output(likeState).mutation(({ ctx, input }) => setLike(ctx, input)),
  setBookmark: authedProcedure
    .input(setBookmarkInput)
    .output(bookmarkState)
    .mutation(({ ctx, input }) => setBookmark(ctx, input)),
  /** "Was this helpful?": true, false, or null to withdraw. */
  setFeedback: authedProcedure
    .input(setFeedbackInput)
    .output(feedbackState)
    .mutation(({ ctx, input }) => setFeedback(ctx, input)),
  /** Admins and moderators; the server sets created_by and published_at. status 'draft' saves it for staff only. */
  publish: publisherProcedure.input(publishArticleInput).output(publishedArticle).mutation(({ ctx, input }) => publishArticle(ctx, input)),
});
