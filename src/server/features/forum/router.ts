import {
  forumLikeInput,
  forumLikeState,
  forumListInput,
  forumPostCard,
  forumPostIdInput,
  forumPostInput,
  forumPostPage,
  forumPostUpdateInput,
  forumReply,
  forumReplyIdInput,
  forumReplyInput,
  forumReplyPage,
  forumReplyUpdateInput,
  forumRepliesInput,
  forumReportInput,
  forumReportResult,
  forumStats,
  forumStatsInput,
} from '#shared/schemas/forum.ts';
import { okResult } from '#shared/schemas.ts';
import { authedProcedure, done, publicProcedure, router } from '../../trpc/init.ts';
import { deletePost, deleteReply, editPost, editReply, reportContent } from './changes.ts';
import { addReply, createPost, getPost, listPosts, listReplies, readForumStats, setLike } from './service.ts';

export const forumRouter = router({
  /** A page of posts (search, category, sort), authors and the reader's likes in one query; premium-only text cut for non-premium readers. */
  list: publicProcedure.input(forumListInput).output(forumPostPage).query(({ ctx, input }) => listPosts(ctx, input)),
  /** Total Posts, Active Members (distinct authors), Posts Today. */
  stats: publicProcedure.input(forumStatsInput).output(forumStats).query(({ ctx, input }) => readForumStats(ctx, input)),
  /** One post ("Post not found"); a premium-only post is cut to its preview for non-premium readers. */
  post: authedProcedure.input(forumPostIdInput).output(forumPostCard).query(({ ctx, input }) => getPost(ctx, input)),
  /** A post's replies, oldest first; refused for a premium-only post the reader may not open. */
  replies: authedProcedure.input(forumRepliesInput).output(forumReplyPage).query(({ ctx, input }) => listReplies(ctx, input)),
  /** Premium-only is for premium members and staff; anyone else is refused. */
  create: authedProcedure.input(forumPostInput).output(forumPostCard).mutation(({ ctx, input }) => createPost(ctx, input)),
  /** Trimmed, non-empty; counted in replies_count in the same transaction. */
  reply: authedProcedure.input(forumReplyInput).output(forumReply).mutation(({ ctx, input }) => addReply(ctx, input)),
  /** Sets the reader's like (idempotent) and answers the new count. */
  /** The author's edit of every field ("edited" when something changed); others are refused. */
  update: authedProcedure.input(forumPostUpdateInput).output(forumPostCard).mutation(({ ctx, input }) => editPost(ctx, input)),
  /** The author deletes the post: its text is wiped, its replies stay readable. */
  delete: authedProcedure.input(forumPostIdInput).output(okResult).mutation(({ ctx, input }) => done(deletePost(ctx, input))),
  /** The author's edit of a reply. */
  updateReply: authedProcedure.input(forumReplyUpdateInput).output(forumReply).mutation(({ ctx, input }) => editReply(ctx, input)),
  /** The author deletes a reply; the post's reply count drops with it. */
  deleteReply: authedProcedure.input(forumReplyIdInput).output(okResult).mutation(({ ctx, input }) => done(deleteReply(ctx, input))),
  /** Reports a post or reply with a reason; the same member again answers the open report. */
  report: authedProcedure.input(forumReportInput).output(forumReportResult).mutation(({ ctx, input }) => reportContent(ctx, input)),
  like: authedProcedure.input(forumLikeInput).output(forumLikeState).mutation(({ ctx, input }) => setLike(ctx, input)),
});
