import { z } from 'zod';
import {
  blockedListInput,
  blockedPage,
  blockState,
  conversationIdInput,
  conversationListInput,
  conversationPage,
  directMessage,
  memberIdInput,
  reportConversationInput,
  reportCreated,
  sendMessageInput,
  startConversationInput,
  startedConversation,
  thread,
  threadInput,
  unreadCount,
} from '#shared/schemas/messages.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { blockMember, listBlocked, unblockMember } from './blocks.ts';
import { listConversations, markRead, readThread, reportConversation, sendMessage, startConversation, unreadConversations } from './service.ts';

/** Direct messages between two members; staff reach only conversations a participant reported (staff/). */
export const messagesRouter = router({
  /** Starts (or reuses) the conversation with a member and sends the first message; one refusal for every reason the member cannot be messaged. */
  start: authedProcedure.input(startConversationInput).output(startedConversation).mutation(({ ctx, input }) => startConversation(ctx, input)),
  /** Refused once the other member stops taking messages or either side blocks. */
  send: authedProcedure.input(sendMessageInput).output(directMessage).mutation(({ ctx, input }) => sendMessage(ctx, input)),
  /** The caller's conversations, most recent first, with the other member, a preview and an unread flag. */
  list: authedProcedure.input(conversationListInput).output(conversationPage).query(({ ctx, input }) => listConversations(ctx, input)),
  /** A page of a conversation the caller is in (newest first); NOT_FOUND for anyone else. */
  thread: authedProcedure.input(threadInput).output(thread).query(({ ctx, input }) => readThread(ctx, input)),
  /** Answers the new unread count. */
  markRead: authedProcedure.input(conversationIdInput).output(unreadCount).mutation(({ ctx, input }) => markRead(ctx, input)),
  unreadCount: authedProcedure.input(z.void()).output(unreadCount).query(({ ctx }) => unreadConversations(ctx)),
  block: authedProcedure.input(memberIdInput).output(blockState).mutation(({ ctx, input }) => blockMember(ctx, input)),
  unblock: authedProcedure.input(memberIdInput).output(blockState).mutation(({ ctx, input }) => unblockMember(ctx, input)),
  blocked: authedProcedure.input(blockedListInput).output(blockedPage).query(({ ctx, input }) => listBlocked(ctx, input)),
  /** Opens the conversation to staff; reporting again while the report is open answers it. */
  report: authedProcedure.input(reportConversationInput).output(reportCreated).mutation(({ ctx, input }) => reportConversation(ctx, input)),
});
