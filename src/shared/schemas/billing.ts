// Plans, checkout, the subscription check and the portal: the spec's server functions
// (create-checkout, check-subscription, customer-portal) as typed procedures, plus the local
// billing provider's checkout and portal screens.
import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants.ts';
import { BILLING_TEXT, CHECKOUT_PLANS, PAID_TIERS, SUBSCRIPTION_STATUSES } from '../constants/billing.ts';

export const checkoutInput = z.object({ plan: z.enum(CHECKOUT_PLANS, BILLING_TEXT.planRequired) });
/** A page to open in a new tab: the provider's checkout or portal. */
export const redirectUrl = z.object({ url: z.string() });

/** The spec's check-subscription answer, field names included. */
export const subscriptionCheck = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  subscription_end: z.date().nullable(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheck>;

/** What the settings Billing tab shows. */
export const billingOverview = z.object({
  provider: z.enum(['stripe', 'local']),
  tier: z.enum(SUBSCRIPTION_TIERS),
  isPremium: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  currentPeriodEnd: z.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The portal can be opened: there is a billing customer. */
  canManage: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverview>;

// ---- The local billing provider ---------------------------------------------------------------

export const localCheckoutIdInput = z.object({ id: z.string().regex(/^lcs_[a-z2-7]{16,64}$/, BILLING_TEXT.invalidCheckout) });
export const localCheckout = z.object({
  id: z.string(),
  tier: z.enum(PAID_TIERS),
  status: z.enum(['open', 'completed', 'canceled']),
});
export const localPortalAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('switch'), tier: z.enum(PAID_TIERS) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
]);
export type LocalPortalAction = z.infer<typeof localPortalAction>;
