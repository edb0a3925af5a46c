// Billing state. Provider events are recorded first (their id is the key, so a duplicate delivery
// is a no-op); subscriptions keep the newest state, with state_at ordering out-of-order events.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './helpers.ts';
import { ownerId } from './users.ts';

const PROVIDERS = ['stripe', 'local'] as const;
const PAID_TIERS = ['premium_monthly', 'premium_annual'] as const;

/** One billing customer per user and provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: ownerId().primaryKey(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull().unique('billing_customers_customer_id_key'),
    createdAt: createdAt(),
  },
  () => [check('billing_customers_provider_check', oneOf('provider', PROVIDERS))],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The provider's subscription id. */
    id: text('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider').notNull(),
    tier: text('tier').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider produced this state; an older event never overwrites a newer one. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_provider_check', oneOf('provider', PROVIDERS)),
    check('subscriptions_tier_check', oneOf('tier', PAID_TIERS)),
    check(
      'subscriptions_status_check',
      oneOf('status', ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused']),
    ),
    index('subscriptions_user_id_idx').on(t.userId),
  ],
);

export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('billing_events_provider_check', oneOf('provider', PROVIDERS)),
    index('billing_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`),
  ],
);

/**
 * Checkout sessions of the local billing provider (no Stripe key): the local checkout page shows
 * one, and paying it drives the same subscription code as Stripe's webhooks.
 */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    tier: text('tier').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_checkout_sessions_tier_check', oneOf('tier', PAID_TIERS)),
    check('local_checkout_sessions_status_check', oneOf('status', ['open', 'completed', 'canceled'])),
    index('local_checkout_sessions_user_id_idx').on(t.userId),
  ],
);
