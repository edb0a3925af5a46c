// Social sign-in ends on /auth/callback; a failure arrives as `?error=<code>` and the page shows the
// matching toast. The codes are deliberately coarse: the details stay in the server's log.
import { z } from 'zod';
import { MESSAGES, type Message } from '../messages.ts';

export const OAUTH_ERROR_CODES = ['not_configured', 'email_unverified', 'failed'] as const;
export const oauthErrorCode = z.enum(OAUTH_ERROR_CODES);
export type OAuthErrorCode = z.infer<typeof oauthErrorCode>;

export const OAUTH_ERROR_MESSAGES: Record<OAuthErrorCode, Message> = {
  not_configured: MESSAGES.auth.oauthNotConfigured,
  email_unverified: MESSAGES.auth.oauthUnverifiedEmail,
  failed: MESSAGES.auth.callbackFailed,
};

/** The toast for the callback's `error` parameter; a value we never send still reads as a failure. */
export function oauthErrorMessage(param: string | null | undefined): Message | null {
  if (!param) return null;
  const parsed = oauthErrorCode.safeParse(param);
  return OAUTH_ERROR_MESSAGES[parsed.success ? parsed.data : 'failed'];
}
