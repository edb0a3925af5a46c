// Stripe end to end: the real SDK against a Stripe-compatible server on loopback for checkout,
// portal, sync and cancellation; signed webhooks over HTTP for every event we handle, including
// bad signatures, duplicates and out-of-order delivery.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { billingCustomers, billingEvents, profiles, subscriptions, users } from '../../src/server/db/schema/index.ts';
import { STRIPE_WEBHOOK_PATH } from '../../src/server/features/billing/routes.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { startFakeStripe, stripeSubscription } from '../support/stripe-server.ts';
import { callerWith, createTestUser, TEST_PASSWORD } from '../support/users.ts';

const stripeApi = await startFakeStripe();
afterAll(() => stripeApi.close());

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { monthly: 'price_monthly_test', annual: 'price_annual_test' };
const database = await useTestDatabase();
const { db } = database;
const config = testConfig({
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: PRICES.monthly,
  STRIPE_PRICE_ANNUAL: PRICES.annual,
  STRIPE_API_URL: stripeApi.url,
});
const { app } = await useTestApp(database, { config });
const signer = new Stripe('sk_test_123');

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
let eventCounter = 0;

function event(type: string, object: Record<string, unknown>, created = now()) {
  return { id: `evt_${Date.now()}_${++eventCounter}`, object: 'event', type, created, data: { object }, livemode: false, api_version: '2026-10-28' };
}

async function deliver(payload: object, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(payload);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature !== null && { 'stripe-signature': signature }) },
    payload: body,
  });
}

async function customerFor(user: { id: string }) {
  const customerId = `cus_for_${user.id.slice(0, 8)}`;
  await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId });
  return customerId;
}

async function profileOf(userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return { ...row!, premium: isPremium(row!) };
}

const caller = async (token: string) => (await callerWith(db, token, { config }).caller()).billing;

