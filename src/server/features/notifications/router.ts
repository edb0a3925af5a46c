import { z } from 'zod';
import { markReadInput, notificationListInput, notificationPage, unreadCount } from '#shared/schemas/notifications.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { countUnread, listNotifications, markAllRead, markRead } from './service.ts';

/** Only ever the caller's own inbox: no procedure takes a user id. */
export const notificationsRouter = router({
  /** A page of notifications, newest first; `unreadOnly` leaves out those already read. */
  list: authedProcedure.input(notificationListInput).output(notificationPage).query(({ ctx, input }) => listNotifications(ctx, input)),
  /** The header badge. */
  unreadCount: authedProcedure.input(z.void()).output(unreadCount).query(({ ctx }) => countUnread(ctx)),
  /** Marks the caller's named notifications read (others' ids are silently ignored) and answers the new count. */
  markRead: authedProcedure.input(markReadInput).output(unreadCount).mutation(({ ctx, input }) => markRead(ctx, input)),
  markAllRead: authedProcedure.input(z.void()).output(unreadCount).mutation(({ ctx }) => markAllRead(ctx)),
});
