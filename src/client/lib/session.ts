import { useLocation } from 'wouter';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { trpc } from '../trpc.ts';

/** Who is signed in. `isPending` is true until the server has answered once. */
export function useSession() {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });
  return { user: query.data?.user ?? null, mfaPending: query.data?.mfaPending ?? false, isPending: query.isPending };
}

/** Sign-out clears the stored return path and lands on / even when the server call fails. */
export function useSignOut() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.signOut.useMutation();
  return async () => {
    try {
      await mutation.mutateAsync();
    } catch (err) {
      console.error('Sign-out failed', err);
    } finally {
      localStorage.removeItem(AUTH_RETURN_TO_KEY);
      utils.invalidate();
      navigate(link('/'));
    }
  };
}
