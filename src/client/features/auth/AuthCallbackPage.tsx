import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { oauthErrorToast } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Where e-mail links and social logins land. `?type=email&token=` confirms an address (once: the
 * link is single-use, so React's development double effects must not spend it twice);
 * `?error=` is a failed social login; anything else routes the session a social login made.
 */
export default function AuthCallbackPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const finishSignIn = useFinishSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const toAuth = () => navigate(link('/auth'), { replace: true });

    const oauthError = oauthErrorToast(params.get('error'));
    if (oauthError) {
      notify(oauthError, 'red');
      toAuth();
      return;
    }

    const token = params.get('token');
    const run = async () => {
      if (params.get('type') === 'email' && token) {
        const { purpose } = await utils.client.auth.verifyEmail.mutate({ token });
        notify(purpose === 'changeEmail' ? TOASTS.auth.emailChanged : TOASTS.auth.emailVerified);
        if (purpose === 'changeEmail') {
          void utils.account.overview.invalidate();
          const info = await utils.auth.session.fetch(undefined, { staleTime: 0 });
          if (info.user && !info.mfaPending) return navigate(link('/settings'), { replace: true });
        }
      }
      await finishSignIn();
    };
    run().catch((error: unknown) => {
      notifyError(error, TOASTS.auth.callbackFailed);
      toAuth();
    });
  }, [search, navigate, utils, finishSignIn]);

  return (
    <Center mih="60vh">
      <Stack align="center">
        <Loader />
        <Text>Completing sign in...</Text>
      </Stack>
    </Center>
  );
}
