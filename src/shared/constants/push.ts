// Web Push: how many browsers a user may subscribe, the sizes a subscription's parts may have, and
// the words of the refusals.

export const PUSH_LIMITS = {
  /** Browsers (devices) per user: one more is refused until the user turns push off in one of them. */
  subscriptionsPerUser: 10,
  /** Push service endpoints are a few hundred characters; this leaves room without storing essays. */
  endpointMax: 1000,
  userAgentMax: 300,
  /** The title and body of a notification are cut to these before sending (the payload limit is 4 KB). */
  titleMax: 120,
  bodyMax: 500,
  /** A longer link in a notification is replaced by the home page. */
  urlMax: 1000,
  /** How long a push service keeps a notification for an offline browser. */
  ttlSeconds: 24 * 60 * 60,
  /** Deliveries to one user's browsers run this many at a time. */
  concurrency: 4,
  /** A push service that has not answered by then is given up on for this notification. */
  timeoutMs: 10_000,
} as const;

/**
 * The push services browsers use (Chrome, Edge's and Opera's via FCM or Windows, Firefox, Safari),
 * by host name or its suffix. The server POSTs to the endpoint a browser names, so an endpoint
 * elsewhere (an internal host name, say) is refused rather than fetched.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'] as const;

export const PUSH_TEXT = {
  endpointInvalid: 'The push endpoint must be an https:// address of a push service',
  keysInvalid: 'The subscription keys must be a P-256 public key and a 16-byte secret, in base64url',
} as const;
