// How a subscription reads on the Billing tab and the portal: plan, price, status and the date
// that matters (renews, cancels, ended).
import { PLANS, type SubscriptionTier } from '#shared/constants.ts';
import type { SubscriptionStatus } from '#shared/constants/billing.ts';
import { formatLongDate, formatPrice } from '#shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';

export type Overview = RouterOutputs['billing']['overview'];

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** "$14.99 per month", "$119 per year", "Free". */
export function planPrice(tier: SubscriptionTier): string {
  const plan = PLANS[tier];
  return plan.priceUsd === 0 ? 'Free' : `${formatPrice(plan.priceUsd)} per ${plan.interval}`;
}

export interface SubscriptionSummary {
  planName: string;
  price: string;
  status: { label: string; color: string };
  /** "Renews on …", "Cancels on …", "Ended on …", or null for a free plan with no history. */
  dateLine: string | null;
}

export function summarize(overview: Overview): SubscriptionSummary {
  const end = overview.currentPeriodEnd ? formatLongDate(overview.currentPeriodEnd) : null;
  const status = (() => {
    if (!overview.isPremium) return { label: overview.status === 'canceled' ? 'Canceled' : 'Free plan', color: 'gray' };
    if (overview.cancelAtPeriodEnd) return { label: 'Cancellation pending', color: 'orange' };
    const label = overview.status ? STATUS_LABELS[overview.status] : 'Active';
    return { label, color: overview.status === 'past_due' || overview.status === 'unpaid' ? 'red' : 'teal' };
  })();
  let dateLine: string | null = null;
  if (overview.isPremium && end) dateLine = overview.cancelAtPeriodEnd ? `Cancels on ${end}` : `Renews on ${end}`;
  else if (!overview.isPremium && overview.status === 'canceled' && end) dateLine = `Ended on ${end}`;
  return { planName: PLANS[overview.tier].name, price: planPrice(overview.tier), status, dateLine };
}
