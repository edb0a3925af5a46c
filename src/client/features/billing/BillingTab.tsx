import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCrown, IconRefresh } from '@tabler/icons-react';
import { Link } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { useNewTab } from './new-tab.ts';
import { summarize } from './subscription-display.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

/** The Billing tab: the subscription, Manage (the provider's portal, in a new tab) or Upgrade, and Refresh. */
export function BillingTab() {
  const utils = trpc.useUtils();
  const overview = trpc.billing.overview.useQuery();
  const portal = trpc.billing.customerPortal.useMutation();
  const check = trpc.billing.checkSubscription.useMutation();
  const { open } = useNewTab();

  const manage = async () => {
    try {
      await open(async () => (await portal.mutateAsync()).url);
    } catch {
      notify(TOASTS.billing.portalFailed, 'red');
    }
  };

  const refresh = async () => {
    try {
      await check.mutateAsync();
    } catch (err) {
      notifyError(err);
      return;
    }
    await Promise.all([utils.billing.overview.invalidate(), utils.auth.session.invalidate()]);
    notify(TOASTS.billing.refreshed);
  };

  return (
    <QueryState query={overview} loading={<Skeleton h={180} radius="md" aria-busy="true" />}>
      {(data) => {
        const summary = summarize(data);
        return (
          <Stack gap="lg">
            <SettingsCard title="Subscription" description="Your plan and billing.">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Group gap="xs">
                    <Text fw={700} size="lg" data-testid="billing-plan">
                      {summary.planName}
                    </Text>
                    {data.isPremium && <IconCrown size={18} color="var(--mantine-color-yellow-6)" aria-hidden />}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {summary.price}
                  </Text>
                </div>
                <Badge color={summary.status.color} variant="light">
                  {summary.status.label}
                </Badge>
              </Group>
              {summary.dateLine && <Text size="sm">{summary.dateLine}</Text>}
              <Group>
                {data.isPremium ? (
                  <Button onClick={() => void manage()} disabled={portal.isPending}>
                    {portal.isPending ? 'Opening...' : 'Manage'}
                  </Button>
                ) : (
                  <Button component={Link} href={link('/pricing')} leftSection={<IconCrown size={16} />}>
                    Upgrade
                  </Button>
                )}
                <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void refresh()} disabled={check.isPending}>
                  {check.isPending ? 'Refreshing...' : 'Refresh'}
                </Button>
              </Group>
              {data.provider === 'local' && (
                <Text size="xs" c="dimmed">
                  Billing runs on the local test provider: no real payment is taken.
                </Text>
              )}
            </SettingsCard>
          </Stack>
        );
      }}
    </QueryState>
  );
}
