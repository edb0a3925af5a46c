// The notices of a new message, a push to the recipient's browsers (when their message push toggle
// is on) and an e-mail. They name the sender and link to the thread but do not carry the message: mail leaves our hands (forwarded, kept by mail providers, read on shared
// screens), while in the app the recipient reads with Block and Report beside the words, and a
// message that is reported or blocked later is not already sitting in an inbox. One notice per
// run of unread messages (the caller decides); the mail only when the recipient's `messages` e-mail
// toggle is on, and like every mail that is not about security it carries the one-click unsubscribe.
import { sql } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { conversationPath } from '#shared/constants/messages.ts';
import { EMAIL_TOGGLE_DEFAULTS } from '#shared/constants/settings.ts';
import { selectRows } from '../../db/client.ts';
import { composeMail, escapeHtml } from '../../platform/mail.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../../platform/unsubscribe.ts';
import type { ServerContext } from '../../trpc/context.ts';
import { sendPush } from '../push/service.ts';
import { memberName } from './members.ts';

export async function sendMessageNotice(
  ctx: ServerContext,
  { recipientId, senderId, conversationId }: { recipientId: string; senderId: string; conversationId: string },
): Promise<void> {
  // Read when the notices go out: a toggle turned off a moment ago is honoured.
  const [row] = await selectRows<{ email: string; mails: boolean; sender_name: string }>(
    ctx.db,
    sql`select u.email, (select ${memberName('p')} from profiles p where p.user_id = ${senderId}) as sender_name,
          u.email_verified_at is not null and coalesce(s.email_messages, ${EMAIL_TOGGLE_DEFAULTS.messages}) as mails
        from users u left join user_settings s on s.user_id = u.id
        where u.id = ${recipientId}`,
  );
  if (!row) return;
  await sendPush(ctx, {
    userId: recipientId,
    category: 'messages',
    title: `${row.sender_name} sent you a message`,
    body: 'Open the conversation to read it and reply.',
    url: conversationPath(conversationId),
  });
  if (!row.mails) return;
  const { publicUrl, sessionSecret } = ctx.config;
  const unsubscribe = unsubscribeUrl(publicUrl, sessionSecret, recipientId, 'messages');
  const mail = composeMail(
    row.email,
    `${row.sender_name} sent you a message on ${APP_NAME}`,
    [`${row.sender_name} sent you a message on ${APP_NAME}.`, 'Sign in to read it and reply.'],
    { url: new URL(conversationPath(conversationId), publicUrl).toString(), label: 'Read the message' },
  );
  await ctx.platform.mailer.send({
    ...mail,
    text: `${mail.text}\n\nStop message emails: ${unsubscribe}`,
    html: `${mail.html}\n<p><a href="${escapeHtml(unsubscribe)}">Stop message emails</a></p>`,
    headers: unsubscribeHeaders(unsubscribe),
  });
}
