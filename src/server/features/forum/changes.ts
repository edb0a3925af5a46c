// What changes a post or reply after it is written: the author's edits and deletions, members'
// reports, and the row-level steps staff moderation takes (the moderation tools in staff/ call
// them).
//
// Each change locks the post or reply row first (`for update`), so an edit, a deletion and a
// moderator's action on the same row run one after the other. Deleting wipes the text and keeps the
// row, so a thread's replies stay readable under a deleted post. replies_count counts the replies
// members see: hiding or deleting a reply takes it off, restoring puts it back, in the same
// transaction. Reports on what is hidden or deleted are resolved with it, and the notifications
// that quoted it are withdrawn.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FORUM_LIMITS } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { postPath } from '#shared/routes.ts';
import { readsPremiumContent } from '#shared/rules/premium.ts';
import type {
  ForumPostCard,
  forumPostIdInput,
  forumPostUpdateInput,
  ForumReply,
  forumReplyIdInput,
  forumReplyUpdateInput,
  forumReportInput,
  ForumReportResult,
} from '#shared/schemas/forum.ts';
import { selectRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { withdrawNotifications } from '../notifications/service.ts';
import { authorJoins, findPost, listedTo, openableTo, opensTo, readerOf, replyColumns, replyShownTo, toCard, toReply, type Reader, type ReplyRow } from './content.ts';

/** A post (replyId null) or one of its replies. */
export interface ModerationTarget {
  postId: string;
  replyId: string | null;
}

/** The target's row, locked, with what a change needs to know. */
export interface LockedTarget extends ModerationTarget {
  userId: string;
  hidden: boolean;
  deleted: boolean;
  /** For a reply: its post is hidden (then only staff reach it). */
  postHidden: boolean;
  premiumOnly: boolean;
  /** The title of a post, the opening of a reply: what the moderation log copies. */
  subject: string;
  /** created_at to the microsecond, as Postgres prints it. */
  createdKey: string;
}

interface LockedRow {
  user_id: string;
  hidden: boolean;
  deleted: boolean;
  post_hidden: boolean;
  premium_only: boolean;
  subject: string;
  created_key: string;
}

/** Locks a post or a reply of that post; null when there is no such row. */
export async function lockTarget(tx: Tx, target: ModerationTarget): Promise<LockedTarget | null> {
  const [row] = target.replyId
    ? await selectRows<LockedRow>(
        tx,
        sql`select r.user_id, r.hidden_at is not null as hidden, r.deleted_at is not null as deleted,
                   p.hidden_at is not null as post_hidden, p.is_premium_only as premium_only,
                   left(r.content, ${FORUM_LIMITS.moderationSubjectChars}) as subject, r.created_at::text as created_key
            from forum_replies r join forum_posts p on p.id = r.post_id
            where r.id = ${target.replyId} and r.post_id = ${target.postId}
            for update of r`,
      )
    : await selectRows<LockedRow>(
        tx,
        sql`select p.user_id, p.hidden_at is not null as hidden, p.deleted_at is not null as deleted,
                   p.hidden_at is not null as post_hidden, p.is_premium_only as premium_only,
                   p.title as subject, p.created_at::text as created_key
            from forum_posts p where p.id = ${target.postId}
            for update`,
      );
  if (!row) return null;
  return {
    ...target,
    userId: row.user_id,
    hidden: Boolean(row.hidden),
    deleted: Boolean(row.deleted),
    postHidden: Boolean(row.post_hidden),
    premiumOnly: Boolean(row.premium_only),
    subject: row.subject,
    createdKey: row.created_key,
  };
}

/**
 * Hides, restores or deletes a locked target (the caller has checked that the change applies), and
 * for hide and delete resolves the open reports on it (`resolvedBy`: the moderator, or null for the
 * author's own deletion) and withdraws the notifications that quoted it.
 */
export async function applyModeration(tx: Tx, target: LockedTarget, action: 'hide' | 'restore' | 'delete', resolvedBy: string | null): Promise<void> {
  const { postId, replyId } = target;
  if (replyId) {
    const change =
      action === 'hide'
        ? sql`hidden_at = now()`
        : action === 'restore'
          ? sql`hidden_at = null`
          : sql`deleted_at = now(), content = ''`;
    await tx.execute(sql`update forum_replies set ${change} where id = ${replyId}`);
    // The count follows what members see: a visible reply leaving, or a hidden one coming back.
    const visibleBefore = !target.hidden && !target.deleted;
    const step = action === 'restore' ? (target.deleted ? 0 : 1) : visibleBefore ? -1 : 0;
    if (step !== 0) await tx.execute(sql`update forum_posts set replies_count = replies_count + ${step} where id = ${postId}`);
  } else {
    const change =
      action === 'hide'
        ? sql`hidden_at = now()`
        : action === 'restore'
          ? sql`hidden_at = null`
          : sql`deleted_at = now(), title = '', content = ''`;
    await tx.execute(sql`update forum_posts set ${change} where id = ${postId}`);
  }
  if (action === 'restore') return;
  const on = replyId ? sql`reply_id = ${replyId}` : sql`post_id = ${postId} and reply_id is null`;
  await tx.execute(sql`update forum_reports set resolved_at = now(), resolved_by = ${resolvedBy} where resolved_at is null and ${on}`);
  // A reply's notice was written with the reply; a post's notices (replies, likes) all link to it.
  await withdrawNotifications(tx, postPath(postId), replyId ? target.createdKey : undefined);
}

/** The author's own target, not deleted, and not hidden from them; otherwise the refusal a member gets. */
function ownTarget(target: LockedTarget | null, userId: string, reader: Reader, kind: 'post' | 'reply'): LockedTarget {
  const notFound = kind === 'reply' ? TOASTS.forum.replyNotFound : TOASTS.forum.postNotFound;
  if (!target || target.deleted || ((target.hidden || target.postHidden) && !reader.staff)) throw new AppError('NOT_FOUND', notFound);
  if (target.userId !== userId) throw new AppError('FORBIDDEN', TOASTS.forum.notYours);
  return target;
}

/**
 * The author's edit of every field; "edited" only when something changed. Marking a post
 * premium-only is for premium members and staff; a post that is already premium-only keeps the flag
 * for an author whose premium has lapsed.
 */
export async function editPost(ctx: AuthedContext, input: z.output<typeof forumPostUpdateInput>): Promise<ForumPostCard> {
  const reader = readerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = ownTarget(await lockTarget(tx, { postId: input.postId, replyId: null }), ctx.user.id, reader, 'post');
    if (input.isPremiumOnly && !target.premiumOnly && !readsPremiumContent(ctx.user)) {
      throw new AppError('FORBIDDEN', TOASTS.forum.premiumOnlyNotAllowed);
    }
    const fields = sql`(${input.title}::text, ${input.content}::text, ${input.category}::text, ${input.isPremiumOnly}::boolean)`;
    await tx.execute(
      sql`update forum_posts
          set edited_at = case when (title, content, category, is_premium_only) is distinct from ${fields} then now() else edited_at end,
              title = ${input.title}, content = ${input.content}, category = ${input.category}, is_premium_only = ${input.isPremiumOnly}
          where id = ${input.postId}`,
    );
    return toCard(await findPost(tx, input.postId, reader));
  });
}

