// The community forum: categories and sorts, the post form's limits and messages, page sizes and
// the premium preview.

export const FORUM_CATEGORIES = [
  'interviews',
  'resumes',
  'job-search',
  'career-advice',
  'networking',
  'industry-insights',
  'workplace',
  'freelancing',
  'general',
] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

export const FORUM_SORTS = ['newest', 'oldest', 'most-liked', 'most-replies'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
export const FORUM_SORT_LABELS: Record<ForumSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'most-liked': 'Most Liked',
  'most-replies': 'Most Replies',
};

export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 20,
  contentMax: 5000,
  replyMax: 5000,
  pageSize: 10,
  /** Replies come in pages of this many, oldest first. */
  replyPageSize: 50,
  /** What a reader who may not open a premium-only post sees of it. */
  premiumPreviewChars: 200,
  reportDetailsMax: 1000,
  moderationReasonMin: 3,
  moderationReasonMax: 500,
  /** The moderation queue and the log come in pages of this many. */
  moderationPageSize: 20,
  /** How much of a reply the moderation log copies as its subject. */
  moderationSubjectChars: 200,
} as const;

/** Why a member reports a post or reply. */
export const FORUM_REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'off-topic', 'other'] as const;
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number];
export const FORUM_REPORT_REASON_LABELS: Record<ForumReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  misinformation: 'False or misleading',
  'off-topic': 'Off-topic',
  other: 'Something else',
};

/** What staff do to a post or reply (or to a report, dismissing it); each is logged with a reason. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  hide: 'Hidden',
  restore: 'Restored',
  delete: 'Deleted',
  dismiss: 'Report dismissed',
};

/** The author of a post or reply whose profile has no name. */
export const ANONYMOUS_AUTHOR = 'Anonymous User';

export const FORUM_TEXT = {
  titleTooShort: `Title must be at least ${FORUM_LIMITS.titleMin} characters`,
  titleTooLong: 'Title too long',
  contentTooShort: `Content must be at least ${FORUM_LIMITS.contentMin} characters`,
  contentTooLong: 'Content too long',
  categoryRequired: 'Please select a category',
  replyEmpty: 'Reply cannot be empty',
  replyTooLong: `Reply must be at most ${FORUM_LIMITS.replyMax} characters`,
  reportReasonRequired: 'Please choose a reason',
  reportDetailsTooLong: `Details must be at most ${FORUM_LIMITS.reportDetailsMax} characters`,
  moderationReasonTooShort: `Reason must be at least ${FORUM_LIMITS.moderationReasonMin} characters`,
  moderationReasonTooLong: `Reason must be at most ${FORUM_LIMITS.moderationReasonMax} characters`,
} as const;
