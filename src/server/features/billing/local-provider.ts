// The local billing provider (imported as `local`), used when no Stripe key is set: a checkout
// page that pays or cancels, and a portal that switches plan, cancels at period end or resumes. It takes no money;
// it drives exactly the subscription code Stripe's webhooks drive, so the upgrade journey works
// on a fresh machine.
import { and, eq } from 'drizzle-orm';
import type { PaidTier } from '#shared/constants/billing.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { LocalPortalAction } from '#shared/schemas/billing.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, localCheckoutSessions, subscriptions } from '../../db/schema/index.ts';
import { randomToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { applySubscriptionState, type SubscriptionState } from './state.ts';

const subscriptionIdOf = (userId: string) => `local_sub_${userId.replaceAll('-', '')}`;

/** The end of a paid period that starts at `from`: a calendar month or year later. */
export function periodEnd(tier: PaidTier, from: Date): Date {
  const end = new Date(from);
  if (tier === 'premium_annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export async function createCheckout(db: Db, userId: string, tier: PaidTier): Promise<string> {
  const id = `lcs_${randomToken()}`;
  await db.insert(localCheckoutSessions).values({ id, userId, tier });
  return id;
}

export async function getCheckout(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: localCheckoutSessions.id, tier: localCheckoutSessions.tier, status: localCheckoutSessions.status })
    .from(localCheckoutSessions)
    .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', TOASTS.common.notFound);
  return row as { id: string; tier: PaidTier; status: 'open' | 'completed' | 'canceled' };
}

async function loadSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionIdOf(userId)));
  return row ?? null;
}

function stateOf(row: NonNullable<Awaited<ReturnType<typeof loadSubscription>>>, change: Partial<SubscriptionState>): SubscriptionState {
  return {
    provider: 'local',
    id: row.id,
    userId: row.userId,
    tier: row.tier as PaidTier,
    status: row.status as SubscriptionState['status'],
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stateAt: new Date(),
    ...change,
  };
}

/** "Pay": the checkout completes once, and a subscription starts now (what checkout.session.completed does). */
export async function payCheckout(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .update(localCheckoutSessions)
      .set({ status: 'completed' })
      .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.userId, userId), eq(localCheckoutSessions.status, 'open')))
      .returning();
    if (!session) throw new AppError('CONFLICT', TOASTS.billing.checkoutClosed);
    const tier = session.tier as PaidTier;
    const now = new Date();
    await tx.insert(billingCustomers).values({ userId, provider: 'local', customerId: `local_cus_${userId.replaceAll('-', '')}` }).onConflictDoNothing();
    await applySubscriptionState(tx, {
      provider: 'local',
      id: subscriptionIdOf(userId),
      userId,
      tier,
      status: 'active',
      currentPeriodEnd: periodEnd(tier, now),
      cancelAtPeriodEnd: false,
      stateAt: now,
    });
  });
}

export async function cancelCheckout(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(localCheckoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.userId, userId), eq(localCheckoutSessions.status, 'open')));
}

/** The portal's three actions. A plan switch starts a new period now, as Stripe's proration does. */
export async function updateSubscription(db: Db, userId: string, action: LocalPortalAction): Promise<void> {
  const row = await loadSubscription(db, userId);
  if (!row || row.status === 'canceled') throw new AppError('PRECONDITION_FAILED', TOASTS.billing.portalFailed);
  const now = new Date();
  const change: Partial<SubscriptionState> =
    action.action === 'switch'
      ? { tier: action.tier, currentPeriodEnd: periodEnd(action.tier, now), cancelAtPeriodEnd: false }
      : { cancelAtPeriodEnd: action.action === 'cancel' };
  await applySubscriptionState(db, stateOf(row, change));
}

/**
 * What the provider would have done since the last look: a period that ended renews (the local
 * card always pays) unless it was set to cancel, in which case the subscription ends.
 */
export async function settleSubscription(db: Db, userId: string): Promise<void> {
  const row = await loadSubscription(db, userId);
  if (!row || row.status === 'canceled' || row.currentPeriodEnd > new Date()) return;
  if (row.cancelAtPeriodEnd) {
    await applySubscriptionState(db, stateOf(row, { status: 'canceled' }));
    return;
  }
  let end = row.currentPeriodEnd;
  while (end <= new Date()) end = periodEnd(row.tier as PaidTier, end);
  await applySubscriptionState(db, stateOf(row, { currentPeriodEnd: end }));
}

export async function hasSubscription(db: Db, userId: string): Promise<boolean> {
  const row = await loadSubscription(db, userId);
  return row !== null && row.status !== 'canceled';
}
