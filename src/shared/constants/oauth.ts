// Social sign-in: the providers, and how a failure reaches the page. Sign-in ends on
// /auth/callback; a failure arrives as `?error=<code>` and the page shows the matching toast. The
// codes are deliberately coarse: the details stay in the server's log.
import { TOASTS, type Toast } from '../toasts.ts';

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

export const OAUTH_ERROR_CODES = ['not_configured', 'email_unverified', 'failed'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const OAUTH_ERROR_TEXT: Record<OAuthErrorCode, Toast> = {
  not_configured: TOASTS.auth.oauthNotConfigured,
  email_unverified: TOASTS.auth.oauthUnverifiedEmail,
  failed: TOASTS.auth.callbackFailed,
};

const isErrorCode = (param: string): param is OAuthErrorCode => (OAUTH_ERROR_CODES as readonly string[]).includes(param);

/** The toast for the callback's `error` parameter; a value we never send still reads as a failure. */
export function oauthErrorMessage(param: string | null | undefined): Toast | null {
  if (!param) return null;
  return OAUTH_ERROR_TEXT[isErrorCode(param) ? param : 'failed'];
}
