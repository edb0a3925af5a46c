// The one place subscription state changes: Stripe's webhooks and the local billing provider both
// hand a provider's view of a subscription to `applySubscriptionState`. A state older than the
// stored one is ignored (webhooks arrive out of order); the profile is then recomputed from all of
// the user's subscriptions, so the premium flags can never disagree with them. A change the member
// should hear of (premium started, renewed, cancelled, resumed, ended, a failed payment) notifies
// them in the same transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { PaidTier, SubscriptionStatus } from '#shared/constants/billing.ts';
import { SUBSCRIPTION_EVENTS, type SubscriptionEvent } from '#shared/constants/notifications.ts';
import type { Db } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { profiles, subscriptions } from '../../db/schema/index.ts';
import { notify } from '../notifications/service.ts';
import { link } from '#shared/routes.ts';

export type BillingProvider = 'stripe' | 'local';

export interface SubscriptionState {
  provider: BillingProvider;
  /** The provider's subscription id. */
  id: string;
  userId: string;
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When the provider produced this state (a Stripe event's `created`). */
  stateAt: Date;
}

/** Statuses that still grant premium until the period ends (past_due: Stripe is retrying the card). */
const ENTITLED: SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** Records the state unless a newer one is stored, then brings the profile in line. Returns whether it applied. */
export async function applySubscriptionState(db: Db, state: SubscriptionState): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The user's lock orders concurrent deliveries, so each change is compared with the state it replaced.
    await lockUser(tx, state.userId);
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, state.id));
    const [written] = await tx
      .insert(subscriptions)
      .values({ ...state, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: {
          tier: state.tier,
          status: state.status,
          currentPeriodEnd: state.currentPeriodEnd,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          stateAt: state.stateAt,
          updatedAt: new Date(),
        },
        // Equal times apply: Stripe's `created` has one-second resolution and the later delivery wins.
        setWhere: sql`${subscriptions.stateAt} <= excluded.state_at`,
      })
      .returning({ id: subscriptions.id });
    await syncProfile(tx, state.userId);
    const event = written ? subscriptionEvent(before ? { ...before, status: before.status as SubscriptionStatus } : null, state) : null;
    if (event) {
      await notify(tx, { userId: state.userId, kind: 'subscription', ...SUBSCRIPTION_EVENTS[event], link: link('/settings?tab=billing') });
    }
    return Boolean(written);
  });
}

/**
 * What a change means to the member, or null when it is nothing to tell (a repeated delivery, a
 * status Stripe passes through on the way): the one event each provider change is announced as.
 */
export function subscriptionEvent(
  before: Pick<SubscriptionState, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'> | null,
  after: Pick<SubscriptionState, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): SubscriptionEvent | null {
  const wasEntitled = before !== null && ENTITLED.includes(before.status);
  const isEntitled = ENTITLED.includes(after.status);
  if (!isEntitled) return wasEntitled ? 'ended' : null;
  if (!wasEntitled) return 'started';
  if (after.status === 'past_due' && before.status !== 'past_due') return 'paymentFailed';
  if (after.cancelAtPeriodEnd !== before.cancelAtPeriodEnd) return after.cancelAtPeriodEnd ? 'cancelled' : 'resumed';
  if (after.currentPeriodEnd > before.currentPeriodEnd) return 'renewed';
  return null;
}

/** The profile's premium fields from the user's best entitled subscription, or free. */
export async function syncProfile(db: Db, userId: string): Promise<void> {
  const [best] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ENTITLED)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const now = new Date();
  const premium = best !== undefined && best.currentPeriodEnd > now;
  await db
    .update(profiles)
    .set({
      isPremium: premium,
      subscriptionType: (premium ? best.tier : 'free') as SubscriptionTier,
      subscriptionExpiresAt: premium ? best.currentPeriodEnd : null,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId));
}

/** The user's most recent subscription of any status, for the Billing tab and the portal. */
export async function latestSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.stateAt)).limit(1);
  return row ?? null;
}
