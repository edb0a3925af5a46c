import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

const time = (d: Date) => d.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const when = (d: Date) => `${formatShortDate(d)}, ${time(d)}`;

/** Every browser signed in to the account; revoking this one signs out here too. */
export function SessionsCard() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const sessions = trpc.account.sessions.useQuery();
  const revoke = trpc.account.revokeSession.useMutation();

  const revokeSession = async (id: string, current: boolean) => {
    try {
      await revoke.mutateAsync({ id });
      notify(TOASTS.account.sessionRevoked);
      if (current) {
        localStorage.removeItem(AUTH_RETURN_TO_KEY);
        // Leave the guarded page before the session empties, or the guard would send us to /auth.
        navigate(link('/'));
        utils.auth.session.setData(undefined, { user: null, mfaPending: false });
        void utils.invalidate();
      } else {
        void utils.account.sessions.invalidate();
      }
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SettingsCard title="Active sessions" description="Browsers and devices signed in to your account.">
      <QueryState query={sessions} loading={<Skeleton h={64} />}>
        {(list) => (
          <Stack gap="xs">
            {list.map((session) => (
              // The details take what the Revoke button leaves and wrap; the button never shrinks or leaves the card.
              <Group key={session.id} justify="space-between" wrap="nowrap" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                  <IconDeviceDesktop size={22} style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {session.device}
                      </Text>
                      {session.current && (
                        <Badge size="sm" color="green" variant="light">
                          This device
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {session.ip ?? 'Unknown IP'} · Last seen {when(session.lastSeenAt)} · Signed in {formatShortDate(session.createdAt)}
                    </Text>
                  </div>
                </Group>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  style={{ flexShrink: 0 }}
                  disabled={revoke.isPending}
                  onClick={() => void revokeSession(session.id, session.current)}
                  aria-label={`Revoke session: ${session.device}${session.current ? ' (this device)' : ''}`}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </SettingsCard>
  );
}
