// The notifications inbox: what the list answers and what its mutations take.
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_LIMITS, NOTIFICATIONS_TEXT } from '../constants/notifications.ts';
import { cursorField } from '../schemas.ts';

export const notificationListInput = z.object({
  /** "Load more". */
  cursor: cursorField,
  unreadOnly: z.boolean().default(false),
});

export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path, or null when the notification leads nowhere. */
  link: z.string().nullable(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});
export type Notification = z.output<typeof notification>;

export const notificationPage = z.object({ notifications: z.array(notification), nextCursor: z.string().nullable() });
export type NotificationPage = z.output<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.output<typeof unreadCount>;

export const markReadInput = z.object({
  ids: z.array(z.uuid()).min(1, NOTIFICATIONS_TEXT.idsInvalid).max(NOTIFICATIONS_LIMITS.markReadMax, NOTIFICATIONS_TEXT.idsInvalid),
});
