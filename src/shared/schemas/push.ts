// Web Push: what the browser sends when it subscribes or unsubscribes, and whether the site can push.
import { z } from 'zod';
import { PUSH_LIMITS as L, PUSH_TEXT as M } from '../constants/push.ts';

/** Whether this server has VAPID keys, and the public one the browser subscribes with. */
export const pushConfig = z.object({ available: z.boolean(), publicKey: z.string().nullable() });
export type PushConfig = z.output<typeof pushConfig>;

/** Only the URL's form here; which schemes and hosts the server will POST to is the service's rule. */
const endpoint = z
  .string()
  .trim()
  .max(L.endpointMax, M.endpointInvalid)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), M.endpointInvalid);

export const pushSubscriptionInput = z.strictObject({
  endpoint,
  // As PushSubscription.toJSON() gives them: an uncompressed P-256 point (65 bytes, starting 0x04)
  // and the 16-byte auth secret, base64url without padding (padding tolerated).
  keys: z.strictObject({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, M.keysInvalid),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, M.keysInvalid),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.strictObject({ endpoint });
export type PushUnsubscribeInput = z.output<typeof pushUnsubscribeInput>;

export const pushSubscribed = z.object({ subscribed: z.boolean() });
