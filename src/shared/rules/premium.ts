import { STAFF_ROLES, type Role, type StaffRole, type SubscriptionTier } from '../constants.ts';

export interface SubscriptionFields {
  isPremium: boolean;
  subscriptionType: SubscriptionTier | string;
  subscriptionExpiresAt: Date | null;
}

/**
 * The one premium rule: the profile says premium or the tier is anything but free, and the paid
 * period has not ended. Every premium gate on the server and in the client asks this function.
 */
export function isPremium(profile: SubscriptionFields, now: Date = new Date()): boolean {
  const paid = profile.isPremium || profile.subscriptionType !== 'free';
  const expired = profile.subscriptionExpiresAt !== null && profile.subscriptionExpiresAt.getTime() <= now.getTime();
  return paid && !expired;
}

/** Admins and moderators: they publish news and look after the forum. */
export const isStaff = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);

/** Premium-only posts and articles are read in full by premium members and by staff (docs/product.md). */
export const readsPremiumContent = (user: SubscriptionFields & { role: Role }) => isPremium(user) || isStaff(user.role);
