// The in-app notifications inbox: the kinds of notification, their words, and the limits that keep
// the inbox bounded.

/** Every kind a producer may write; the table's CHECK constraint is built from this list. */
export const NOTIFICATION_KINDS = ['reply', 'like_milestone', 'job_alert', 'follow_up', 'subscription'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reply: 'Reply',
  like_milestone: 'Likes',
  job_alert: 'Job alert',
  follow_up: 'Follow-up',
  subscription: 'Subscription',
};

/** A post's like counts that notify its author, each once per post. */
export const LIKE_MILESTONES = [1, 10, 50, 100] as const;

export const NOTIFICATIONS_LIMITS = {
  pageSize: 20,
  /** Notifications older than this are deleted by the hourly sweep. */
  retentionDays: 90,
  /** An application still "applied" this many days after its last change gets one reminder. */
  followUpAfterDays: 7,
  /** Applications reminded per statement of the daily job. */
  followUpBatch: 500,
  /** The daily follow-up reminder run (UTC), an hour after the job alert digest. */
  followUpCron: '0 9 * * *',
  /** Ids one markRead call may name: a page and more. */
  markReadMax: 100,
  titleMax: 200,
  bodyMax: 1000,
  linkMax: 2000,
  /** How often the header's unread count is refreshed while the page is open. */
  unreadRefetchMs: 60_000,
} as const;

export const NOTIFICATIONS_TEXT = {
  idsInvalid: 'Choose at least one notification',
  empty: "You're all caught up",
  emptyDescription: 'Replies to your posts, job alert matches, follow-up reminders and subscription news show up here.',
  emptyUnread: 'No unread notifications',
};

/** The subscription changes that notify, and their words. */
export const SUBSCRIPTION_EVENTS = {
  started: { title: 'Welcome to Premium', body: 'Your premium subscription is active.' },
  renewed: { title: 'Subscription renewed', body: 'Your premium subscription has renewed.' },
  cancelled: { title: 'Subscription cancelled', body: 'Your premium subscription will not renew. You keep premium until the end of the period.' },
  ended: { title: 'Subscription ended', body: 'Your premium subscription has ended.' },
  paymentFailed: { title: 'Payment failed', body: 'We could not take your payment. Update your card to keep premium.' },
  resumed: { title: 'Subscription resumed', body: 'Your premium subscription will renew again.' },
} as const;
export type SubscriptionEvent = keyof typeof SUBSCRIPTION_EVENTS;
