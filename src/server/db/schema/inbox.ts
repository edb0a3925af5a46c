// The in-app notifications inbox, and the marks that make a producer notify once per event.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { createdAt, id, oneOf } from './helpers.ts';
import { ownerId } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path ("/community/post/…"), never an outside address. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_title_length_check', sql`char_length(${t.title}) between 1 and ${sql.raw(String(NOTIFICATIONS_LIMITS.titleMax))}`),
    check('notifications_body_length_check', sql`char_length(${t.body}) <= ${sql.raw(String(NOTIFICATIONS_LIMITS.bodyMax))}`),
    check('notifications_link_check', sql`${t.link} is null or (${t.link} ~ '^/[^/\\\\]' and char_length(${t.link}) <= ${sql.raw(String(NOTIFICATIONS_LIMITS.linkMax))})`),
    // The inbox list, newest first, and its keyset pages.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The header badge counts only unread rows.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The retention sweep deletes by age.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * "This event has notified": a like milestone of a post ("postId:10"), the follow-up reminder of an
 * application at its last change ("applicationId@time"), or a job alert's inbox watermark (the alert's
 * id, marked_at the run that last notified). Kept apart from the notifications so the 90-day sweep
 * cannot make an old event notify again.
 */
export const notificationMarks = pgTable(
  'notification_marks',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    userId: ownerId(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subject] }),
    check('notification_marks_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    index('notification_marks_user_id_idx').on(t.userId),
  ],
);
