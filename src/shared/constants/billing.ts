// Checkout plans, the paid tiers they buy and the subscription statuses a provider reports.

export const CHECKOUT_PLANS = ['monthly', 'annual'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];
export const PAID_TIERS = ['premium_monthly', 'premium_annual'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const TIER_OF_PLAN: Record<CheckoutPlan, PaidTier> = { monthly: 'premium_monthly', annual: 'premium_annual' };

export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_TEXT = {
  planRequired: 'Choose a plan',
  invalidCheckout: 'This checkout link is invalid.',
} as const;

/**
 * What the plans' feature lists say of the features whose free and Premium halves differ; here, not
 * in the features' own modules, because the home page shows the plans and loads nothing of the rest.
 */
export const PLAN_FEATURE_TEXT = {
  atsScoreFree: 'Live ATS score with its breakdown',
  atsOptimisationPremium: 'AI resume optimisation: missing keywords, suggestions, a rewritten summary and skills',
  aiCoverLettersPremium: 'AI cover letters drafted from your resume, with the evidence',
} as const;
