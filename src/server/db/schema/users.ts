// Accounts: who someone is (users), how they are signed in (sessions), their public profile and
// subscription summary (profiles), staff roles and second factors.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES, SUBSCRIPTION_TIERS, USER_TYPES } from '#shared/constants.ts';
import {
  EMAIL_TOGGLE_DEFAULTS as EMAIL,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  PRIVACY_DEFAULTS as PRIVACY,
  PUSH_TOGGLE_DEFAULTS as PUSH,
  SETTINGS_LIMITS as L,
  TIMEZONES,
} from '#shared/constants/settings.ts';
import { createdAt, id, oneOf, updatedAt } from './helpers.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** Null for accounts created through a social provider. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    userType: text('user_type').notNull().default('job-seeker'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_user_type_check', oneOf('user_type', USER_TYPES)),
    check('users_email_length_check', sql`char_length(${t.email}) between 3 and 254`),
  ],
);

/** The owning user's id: required, and the row goes when its user is deleted. */
export const ownerId = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

/** Sessions the lucia-auth.com way: the id is the SHA-256 of the token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    aal: text('aal').notNull().default('aal1'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_aal_check', oneOf('aal', ['aal1', 'aal2'])),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: ownerId().primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isPremium: boolean('is_premium').notNull().default(false),
    subscriptionType: text('subscription_type').notNull().default('free'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_subscription_type_check', oneOf('subscription_type', SUBSCRIPTION_TIERS)),
    check('profiles_first_name_length_check', sql`char_length(${t.firstName}) <= 100`),
    check('profiles_last_name_length_check', sql`char_length(${t.lastName}) <= 100`),
  ],
);

/**
 * The Profile, Notifications and Privacy tabs' own fields (names stay in profiles). No row means
 * every default: a row is written on the first save, so most users never need one.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: ownerId().primaryKey(),
    headline: text('headline').notNull().default(''),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    timezone: text('timezone'),
    yearsOfExperience: integer('years_of_experience'),
    industry: text('industry'),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    emailJobAlerts: boolean('email_job_alerts').notNull().default(EMAIL.jobAlerts),
    emailMessages: boolean('email_messages').notNull().default(EMAIL.messages),
    emailFollowUps: boolean('email_follow_ups').notNull().default(EMAIL.followUps),
    emailUpdates: boolean('email_updates').notNull().default(EMAIL.updates),
    emailMarketing: boolean('email_marketing').notNull().default(EMAIL.marketing),
    pushJobAlerts: boolean('push_job_alerts').notNull().default(PUSH.pushJobAlerts),
    pushMessages: boolean('push_messages').notNull().default(PUSH.pushMessages),
    profileVisible: boolean('profile_visible').notNull().default(PRIVACY.profileVisible),
    showEmail: boolean('show_email').notNull().default(PRIVACY.showEmail),
    showPhone: boolean('show_phone').notNull().default(PRIVACY.showPhone),
    allowMessaging: boolean('allow_messaging').notNull().default(PRIVACY.allowMessaging),
    /** Apply sure updates from forwarded e-mail without asking (features/inbound-mail); off until the member opts in. */
    inboundAutoApply: boolean('inbound_auto_apply').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_settings_timezone_check', sql`${t.timezone} is null or ${oneOf('timezone', TIMEZONES)}`),
    check('user_settings_industry_check', sql`${t.industry} is null or ${oneOf('industry', INDUSTRIES)}`),
    check('user_settings_years_check', sql`${t.yearsOfExperience} is null or ${t.yearsOfExperience} in (${sql.raw(EXPERIENCE_YEARS.join(', '))})`),
    check('user_settings_headline_length_check', sql.raw(`char_length("headline") <= ${L.headlineMax}`)),
    check('user_settings_phone_length_check', sql.raw(`char_length("phone") <= ${L.phoneMax}`)),
    check('user_settings_location_length_check', sql.raw(`char_length("location") <= ${L.locationMax}`)),
    check('user_settings_links_length_check', sql.raw(`char_length("linkedin_url") <= ${L.urlMax} and char_length("website_url") <= ${L.urlMax}`)),
  ],
);

/** One staff role per user; no row means a plain user. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: ownerId().unique('user_roles_user_id_key'),
    role: text('role').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_roles_role_check', oneOf('role', STAFF_ROLES)),
    index('user_roles_assigned_at_idx').on(t.assignedAt.desc()),
  ],
);

/** Authenticator-app factors. The secret is encrypted at rest; last_used_step refuses replays. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: id(),
    userId: ownerId(),
    type: text('type').notNull().default('totp'),
    secretEncrypted: text('secret_encrypted').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mfa_factors_user_id_idx').on(t.userId),
    check('mfa_factors_type_check', oneOf('type', ['totp'])),
  ],
);
