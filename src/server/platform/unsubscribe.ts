// One-click unsubscribe (RFC 8058). Each mail that is not about security carries a link whose token
// names the user and the e-mail toggle it turns off, signed with the session secret: the link works
// without signing in and cannot be forged or pointed at another user or toggle. Tokens do not
// expire, because an unsubscribe link in an old mail must keep working.
import { createHmac } from 'node:crypto';
import { EMAIL_TOGGLES, type EmailToggle } from '#shared/constants/settings.ts';
import { safeEqual } from './crypto.ts';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The purpose is part of what is signed, so no other HMAC made with the same secret passes here. */
const signature = (secret: string, userId: string, toggle: EmailToggle) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${toggle}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: string, toggle: EmailToggle) =>
  `${userId}.${toggle}.${signature(secret, userId, toggle)}`;

/** The user and toggle a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; toggle: EmailToggle } | null {
  const [userId, toggle, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !sig || !UUID.test(userId) || !EMAIL_TOGGLES.includes(toggle as EmailToggle)) return null;
  return safeEqual(sig, signature(secret, userId, toggle as EmailToggle)) ? { userId, toggle: toggle as EmailToggle } : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, toggle: EmailToggle): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('token', unsubscribeToken(secret, userId, toggle));
  return url.toString();
}

/** The headers that let a mail client offer its own unsubscribe button and POST to us. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
