// After a password sign-in, a social login or an e-mail link: read the fresh session, then route
// by the shared rule (src/shared/rules/sign-in-routing.ts), spending the stored return path.
import { useLocation } from 'wouter';
import { AUTH_RETURN_TO_KEY, signInDestination } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';

/** Where the session says to go; resolves once the session cache is fresh, so guards see the new user. */
export function useFinishSignIn() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  return async () => {
    const info = await utils.auth.session.fetch(undefined, { staleTime: 0 });
    if (!info.user) return navigate(link('/auth'), { replace: true });
    if (info.mfaPending) return navigate(link('/mfa-challenge'), { replace: true });
    const stored = localStorage.getItem(AUTH_RETURN_TO_KEY);
    localStorage.removeItem(AUTH_RETURN_TO_KEY);
    navigate(signInDestination(info.user, stored), { replace: true });
  };
}
