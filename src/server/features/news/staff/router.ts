import { z } from 'zod';
import {
  adminNewsArticle,
  adminNewsListInput,
  adminNewsRow,
  articleDeleted,
  articleIdInput,
  articleSaved,
  deleteArticleInput,
  setArticleStatusInput,
  updateArticleInput,
} from '#shared/schemas/news.ts';
import { router, staffProcedure } from '../../../trpc/init.ts';
import { deleteArticle, getArticleForEditing, listAllArticles, setArticleStatus, updateArticle } from './service.ts';

export const newsStaffRouter = router({
  /** Every article, drafts too, the last changed first; at most NEWS_LIMITS.adminListMax. */
  list: staffProcedure.input(adminNewsListInput).output(z.array(adminNewsRow)).query(({ ctx, input }) => listAllArticles(ctx, input)),
  /** The whole article for the editor, whatever its status or premium flag. */
  get: staffProcedure.input(articleIdInput).output(adminNewsArticle).query(({ ctx, input }) => getArticleForEditing(ctx, input)),
  /** Every field and the status; records who changed it. */
  update: staffProcedure.input(updateArticleInput).output(articleSaved).mutation(({ ctx, input }) => updateArticle(ctx, input)),
  /** Publish (a draft's publication time becomes now) or unpublish (back to a draft). */
  setStatus: staffProcedure.input(setArticleStatusInput).output(articleSaved).mutation(({ ctx, input }) => setArticleStatus(ctx, input)),
  delete: staffProcedure.input(deleteArticleInput).output(articleDeleted).mutation(({ ctx, input }) => deleteArticle(ctx, input)),
});
