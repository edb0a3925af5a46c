import { isPremium } from '../../../shared/rules/premium.ts';
import type { SessionInfo } from '../../../shared/schemas/auth.ts';
import { invalidateSession } from '../../platform/sessions.ts';
import type { Context } from '../../trpc/context.ts';

export function getSessionInfo(ctx: Context): SessionInfo {
  const { user, session } = ctx;
  if (!user || !session) return { user: null, mfaPending: false };
  const premium = isPremium(user);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
      role: user.role,
      isPremium: premium,
      subscriptionTier: premium ? user.subscriptionType : 'free',
      subscriptionExpiresAt: user.subscriptionExpiresAt,
    },
    mfaPending: user.mfaEnabled && session.aal !== 'aal2',
  };
}

/** Ends the current session. Signing out twice, or without a session, is not an error. */
export async function signOut(ctx: Context): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  if (ctx.credential !== 'bearer') ctx.sessionCookie.clear();
}
