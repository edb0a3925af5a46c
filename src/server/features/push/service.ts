// Web Push (RFC 8030) with VAPID (RFC 8292): browsers subscribe, and sendPush delivers a small JSON
// notice to every browser of a user who turned that kind of notification on. web-push encrypts the
// payload (RFC 8291) and signs the VAPID token; the POST itself is ours, through fetch, so it has a
// timeout and tests can point it at a push service on loopback.
import { isIP } from 'node:net';
import { and, count, eq, ne } from 'drizzle-orm';
import { PUSH_LIMITS as L, PUSH_TEXT, PUSH_SERVICE_HOSTS } from '#shared/constants/push.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { PushConfig, PushSubscriptionInput, PushUnsubscribeInput } from '#shared/schemas/push.ts';
import { isLoopbackHttp, type Config } from '../../config.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { pushSubscriptions, userSettings } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { AuthedContext, ServerContext } from '../../trpc/context.ts';

export type PushCategory = 'jobAlerts' | 'messages';

export interface PushNotice {
  userId: string;
  category: PushCategory;
  title: string;
  body: string;
  /** A path on this site the notification opens; anything else opens the home page. */
  url: string;
}

/** What one sendPush did, for logs and tests; callers may ignore it. */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** The toggle each category honours. */
const TOGGLE_COLUMN = { jobAlerts: userSettings.pushJobAlerts, messages: userSettings.pushMessages } as const;
/** Messages are read as they come; a job alert can wait for the device to wake. */
const URGENCY = { jobAlerts: 'normal', messages: 'high' } as const;
/** RFC 8291: a 4096-byte record holds 3993 bytes of plaintext after the header, padding delimiter and tag. */
const MAX_PAYLOAD_BYTES = 3993;

export function pushConfig(ctx: ServerContext): PushConfig {
  return { available: ctx.config.vapid !== null, publicKey: ctx.config.vapid?.publicKey ?? null };
}

const isPushService = (host: string) => PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));

/**
 * The server POSTs to whatever endpoint a browser names, so only https to a known push service is
 * accepted: no plain http, no IP literals, no other host. Tests may allow plain http to loopback,
 * never production.
 */
function endpointAllowed(config: Config, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'http:') return config.pushAllowLoopback && isLoopbackHttp(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return url.protocol === 'https:' && isIP(host) === 0 && isPushService(host) && url.username === '' && url.password === '' && url.port === '';
}

/**
 * Records this browser's subscription for the caller. The same browser subscribing again updates its
 * keys; a browser still subscribed for another account is refused (the client subscribes it afresh),
 * so no one can take over another user's row by presenting its endpoint.
 */
export async function subscribe(ctx: AuthedContext, input: PushSubscriptionInput): Promise<{ subscribed: boolean }> {
  if (!ctx.config.vapid) throw new AppError('PRECONDITION_FAILED', TOASTS.push.unavailable);
  if (!endpointAllowed(ctx.config, input.endpoint)) throw fieldError('endpoint', PUSH_TEXT.endpointInvalid);
  const userId = ctx.user.id;
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: ctx.userAgent?.slice(0, L.userAgentMax) ?? null };
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [owner] = await tx.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (owner && owner.userId !== userId) throw new AppError('CONFLICT', TOASTS.push.otherAccount);
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
    if (others!.n >= L.subscriptionsPerUser) throw new AppError('FORBIDDEN', TOASTS.push.tooManyDevices);
    // The conflict target also settles a race with another account subscribing the same endpoint:
    // the row is updated only while it is still the caller's.
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: eq(pushSubscriptions.userId, userId) })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) throw new AppError('CONFLICT', TOASTS.push.otherAccount);
  });
  return { subscribed: true };
}

/** Forgets this browser's subscription if it is the caller's; someone else's endpoint is left alone, silently. */
export async function unsubscribe(ctx: AuthedContext, input: PushUnsubscribeInput): Promise<{ subscribed: boolean }> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, ctx.user.id), eq(pushSubscriptions.endpoint, input.endpoint)));
  return { subscribed: false };
}

/** The JSON the service worker shows: cut to fit one push message, and only ever a link into this site. */
export function pushPayload(notice: Pick<PushNotice, 'title' | 'body' | 'url'>): string {
  const url = notice.url.startsWith('/') && !notice.url.startsWith('//') && notice.url.length <= L.urlMax ? notice.url : '/';
  const payload = { title: notice.title.slice(0, L.titleMax), body: notice.body.slice(0, L.bodyMax), url };
  const text = JSON.stringify(payload);
  return Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES ? text : JSON.stringify({ ...payload, body: '' });
}

type Subscription = typeof pushSubscriptions.$inferSelect;
type Delivery = 'sent' | 'removed' | 'failed';

async function deliver(ctx: ServerContext, vapid: NonNullable<Config['vapid']>, sub: Subscription, payload: string, category: PushCategory): Promise<Delivery> {
  // Loaded at the first push, not at start-up (docs/architecture.md, "Start-up").
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
    vapidDetails: vapid,
    TTL: L.ttlSeconds,
    urgency: URGENCY[category],
  });
  // fetch sets the length itself and refuses to be told it.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const host = new URL(sub.endpoint).host;
  try {
    const res = await fetch(details.endpoint, { method: 'POST', headers, body: details.body && new Uint8Array(details.body), signal: AbortSignal.timeout(L.timeoutMs), redirect: 'error' });
    await res.body?.cancel();
    if (res.ok) {
      await ctx.db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, sub.id));
      return 'sent';
    }
    // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
    if (res.status === 404 || res.status === 410) {
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      ctx.log.info({ subscriptionId: sub.id, host, status: res.status }, 'push subscription gone; removed');
      return 'removed';
    }
    ctx.log.warn({ subscriptionId: sub.id, host, status: res.status }, 'push service refused a notification');
  } catch (err) {
    ctx.log.warn({ subscriptionId: sub.id, host, err }, 'push service unreachable');
  }
  return 'failed';
}

/**
 * Sends a notice to every browser of the user, if they turned this category on and the site has
 * VAPID keys. A few deliveries run at once. Never throws: a push is a courtesy beside the inbox and
 * the mail, and must not fail whatever triggered it.
 */
export async function sendPush(ctx: ServerContext, input: PushNotice): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const vapid = ctx.config.vapid;
  if (!vapid) return outcome;
  try {
    const subs = await ctx.db
      .select({ sub: pushSubscriptions })
      .from(pushSubscriptions)
      .innerJoin(userSettings, eq(userSettings.userId, pushSubscriptions.userId))
      .where(and(eq(pushSubscriptions.userId, input.userId), eq(TOGGLE_COLUMN[input.category], true)));
    const payload = pushPayload(input);
    const queue = subs.map((row) => row.sub);
    const worker = async () => {
      for (let sub = queue.shift(); sub; sub = queue.shift()) outcome[await deliver(ctx, vapid, sub, payload, input.category)] += 1;
    };
    await Promise.all(Array.from({ length: Math.min(L.concurrency, queue.length) }, worker));
  } catch (err) {
    ctx.log.error({ err, userId: input.userId, category: input.category }, 'push not sent');
  }
  return outcome;
}
