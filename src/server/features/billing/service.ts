// The spec's server functions (create-checkout, check-subscription, customer-portal) and the
// Billing tab, over whichever provider is configured: Stripe with a key, else the local one.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import { isPremium } from '../../../shared/rules/premium.ts';
import { TIER_OF_PLAN, type BillingOverview, type CheckoutPlan, type LocalPortalAction, type SubscriptionCheck } from '../../../shared/schemas/billing.ts';
import { billingCustomers, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Context } from '../../trpc/context.ts';
import {
  cancelLocalCheckout,
  createLocalCheckout,
  getLocalCheckout,
  hasLocalSubscription,
  payLocalCheckout,
  settleLocalSubscription,
  updateLocalSubscription,
} from './local-provider.ts';
import { latestSubscription } from './state.ts';
import { cancelStripeSubscriptions, createStripeCheckout, createStripePortal, syncStripeSubscriptions } from './stripe-provider.ts';

type SignedIn = Context & { user: NonNullable<Context['user']> };

const pageUrl = (ctx: Context, path: string) => new URL(path, ctx.config.publicUrl).toString();

/** A provider failure is logged with its cause and shown as the spec's message. */
async function providerCall<T>(ctx: Context, failure: typeof MESSAGES.billing.checkoutFailed, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'billing provider call failed');
    throw new AppError('BAD_REQUEST', failure, { cause: err });
  }
}

export async function createCheckout(ctx: SignedIn, plan: CheckoutPlan): Promise<{ url: string }> {
  if (isPremium(ctx.user)) throw new AppError('CONFLICT', MESSAGES.billing.alreadySubscribed);
  const tier = TIER_OF_PLAN[plan];
  const { stripe } = ctx.config;
  return providerCall(ctx, MESSAGES.billing.checkoutFailed, async () => {
    if (!stripe) return { url: pageUrl(ctx, `/billing/checkout?session=${await createLocalCheckout(ctx.db, ctx.user.id, tier)}`) };
    const url = await createStripeCheckout(ctx.db, stripe, ctx.user, tier, {
      success: pageUrl(ctx, '/pricing?success=true'),
      cancel: pageUrl(ctx, '/pricing?canceled=true'),
    });
    return { url };
  });
}

/** Brings the profile up to date with the provider, then answers from it. */
export async function checkSubscription(ctx: SignedIn): Promise<SubscriptionCheck> {
  const { stripe } = ctx.config;
  if (stripe) await providerCall(ctx, MESSAGES.billing.checkoutFailed, () => syncStripeSubscriptions(ctx.db, stripe, ctx.user.id));
  else await settleLocalSubscription(ctx.db, ctx.user.id);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, ctx.user.id));
  const fields = {
    isPremium: profile?.isPremium ?? false,
    subscriptionType: profile?.subscriptionType ?? 'free',
    subscriptionExpiresAt: profile?.subscriptionExpiresAt ?? null,
  };
  const subscribed = isPremium(fields);
  return {
    subscribed,
    subscription_tier: subscribed ? (fields.subscriptionType as SubscriptionCheck['subscription_tier']) : 'free',
    subscription_end: subscribed ? fields.subscriptionExpiresAt : null,
  };
}

export async function customerPortal(ctx: SignedIn): Promise<{ url: string }> {
  const { stripe } = ctx.config;
  if (!stripe) {
    if (!(await hasLocalSubscription(ctx.db, ctx.user.id))) throw new AppError('PRECONDITION_FAILED', MESSAGES.billing.portalFailed);
    return { url: pageUrl(ctx, '/billing/portal') };
  }
  const [customer] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, ctx.user.id));
  if (!customer) throw new AppError('PRECONDITION_FAILED', MESSAGES.billing.portalFailed);
  return providerCall(ctx, MESSAGES.billing.portalFailed, async () => ({
    url: await createStripePortal(stripe, customer.customerId, ctx.user.id, pageUrl(ctx, '/settings?tab=billing')),
  }));
}

export async function getBillingOverview(ctx: SignedIn): Promise<BillingOverview> {
  if (!ctx.config.stripe) await settleLocalSubscription(ctx.db, ctx.user.id);
  const [subscription, [customer], [profile]] = await Promise.all([
    latestSubscription(ctx.db, ctx.user.id),
    ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, ctx.user.id)),
    ctx.db.select().from(profiles).where(eq(profiles.userId, ctx.user.id)),
  ]);
  const premium = profile ? isPremium(profile) : false;
  return {
    provider: ctx.config.stripe ? 'stripe' : 'local',
    tier: premium ? (profile!.subscriptionType as BillingOverview['tier']) : 'free',
    isPremium: premium,
    status: (subscription?.status as BillingOverview['status']) ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    canManage: ctx.config.stripe ? customer !== undefined : await hasLocalSubscription(ctx.db, ctx.user.id),
  };
}

/** Nobody is billed for a deleted account: live subscriptions end first, or the deletion stops. */
export async function cancelSubscriptionsForDeletion(ctx: SignedIn): Promise<void> {
  const { stripe } = ctx.config;
  if (!stripe) return; // local subscriptions are rows of the user and go with them
  await providerCall(ctx, MESSAGES.billing.cancelFailed, () => cancelStripeSubscriptions(ctx.db, stripe, ctx.user.id));
}

// ---- The local provider's screens ----------------------------------------------------------------

function requireLocalProvider(ctx: Context) {
  if (ctx.config.stripe) throw new AppError('NOT_FOUND', MESSAGES.common.notFound);
}

export async function viewLocalCheckout(ctx: SignedIn, id: string) {
  requireLocalProvider(ctx);
  return getLocalCheckout(ctx.db, ctx.user.id, id);
}

export async function completeLocalCheckout(ctx: SignedIn, id: string, outcome: 'pay' | 'cancel'): Promise<{ url: string }> {
  requireLocalProvider(ctx);
  if (outcome === 'cancel') {
    await cancelLocalCheckout(ctx.db, ctx.user.id, id);
    return { url: '/pricing?canceled=true' };
  }
  if (isPremium(ctx.user)) throw new AppError('CONFLICT', MESSAGES.billing.alreadySubscribed);
  await payLocalCheckout(ctx.db, ctx.user.id, id);
  return { url: '/pricing?success=true' };
}

export async function changeLocalSubscription(ctx: SignedIn, action: LocalPortalAction): Promise<void> {
  requireLocalProvider(ctx);
  await updateLocalSubscription(ctx.db, ctx.user.id, action);
}
