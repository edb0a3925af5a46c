// The spec's server functions (create-checkout, check-subscription, customer-portal) and the
// Billing tab, over whichever provider is configured: Stripe with a key, else the local one.
import { eq } from 'drizzle-orm';
import { TIER_OF_PLAN } from '#shared/constants/billing.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import {
  type BillingOverview,
  type checkoutInput,
  type localCheckoutIdInput,
  type LocalPortalAction,
  type SubscriptionCheck,
} from '#shared/schemas/billing.ts';
import type { z } from 'zod';
import { billingCustomers, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext, ServerContext } from '../../trpc/context.ts';
import * as local from './local-provider.ts';
import { latestSubscription } from './state.ts';
import { cancelStripeSubscriptions, createStripeCheckout, createStripePortal, syncStripeSubscriptions } from './stripe-provider.ts';
import { appUrl, link, type Href } from '#shared/routes.ts';

type LocalCheckoutId = z.output<typeof localCheckoutIdInput>;

const pageUrl = (ctx: ServerContext, path: Href) => appUrl(ctx.config.publicUrl, path);

/** A provider failure is logged with its cause and shown as the spec's message. */
async function providerCall<T>(ctx: ServerContext, failure: typeof TOASTS.billing.checkoutFailed, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'billing provider call failed');
    throw new AppError('BAD_REQUEST', failure, { cause: err });
  }
}

export async function createCheckout(ctx: AuthedContext, input: z.output<typeof checkoutInput>): Promise<{ url: string }> {
  if (isPremium(ctx.user)) throw new AppError('CONFLICT', TOASTS.billing.alreadySubscribed);
  const tier = TIER_OF_PLAN[input.plan];
  const { stripe } = ctx.config;
  return providerCall(ctx, TOASTS.billing.checkoutFailed, async () => {
    if (!stripe) return { url: pageUrl(ctx, `/billing/checkout?session=${await local.createCheckout(ctx.db, ctx.user.id, tier)}`) };
    const url = await createStripeCheckout(ctx.db, stripe, ctx.user, tier, {
      success: pageUrl(ctx, '/pricing?success=true'),
      cancel: pageUrl(ctx, '/pricing?canceled=true'),
    });
    return { url };
  });
}

/** Brings the profile up to date with the provider, then answers from it. */
export async function checkSubscription(ctx: AuthedContext): Promise<SubscriptionCheck> {
  const { stripe } = ctx.config;
  if (stripe) await providerCall(ctx, TOASTS.billing.checkoutFailed, () => syncStripeSubscriptions(ctx.db, stripe, ctx.user.id));
  else await local.settleSubscription(ctx.db, ctx.user.id);
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

export async function customerPortal(ctx: AuthedContext): Promise<{ url: string }> {
  const { stripe } = ctx.config;
  if (!stripe) {
    if (!(await local.hasSubscription(ctx.db, ctx.user.id))) throw new AppError('PRECONDITION_FAILED', TOASTS.billing.portalFailed);
    return { url: pageUrl(ctx, '/billing/portal') };
  }
  const [customer] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, ctx.user.id));
  if (!customer) throw new AppError('PRECONDITION_FAILED', TOASTS.billing.portalFailed);
  return providerCall(ctx, TOASTS.billing.portalFailed, async () => ({
    url: await createStripePortal(stripe, customer.customerId, ctx.user.id, pageUrl(ctx, '/settings?tab=billing')),
  }));
}

export async function getBillingOverview(ctx: AuthedContext): Promise<BillingOverview> {
  if (!ctx.config.stripe) await local.settleSubscription(ctx.db, ctx.user.id);
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
    canManage: ctx.config.stripe ? customer !== undefined : await local.hasSubscription(ctx.db, ctx.user.id),
  };
}

/** Nobody is billed for a deleted account: live subscriptions end first, or the deletion stops. */
export async function cancelSubscriptionsForDeletion(ctx: AuthedContext): Promise<void> {
  const { stripe } = ctx.config;
  if (!stripe) return; // local subscriptions are rows of the user and go with them
  await providerCall(ctx, TOASTS.billing.cancelFailed, () => cancelStripeSubscriptions(ctx.db, stripe, ctx.user.id));
}

// ---- The local provider's screens ----------------------------------------------------------------

function requireLocalProvider(ctx: ServerContext) {
  if (ctx.config.stripe) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
}

export async function viewLocalCheckout(ctx: AuthedContext, input: LocalCheckoutId) {
  requireLocalProvider(ctx);
  return local.getCheckout(ctx.db, ctx.user.id, input.id);
}

export async function payLocalCheckout(ctx: AuthedContext, input: LocalCheckoutId): Promise<{ url: string }> {
  requireLocalProvider(ctx);
  if (isPremium(ctx.user)) throw new AppError('CONFLICT', TOASTS.billing.alreadySubscribed);
  await local.payCheckout(ctx.db, ctx.user.id, input.id);
  return { url: link('/pricing?success=true') };
}

export async function cancelLocalCheckout(ctx: AuthedContext, input: LocalCheckoutId): Promise<{ url: string }> {
  requireLocalProvider(ctx);
  await local.cancelCheckout(ctx.db, ctx.user.id, input.id);
  return { url: link('/pricing?canceled=true') };
}

export async function changeLocalSubscription(ctx: AuthedContext, input: LocalPortalAction): Promise<void> {
  requireLocalProvider(ctx);
  await local.updateSubscription(ctx.db, ctx.user.id, input);
}
