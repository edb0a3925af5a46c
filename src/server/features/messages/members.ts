// What every part of direct messages asks about members: their shown name, whether one may message
// another, and the page of a conversation's messages (members and staff read it alike).
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGE_LIMITS, UNNAMED_MEMBER } from '#shared/constants/messages.ts';
import { PRIVACY_DEFAULTS } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { DirectMessage } from '#shared/schemas/messages.ts';
import { selectRows, type Db, type Tx } from '../../db/client.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';

/** "First Last", one of them, or UNNAMED_MEMBER, from the profile on alias `profile`. */
export const memberName = (profile: string) =>
  sql`coalesce(nullif(concat_ws(' ', nullif(btrim(${sql.raw(profile)}.first_name), ''), nullif(btrim(${sql.raw(profile)}.last_name), '')), ''), ${UNNAMED_MEMBER})`;

/** A privacy toggle of the user on alias `settings`, its default when they never saved one. */
const privacy = (settings: string, column: 'profile_visible' | 'allow_messaging', fallback: boolean) =>
  sql`coalesce(${sql.raw(settings)}.${sql.raw(column)}, ${fallback})`;

export interface Reach {
  /** The recipient exists, shows their profile, takes messages, and neither side blocked the other. */
  allowed: boolean;
  /** The sender blocked the recipient: the only reason the sender may be told, since it is their own. */
  blockedByMe: boolean;
}

/**
 * Whether `senderId` may message `recipientId` now: one statement, the same answer for a member
 * who does not exist, hides their profile, turns messages off or blocked the sender.
 */
export async function reach(db: Db | Tx, senderId: string, recipientId: string): Promise<Reach> {
  const [row] = await selectRows<Reach>(
    db,
    sql`select
          exists (select 1 from user_blocks b where b.blocker_id = ${senderId} and b.blocked_id = ${recipientId}) as "blockedByMe",
          exists (
            select 1 from users u left join user_settings s on s.user_id = u.id
            where u.id = ${recipientId} and u.id <> ${senderId}
              and ${privacy('s', 'profile_visible', PRIVACY_DEFAULTS.profileVisible)}
              and ${privacy('s', 'allow_messaging', PRIVACY_DEFAULTS.allowMessaging)}
              and not exists (
                select 1 from user_blocks b
                where (b.blocker_id = ${senderId} and b.blocked_id = ${recipientId}) or (b.blocker_id = ${recipientId} and b.blocked_id = ${senderId})
              )
          ) as allowed`,
  );
  return { allowed: Boolean(row?.allowed), blockedByMe: Boolean(row?.blockedByMe) };
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_ms: number;
  /** created_at as Postgres prints it, to the microsecond: part of the keyset cursor. */
  created_key: string;
}

export const messageColumns = (alias: string): SQL =>
  sql.raw(`${alias}.id, ${alias}.conversation_id, ${alias}.sender_id, ${alias}.body,
    (extract(epoch from ${alias}.created_at) * 1000)::float8 as created_ms, ${alias}.created_at::text as created_key`);

export const toMessage = (r: MessageRow): DirectMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  senderId: r.sender_id,
  body: r.body,
  createdAt: new Date(Number(r.created_ms)),
});

/** A page of a conversation's messages, newest first; the cursor continues with older ones. */
export async function messagesPage(db: Db, conversationId: string, cursor: string | null | undefined) {
  const after = cursor ? decodeCursor(cursor, ['timestamp', 'uuid'], TOASTS.directMessages.loadFailed) : null;
  const size = MESSAGE_LIMITS.threadPageSize;
  const rows = await selectRows<MessageRow>(
    db,
    sql`select ${messageColumns('m')} from direct_messages m
        where m.conversation_id = ${conversationId}
          ${after ? sql`and (m.created_at, m.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
        order by m.created_at desc, m.id desc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.created_key, last.id]);
  return { messages: page.map(toMessage), nextCursor };
}
