import { describe, expect, it } from 'vitest';
import { base32, randomToken, sha256Hex } from '../../src/server/platform/crypto.ts';

describe('crypto helpers', () => {
  it('encodes RFC 4648 base32 test vectors (lower case, no padding)', () => {
    const enc = (s: string) => base32(new TextEncoder().encode(s));
    expect(enc('')).toBe('');
    expect(enc('f')).toBe('my');
    expect(enc('fo')).toBe('mzxq');
    expect(enc('foobar')).toBe('mzxw6ytboi');
  });

  it('makes 160-bit tokens that differ', () => {
    const a = randomToken();
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(randomToken()).not.toBe(a);
    expect(sha256Hex(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
