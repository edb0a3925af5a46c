import { z } from 'zod';
import { SUBSCRIPTION_TIERS, USER_TYPES } from '../constants.ts';

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  role: z.enum(['admin', 'moderator', 'user']),
  isPremium: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionExpiresAt: z.date().nullable(),
});
export type SessionUserView = z.infer<typeof sessionUser>;

/** What the client needs to route: who is signed in, and whether a second factor is still owed. */
export const sessionInfo = z.object({
  user: sessionUser.nullable(),
  mfaPending: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
