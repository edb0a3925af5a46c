// Direct messages between members: the limits of a message and a report, page sizes, report
// statuses and the words of their validation messages.
import { link } from '../routes.ts';

export const MESSAGE_LIMITS = {
  bodyMax: 2000,
  reportReasonMax: 1000,
  /** Conversations in the list, messages in a thread, reports in the staff list and blocked members: per page. */
  conversationPageSize: 20,
  threadPageSize: 50,
  reportPageSize: 20,
  blockedPageSize: 50,
  /** How much of the last message the conversation list shows. */
  previewChars: 140,
} as const;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };

/** The name shown for a member whose profile has no name. */
export const UNNAMED_MEMBER = 'Member';

export const MESSAGE_FORM_TEXT = {
  bodyEmpty: 'Write a message first',
  bodyTooLong: `A message can be at most ${MESSAGE_LIMITS.bodyMax} characters`,
  reasonEmpty: 'Say what is wrong with this conversation',
  reasonTooLong: `A report can be at most ${MESSAGE_LIMITS.reportReasonMax} characters`,
} as const;

/** The inbox (its Messages tab lists conversations) and one conversation's thread. */
export const INBOX_PATH = link('/messages');
/** The inbox opened on its Messages tab, where a thread's back link leads. */
export const CONVERSATIONS_PATH = link('/messages?tab=messages');
export const conversationPath = (conversationId: string) => link(`/messages/${conversationId}`);
