// Users written straight into the test database, each with a real session token.
import { randomUUID } from 'node:crypto';
import type { StaffRole, UserType } from '../../src/shared/constants.ts';
import type { Db } from '../../src/server/db/client.ts';
import { mfaFactors, profiles, userRoles, users } from '../../src/server/db/schema/index.ts';
import { createSession, type Aal } from '../../src/server/platform/sessions.ts';

export interface TestUserOptions {
  role?: StaffRole;
  premium?: boolean;
  /** Premium that ended yesterday. */
  expiredPremium?: boolean;
  mfa?: boolean;
  aal?: Aal;
  userType?: UserType;
}

export async function createTestUser(db: Db, options: TestUserOptions = {}) {
  const email = `user-${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, emailVerifiedAt: new Date(), userType: options.userType ?? 'job-seeker' })
    .returning();
  const paid = options.premium || options.expiredPremium;
  await db.insert(profiles).values({
    userId: user!.id,
    firstName: 'Test',
    lastName: 'User',
    isPremium: Boolean(paid),
    subscriptionType: paid ? 'premium_monthly' : 'free',
    subscriptionExpiresAt: paid ? new Date(Date.now() + (options.expiredPremium ? -1 : 30) * 86_400_000) : null,
  });
  if (options.role) await db.insert(userRoles).values({ userId: user!.id, role: options.role });
  if (options.mfa) await db.insert(mfaFactors).values({ userId: user!.id, secretEncrypted: 'x', verifiedAt: new Date() });
  const { token, session } = await createSession(db, user!.id, { aal: options.aal ?? 'aal1' });
  return { id: user!.id, email, token, session };
}
