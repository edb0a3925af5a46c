// Staff moderation of the community (admin.moderation, the staff tier): the open report queue,
// hide / restore / delete of a post or reply with a reason, dismissing a report, and the log.
//
// Every action runs in one transaction: the post or reply row is locked (forum's lockTarget), the
// change applied (forum's applyModeration: counts, reports resolved, notifications withdrawn) and
// one moderation_actions row written with the moderator, the reason and a copy of the title or
// opening, so the log still reads after a deletion wiped the text.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ANONYMOUS_AUTHOR, FORUM_LIMITS, type ForumReportReason, type ModerationAction } from '#shared/constants/forum.ts';
import type {
  moderationActInput,
  moderationDismissInput,
  ModerationLogEntry,
  moderationPageInput,
  ModerationReport,
} from '#shared/schemas/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { selectRows, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../../platform/keyset.ts';
import type { StaffContext } from '../../../trpc/context.ts';
import { applyModeration, lockTarget, type ModerationTarget } from '../changes.ts';

const nameOf = (profile: string, user: string) =>
  sql`coalesce(nullif(concat_ws(' ', nullif(btrim(${sql.raw(profile)}.first_name), ''), nullif(btrim(${sql.raw(profile)}.last_name), '')), ''), ${sql.raw(user)}.email, ${ANONYMOUS_AUTHOR})`;

interface ReportRow {
  id: string;
  reason: ForumReportReason;
  details: string | null;
  created_ms: number;
  created_key: string;
  reporter_name: string;
  post_id: string;
  reply_id: string | null;
  post_title: string;
  text: string;
  author_name: string;
  hidden: boolean;
  deleted: boolean;
  open_reports: number;
}

/** Open reports, oldest first (a queue), with the reported text as staff see it. */
export async function listQueue(
  ctx: StaffContext,
  input: z.output<typeof moderationPageInput>,
): Promise<{ reports: ModerationReport[]; nextCursor: string | null }> {
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.moderation.loadFailed) : null;
  const after = cursor ? sql`and (f.created_at, f.id) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const size = FORUM_LIMITS.moderationPageSize;
  const rows = await selectRows<ReportRow>(
    ctx.db,
    sql`select f.id, f.reason, f.details, (extract(epoch from f.created_at) * 1000)::float8 as created_ms, f.created_at::text as created_key,
               ${nameOf('rp', 'ru')} as reporter_name, f.post_id, f.reply_id, p.title as post_title,
               coalesce(r.content, p.content) as text, ${nameOf('ap', 'au')} as author_name,
               coalesce(r.hidden_at, p.hidden_at) is not null as hidden,
               (case when r.id is null then p.deleted_at else r.deleted_at end) is not null as deleted,
               (select count(*)::int from forum_reports o
                 where o.resolved_at is null and coalesce(o.reply_id, o.post_id) = coalesce(f.reply_id, f.post_id)) as open_reports
        from forum_reports f
        join forum_posts p on p.id = f.post_id
        left join forum_replies r on r.id = f.reply_id
        join users ru on ru.id = f.reporter_id left join profiles rp on rp.user_id = f.reporter_id
        join users au on au.id = coalesce(r.user_id, p.user_id) left join profiles ap on ap.user_id = au.id
        where f.resolved_at is null ${after}
        order by f.created_at asc, f.id asc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.created_key, last.id]);
  return {
    reports: page.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      createdAt: new Date(Number(r.created_ms)),
      reporterName: r.reporter_name,
      postId: r.post_id,
      replyId: r.reply_id,
      postTitle: r.post_title,
      text: r.text,
      authorName: r.author_name,
      hidden: Boolean(r.hidden),
      deleted: Boolean(r.deleted),
      openReports: Number(r.open_reports),
    })),
    nextCursor,
  };
}

async function log(
  tx: Tx,
  entry: { moderatorId: string; target: ModerationTarget; reportId: string | null; action: ModerationAction; reason: string; subject: string },
) {
  await tx.execute(
    sql`insert into moderation_actions (moderator_id, post_id, reply_id, report_id, action, reason, subject)
        values (${entry.moderatorId}, ${entry.target.postId}, ${entry.target.replyId}, ${entry.reportId}, ${entry.action}, ${entry.reason}, ${entry.subject})`,
  );
}

/** Checks a named report exists and is about this target (acting from the queue). */
async function checkReport(tx: Tx, reportId: string, target: ModerationTarget) {
  const [row] = await selectRows<{ ok: boolean }>(
    tx,
    sql`select true as ok from forum_reports where id = ${reportId} and post_id = ${target.postId}
          and reply_id is not distinct from ${target.replyId}::uuid`,
  );
  if (!row) throw new AppError('NOT_FOUND', TOASTS.moderation.reportNotFound);
}

