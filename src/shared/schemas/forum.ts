// The community forum: the post form, the list's search, a post with its gated content, replies
// and likes; then staff moderation.
import { z } from 'zod';
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_REPORT_REASONS, FORUM_SORTS, FORUM_TEXT, MODERATION_ACTIONS } from '../constants/forum.ts';
import { cursorField, dateInput, searchTermField } from '../schemas.ts';

/**
 * Who wrote a post or reply. The id (for the link to their card) and the photo only when their
 * profile is visible to the reader; otherwise the name alone.
 */
const authorFields = {
  authorName: z.string(),
  authorId: z.uuid().nullable(),
  authorPhotoUrl: z.string().nullable(),
};

/** What members and staff see of a post's or reply's life: edits, deletion, a moderator's hiding. */
const stateFields = {
  /** When the author last changed it; the screens mark it "edited". */
  editedAt: z.date().nullable(),
  /** Deleted by its author or a moderator: the text is gone, the thread stays. */
  deleted: z.boolean(),
  /** Hidden by a moderator; only staff ever receive such an item, marked. */
  hidden: z.boolean(),
  /** Written by the reader: they may edit or delete it. */
  mine: z.boolean(),
};

const postFields = {
  title: z
    .string()
    .trim()
    .min(FORUM_LIMITS.titleMin, FORUM_TEXT.titleTooShort)
    .max(FORUM_LIMITS.titleMax, FORUM_TEXT.titleTooLong),
  content: z
    .string()
    .trim()
    .min(FORUM_LIMITS.contentMin, FORUM_TEXT.contentTooShort)
    .max(FORUM_LIMITS.contentMax, FORUM_TEXT.contentTooLong),
  category: z.enum(FORUM_CATEGORIES, FORUM_TEXT.categoryRequired),
  /** Only premium members and staff may set it (the server refuses anyone else). */
  isPremiumOnly: z.boolean().default(false),
};
export const forumPostInput = z.object(postFields);

/** The author's edit: every field of the form again. */
export const forumPostUpdateInput = z.object({ postId: z.uuid(), ...postFields });

export const forumCategoryFilter = z.enum(['all', ...FORUM_CATEGORIES]);
export type ForumCategoryFilter = z.infer<typeof forumCategoryFilter>;

export const forumListInput = z.object({
  /** Case-insensitive substring of the title or the content. */
  q: searchTermField,
  category: forumCategoryFilter.default('all'),
  sort: z.enum(FORUM_SORTS).default('newest'),
  /** "Load More". */
  cursor: cursorField,
});

export const forumPostCard = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The full text, or only its first FORUM_LIMITS.premiumPreviewChars when `locked`. */
  content: z.string(),
  /** A premium-only post the viewer may not read in full: the server sent the preview only. */
  locked: z.boolean(),
  category: z.enum(FORUM_CATEGORIES),
  isPremiumOnly: z.boolean(),
  likesCount: z.number().int(),
  repliesCount: z.number().int(),
  createdAt: z.date(),
  ...authorFields,
  ...stateFields,
  /** Always false for visitors. */
  likedByMe: z.boolean(),
});
export type ForumPostCard = z.infer<typeof forumPostCard>;

export const forumPostPage = z.object({ posts: z.array(forumPostCard), nextCursor: z.string().nullable() });
export type ForumPostPage = z.infer<typeof forumPostPage>;

export const forumStatsInput = z.object({
  /** The start of the viewer's day, so "Posts Today" follows their clock; UTC midnight when absent. */
  since: dateInput.optional(),
});

export const forumStats = z.object({
  totalPosts: z.number().int(),
  activeMembers: z.number().int(),
  postsToday: z.number().int(),
});
export type ForumStats = z.infer<typeof forumStats>;

export const forumPostIdInput = z.object({ postId: z.uuid() });

export const forumRepliesInput = z.object({ postId: z.uuid(), cursor: cursorField });

export const forumReply = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  content: z.string(),
  createdAt: z.date(),
  ...authorFields,
  ...stateFields,
});
export type ForumReply = z.infer<typeof forumReply>;

export const forumReplyPage = z.object({ replies: z.array(forumReply), nextCursor: z.string().nullable() });

const replyContent = z.string().trim().min(1, FORUM_TEXT.replyEmpty).max(FORUM_LIMITS.replyMax, FORUM_TEXT.replyTooLong);
export const forumReplyInput = z.object({ postId: z.uuid(), content: replyContent });
export const forumReplyUpdateInput = z.object({ replyId: z.uuid(), content: replyContent });
export const forumReplyIdInput = z.object({ replyId: z.uuid() });

/** A member's report of a post (replyId absent) or of one of its replies. */
export const forumReportInput = z.object({
  postId: z.uuid(),
  replyId: z.uuid().nullish(),
  reason: z.enum(FORUM_REPORT_REASONS, FORUM_TEXT.reportReasonRequired),
  details: z
    .string()
    .trim()
    .max(FORUM_LIMITS.reportDetailsMax, FORUM_TEXT.reportDetailsTooLong)
    .optional()
    .transform((text) => text || null),
});
/** A second report of the same thing by the same member answers the open one. */
export const forumReportResult = z.object({ reportId: z.uuid(), alreadyReported: z.boolean() });
export type ForumReportResult = z.infer<typeof forumReportResult>;

/** Sets the viewer's like (idempotent); the client toggles by sending the opposite of likedByMe. */
export const forumLikeInput = z.object({ postId: z.uuid(), liked: z.boolean() });

export const forumLikeState = z.object({ postId: z.uuid(), liked: z.boolean(), likesCount: z.number().int() });
export type ForumLikeState = z.infer<typeof forumLikeState>;

// ---- Staff: moderation --------------------------------------------------------------------------

// The open report queue, hide / restore / delete with a reason,
// dismissing a report, and the log of who did what.
const reason = z
  .string()
  .trim()
  .min(FORUM_LIMITS.moderationReasonMin, FORUM_TEXT.moderationReasonTooShort)
  .max(FORUM_LIMITS.moderationReasonMax, FORUM_TEXT.moderationReasonTooLong);

export const moderationPageInput = z.object({ cursor: cursorField });

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
