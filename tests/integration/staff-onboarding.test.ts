// Staff are never sent to job-seeker onboarding (decision 040): a moderator or admin whose account
// is a job seeker's without a finished profile is reported as done by the session and by
// onboarding.status, the two the client routes by; a plain member in the same state is not.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const { query } = httpCaller(app);

describe('onboarding and staff', () => {
  it('counts moderators and admins as onboarded, never plain job seekers who have not finished', async () => {
    for (const [role, expected] of [[undefined, false], ['moderator', true], ['admin', true]] as const) {
      const user = await createTestUser(db, role ? { role } : {});
      const session = await query<{ user: { userType: string; onboardingCompleted: boolean } }>('auth.session', undefined, { token: user.token });
      expect(session.data.user.userType).toBe('job-seeker');
      expect(session.data.user.onboardingCompleted, role ?? 'user').toBe(expected);
      const status = await query<{ completed: boolean; profile: unknown }>('onboarding.status', undefined, { token: user.token });
      expect(status.data.completed, role ?? 'user').toBe(expected);
      expect(status.data.profile).toBeNull();
    }
  });
});
