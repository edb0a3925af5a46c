// The community forum: the post list (search, category, four sorts, keyset pages), the stat cards,
// one post, its replies, new posts and replies, and likes.
//
// Premium gating (docs/product.md): a premium-only post is read in full by premium members, staff and
// its author; anyone else gets the title and the first FORUM_LIMITS.premiumPreviewChars characters,
// cut in SQL so the full text never leaves the database, and cannot read or write its replies.
//
// Writers are rate-limited per account (RATE_LIMITS.forum*PerUser): a spam guard, far above what
// a person writes in an hour.
//
// Counters: likes_count and replies_count move by the number of rows a statement actually inserted
// or deleted, in the same statement or transaction, so parallel likes and replies keep them equal
// to the rows (an absolute recount inside a statement would read a snapshot that misses
// concurrent commits).
//
// A reply by someone else and a like milestone notify the post's author within the same
// transaction (docs/decisions/026-notifications.md).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FORUM_LIMITS, type ForumSort } from '#shared/constants/forum.ts';
import { LIKE_MILESTONES } from '#shared/constants/notifications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { postPath } from '#shared/routes.ts';
import { readsPremiumContent } from '#shared/rules/premium.ts';
import {
  type forumLikeInput,
  type ForumLikeState,
  type forumListInput,
  type ForumPostCard,
  type forumPostIdInput,
  type forumPostInput,
  type ForumPostPage,
  type forumRepliesInput,
  type ForumReply,
  type forumReplyInput,
  type ForumStats,
  type forumStatsInput,
} from '#shared/schemas/forum.ts';
import { selectRows } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { AuthedContext, PublicContext } from '../../trpc/context.ts';
import { notify, notifyOnce } from '../notifications/service.ts';
import {
  authorJoins,
  cardColumns,
  findPost,
  listedTo,
  openableTo,
  opensTo,
  readerOf,
  replyColumns,
  replyShownTo,
  toCard,
  toReply,
  type CardRow,
  type ReplyRow,
} from './content.ts';


// ---- Keyset cursors ---------------------------------------------------------------------------

/** [count of the sort (likes or replies, else 0), created_at as text, id]. */
type Cursor = readonly [number, string, string];

/** Each sort's order and the "after the cursor" condition that continues it (ties broken by id). */
function ordering(sort: ForumSort, cursor: Cursor | null): { order: SQL; after: SQL } {
  const at = cursor ? sql`${cursor[1]}::timestamptz` : sql``;
  const id = cursor ? sql`${cursor[2]}::uuid` : sql``;
  switch (sort) {
    case 'oldest':
      return { order: sql`p.created_at asc, p.id asc`, after: cursor ? sql`(p.created_at, p.id) > (${at}, ${id})` : sql`true` };
    case 'most-liked':
      return {
        order: sql`p.likes_count desc, p.created_at desc, p.id desc`,
        after: cursor ? sql`(p.likes_count, p.created_at, p.id) < (${cursor[0]}::int, ${at}, ${id})` : sql`true`,
      };
    case 'most-replies':
      return {
        order: sql`p.replies_count desc, p.created_at desc, p.id desc`,
        after: cursor ? sql`(p.replies_count, p.created_at, p.id) < (${cursor[0]}::int, ${at}, ${id})` : sql`true`,
      };
    default:
      return { order: sql`p.created_at desc, p.id desc`, after: cursor ? sql`(p.created_at, p.id) < (${at}, ${id})` : sql`true` };
  }
}

const sortCount = (sort: ForumSort, r: CardRow) =>
  sort === 'most-liked' ? Number(r.likes_count) : sort === 'most-replies' ? Number(r.replies_count) : 0;

// ---- Reading ------------------------------------------------------------------------------------

