import {
  forumLikeInput,
  forumLikeState,
  forumListInput,
  forumPostCard,
  forumPostIdInput,
  forumPostInput,
  forumPostPage,
  forumReply,
  forumReplyInput,
  forumReplyPage,
  forumRepliesInput,
  forumStats,
  forumStatsInput,
} from '../../../shared/schemas/forum.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { addReply, createPost, forumStats as readStats, getPost, listPosts, listReplies, setLike } from './service.ts';

export const forumRouter = router({
  /** A page of posts (search, category, sort), authors and the reader's likes in one query; premium-only text cut for non-premium readers. */
  list: publicProcedure.input(forumListInput).output(forumPostPage).query(({ ctx, input }) => listPosts(ctx.db, input, ctx.user)),
  /** Total Posts, Active Members (distinct authors), Posts Today. */
  stats: publicProcedure.input(forumStatsInput).output(forumStats).query(({ ctx, input }) => readStats(ctx.db, input.since)),
  /** One post ("Post not found"); a premium-only post is cut to its preview for non-premium readers. */
  post: authedProcedure.input(forumPostIdInput).output(forumPostCard).query(({ ctx, input }) => getPost(ctx.db, input.postId, ctx.user)),
  /** A post's replies, oldest first; refused for a premium-only post the reader may not open. */
  replies: authedProcedure.input(forumRepliesInput).output(forumReplyPage).query(({ ctx, input }) => listReplies(ctx.db, input, ctx.user)),
  create: authedProcedure.input(forumPostInput).output(forumPostCard).mutation(({ ctx, input }) => createPost(ctx.db, input, ctx.user)),
  /** Trimmed, non-empty; counted in replies_count in the same transaction. */
  reply: authedProcedure.input(forumReplyInput).output(forumReply).mutation(({ ctx, input }) => addReply(ctx.db, input, ctx.user)),
  /** Sets the reader's like (idempotent) and answers the new count. */
  like: authedProcedure.input(forumLikeInput).output(forumLikeState).mutation(({ ctx, input }) => setLike(ctx.db, input, ctx.user)),
});
