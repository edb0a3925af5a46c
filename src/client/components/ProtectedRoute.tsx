import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { useSession } from '../lib/session.ts';

/**
 * Renders nothing until the session is known. Without one, the path is remembered as the return
 * path and the visitor goes to /auth; a pending second factor goes to /mfa-challenge.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, mfaPending, isPending } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (isPending) return;
    if (!user) {
      localStorage.setItem(AUTH_RETURN_TO_KEY, search ? `${location}?${search}` : location);
      navigate(link('/auth'), { replace: true });
    } else if (mfaPending) {
      navigate(link('/mfa-challenge'), { replace: true });
    }
  }, [isPending, user, mfaPending, location, search, navigate]);

  if (isPending || !user || mfaPending) return null;
  return <>{children}</>;
}
