// The known-device cookie: bound to one account by its HMAC, not forgeable, and shared by a few
// accounts on one browser without one pushing out the device id of another.
import { describe, expect, it } from 'vitest';
import { knownDeviceId, rememberDevice } from '../../src/server/platform/known-devices.ts';

const SECRET = 'a-test-secret-of-reasonable-length';
const ada = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';

describe('known devices', () => {
  it('recognises the account it was issued for, and no other', () => {
    const cookie = rememberDevice(SECRET, ada, null);
    expect(knownDeviceId(SECRET, ada, cookie)).toMatch(/^[\w-]{20,}$/);
    expect(knownDeviceId(SECRET, bob, cookie)).toBeNull();
    expect(knownDeviceId('another-secret', ada, cookie)).toBeNull();
  });

  it('refuses a tampered, forged or malformed cookie', () => {
    const [nonce, signature] = rememberDevice(SECRET, ada, null).split('.') as [string, string];
    for (const cookie of [`${nonce}.${signature.slice(1)}x`, `other.${signature}`, 'forged.cookie', '', 'no-dot', `${nonce}.${signature}.extra`]) {
      expect(knownDeviceId(SECRET, ada, cookie)).toBeNull();
    }
  });

  it('keeps the same device id on later sign-ins, and several accounts per browser', () => {
    const first = rememberDevice(SECRET, ada, null);
    const id = knownDeviceId(SECRET, ada, first);
    const both = rememberDevice(SECRET, bob, first);
    expect(knownDeviceId(SECRET, ada, both)).toBe(id);
    expect(knownDeviceId(SECRET, bob, both)).not.toBeNull();
    expect(knownDeviceId(SECRET, ada, rememberDevice(SECRET, ada, both))).toBe(id);
    expect(rememberDevice(SECRET, ada, both).split('~')).toHaveLength(2);
  });

  it('holds at most five accounts, the latest sign-in first', () => {
    let cookie: string | null = null;
    const users = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    for (const user of users) cookie = rememberDevice(SECRET, user, cookie);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(knownDeviceId(SECRET, users[6]!, cookie)).not.toBeNull();
    expect(knownDeviceId(SECRET, users[0]!, cookie)).toBeNull();
  });
});
