// Direct messages between two members: the conversation (one per pair), its messages, each
// participant's read mark, blocks between members, and reports that open a thread to staff.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { createdAt, id } from './helpers.ts';
import { users } from './users.ts';

const member = (name: string) => uuid(name).notNull().references(() => users.id, { onDelete: 'cascade' });

/**
 * One row per pair of members, stored ordered (user_low < user_high) so the pair has one key
 * whoever starts. last_message_at orders the conversation list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userLow: member('user_low'),
    userHigh: member('user_high'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_pair_ordered_check', sql`${t.userLow} < ${t.userHigh}`),
    uniqueIndex('conversations_pair_idx').on(t.userLow, t.userHigh),
    index('conversations_low_recent_idx').on(t.userLow, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_high_recent_idx').on(t.userHigh, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: member('sender_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('direct_messages_body_check', sql`char_length(btrim(${t.body})) >= 1 and char_length(${t.body}) <= ${sql.raw(String(MESSAGE_LIMITS.bodyMax))}`),
    index('direct_messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('direct_messages_sender_idx').on(t.senderId),
  ],
);

/** How far each participant has read; no row means nothing read yet. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: member('user_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: member('blocker_id'),
    blockedId: member('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** A participant's report on a conversation; while one exists, staff may read that conversation. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: member('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('message_reports_reason_check', sql`char_length(btrim(${t.reason})) >= 1 and char_length(${t.reason}) <= ${sql.raw(String(MESSAGE_LIMITS.reportReasonMax))}`),
    check('message_reports_resolved_check', sql`${t.resolvedBy} is null or ${t.resolvedAt} is not null`),
    // A reporter has at most one open report per conversation; a second report answers the first.
    uniqueIndex('message_reports_open_idx').on(t.conversationId, t.reporterId).where(sql`${t.resolvedAt} is null`),
    index('message_reports_status_created_idx').on(sql`(${t.resolvedAt} is null)`, t.createdAt.desc(), t.id.desc()),
    index('message_reports_reporter_idx').on(t.reporterId),
    index('message_reports_resolved_by_idx').on(t.resolvedBy),
  ],
);
