// Sign-up, sign-in (by password or a social provider), sessions, e-mail links and the second
// factor: the area's limits, and the forms' texts built from the limits. The session cookie is in
// the catalogue (cookies.ts).
import { TOASTS, type Toast } from '../toasts.ts';

export const AUTH_LIMITS = {
  emailMax: 254,
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  mfaCodeLength: 6,
  recoveryCodes: 10,
  sessionTtlDays: 30,
  /** E-mailed links: verification lasts a day, a password reset an hour. */
  emailLinkTtlHours: { verifyEmail: 24, changeEmail: 24, resetPassword: 1 },
} as const;

export type EmailLinkPurpose = keyof typeof AUTH_LIMITS.emailLinkTtlHours;

export const AUTH_TEXT = {
  emailRequired: 'Email is required',
  emailTooLong: `Email must be at most ${AUTH_LIMITS.emailMax} characters`,
  emailInvalid: 'Please enter a valid email address',
  required: (label: string) => `${label} is required`,
  nameTooLong: (label: string) => `${label} must be at most ${AUTH_LIMITS.nameMax} characters`,
  roleRequired: 'Please select your role',
  invalidLink: 'This link is invalid or has expired.',
  mfaCode: `Enter the ${AUTH_LIMITS.mfaCodeLength}-digit code from your authenticator app`,
  recoveryCode: 'Enter one of your recovery codes',
} as const;

export const PASSWORD_TEXT = {
  required: 'Password is required',
  tooShort: `Password must be at least ${AUTH_LIMITS.passwordMin} characters`,
  tooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters`,
  mismatch: 'Passwords do not match',
  isEmail: 'Password must not be your email address',
  common: 'This password is too common. Please choose a less common one.',
} as const;

// Social sign-in: the providers, and how a failure reaches the page. Sign-in ends on
// /auth/callback; a failure arrives as `?error=<code>` and the page shows the matching toast. The
// codes are deliberately coarse: the details stay in the server's log.
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
export function oauthErrorToast(param: string | null | undefined): Toast | null {
  if (!param) return null;
  return OAUTH_ERROR_TEXT[isErrorCode(param) ? param : 'failed'];
}
