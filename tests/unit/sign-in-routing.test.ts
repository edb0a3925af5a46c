import { describe, expect, it } from 'vitest';
import { signInDestination, usableReturnPath, type RoutedUser } from '#shared/rules/sign-in-routing.ts';

const seeker = (over: Partial<RoutedUser> = {}): RoutedUser => ({ userType: 'job-seeker', role: 'user', onboardingCompleted: true, ...over });

describe('sign-in routing', () => {
  it('sends a job seeker who has not onboarded to onboarding first, whatever the return path', () => {
    expect(signInDestination(seeker({ onboardingCompleted: false }), '/jobs')).toBe('/onboarding/job-seeker');
    expect(signInDestination(seeker({ onboardingCompleted: false }), null)).toBe('/onboarding/job-seeker');
  });

  it('uses the stored return path next, with its query', () => {
    expect(signInDestination(seeker(), '/jobs?q=design')).toBe('/jobs?q=design');
    expect(signInDestination(seeker({ userType: 'employer', onboardingCompleted: true }), '/settings')).toBe('/settings');
  });

  it('falls back to the dashboard of the user type', () => {
    expect(signInDestination(seeker(), null)).toBe('/dashboard/job-seeker');
    expect(signInDestination(seeker({ userType: 'partner' }), '')).toBe('/dashboard/partner');
  });

  it('never returns to the auth screens', () => {
    for (const path of ['/auth', '/auth?tab=signup', '/auth/callback', '/login', '/signup', '/mfa-challenge']) {
      expect(signInDestination(seeker(), path)).toBe('/dashboard/job-seeker');
    }
  });

  it('honours /admin only for admins and moderators, and for them before onboarding', () => {
    expect(signInDestination(seeker({ role: 'admin' }), '/admin')).toBe('/admin');
    expect(signInDestination(seeker({ role: 'moderator', onboardingCompleted: false }), '/admin')).toBe('/admin');
    expect(signInDestination(seeker(), '/admin')).toBe('/dashboard/job-seeker');
    expect(signInDestination(seeker(), '/admin/roles')).toBe('/dashboard/job-seeker');
  });

  it('never sends staff to job-seeker onboarding (decision 040)', () => {
    expect(signInDestination(seeker({ role: 'admin', onboardingCompleted: false }), null)).toBe('/dashboard/job-seeker');
    expect(signInDestination(seeker({ role: 'moderator', onboardingCompleted: false }), '/news')).toBe('/news');
  });

  it('refuses paths that would leave the site', () => {
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil.example', 'jobs']) expect(usableReturnPath(path)).toBeNull();
    expect(usableReturnPath('/administer')).toBe('/administer');
  });
});
