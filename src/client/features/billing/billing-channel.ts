// Tabs tell each other when the subscription changed (decision 041). Checkout and the portal open in
// a new tab; when that tab finishes (a payment, a cancel, a plan switch) it says so on a
// BroadcastChannel, and every other tab of the app refetches the session and the billing overview
// without a reload. Focus refetches too, for a browser without BroadcastChannel or a change made on
// the provider's own site (Stripe's portal).
import { useEffect } from 'react';
import { trpc } from '../../trpc.ts';

const CHANNEL = 'upward-billing';
const MESSAGE = 'subscription-changed';

/** Tells the app's other tabs that the subscription changed. */
export function announceSubscriptionChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(MESSAGE);
  channel.close();
}

/** While mounted: another tab's announcement, and this window regaining focus, refetch the plan. */
export function useSubscriptionSync() {
  const utils = trpc.useUtils();
  useEffect(() => {
    const refetch = () => {
      void utils.auth.session.invalidate();
      void utils.billing.overview.invalidate();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    const onMessage = (event: MessageEvent) => {
      if (event.data === MESSAGE) refetch();
    };
    channel?.addEventListener('message', onMessage);
    window.addEventListener('focus', refetch);
    return () => {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      window.removeEventListener('focus', refetch);
    };
  }, [utils]);
}