/** One page of posts with their authors' names and the reader's likes: one statement. */
export async function listPosts(ctx: PublicContext, input: z.output<typeof forumListInput>): Promise<ForumPostPage> {
  const reader = readerOf(ctx);
  const where: SQL[] = [listedTo(reader)];
  if (input.category !== 'all') where.push(sql`p.category = ${input.category}`);
  if (input.q) {
    const pattern = containsPattern(input.q);
    // The first test is forum_posts_search_trgm_idx's expression, so the trigram index serves it;
    // the second keeps a locked post's hidden text from answering a search.
    where.push(sql`lower(p.title || E'\\n' || p.content) like ${pattern}`);
    where.push(sql`(${opensTo(reader)} or lower(p.title || E'\\n' || left(p.content, ${FORUM_LIMITS.premiumPreviewChars})) like ${pattern})`);
  }
  const { order, after } = ordering(input.sort, input.cursor ? decodeCursor(input.cursor, ['int', 'timestamp', 'uuid'], TOASTS.forum.loadPostsFailed) : null);
  where.push(after);
  const size = FORUM_LIMITS.pageSize;
  const rows = await selectRows<CardRow>(
    ctx.db,
    sql`select ${cardColumns(reader)}
        from forum_posts p ${authorJoins('p')}
        where ${sql.join(where, sql` and `)}
        order by ${order}
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [sortCount(input.sort, last), last.created_key, last.id]);
  return { posts: page.map(toCard), nextCursor };
}

/** The three stat cards; "today" starts at `since` (the reader's midnight), else at UTC midnight. */
export async function readForumStats(ctx: PublicContext, { since }: z.output<typeof forumStatsInput>): Promise<ForumStats> {
  const start = since ? sql`${since.toISOString()}::timestamptz` : sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  const [row] = await selectRows<{ total: number; members: number; today: number }>(
    ctx.db,
    sql`select count(*)::int as total, count(distinct user_id)::int as members,
               (count(*) filter (where created_at >= ${start}))::int as today
        from forum_posts where deleted_at is null and hidden_at is null`,
  );
  return { totalPosts: Number(row!.total), activeMembers: Number(row!.members), postsToday: Number(row!.today) };
}

export async function getPost(ctx: AuthedContext, input: z.output<typeof forumPostIdInput>): Promise<ForumPostCard> {
  return toCard(await findPost(ctx.db, input.postId, readerOf(ctx)));
}

/** A post's replies, oldest first, a page at a time; refused like the post's full text when locked. */
export async function listReplies(
  ctx: AuthedContext,
  input: z.output<typeof forumRepliesInput>,
): Promise<{ replies: ForumReply[]; nextCursor: string | null }> {
  const reader = readerOf(ctx);
  const post = await findPost(ctx.db, input.postId, reader);
  if (post.locked) throw new AppError('FORBIDDEN', TOASTS.common.premiumRequired);
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.forum.loadPostFailed) : null;
  const after = cursor ? sql`and (r.created_at, r.id) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const rows = await selectRows<ReplyRow>(
    ctx.db,
    sql`select ${replyColumns(reader)}
        from forum_replies r ${authorJoins('r')}
        where r.post_id = ${input.postId} and ${replyShownTo(reader)} ${after}
        order by r.created_at asc, r.id asc
        limit ${FORUM_LIMITS.replyPageSize + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, FORUM_LIMITS.replyPageSize, (last) => [last.created_key, last.id]);
  return { replies: page.map(toReply), nextCursor };
}

// ---- Writing ------------------------------------------------------------------------------------

export async function createPost(ctx: AuthedContext, input: z.output<typeof forumPostInput>): Promise<ForumPostCard> {
  const { db, user } = ctx;
  if (input.isPremiumOnly && !readsPremiumContent(user)) throw new AppError('FORBIDDEN', TOASTS.forum.premiumOnlyNotAllowed);
  await enforceRateLimit(db, RATE_LIMITS.forumPostsPerUser, user.id);
  const [row] = await selectRows<CardRow>(
    db,
    sql`with p as (
          insert into forum_posts (user_id, title, content, category, is_premium_only)
          values (${user.id}, ${input.title}, ${input.content}, ${input.category}, ${input.isPremiumOnly})
          returning *
        )
        select ${cardColumns(readerOf(ctx))} from p ${authorJoins('p')}`,
  );
  return toCard(row!);
}

/**
 * Adds a reply and counts it, in one transaction. A premium-only post the user may not read is
 * refused before anything is written.
 */
export async function addReply(ctx: AuthedContext, input: z.output<typeof forumReplyInput>): Promise<ForumReply> {
  const { db, user } = ctx;
  await enforceRateLimit(db, RATE_LIMITS.forumRepliesPerUser, user.id);
  const reader = readerOf(ctx);
  return db.transaction(async (tx) => {
    const [post] = await selectRows<{ open: boolean; user_id: string; title: string; deleted: boolean }>(
      tx,
      sql`update forum_posts p set replies_count = p.replies_count + 1
          where p.id = ${input.postId} and ${openableTo(reader)}
          returning ${opensTo(reader)} as open, p.user_id, p.title, p.deleted_at is not null as deleted`,
    );
    if (!post) throw new AppError('NOT_FOUND', TOASTS.forum.postNotFound);
    if (post.deleted) throw new AppError('CONFLICT', TOASTS.forum.deletedPostClosed);
    // Throwing rolls the count back with everything else.
    if (!post.open) throw new AppError('FORBIDDEN', TOASTS.common.premiumRequired);
    const [row] = await selectRows<ReplyRow>(
      tx,
      sql`with r as (
            insert into forum_replies (post_id, user_id, content) values (${input.postId}, ${user.id}, ${input.content})
            returning *
          )
          select ${replyColumns(reader)} from r ${authorJoins('r')}`,
    );
    const reply = toReply(row!);
    if (post.user_id !== user.id) {
      await notify(tx, {
        userId: post.user_id,
        kind: 'reply',
        title: `${reply.authorName} replied to your post`,
        body: `"${post.title}": ${reply.content}`,
        link: postPath(input.postId),
      });
    }
    return reply;
  });
}

/**
 * Sets the user's like on a post (idempotent) in one statement: the like row is inserted or
 * deleted and the count moves by the rows that statement changed. A second like by the same user
 * waits on the first's row and then changes nothing.
 *
 * A like that brings the count to one of LIKE_MILESTONES notifies the author in the same
 * transaction, once per post and milestone for ever (an unlike and a re-like reach it again), and
 * never for the author's own like.
 */
export async function setLike(ctx: AuthedContext, input: z.output<typeof forumLikeInput>): Promise<ForumLikeState> {
  const { user } = ctx;
  const reader = readerOf(ctx);
  const change = input.liked
    ? sql`insert into forum_post_likes (post_id, user_id)
          select p.id, ${user.id} from forum_posts p where p.id = ${input.postId} and ${listedTo(reader)}
          on conflict (post_id, user_id) do nothing returning 1`
    : sql`delete from forum_post_likes where post_id = ${input.postId} and user_id = ${user.id} returning -1`;
  return ctx.db.transaction(async (tx) => {
    const [row] = await selectRows<{ likes_count: number; added: boolean; user_id: string; title: string }>(
      tx,
      sql`with change as (${change})
          update forum_posts p set likes_count = p.likes_count + coalesce((select sum(ch.c) from change ch(c)), 0)
          where p.id = ${input.postId} and ${listedTo(reader)}
          returning p.likes_count, exists (select 1 from change ch(c) where ch.c > 0) as added, p.user_id, p.title`,
    );
    if (!row) throw new AppError('NOT_FOUND', TOASTS.forum.postNotFound);
    const likes = Number(row.likes_count);
    if (row.added && row.user_id !== user.id && (LIKE_MILESTONES as readonly number[]).includes(likes)) {
      await notifyOnce(tx, `${input.postId}:${likes}`, {
        userId: row.user_id,
        kind: 'like_milestone',
        title: likes === 1 ? 'Your post got its first like' : `Your post reached ${likes} likes`,
        body: row.title,
        link: postPath(input.postId),
      });
    }
    return { postId: input.postId, liked: input.liked, likesCount: likes };
  });
}
