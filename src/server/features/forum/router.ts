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
} from '#shared/schemas/forum.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { addReply, createPost, readForumStats, getPost, listPosts, listReplies, setLike } from './service.ts';

export const forumRouter = router({
  /** A page of posts (search, category, sort), authors and the reader's likes in one query; premium-only text cut for non-premium readers. */
  list: publicProcedure.input(forumListInput).output(forumPostPage).query(({ ctx, input }) => listPosts(ctx, input)),
  /** Total Posts, Active Members (distinct authors), Posts Today. */
  stats: publicProcedure.input(forumStatsInput).output(forumStats).query(({ ctx, input }) => readForumStats(ctx, input)),
  /** One post ("Post not found"); a premium-only post is cut to its preview for non-premium readers. */
  post: authedProcedure.input(forumPostIdInput).output(forumPostCard).query(({ ctx, input }) => getPost(ctx, input)),
  /** A post's replies, oldest first; refused for a premium-only post the reader may not open. */
  replies: authedProcedure.input(forumRepliesInput).output(forumReplyPage).query(({ ctx, input }) => listReplies(ctx, input)),
  create: authedProcedure.input(forumPostInput).output(forumPostCard).mutation(({ ctx, input }) => createPost(ctx, input)),
  /** Trimmed, non-empty; counted in replies_count in the same transaction. */
  reply: authedProcedure.input(forumReplyInput).output(forumReply).mutation(({ ctx, input }) => addReply(ctx, input)),
  /** Sets the reader's like (idempotent) and answers the new count. */
  like: authedProcedure.input(forumLikeInput).output(forumLikeState).mutation(({ ctx, input }) => setLike(ctx, input)),
});
