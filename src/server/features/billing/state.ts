// The one place subscription state changes: Stripe's webhooks and the local billing provider both
// hand a provider's view of a subscription to `applySubscriptionState`. A state older than the
// stored one is ignored (webhooks arrive out of order); the profile is then recomputed from all of
// the user's subscriptions, so the premium flags can never disagree with them.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { PaidTier, SubscriptionStatus } from '#shared/constants/billing.ts';
import type { Db } from '../../db/client.ts';
import { profiles, subscriptions } from '../../db/schema/index.ts';

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
    return Boolean(written);
  });
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