/** The author deletes their post: the text is wiped, the replies stay readable at its address. */
export async function deletePost(ctx: AuthedContext, input: z.output<typeof forumPostIdInput>): Promise<void> {
  const reader = readerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const target = ownTarget(await lockTarget(tx, { postId: input.postId, replyId: null }), ctx.user.id, reader, 'post');
    await applyModeration(tx, target, 'delete', null);
  });
}

async function replyTarget(tx: Tx, replyId: string): Promise<ModerationTarget | null> {
  const [row] = await selectRows<{ post_id: string }>(tx, sql`select post_id from forum_replies where id = ${replyId}`);
  return row ? { postId: row.post_id, replyId } : null;
}

export async function editReply(ctx: AuthedContext, input: z.output<typeof forumReplyUpdateInput>): Promise<ForumReply> {
  const reader = readerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const found = await replyTarget(tx, input.replyId);
    ownTarget(found && (await lockTarget(tx, found)), ctx.user.id, reader, 'reply');
    const [row] = await selectRows<ReplyRow>(
      tx,
      sql`with r as (
            update forum_replies
            set edited_at = case when content is distinct from ${input.content} then now() else edited_at end, content = ${input.content}
            where id = ${input.replyId}
            returning *
          )
          select ${replyColumns(reader)} from r ${authorJoins('r')}`,
    );
    return toReply(row!);
  });
}

export async function deleteReply(ctx: AuthedContext, input: z.output<typeof forumReplyIdInput>): Promise<void> {
  const reader = readerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const found = await replyTarget(tx, input.replyId);
    const target = ownTarget(found && (await lockTarget(tx, found)), ctx.user.id, reader, 'reply');
    await applyModeration(tx, target, 'delete', null);
  });
}

/**
 * A member reports a post or reply they can read. One open report per member and target: the
 * same report again answers the open one (the unique index forum_reports_open_idx decides races).
 */
export async function reportContent(ctx: AuthedContext, input: z.output<typeof forumReportInput>): Promise<ForumReportResult> {
  const { db, user } = ctx;
  const reader = readerOf(ctx);
  await enforceRateLimit(db, RATE_LIMITS.forumReportsPerUser, user.id);
  const replyId = input.replyId ?? null;
  const [readable] = replyId
    ? await selectRows<{ ok: boolean }>(
        db,
        sql`select true as ok from forum_replies r join forum_posts p on p.id = r.post_id
            where r.id = ${replyId} and r.post_id = ${input.postId} and ${replyShownTo(reader)} and ${openableTo(reader)} and ${opensTo(reader)}`,
      )
    : await selectRows<{ ok: boolean }>(db, sql`select true as ok from forum_posts p where p.id = ${input.postId} and ${listedTo(reader)}`);
  if (!readable) throw new AppError('NOT_FOUND', replyId ? TOASTS.forum.replyNotFound : TOASTS.forum.postNotFound);

  const [inserted] = await selectRows<{ id: string }>(
    db,
    sql`insert into forum_reports (post_id, reply_id, reporter_id, reason, details)
        values (${input.postId}, ${replyId}, ${user.id}, ${input.reason}, ${input.details})
        on conflict (reporter_id, coalesce(reply_id, post_id)) where resolved_at is null do nothing
        returning id`,
  );
  if (inserted) return { reportId: inserted.id, alreadyReported: false };
  const [open] = await selectRows<{ id: string }>(
    db,
    sql`select id from forum_reports
        where reporter_id = ${user.id} and coalesce(reply_id, post_id) = ${replyId ?? input.postId} and resolved_at is null`,
  );
  // Resolved between the two statements: report again.
  if (!open) return reportContent(ctx, input);
  return { reportId: open.id, alreadyReported: true };
}
