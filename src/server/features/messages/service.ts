// Direct messages between two members: starting a conversation, sending, the conversation list, a
// thread, read marks and reports. Only the two participants reach a conversation; anyone else gets
// NOT_FOUND, as for one that does not exist.
//
// Who may message whom (docs/decisions/028-direct-messages.md): the recipient exists, shows their
// profile, allows messaging, and neither side blocked the other, checked at every send, so turning
// messages off or blocking stops a conversation already under way; its history stays readable.
// A refusal reads the same whichever of these it is.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import type {
  conversationIdInput,
  conversationListInput,
  ConversationPage,
  DirectMessage,
  memberIdInput,
  reportConversationInput,
  sendMessageInput,
  startConversationInput,
  Thread,
  threadInput,
} from '#shared/schemas/messages.ts';
import { selectRows, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { memberName, messageColumns, messagesPage, reach, toMessage, type MessageRow } from './members.ts';
import { sendMessageNotice } from './notice.ts';

/** A conversation row's pair is stored ordered, so the pair has one key whoever starts. */
const ordered = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

const notFound = () => new AppError('NOT_FOUND', TOASTS.directMessages.conversationNotFound);

/** Refuses a send the recipient would not take; the sender's own block is the one reason named. */
async function assertReach(db: Db | Tx, senderId: string, recipientId: string) {
  const { allowed, blockedByMe } = await reach(db, senderId, recipientId);
  if (blockedByMe) throw new AppError('FORBIDDEN', TOASTS.directMessages.youBlocked);
  if (!allowed) throw new AppError('FORBIDDEN', TOASTS.directMessages.cannotMessage);
}

/** Whether the recipient has a message in this conversation they have not read yet. */
const hasUnread = (conversation: string | SQL, userId: string) =>
  sql`exists (
    select 1 from direct_messages m left join conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = ${userId}
    where m.conversation_id = ${conversation} and m.sender_id <> ${userId} and m.created_at > coalesce(r.last_read_at, '-infinity')
  )`;

/**
 * Adds a message inside the caller's transaction (which holds the conversation's row): the
 * conversation moves to the top of both lists and the sender has read their own words. Answers
 * whether the recipient had nothing unread before, which is when they are sent a notice (push and e-mail).
 */
async function appendMessage(tx: Tx, conversationId: string, senderId: string, recipientId: string, body: string) {
  const [row] = await selectRows<MessageRow & { had_unread: boolean }>(
    tx,
    sql`with before as (select ${hasUnread(conversationId, recipientId)} as had_unread),
        m as (insert into direct_messages (conversation_id, sender_id, body) values (${conversationId}, ${senderId}, ${body}) returning *),
        moved as (update conversations set last_message_at = (select created_at from m) where id = ${conversationId}),
        seen as (
          insert into conversation_reads (conversation_id, user_id, last_read_at) select ${conversationId}, ${senderId}, created_at from m
          on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)
        )
        select ${messageColumns('m')}, before.had_unread from m, before`,
  );
  return { message: toMessage(row!), firstUnread: !row!.had_unread };
}

/** For a member's public card: whether the caller may start a conversation with them now. */
export async function canMessage(ctx: AuthedContext, input: z.output<typeof memberIdInput>): Promise<boolean> {
  return (await reach(ctx.db, ctx.user.id, input.userId)).allowed;
}

/** After commit: the notice goes out in the background, never delaying or failing the send. */
function noticeAfterCommit(ctx: AuthedContext, firstUnread: boolean, recipientId: string, message: DirectMessage) {
  if (!firstUnread) return;
  ctx.platform.tasks.run('message-notice', () => sendMessageNotice(ctx, { recipientId, senderId: ctx.user.id, conversationId: message.conversationId }));
}

export async function startConversation(
  ctx: AuthedContext,
  input: z.output<typeof startConversationInput>,
): Promise<{ conversationId: string; message: DirectMessage }> {
  const { db, user } = ctx;
  if (input.userId === user.id) throw new AppError('BAD_REQUEST', TOASTS.directMessages.notYourself);
  const [low, high] = ordered(user.id, input.userId);
  await assertReach(db, user.id, input.userId);
  const [existing] = await selectRows<{ id: string }>(db, sql`select id from conversations where user_low = ${low} and user_high = ${high}`);
  await enforceRateLimit(db, RATE_LIMITS.directMessagesPerUser, user.id);
  if (!existing) await enforceRateLimit(db, RATE_LIMITS.conversationsPerUser, user.id);
  const result = await db.transaction(async (tx) => {
    // Made or found in one statement, its row locked until the message is in.
    const [conversation] = await selectRows<{ id: string }>(
      tx,
      sql`insert into conversations (user_low, user_high) values (${low}, ${high})
          on conflict (user_low, user_high) do update set last_message_at = conversations.last_message_at
          returning id`,
    );
    // Checked again under the lock: a block made meanwhile stops this message.
    await assertReach(tx, user.id, input.userId);
    return appendMessage(tx, conversation!.id, user.id, input.userId, input.body);
  });
  noticeAfterCommit(ctx, result.firstUnread, input.userId, result.message);
  return { conversationId: result.message.conversationId, message: result.message };
}

/** The other participant of a conversation the caller is in, or NOT_FOUND. */
async function otherParticipant(db: Db | Tx, conversationId: string, userId: string, lock = false): Promise<string> {
  const [row] = await selectRows<{ other: string }>(
    db,
    sql`select case when user_low = ${userId} then user_high else user_low end as other from conversations
        where id = ${conversationId} and ${userId} in (user_low, user_high) ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return row.other;
}

export async function sendMessage(ctx: AuthedContext, input: z.output<typeof sendMessageInput>): Promise<DirectMessage> {
  const { db, user } = ctx;
  await otherParticipant(db, input.conversationId, user.id);
  await enforceRateLimit(db, RATE_LIMITS.directMessagesPerUser, user.id);
  const result = await db.transaction(async (tx) => {
    const other = await otherParticipant(tx, input.conversationId, user.id, true);
    await assertReach(tx, user.id, other);
    return { other, ...(await appendMessage(tx, input.conversationId, user.id, other, input.body)) };
  });
  noticeAfterCommit(ctx, result.firstUnread, result.other, result.message);
  return result.message;
}

interface SummaryRow {
  id: string;
  other_id: string;
  other_name: string;
  preview: string;
  last_from_me: boolean;
  last_ms: number;
  last_key: string;
  unread: boolean;
}

/** The caller's conversations, most recent first, each with the other member, a preview and whether it has unread messages. */
export async function listConversations(ctx: AuthedContext, input: z.output<typeof conversationListInput>): Promise<ConversationPage> {
  const me = ctx.user.id;
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.directMessages.loadFailed) : null;
  const size = MESSAGE_LIMITS.conversationPageSize;
  const rows = await selectRows<SummaryRow>(
    ctx.db,
    sql`select c.id, o.other_id, ${memberName('p')} as other_name,
               left(lm.body, ${MESSAGE_LIMITS.previewChars}) as preview, lm.sender_id = ${me} as last_from_me,
               (extract(epoch from c.last_message_at) * 1000)::float8 as last_ms, c.last_message_at::text as last_key,
               ${hasUnread(sql`c.id`, me)} as unread
        from conversations c
        cross join lateral (select case when c.user_low = ${me} then c.user_high else c.user_low end as other_id) o
        left join profiles p on p.user_id = o.other_id
        cross join lateral (
          select m.body, m.sender_id from direct_messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
        ) lm
        where ${me} in (c.user_low, c.user_high)
          ${cursor ? sql`and (c.last_message_at, c.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``}
        order by c.last_message_at desc, c.id desc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.last_key, last.id]);
  return {
    conversations: page.map((r) => ({
      id: r.id,
      other: { userId: r.other_id, name: r.other_name },
      preview: r.preview,
      lastMessageAt: new Date(Number(r.last_ms)),
      lastFromMe: Boolean(r.last_from_me),
      unread: Boolean(r.unread),
    })),
    nextCursor,
  };
}

/** A page of one conversation the caller is in, with the other member and whether a send would go through. */
export async function readThread(ctx: AuthedContext, input: z.output<typeof threadInput>): Promise<Thread> {
  const { db, user } = ctx;
  const other = await otherParticipant(db, input.conversationId, user.id);
  const [[profile], state, page] = await Promise.all([
    selectRows<{ name: string }>(db, sql`select ${memberName('p')} as name from (select ${other}::uuid as user_id) u left join profiles p on p.user_id = u.user_id`),
    reach(db, user.id, other),
    messagesPage(db, input.conversationId, input.cursor),
  ]);
  return {
    id: input.conversationId,
    other: { userId: other, name: profile!.name },
    blockedByMe: state.blockedByMe,
    canSend: state.allowed,
    ...page,
  };
}

/** Everything in the conversation so far is read; the mark never moves back. */
export async function markRead(ctx: AuthedContext, input: z.output<typeof conversationIdInput>) {
  const { db, user } = ctx;
  await otherParticipant(db, input.conversationId, user.id);
  // The newest message's own time, not now(): a message whose transaction began earlier but
  // commits later must still count as unread.
  await db.execute(sql`insert into conversation_reads (conversation_id, user_id, last_read_at)
    select ${input.conversationId}, ${user.id}, coalesce(max(created_at), now()) from direct_messages where conversation_id = ${input.conversationId}
    on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)`);
  return unreadConversations(ctx);
}

/** How many of the caller's conversations hold a message they have not read: the header's badge. */
export async function unreadConversations(ctx: AuthedContext): Promise<{ unreadConversations: number }> {
  const me = ctx.user.id;
  const [row] = await selectRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from conversations c where ${me} in (c.user_low, c.user_high) and ${hasUnread(sql`c.id`, me)}`,
  );
  return { unreadConversations: Number(row?.n ?? 0) };
}

/**
 * A participant's report opens the conversation to staff. One open report per reporter and
 * conversation: reporting again answers the open one.
 */
export async function reportConversation(ctx: AuthedContext, input: z.output<typeof reportConversationInput>): Promise<{ reportId: string }> {
  const { db, user } = ctx;
  await otherParticipant(db, input.conversationId, user.id);
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`with made as (
          insert into message_reports (conversation_id, reporter_id, reason) values (${input.conversationId}, ${user.id}, ${input.reason})
          on conflict (conversation_id, reporter_id) where resolved_at is null do nothing returning id
        )
        select id from made
        union all
        select id from message_reports where conversation_id = ${input.conversationId} and reporter_id = ${user.id} and resolved_at is null
        limit 1`,
  );
  return { reportId: row!.id };
}
