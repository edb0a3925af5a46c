import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../components/session.ts';

/** Landing point after a social login or an e-mail link: no session goes to /auth. */
export default function AuthCallbackPage() {
  const { user, isPending } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (isPending) return;
    navigate(user ? `/dashboard/${user.userType}` : '/auth', { replace: true });
  }, [isPending, user, navigate]);
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Loader />
        <Text>Completing sign in...</Text>
      </Stack>
    </Center>
  );
}
