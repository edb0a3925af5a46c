// Where a user lands after signing in, after a social login and after the second factor. A stored
// return path to /admin is honoured only for staff (docs/product.md: the spec left that gap open).
import type { Role, UserType } from '../constants.ts';
import { link } from '../routes.ts';
import { isStaff } from './premium.ts';

/** Where the client keeps the page to return to after signing in (localStorage). */
export const AUTH_RETURN_TO_KEY = 'authReturnTo';

export interface RoutedUser {
  userType: UserType;
  role: Role;
  onboardingCompleted: boolean;
}

/** Paths that must never be returned to: the auth screens themselves, and anything off-site. */
const AUTH_PATHS = ['/auth', '/login', '/signup', '/mfa-challenge'];

const pathOf = (target: string) => target.split(/[?#]/)[0]!;
const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** A stored return path we may navigate to, or null. */
export function usableReturnPath(stored: string | null | undefined): string | null {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.includes('\\')) return null;
  const path = pathOf(stored);
  return AUTH_PATHS.some((root) => isUnder(path, root)) ? null : stored;
}

export const dashboardFor = (user: Pick<RoutedUser, 'userType'>) => link(`/dashboard/${user.userType}`);

export function signInDestination(user: RoutedUser, storedReturnPath: string | null | undefined): string {
  const returnPath = usableReturnPath(storedReturnPath);
  const toAdmin = returnPath !== null && isUnder(pathOf(returnPath), '/admin');
  if (toAdmin && isStaff(user.role)) return returnPath;
  // Staff are never sent to job-seeker onboarding (decision 040), whatever their user type says.
  if (user.userType === 'job-seeker' && !user.onboardingCompleted && !isStaff(user.role)) return link('/onboarding/job-seeker');
  if (returnPath && !toAdmin) return returnPath;
  return dashboardFor(user);
}