/** Hide, restore or delete a post or reply; a change that does not apply is a 409 and writes nothing. */
export async function moderate(ctx: StaffContext, input: z.output<typeof moderationActInput>): Promise<void> {
  const target: ModerationTarget = { postId: input.postId, replyId: input.replyId ?? null };
  await ctx.db.transaction(async (tx) => {
    const locked = await lockTarget(tx, target);
    if (!locked) throw new AppError('NOT_FOUND', target.replyId ? TOASTS.forum.replyNotFound : TOASTS.forum.postNotFound);
    if (input.reportId) await checkReport(tx, input.reportId, target);
    if (locked.deleted) throw new AppError('CONFLICT', TOASTS.moderation.alreadyDeleted);
    if (input.action === 'hide' && locked.hidden) throw new AppError('CONFLICT', TOASTS.moderation.alreadyHidden);
    if (input.action === 'restore' && !locked.hidden) throw new AppError('CONFLICT', TOASTS.moderation.notHidden);
    await applyModeration(tx, locked, input.action, ctx.user.id);
    await log(tx, { moderatorId: ctx.user.id, target, reportId: input.reportId ?? null, action: input.action, reason: input.reason, subject: locked.subject });
  });
}

/**
 * Dismisses a report: nothing wrong with what it names. Every open report on the same post or
 * reply is resolved with it, so the queue does not ask the same question again.
 */
export async function dismissReport(ctx: StaffContext, input: z.output<typeof moderationDismissInput>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [report] = await selectRows<{ post_id: string; reply_id: string | null; resolved: boolean }>(
      tx,
      sql`select post_id, reply_id, resolved_at is not null as resolved from forum_reports where id = ${input.reportId} for update`,
    );
    if (!report) throw new AppError('NOT_FOUND', TOASTS.moderation.reportNotFound);
    if (report.resolved) throw new AppError('CONFLICT', TOASTS.moderation.reportResolved);
    const target: ModerationTarget = { postId: report.post_id, replyId: report.reply_id };
    const locked = await lockTarget(tx, target);
    const on = target.replyId ? sql`reply_id = ${target.replyId}` : sql`post_id = ${target.postId} and reply_id is null`;
    await tx.execute(sql`update forum_reports set resolved_at = now(), resolved_by = ${ctx.user.id} where resolved_at is null and ${on}`);
    await log(tx, { moderatorId: ctx.user.id, target, reportId: input.reportId, action: 'dismiss', reason: input.reason, subject: locked?.subject ?? '' });
  });
}

interface LogRow {
  id: string;
  action: ModerationAction;
  reason: string;
  subject: string;
  moderator_name: string | null;
  created_ms: number;
  created_key: string;
  post_id: string | null;
  reply_id: string | null;
  target_hidden: boolean;
  target_deleted: boolean;
}

/** Who did what, newest first, with the target's state now (for Restore). */
export async function listLog(
  ctx: StaffContext,
  input: z.output<typeof moderationPageInput>,
): Promise<{ entries: ModerationLogEntry[]; nextCursor: string | null }> {
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.moderation.loadFailed) : null;
  const after = cursor ? sql`and (a.created_at, a.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const size = FORUM_LIMITS.moderationPageSize;
  const rows = await selectRows<LogRow>(
    ctx.db,
    sql`select a.id, a.action, a.reason, a.subject, case when mu.id is null then null else ${nameOf('mp', 'mu')} end as moderator_name,
               (extract(epoch from a.created_at) * 1000)::float8 as created_ms, a.created_at::text as created_key,
               a.post_id, a.reply_id,
               coalesce(r.hidden_at, case when a.reply_id is null then p.hidden_at end) is not null as target_hidden,
               (case when a.reply_id is null then p.deleted_at else r.deleted_at end) is not null as target_deleted
        from moderation_actions a
        left join forum_posts p on p.id = a.post_id
        left join forum_replies r on r.id = a.reply_id
        left join users mu on mu.id = a.moderator_id left join profiles mp on mp.user_id = a.moderator_id
        where true ${after}
        order by a.created_at desc, a.id desc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.created_key, last.id]);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      reason: r.reason,
      subject: r.subject,
      moderatorName: r.moderator_name,
      createdAt: new Date(Number(r.created_ms)),
      postId: r.post_id,
      replyId: r.reply_id,
      targetHidden: Boolean(r.target_hidden),
      targetDeleted: Boolean(r.target_deleted),
    })),
    nextCursor,
  };
}