describe('checkout and portal through the Stripe SDK', () => {
  it('creates one customer and a subscription-mode checkout with the price, every POST idempotent', async () => {
    const user = await createTestUser(db);
    const billing = await caller(user.token);
    const first = await billing.createCheckout({ plan: 'annual' });
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    await billing.createCheckout({ plan: 'monthly' });

    const mine = stripeApi.requests.filter((r) => r.params.get('metadata[userId]') === user.id || r.params.get('client_reference_id') === user.id);
    const customers = mine.filter((r) => r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    const checkouts = mine.filter((r) => r.path === '/v1/checkout/sessions');
    expect(checkouts.map((r) => r.params.get('line_items[0][price]'))).toEqual([PRICES.annual, PRICES.monthly]);
    expect(checkouts[0]!.params.get('mode')).toBe('subscription');
    expect(checkouts[0]!.params.get('success_url')).toBe(`${config.publicUrl}/pricing?success=true`);
    expect(checkouts[0]!.params.get('cancel_url')).toBe(`${config.publicUrl}/pricing?canceled=true`);
    for (const request of stripeApi.requests.filter((r) => r.method === 'POST')) expect(request.idempotencyKey).toBeTruthy();
    expect(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toHaveLength(1);
  });

  it('refuses a checkout to a premium user with "Already Subscribed"', async () => {
    const user = await createTestUser(db, { premium: true });
    await expect((await caller(user.token)).createCheckout({ plan: 'monthly' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TOASTS.billing.alreadySubscribed.description,
    });
  });

  it('opens the portal for a customer, and explains when there is none', async () => {
    const user = await createTestUser(db);
    await expect((await caller(user.token)).customerPortal()).rejects.toMatchObject({ message: TOASTS.billing.portalFailed.description });
    await customerFor(user);
    expect((await (await caller(user.token)).customerPortal()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('shows the spec message, not Stripe’s, when Stripe fails', async () => {
    const user = await createTestUser(db);
    stripeApi.failing.add('/v1/customers');
    try {
      await expect((await caller(user.token)).createCheckout({ plan: 'monthly' })).rejects.toMatchObject({
        message: TOASTS.billing.checkoutFailed.description,
      });
    } finally {
      stripeApi.failing.clear();
    }
  });

  it('check-subscription pulls the state from Stripe and answers with the spec’s fields', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const periodEnd = now() + 30 * DAY;
    stripeApi.subscriptions.set('sub_sync', stripeSubscription({ id: 'sub_sync', customer, price: PRICES.annual, periodEnd }));
    const check = await (await caller(user.token)).checkSubscription();
    expect(check).toEqual({ subscribed: true, subscription_tier: 'premium_annual', subscription_end: new Date(periodEnd * 1000) });
    expect((await profileOf(user.id)).subscriptionType).toBe('premium_annual');
  });

  it('cancels live Stripe subscriptions before deleting the account, and keeps the account if Stripe fails', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const id = `sub_del_${user.id.slice(0, 8)}`;
    stripeApi.subscriptions.set(id, stripeSubscription({ id, customer, price: PRICES.monthly, periodEnd: now() + 20 * DAY }));
    await (await caller(user.token)).checkSubscription();
    const account = async () => (await callerWith(db, user.token, { config }).caller()).account;

    stripeApi.failing.add(`/v1/subscriptions/${id}`);
    await expect((await account()).delete({ confirmation: 'DELETE', password: TEST_PASSWORD })).rejects.toMatchObject({
      message: TOASTS.billing.cancelFailed.description,
    });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    stripeApi.failing.clear();

    await (await account()).delete({ confirmation: 'DELETE', password: TEST_PASSWORD });
    expect(stripeApi.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${id}` && r.idempotencyKey)).toBe(true);
    expect(stripeApi.subscriptions.get(id)!.status).toBe('canceled');
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });
});

describe('webhook signatures', () => {
  const payload = () => event('customer.subscription.updated', stripeSubscription({ id: 'sub_sig', customer: 'cus_nobody', price: PRICES.monthly, periodEnd: now() + DAY }));

  it('accepts a valid signature', async () => {
    const res = await deliver(payload());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_wrong' }],
    ['no signature', { signature: null }],
    ['a malformed signature', { signature: 't=1,v1=deadbeef' }],
    ['a stale timestamp', { timestamp: now() - 600 }],
  ])('refuses %s with 400 and records nothing', async (_name, options) => {
    const body = payload();
    const res = await deliver(body, options);
    expect(res.statusCode).toBe(400);
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, body.id))).toHaveLength(0);
  });

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify(payload());
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const res = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body.replace(PRICES.monthly, PRICES.annual),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('webhook events', () => {
  it('checkout.session.completed maps the customer and applies the subscription fetched from Stripe', async () => {
    const user = await createTestUser(db);
    const customer = `cus_checkout_${user.id.slice(0, 8)}`;
    const periodEnd = now() + 30 * DAY;
    stripeApi.subscriptions.set('sub_checkout', stripeSubscription({ id: 'sub_checkout', customer, price: PRICES.monthly, periodEnd }));
    const res = await deliver(
      event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', customer, subscription: 'sub_checkout', client_reference_id: user.id }),
    );
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ premium: true, subscriptionType: 'premium_monthly', subscriptionExpiresAt: new Date(periodEnd * 1000) });
  });

  it('the same event twice changes nothing the second time', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const created = event('customer.subscription.created', stripeSubscription({ id: 'sub_dupe', customer, price: PRICES.monthly, periodEnd: now() + 30 * DAY }));
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: false });
    // Meanwhile the subscription is deleted; a redelivery of the old event must not revive it.
    await deliver(event('customer.subscription.deleted', stripeSubscription({ id: 'sub_dupe', customer, price: PRICES.monthly, periodEnd: now() + 30 * DAY, status: 'canceled' }), created.created + 5));
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: true });
    expect((await profileOf(user.id)).premium).toBe(false);
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, created.id))).toHaveLength(1);
  });

  it('keeps the newest state when "updated" arrives before "created"', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const periodEnd = now() + 30 * DAY;
    const t = now();
    await deliver(event('customer.subscription.updated', stripeSubscription({ id: 'sub_order', customer, price: PRICES.annual, periodEnd, cancelAtPeriodEnd: true }), t + 10));
    await deliver(event('customer.subscription.created', stripeSubscription({ id: 'sub_order', customer, price: PRICES.monthly, periodEnd }), t));
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_order'));
    expect(row).toMatchObject({ tier: 'premium_annual', cancelAtPeriodEnd: true });
    expect((await profileOf(user.id)).subscriptionType).toBe('premium_annual');
  });

  it('cancellation at period end keeps premium until the period ends, then drops to free', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const periodEnd = now() + 3 * DAY;
    await deliver(event('customer.subscription.updated', stripeSubscription({ id: 'sub_cancel', customer, price: PRICES.monthly, periodEnd, cancelAtPeriodEnd: true })));
    const profile = await profileOf(user.id);
    expect(profile.premium).toBe(true);
    expect(isPremium(profile, new Date((periodEnd + 1) * 1000))).toBe(false);
  });

  it('a subscription deleted while premium drops the user to free at once', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const sub = stripeSubscription({ id: 'sub_gone', customer, price: PRICES.monthly, periodEnd: now() + 20 * DAY });
    await deliver(event('customer.subscription.created', sub, now() - 5));
    expect((await profileOf(user.id)).premium).toBe(true);
    await deliver(event('customer.subscription.deleted', { ...sub, status: 'canceled' }));
    expect(await profileOf(user.id)).toMatchObject({ premium: false, subscriptionType: 'free', subscriptionExpiresAt: null });
  });

  it('invoice.payment_failed keeps premium while Stripe retries; invoice.paid extends the period', async () => {
    const user = await createTestUser(db);
    const customer = await customerFor(user);
    const id = `sub_inv_${user.id.slice(0, 8)}`;
    const invoice = (subscription: string) => ({ id: `in_${eventCounter}`, object: 'invoice', customer, parent: { type: 'subscription_details', subscription_details: { subscription } } });
    stripeApi.subscriptions.set(id, stripeSubscription({ id, customer, price: PRICES.monthly, periodEnd: now() + DAY, status: 'past_due' }));
    await deliver(event('invoice.payment_failed', invoice(id), now() - 2));
    expect(await profileOf(user.id)).toMatchObject({ premium: true });
    const [pastDue] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(pastDue!.status).toBe('past_due');

    const renewedEnd = now() + 31 * DAY;
    stripeApi.subscriptions.set(id, stripeSubscription({ id, customer, price: PRICES.monthly, periodEnd: renewedEnd }));
    await deliver(event('invoice.paid', invoice(id)));
    expect(await profileOf(user.id)).toMatchObject({ premium: true, subscriptionExpiresAt: new Date(renewedEnd * 1000) });
  });

  it('acknowledges events it does not handle, and subscriptions of unknown customers, without changing anyone', async () => {
    expect((await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).statusCode).toBe(200);
    const res = await deliver(event('customer.subscription.created', stripeSubscription({ id: 'sub_stranger', customer: 'cus_unknown', price: PRICES.monthly, periodEnd: now() + DAY })));
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_stranger'))).toHaveLength(0);
  });
});
