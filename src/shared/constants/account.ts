// The Account tab's limits and messages: password, e-mail, sessions, deletion and personal API tokens.
import { PASSWORD_TEXT } from './auth.ts';

export const ACCOUNT_LIMITS = {
  /** A user holds at most this many personal API tokens. */
  apiTokensPerUser: 20,
  tokenNameMax: 100,
  /** The sessions list shows at most this many, most recently seen first. */
  sessionsListed: 50,
} as const;

/** Personal API tokens: a prefix tells them from session tokens, and they always expire. */
export const API_TOKEN_PREFIX = 'upw_';
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/**
 * What a token may do. A full token acts as its user everywhere an API token may; a capture token
 * (the browser extension's) may only save and track jobs, so a token leaked from a browser cannot
 * read the account. The server refuses every other procedure and every raw route to it.
 */
export const API_TOKEN_SCOPES = ['full', 'capture'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = { full: 'Full access', capture: 'Save jobs only' };
/** The procedures each narrow scope allows. */
export const API_TOKEN_SCOPE_PROCEDURES: Record<Exclude<ApiTokenScope, 'full'>, readonly string[]> = {
  capture: ['jobCapture.save'],
};

export const DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_TEXT = {
  setPasswordFirst: 'Set a password for your account first.',
  sameEmail: 'This is already your email address.',
  passwordRequired: PASSWORD_TEXT.required,
  typeToConfirm: `Type ${DELETE_CONFIRMATION} to confirm`,
  tokenNameRequired: 'Token name is required',
  tokenNameTooLong: `Token name must be at most ${ACCOUNT_LIMITS.tokenNameMax} characters`,
  expiryRequired: 'Choose an expiry',
} as const;
