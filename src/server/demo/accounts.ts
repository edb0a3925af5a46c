import type { UserType } from '#shared/constants.ts';

export interface DemoAccount {
  key: 'free' | 'premium' | 'moderator' | 'admin';
  label: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

/** Printed at start-up of a demo database; never created in a real one unless SEED_DEMO=1. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { key: 'free', label: 'Free job seeker', email: 'free@demo.upward.local', password: 'demo-free-seeker', firstName: 'Taylor', lastName: 'Rivera', userType: 'job-seeker' },
  { key: 'premium', label: 'Premium job seeker', email: 'premium@demo.upward.local', password: 'demo-premium-seeker', firstName: 'Priya', lastName: 'Natarajan', userType: 'job-seeker' },
  { key: 'moderator', label: 'Moderator', email: 'moderator@demo.upward.local', password: 'demo-moderator-pass', firstName: 'Morgan', lastName: 'Ellis', userType: 'job-seeker' },
  { key: 'admin', label: 'Admin', email: 'admin@demo.upward.local', password: 'demo-admin-pass', firstName: 'Avery', lastName: 'Blake', userType: 'job-seeker' },
];
