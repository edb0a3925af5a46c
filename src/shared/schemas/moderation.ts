// Staff moderation of the community: the open report queue, hide / restore / delete with a reason,
// dismissing a report, and the log of who did what.
import { z } from 'zod';
import { FORUM_LIMITS, FORUM_TEXT, FORUM_REPORT_REASONS, MODERATION_ACTIONS } from '../constants/forum.ts';

const reason = z
  .string()
  .trim()
  .min(FORUM_LIMITS.moderationReasonMin, FORUM_TEXT.moderationReasonTooShort)
  .max(FORUM_LIMITS.moderationReasonMax, FORUM_TEXT.moderationReasonTooLong);

export const moderationPageInput = z.object({ cursor: z.string().max(300).nullish() });

/** One open report with what it is about, as staff read it (hidden text included). */
export const moderationReport = z.object({
  id: z.uuid(),
  reason: z.enum(FORUM_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.date(),
  reporterName: z.string(),
  postId: z.uuid(),
  replyId: z.uuid().nullable(),
  /** The post's title (for a reply, the title of the post it answers). */
  postTitle: z.string(),
  /** The reported text: the post's content or the reply's. */
  text: z.string(),
  authorName: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  /** Open reports on the same post or reply, this one included. */
  openReports: z.number().int(),
});
export type ModerationReport = z.infer<typeof moderationReport>;
export const moderationQueue = z.object({ reports: z.array(moderationReport), nextCursor: z.string().nullable() });

/** Hide, restore or delete a post (replyId absent) or a reply, with the reason; reportId when acting from a report. */
export const moderationActInput = z.object({
  action: z.enum(['hide', 'restore', 'delete']),
  postId: z.uuid(),
  replyId: z.uuid().nullish(),
  reportId: z.uuid().nullish(),
  reason,
});

export const moderationDismissInput = z.object({ reportId: z.uuid(), reason });

export const moderationLogEntry = z.object({
  id: z.uuid(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  /** The title or opening copied when the action was taken, so the log reads after a deletion. */
  subject: z.string(),
  moderatorName: z.string().nullable(),
  createdAt: z.date(),
  postId: z.uuid().nullable(),
  replyId: z.uuid().nullable(),
  /** The post or reply as it is now: restorable while hidden and not deleted. */
  targetHidden: z.boolean(),
  targetDeleted: z.boolean(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;
export const moderationLog = z.object({ entries: z.array(moderationLogEntry), nextCursor: z.string().nullable() });
