// Web Push: one row per browser a user allowed notifications in. The endpoint is the push service's
// address for that browser; p256dh and auth are the browser's keys every payload is encrypted to.
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PUSH_LIMITS as L } from '#shared/constants/push.ts';
import { createdAt, id, lengthBetween } from './helpers.ts';
import { ownerId } from './users.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    /** Unique: a browser subscribing again (or under another account) replaces its row. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** The last time the push service accepted a notification for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    check('push_subscriptions_endpoint_length_check', lengthBetween('endpoint', 1, L.endpointMax)),
  ],
);
