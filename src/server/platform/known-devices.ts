// Known devices: after a successful sign-in the browser keeps a cookie that proves it signed in to
// that account before. Sign-in attempts from a known device are limited per device and account, so
// a stranger's wrong passwords, which count against the account's budget for unknown devices, never
// lock the owner out of a browser they already use. The cookie is an HMAC over the account's id and
// a random nonce: nothing is stored, it cannot be forged or moved to another account, and it grants
// nothing but a separate budget of guesses.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './crypto.ts';

/** A browser shared by a few people (a family laptop, a library desk) keeps each one's entry. */
const MAX_ENTRIES = 5;

const mac = (secret: string, userId: string, nonce: string) =>
  createHmac('sha256', secret).update(`known-device\n${userId}\n${nonce}`).digest('base64url');

const entriesOf = (cookie: string | null) => (cookie ? cookie.split('~').filter((e) => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(e)) : []);

/** The device's id for this account when the cookie proves a sign-in to it, else null. */
export function knownDeviceId(secret: string, userId: string, cookie: string | null): string | null {
  for (const entry of entriesOf(cookie)) {
    const [nonce, signature] = entry.split('.') as [string, string];
    if (safeEqual(signature, mac(secret, userId, nonce))) return nonce;
  }
  return null;
}

/** The cookie to send after a successful sign-in: this account's entry first, then the others it held. */
export function rememberDevice(secret: string, userId: string, cookie: string | null): string {
  const entries = entriesOf(cookie);
  const known = knownDeviceId(secret, userId, cookie);
  const nonce = known ?? randomBytes(16).toString('base64url');
  const own = `${nonce}.${mac(secret, userId, nonce)}`;
  return [own, ...entries.filter((e) => e !== own)].slice(0, MAX_ENTRIES).join('~');
}
