// Stripe: Checkout in subscription mode, the customer portal, and the webhook events that move
// subscription state. Every POST carries an idempotency key, so a retried request never creates a
// second customer, checkout or cancellation.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaidTier, SubscriptionStatus } from '#shared/constants/billing.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, subscriptions } from '../../db/schema/index.ts';
import { applySubscriptionState } from './state.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * One SDK client per configuration; STRIPE_API_URL points it at a Stripe-compatible server. The SDK
 * is loaded at its first use, not at start-up (docs/architecture.md, "Start-up").
 */
export async function stripeFor(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    const { default: StripeSdk } = await import('stripe');
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    client = new StripeSdk(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }),
    });
    clients.set(config, client);
  }
  return client;
}

/** Keys that make a double click (or a retry) within the window return the same object. */
const windowKey = (minutes: number) => Math.floor(Date.now() / (minutes * 60_000));

export async function ensureStripeCustomer(db: Db, config: StripeConfig, user: { id: string; email: string }): Promise<string> {
  const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (known) return known.customerId;
  const customer = await (await stripeFor(config)).customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-create:${user.id}` },
  );
  await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return row!.customerId;
}

export async function createStripeCheckout(
  db: Db,
  config: StripeConfig,
  user: { id: string; email: string },
  tier: PaidTier,
  urls: { success: string; cancel: string },
): Promise<string> {
  const customer = await ensureStripeCustomer(db, config, user);
  const session = await (await stripeFor(config)).checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: tier === 'premium_annual' ? config.priceAnnual : config.priceMonthly, quantity: 1 }],
      success_url: urls.success,
      cancel_url: urls.cancel,
      metadata: { userId: user.id, tier },
      subscription_data: { metadata: { userId: user.id, tier } },
    },
    { idempotencyKey: `checkout:${user.id}:${tier}:${windowKey(10)}` },
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a url');
  return session.url;
}

export async function createStripePortal(config: StripeConfig, customerId: string, userId: string, returnUrl: string): Promise<string> {
  const session = await (await stripeFor(config)).billingPortal.sessions.create(
    { customer: customerId, return_url: returnUrl },
    { idempotencyKey: `portal:${userId}:${windowKey(1)}` },
  );
  return session.url;
}

// ---- From Stripe's objects to our state --------------------------------------------------------

function tierOf(config: StripeConfig, subscription: Stripe.Subscription): PaidTier | null {
  const price = subscription.items.data[0]?.price.id;
  if (price === config.priceAnnual) return 'premium_annual';
  if (price === config.priceMonthly) return 'premium_monthly';
  const tagged = subscription.metadata.tier;
  return tagged === 'premium_annual' || tagged === 'premium_monthly' ? tagged : null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Whose subscription this is: our customer mapping first, the metadata we set at checkout second. */
async function userOf(db: Db, subscription: Stripe.Subscription): Promise<string | null> {
  const customerId = idOf(subscription.customer);
  if (customerId) {
    const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
    if (row) return row.userId;
  }
  return subscription.metadata.userId ?? null;
}

/** Applies Stripe's view of a subscription as of `stateAt`. Unknown users and prices are skipped (and said so). */
export async function applyStripeSubscription(db: Db, config: StripeConfig, subscription: Stripe.Subscription, stateAt: Date, deleted = false) {
  const userId = await userOf(db, subscription);
  const tier = tierOf(config, subscription);
  const periodEnd = subscription.items.data[0]?.current_period_end;
  if (!userId || !tier || !periodEnd) return { applied: false, reason: !userId ? 'unknown customer' : !tier ? 'unknown price' : 'no period' };
  const applied = await applySubscriptionState(db, {
    provider: 'stripe',
    id: subscription.id,
    userId,
    tier,
    status: deleted ? 'canceled' : (subscription.status as SubscriptionStatus),
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stateAt,
  });
  return { applied, reason: applied ? null : 'older than the stored state' };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** What an event means for us, found before any database work (it may ask Stripe). */
export interface ResolvedEvent {
  subscription: Stripe.Subscription | null;
  deleted: boolean;
  /** checkout.session.completed tells which user a new customer belongs to. */
  customerLink: { userId: string; customerId: string } | null;
  stateAt: Date;
}

/**
 * Subscription events carry the state itself; checkout and invoice events name a subscription,
 * whose current state is fetched here, outside any transaction (a fetched state is as new as the event).
 */
export async function resolveStripeEvent(config: StripeConfig, event: Stripe.Event): Promise<ResolvedEvent> {
  const resolved: ResolvedEvent = { subscription: null, deleted: false, customerLink: null, stateAt: new Date(event.created * 1000) };
  const fetch = async (id: string | null) => (id ? (await stripeFor(config)).subscriptions.retrieve(id) : null);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      if (customerId && session.client_reference_id) resolved.customerLink = { userId: session.client_reference_id, customerId };
      resolved.subscription = await fetch(idOf(session.subscription));
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      resolved.subscription = event.data.object;
      break;
    case 'customer.subscription.deleted':
      resolved.subscription = event.data.object;
      resolved.deleted = true;
      break;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      resolved.subscription = await fetch(invoiceSubscriptionId(event.data.object));
      break;
  }
  return resolved;
}

/** Applies a resolved event; runs inside the webhook's transaction. */
export async function applyStripeEvent(db: Db, config: StripeConfig, resolved: ResolvedEvent): Promise<{ applied: boolean; reason: string | null }> {
  if (resolved.customerLink) {
    await db.insert(billingCustomers).values({ ...resolved.customerLink, provider: 'stripe' }).onConflictDoNothing();
  }
  if (!resolved.subscription) return { applied: false, reason: 'no subscription' };
  return applyStripeSubscription(db, config, resolved.subscription, resolved.stateAt, resolved.deleted);
}

/** check-subscription: asks Stripe for the customer's subscriptions now, in case a webhook is late. */
export async function syncStripeSubscriptions(db: Db, config: StripeConfig, userId: string): Promise<void> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (!customer || customer.provider !== 'stripe') return;
  const list = await (await stripeFor(config)).subscriptions.list({ customer: customer.customerId, status: 'all', limit: 10 });
  const now = new Date();
  for (const subscription of list.data) await applyStripeSubscription(db, config, subscription, now);
}

/** Ends the user's live Stripe subscriptions at once (account deletion): nobody is billed for a deleted account. */
export async function cancelStripeSubscriptions(db: Db, config: StripeConfig, userId: string): Promise<void> {
  const live = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  for (const row of live.filter((s) => s.provider === 'stripe' && s.status !== 'canceled')) {
    await (await stripeFor(config)).subscriptions.cancel(row.id, {}, { idempotencyKey: `cancel:${row.id}` });
  }
}
