// Direct messages: starting a conversation, sending, the conversation list and a thread, blocks,
// reports, and the staff's view of reported threads.
import { z } from 'zod';
import { MESSAGE_FORM_TEXT, MESSAGE_LIMITS, REPORT_STATUSES } from '../constants/messages.ts';
import { cursorField } from '../schemas.ts';

export const messageBody = z.string().trim().min(1, MESSAGE_FORM_TEXT.bodyEmpty).max(MESSAGE_LIMITS.bodyMax, MESSAGE_FORM_TEXT.bodyTooLong);

export const startConversationInput = z.object({ userId: z.uuid(), body: messageBody });
export const sendMessageInput = z.object({ conversationId: z.uuid(), body: messageBody });
export const conversationIdInput = z.object({ conversationId: z.uuid() });
export const conversationListInput = z.object({ cursor: cursorField });
export const threadInput = z.object({ conversationId: z.uuid(), cursor: cursorField });
export const memberIdInput = z.object({ userId: z.uuid() });
export const blockedListInput = z.object({ cursor: cursorField });
export const reportConversationInput = z.object({
  conversationId: z.uuid(),
  reason: z.string().trim().min(1, MESSAGE_FORM_TEXT.reasonEmpty).max(MESSAGE_LIMITS.reportReasonMax, MESSAGE_FORM_TEXT.reasonTooLong),
});
export const reportListInput = z.object({ status: z.enum(REPORT_STATUSES).default('open'), cursor: cursorField });
export const reportIdInput = z.object({ reportId: z.uuid() });
export const reportedThreadInput = z.object({ reportId: z.uuid(), cursor: cursorField });

export const member = z.object({ userId: z.uuid(), name: z.string() });
export type Member = z.infer<typeof member>;

export const directMessage = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  body: z.string(),
  createdAt: z.date(),
});
export type DirectMessage = z.infer<typeof directMessage>;

export const conversationSummary = z.object({
  id: z.uuid(),
  other: member,
  /** The start of the last message, MESSAGE_LIMITS.previewChars at most. */
  preview: z.string(),
  lastMessageAt: z.date(),
  lastFromMe: z.boolean(),
  unread: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationPage = z.object({ conversations: z.array(conversationSummary), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof conversationPage>;

/** A page of messages, newest first; the next page holds older ones. */
export const messagePage = z.object({ messages: z.array(directMessage), nextCursor: z.string().nullable() });

export const thread = messagePage.extend({
  id: z.uuid(),
  other: member,
  /** The caller blocked the other member (the thread offers Unblock). */
  blockedByMe: z.boolean(),
  /** Whether a message sent now would be accepted; false says no more than a refused send would. */
  canSend: z.boolean(),
});
export type Thread = z.infer<typeof thread>;

export const startedConversation = z.object({ conversationId: z.uuid(), message: directMessage });

export const unreadCount = z.object({ unreadConversations: z.number().int() });

export const blockState = z.object({ userId: z.uuid(), blocked: z.boolean() });

export const blockedMember = member.extend({ blockedAt: z.date() });
export const blockedPage = z.object({ members: z.array(blockedMember), nextCursor: z.string().nullable() });

export const reportCreated = z.object({ reportId: z.uuid() });

export const reportSummary = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  reason: z.string(),
  reporter: member,
  /** The other participant: the member reported on. */
  reported: member,
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
  resolvedBy: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof reportSummary>;

export const reportPage = z.object({ reports: z.array(reportSummary), nextCursor: z.string().nullable() });

export const reportedThread = messagePage.extend({ report: reportSummary });
export type ReportedThread = z.infer<typeof reportedThread>;
