// The loopback push service's own checks (tests/support/push-server.ts) must be right, or the push
// tests would prove nothing: RFC 8291's worked example decrypts, web-push's output decrypts, and a
// tampered body or token is refused.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { browserKeys, checkVapid, decryptPush } from '../support/push-server.ts';

const b = (text: string) => Buffer.from(text, 'base64url');

describe('decryptPush', () => {
  it("decrypts RFC 8291's example (appendix A)", () => {
    const ua = createECDH('prime256v1');
    ua.setPrivateKey(b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'));
    expect(ua.getPublicKey().toString('base64url')).toBe('BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4');
    const body = b(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
    expect(decryptPush(body, ua, b('BTBZMqHH6r4Tts7J_aSIgg')).toString()).toBe('When I grow up, I want to be a watermelon');
  });

  it("decrypts web-push's aes128gcm body, and refuses one changed by a single bit", () => {
    const browser = browserKeys();
    const { cipherText } = webpush.encrypt(browser.keys.p256dh, browser.keys.auth, '{"title":"Hi"}', 'aes128gcm');
    expect(decryptPush(cipherText, browser.ecdh, browser.authSecret).toString()).toBe('{"title":"Hi"}');
    const tampered = Buffer.from(cipherText);
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPush(tampered, browser.ecdh, browser.authSecret)).toThrow();
    expect(() => decryptPush(cipherText, browserKeys().ecdh, browser.authSecret)).toThrow();
  });
});

describe('checkVapid', () => {
  const keys = webpush.generateVAPIDKeys();
  const origin = 'http://127.0.0.1:4000';
  const header = (audience = origin, subject = 'mailto:team@upward.local', expiration?: number) =>
    webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration).Authorization;

  it("accepts web-push's token for the endpoint's origin", () => {
    expect(checkVapid(header(), keys.publicKey, origin)).toMatchObject({ header: { alg: 'ES256' }, claims: { aud: origin, sub: 'mailto:team@upward.local' } });
  });

  it('refuses another key, another audience, an expired token and a forged signature', () => {
    expect(checkVapid(header(), webpush.generateVAPIDKeys().publicKey, origin)).toMatch(/another key/);
    expect(checkVapid(header('https://push.example.com'), keys.publicKey, origin)).toMatch(/audience/);
    const expired = header(origin, undefined, Math.floor(Date.now() / 1000) + 60);
    expect(checkVapid(expired, keys.publicKey, origin, Date.now() + 120_000)).toMatch(/expiry/);
    const other = webpush.generateVAPIDKeys();
    const forged = webpush.getVapidHeaders(origin, 'mailto:x@y.z', keys.publicKey, other.privateKey, 'aes128gcm').Authorization;
    expect(checkVapid(forged, keys.publicKey, origin)).toBe('bad signature');
    expect(checkVapid(undefined, keys.publicKey, origin)).toBe('no vapid authorization');
  });
});
