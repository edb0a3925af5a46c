// This browser's side of Web Push: permission, the service worker at /sw.js, and the push
// subscription made with the site's VAPID key. The server stores the subscription; these functions
// only talk to the browser and hand the subscription to the given callbacks.
import type { PushSubscriptionInput } from '#shared/schemas/push.ts';
import { errorCode } from '../../lib/feedback.ts';

export const browserSupportsPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(given: ArrayBuffer | null, publicKey: string): boolean {
  if (!given) return false;
  const expected = keyBytes(publicKey);
  const actual = new Uint8Array(given);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

function asInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

async function pushManager(): Promise<PushManager> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Subscribing needs an active worker, which the first registration has only once installed.
  return (await navigator.serviceWorker.ready).pushManager;
}

/**
 * Asks permission, subscribes this browser and hands the subscription to `save`. A subscription made
 * with another key (the site's keys changed) is replaced, and so is one the server says belongs to
 * another account (someone else used push in this browser): a new subscription is this user's own.
 */
export async function subscribeBrowser(publicKey: string, save: (input: PushSubscriptionInput) => Promise<unknown>): Promise<'subscribed' | 'denied' | 'unsupported'> {
  if (!browserSupportsPush()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const manager = await pushManager();
  const fresh = async (old: PushSubscription | null) => {
    await old?.unsubscribe();
    return manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  };
  const existing = await manager.getSubscription();
  const subscription = existing && sameKey(existing.options.applicationServerKey, publicKey) ? existing : await fresh(existing);
  try {
    await save(asInput(subscription));
  } catch (error) {
    if (errorCode(error) !== 'CONFLICT') throw error;
    await save(asInput(await fresh(subscription)));
  }
  return 'subscribed';
}

/** Stops push to this browser: the server forgets the subscription, then the browser drops it. */
export async function unsubscribeBrowser(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  if (!browserSupportsPush()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}
