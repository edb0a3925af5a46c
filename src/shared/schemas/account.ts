// The Account tab of the settings: password, e-mail, sessions, deletion and personal API tokens.
import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_TEXT, API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPES, DELETE_CONFIRMATION } from '../constants/account.ts';
import { OAUTH_PROVIDERS, PASSWORD_TEXT } from '../constants/auth.ts';
import { currentPasswordField, emailField, mfaCodeField, newPasswordField, recoveryCodeField } from './auth.ts';

export const accountOverview = z.object({
  email: z.string(),
  /** Accounts made through Google or LinkedIn have no password until they set one. */
  hasPassword: z.boolean(),
  mfaEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  linkedProviders: z.array(z.enum(OAUTH_PROVIDERS)),
  /** A new address waiting for its verification link, if any. */
  pendingEmail: z.string().nullable(),
});

export const changePasswordInput = z
  .object({
    /** Empty only for an account that has no password yet. */
    currentPassword: z.string().max(256),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORD_TEXT.mismatch, path: ['confirmPassword'] });

export const changeEmailInput = z.object({ newEmail: emailField, currentPassword: currentPasswordField });

export const deleteAccountInput = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, ACCOUNT_TEXT.typeToConfirm),
  /** Required when the account has a password. */
  password: z.string().max(256).optional(),
  /** Required when the account has two-factor authentication. */
  code: z.union([mfaCodeField, recoveryCodeField]).optional(),
});

export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
  current: z.boolean(),
});
export const accountSessions = z.array(accountSession);
export const sessionIdInput = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

export const apiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastUsedAt: z.date().nullable(),
  scope: z.enum(API_TOKEN_SCOPES),
});
export const apiTokens = z.array(apiToken);
export const createApiTokenInput = z.object({
  name: z.string().trim().min(1, ACCOUNT_TEXT.tokenNameRequired).max(ACCOUNT_LIMITS.tokenNameMax, ACCOUNT_TEXT.tokenNameTooLong),
  expiresInDays: z.literal(API_TOKEN_EXPIRY_DAYS, ACCOUNT_TEXT.expiryRequired),
  /** 'capture' makes the browser extension's token, which may only save and track jobs. */
  scope: z.enum(API_TOKEN_SCOPES).default('full'),
});
/** The token itself is in this answer only; the server keeps its hash. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export const apiTokenIdInput = z.object({ id: z.uuid() });
