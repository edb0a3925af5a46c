import { describe, expect, it } from 'vitest';
import { isPremium, isStaff, readsPremiumContent } from '#shared/rules/premium.ts';

const now = new Date('2026-11-22T00:00:00Z');
const future = new Date('2026-12-22T00:00:00Z');
const past = new Date('2026-11-21T00:00:00Z');

describe('isPremium', () => {
  it('is false for a free profile', () => {
    expect(isPremium({ isPremium: false, subscriptionType: 'free', subscriptionExpiresAt: null }, now)).toBe(false);
  });
  it('is true when the flag is set or the tier is paid', () => {
    expect(isPremium({ isPremium: true, subscriptionType: 'free', subscriptionExpiresAt: null }, now)).toBe(true);
    expect(isPremium({ isPremium: false, subscriptionType: 'premium_annual', subscriptionExpiresAt: future }, now)).toBe(true);
  });
  it('ends when the paid period ends', () => {
    expect(isPremium({ isPremium: true, subscriptionType: 'premium_monthly', subscriptionExpiresAt: past }, now)).toBe(false);
    expect(isPremium({ isPremium: true, subscriptionType: 'premium_monthly', subscriptionExpiresAt: now }, now)).toBe(false);
  });
});

describe('readsPremiumContent', () => {
  const free = { isPremium: false, subscriptionType: 'free', subscriptionExpiresAt: null };
  it('opens premium-only posts and articles to premium members and staff, not to free users', () => {
    expect(isStaff('admin') && isStaff('moderator')).toBe(true);
    expect(isStaff('user')).toBe(false);
    expect(readsPremiumContent({ ...free, role: 'user' })).toBe(false);
    expect(readsPremiumContent({ ...free, role: 'moderator' })).toBe(true);
    expect(readsPremiumContent({ ...free, role: 'admin' })).toBe(true);
    expect(readsPremiumContent({ ...free, isPremium: true, role: 'user' })).toBe(true);
  });
});
