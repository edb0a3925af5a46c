// What proves or limits access beyond the session: e-mailed links, linked social accounts,
// recovery codes, personal API tokens and rate-limit counters. Every secret is stored as a hash.
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '#shared/constants/account.ts';
import { AUTH_LIMITS, OAUTH_PROVIDERS } from '#shared/constants/auth.ts';
import { createdAt, id, lengthBetween, oneOf } from './helpers.ts';
import { ownerId } from './users.ts';

/** Verification, e-mail change and password-reset links. Deleting the row is what makes it single-use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    /** SHA-256 of the token in the link. */
    id: text('id').primaryKey(),
    userId: ownerId(),
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: a later change of address voids it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_at_idx').on(t.expiresAt),
    check('email_tokens_purpose_check', oneOf('purpose', Object.keys(AUTH_LIMITS.emailLinkTtlHours))),
  ],
);

/** A Google or LinkedIn identity linked to a user, keyed by the provider's subject. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_accounts_user_id_idx').on(t.userId),
    check('oauth_accounts_provider_check', oneOf('provider', OAUTH_PROVIDERS)),
  ],
);

/** One-time second-factor recovery codes, hashed; using one deletes it. */
export const recoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull().unique('mfa_recovery_codes_code_hash_key'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_id_idx').on(t.userId)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_key'),
    /** What the token may do: everything its user may ('full'), or only what API_TOKEN_SCOPE_PROCEDURES lists. */
    scope: text('scope').$type<ApiTokenScope>().notNull().default('full'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_tokens_user_id_idx').on(t.userId, t.createdAt.desc()),
    check('api_tokens_name_length_check', lengthBetween('name', 1, 100)),
    check('api_tokens_scope_check', oneOf('scope', API_TOKEN_SCOPES)),
  ],
);

/** Fixed-window counters, shared by every instance of the app. Keys never hold raw e-mail addresses. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);

