// Starting checkout and coming back from it: the return pages' toasts and the subscription check.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CheckoutPlan } from '#shared/constants/billing.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { errorCode, notify, serverToast } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { announceSubscriptionChange } from './billing-channel.ts';
import { useNewTab } from './new-tab.ts';

/** Where a signed-out visitor goes to sign in; the auth screen remembers to come back. */
export const SIGN_IN_FOR_PRICING = link('/auth?redirect=/pricing');

/**
 * `start(plan)`: signed out → sign in first; already premium → "Already Subscribed" and no
 * checkout; else the provider's checkout opens in a new tab. `pendingPlan` is the plan whose
 * session is being created (its button reads "Processing...").
 */
export function useCheckout() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const createCheckout = trpc.billing.createCheckout.useMutation();
  const { open } = useNewTab();
  const [pendingPlan, setPendingPlan] = useState<CheckoutPlan | null>(null);

  const start = async (plan: CheckoutPlan) => {
    if (!user) {
      navigate(SIGN_IN_FOR_PRICING);
      return;
    }
    if (user.isPremium) {
      notify(TOASTS.billing.alreadySubscribed, 'yellow');
      return;
    }
    setPendingPlan(plan);
    try {
      await open(async () => (await createCheckout.mutateAsync({ plan })).url);
    } catch (err) {
      // The server refuses a premium user (the session here was stale); anything else is the spec's failure.
      if (errorCode(err) === 'CONFLICT') notify(serverToast(err, TOASTS.billing.alreadySubscribed), 'yellow');
      else notify(TOASTS.billing.checkoutFailed, 'red');
    } finally {
      setPendingPlan(null);
    }
  };

  return { start, pendingPlan };
}

/**
 * The provider sends the buyer back to /pricing?success=true or ?canceled=true. Each shows its
 * toast once: the flags leave the address (replaced, so Back and reload do not repeat it). On
 * success the subscription is checked with the provider, and the session and Billing tab refetch.
 */
export function useCheckoutReturn() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { user, isPending } = useSession();
  const utils = trpc.useUtils();
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    if ((!success && !canceled) || isPending || handled.current) return;
    handled.current = true;
    params.delete('success');
    params.delete('canceled');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });

    if (canceled) {
      notify(TOASTS.billing.paymentCanceled, 'yellow');
      return;
    }
    notify(TOASTS.billing.paymentSuccessful);
    if (!user) return;
    utils.client.billing.checkSubscription
      .mutate()
      .catch((err: unknown) => console.warn('Subscription check failed', err)) // the spec: only logged
      .finally(() => {
        void utils.auth.session.invalidate();
        void utils.billing.overview.invalidate();
        // The pricing tab that opened this checkout learns of it without a reload.
        announceSubscriptionChange();
      });
  }, [search, location, navigate, user, isPending, utils]);
}
