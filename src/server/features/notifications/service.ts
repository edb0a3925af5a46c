// The in-app notifications inbox: `notify` for producers, the user's list (keyset pages, newest
// first), the unread count for the header and marking read. The 90-day retention is the hourly
// sweep's (platform/housekeeping.ts).
//
// Producers call `notify` with their own transaction, so a notification exists exactly when the
// event it tells of was committed (a reply, a like, a subscription change). Every reader and writer
// here filters on the caller's user id: another user's notification reads and acts as if absent.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTIFICATIONS_LIMITS, type NotificationKind } from '#shared/constants/notifications.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { markReadInput, Notification, notificationListInput, NotificationPage, UnreadCount } from '#shared/schemas/notifications.ts';
import { selectRows, type Db, type Tx } from '../../db/client.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import type { Href } from '#shared/routes.ts';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path ("/applications"), or null. */
  link: Href | null;
}

/** Cuts text to a column's limit, so a long company name or post title never fails the event's transaction. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Inserts one notification within the caller's transaction. */
export async function notify(tx: Db | Tx, input: NotifyInput): Promise<void> {
  await tx.execute(
    sql`insert into notifications (user_id, kind, title, body, link)
        values (${input.userId}, ${input.kind}, ${fit(input.title, NOTIFICATIONS_LIMITS.titleMax)},
                ${fit(input.body, NOTIFICATIONS_LIMITS.bodyMax)}, ${input.link})`,
  );
}

/**
 * Notifies once per (kind, subject), for ever: the mark is inserted first and only a new mark
 * notifies. Two transactions racing for one subject take turns on the mark's key; the second
 * finds it and writes nothing. Answers whether it notified.
 */
export async function notifyOnce(tx: Db | Tx, subject: string, input: NotifyInput): Promise<boolean> {
  const marked = await selectRows<{ subject: string }>(
    tx,
    sql`insert into notification_marks (kind, subject, user_id) values (${input.kind}, ${subject}, ${input.userId})
        on conflict (kind, subject) do nothing returning subject`,
  );
  if (marked.length === 0) return false;
  await notify(tx, input);
  return true;
}

/**
 * Takes back what the forum told a member about content that is gone for them (hidden by staff or
 * deleted): the notifications linking to `link`, or, with `writtenAt`, only the one written in the
 * same transaction as the reply (the two share the transaction's time to the microsecond).
 */
export async function withdrawNotifications(tx: Db | Tx, link: string, writtenAt?: string): Promise<void> {
  const when = writtenAt === undefined ? sql`` : sql`and created_at = ${writtenAt}::timestamptz`;
  await tx.execute(sql`delete from notifications where link = ${link} ${when}`);
}

interface NotificationRow {
  id: string;
  kind: Notification['kind'];
  title: string;
  body: string;
  link: string | null;
  read_ms: number | null;
  created_ms: number;
  /** created_at as Postgres prints it, to the microsecond: part of the keyset cursor. */
  created_key: string;
}

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.read_ms === null ? null : new Date(Number(r.read_ms)),
  createdAt: new Date(Number(r.created_ms)),
});

/** One page of the user's notifications, newest first: one statement on notifications_user_created_idx. */
export async function listNotifications(ctx: AuthedContext, input: z.output<typeof notificationListInput>): Promise<NotificationPage> {
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.notifications.loadFailed) : null;
  const after = cursor ? sql`and (n.created_at, n.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const unread = input.unreadOnly ? sql`and n.read_at is null` : sql``;
  const size = NOTIFICATIONS_LIMITS.pageSize;
  const rows = await selectRows<NotificationRow>(
    ctx.db,
    sql`select n.id, n.kind, n.title, n.body, n.link,
               (extract(epoch from n.read_at) * 1000)::float8 as read_ms,
               (extract(epoch from n.created_at) * 1000)::float8 as created_ms, n.created_at::text as created_key
        from notifications n
        where n.user_id = ${ctx.user.id} ${unread} ${after}
        order by n.created_at desc, n.id desc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.created_key, last.id]);
  return { notifications: page.map(toNotification), nextCursor };
}

/** The header badge: one count on the partial index of unread rows. */
export async function countUnread(ctx: AuthedContext): Promise<UnreadCount> {
  const [row] = await selectRows<{ unread: number }>(
    ctx.db,
    sql`select count(*)::int as unread from notifications where user_id = ${ctx.user.id} and read_at is null`,
  );
  return { unread: Number(row!.unread) };
}

/** Marks the named notifications read; ids that are not the caller's, or already read, are left alone. */
export async function markRead(ctx: AuthedContext, { ids }: z.output<typeof markReadInput>): Promise<UnreadCount> {
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await ctx.db.execute(
    sql`update notifications set read_at = now() where user_id = ${ctx.user.id} and read_at is null and id in (${list})`,
  );
  return countUnread(ctx);
}

export async function markAllRead(ctx: AuthedContext): Promise<UnreadCount> {
  await ctx.db.execute(sql`update notifications set read_at = now() where user_id = ${ctx.user.id} and read_at is null`);
  return { unread: 0 };
}
