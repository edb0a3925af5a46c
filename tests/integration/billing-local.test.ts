// The local billing provider (no Stripe key): checkout, portal and period ends drive the same
// subscription state code as Stripe's webhooks, so premium follows exactly the same rules.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { profiles, subscriptions } from '../../src/server/db/schema/index.ts';
import { testConfig } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const { db } = await useTestDatabase();
const DAY = 86_400_000;

const billingOf = async (token: string, config = testConfig()) => (await callerWith(db, token, { config }).caller()).billing;
const sessionIdOf = (url: string) => new URL(url).searchParams.get('session')!;

async function profileOf(userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return { ...row!, premium: isPremium(row!) };
}

async function subscribedUser(plan: 'monthly' | 'annual' = 'monthly') {
  const user = await createTestUser(db);
  const { url } = await (await billingOf(user.token)).createCheckout({ plan });
  await (await billingOf(user.token)).local.pay({ id: sessionIdOf(url) });
  return user;
}

describe('local checkout', () => {
  it('opens a local checkout page and, paid, starts a month of Premium Monthly', async () => {
    const user = await createTestUser(db);
    const billing = await billingOf(user.token);
    const { url } = await billing.createCheckout({ plan: 'monthly' });
    expect(url).toMatch(/\/billing\/checkout\?session=lcs_[a-z2-7]+$/);
    const id = sessionIdOf(url);
    expect(await billing.local.checkout({ id })).toEqual({ id, tier: 'premium_monthly', status: 'open' });

    expect(await billing.local.pay({ id })).toEqual({ url: '/pricing?success=true' });
    const profile = await profileOf(user.id);
    expect(profile).toMatchObject({ premium: true, subscriptionType: 'premium_monthly' });
    const days = (profile.subscriptionExpiresAt!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await (await billingOf(user.token)).checkSubscription()).toMatchObject({ subscribed: true, subscription_tier: 'premium_monthly' });
  });

  it('pays a checkout once; a premium user cannot start another', async () => {
    const user = await createTestUser(db);
    const { url } = await (await billingOf(user.token)).createCheckout({ plan: 'annual' });
    const again = await createTestUser(db);
    // Another user cannot see or pay it.
    await expect((await billingOf(again.token)).local.pay({ id: sessionIdOf(url) })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect((await billingOf(again.token)).local.checkout({ id: sessionIdOf(url) })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await (await billingOf(user.token)).local.pay({ id: sessionIdOf(url) });
    await expect((await billingOf(user.token)).local.pay({ id: sessionIdOf(url) })).rejects.toMatchObject({
      message: TOASTS.billing.alreadySubscribed.description,
    });
    await expect((await billingOf(user.token)).createCheckout({ plan: 'monthly' })).rejects.toMatchObject({
      message: TOASTS.billing.alreadySubscribed.description,
    });
    expect((await profileOf(user.id)).subscriptionType).toBe('premium_annual');
  });

  it('a canceled checkout returns with canceled=true and can no longer be paid', async () => {
    const user = await createTestUser(db);
    const { url } = await (await billingOf(user.token)).createCheckout({ plan: 'monthly' });
    expect(await (await billingOf(user.token)).local.cancel({ id: sessionIdOf(url) })).toEqual({ url: '/pricing?canceled=true' });
    await expect((await billingOf(user.token)).local.pay({ id: sessionIdOf(url) })).rejects.toMatchObject({
      message: TOASTS.billing.checkoutClosed.description,
    });
    expect((await profileOf(user.id)).premium).toBe(false);
  });

  it('is not offered when Stripe is configured', async () => {
    const user = await createTestUser(db);
    const stripeConfig = testConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_a',
    });
    await expect((await billingOf(user.token, stripeConfig)).local.pay({ id: 'lcs_abcdefghijklmnopqrstuvwx' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('local portal', () => {
  it('cancels at period end (still premium), resumes, and switches plan with a new period', async () => {
    const user = await subscribedUser('monthly');
    const billing = await billingOf(user.token);
    expect((await billing.customerPortal()).url).toMatch(/\/billing\/portal$/);

    await billing.local.update({ action: 'cancel' });
    let overview = await (await billingOf(user.token)).overview();
    expect(overview).toMatchObject({ isPremium: true, tier: 'premium_monthly', cancelAtPeriodEnd: true, status: 'active', canManage: true });

    await (await billingOf(user.token)).local.update({ action: 'resume' });
    overview = await (await billingOf(user.token)).overview();
    expect(overview.cancelAtPeriodEnd).toBe(false);

    await (await billingOf(user.token)).local.update({ action: 'switch', tier: 'premium_annual' });
    const profile = await profileOf(user.id);
    expect(profile.subscriptionType).toBe('premium_annual');
    expect((profile.subscriptionExpiresAt!.getTime() - Date.now()) / DAY).toBeGreaterThan(360);
  });

  it('ends a canceled subscription when its period is over, and renews one that was not canceled', async () => {
    const canceled = await subscribedUser();
    await (await billingOf(canceled.token)).local.update({ action: 'cancel' });
    const renewing = await subscribedUser();
    for (const user of [canceled, renewing]) {
      await db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - DAY), stateAt: new Date(Date.now() - DAY) })
        .where(eq(subscriptions.userId, user.id));
    }
    expect(await (await billingOf(canceled.token)).checkSubscription()).toEqual({ subscribed: false, subscription_tier: 'free', subscription_end: null });
    expect((await profileOf(canceled.id)).premium).toBe(false);
    const renewed = await (await billingOf(renewing.token)).checkSubscription();
    expect(renewed.subscribed).toBe(true);
    expect(renewed.subscription_end!.getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
  });

  it('has nothing to manage before a subscription exists', async () => {
    const user = await createTestUser(db);
    await expect((await billingOf(user.token)).customerPortal()).rejects.toMatchObject({ message: TOASTS.billing.portalFailed.description });
    await expect((await billingOf(user.token)).local.update({ action: 'cancel' })).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect(await (await billingOf(user.token)).overview()).toMatchObject({ isPremium: false, tier: 'free', canManage: false, status: null });
  });
});
