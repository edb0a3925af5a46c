import { Alert, Anchor, Badge, Button, Card, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import type { PaidTier } from '#shared/constants/billing.ts';
import { formatLongDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { LocalPortalAction } from '#shared/schemas/billing.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { announceSubscriptionChange } from './billing-channel.ts';
import { planPrice, summarize, type Overview } from './subscription-display.ts';

/** What each portal action did, in its toast. */
function portalMessage(action: LocalPortalAction) {
  if (action.action === 'cancel') return TOASTS.billing.subscriptionCanceled;
  if (action.action === 'resume') return TOASTS.billing.subscriptionResumed;
  return TOASTS.billing.planSwitched(PLANS[action.tier].name);
}

/** A portal action, then the session, the Billing tab and the provider's view agree again. */
function useSubscriptionChange() {
  const utils = trpc.useUtils();
  const update = trpc.billing.local.update.useMutation();
  const change = async (action: LocalPortalAction): Promise<boolean> => {
    try {
      await update.mutateAsync(action);
    } catch (err) {
      notifyError(err, TOASTS.billing.portalFailed);
      return false;
    }
    try {
      await utils.client.billing.checkSubscription.mutate();
    } catch (err) {
      console.warn('Subscription check failed', err); // the spec: only logged
    }
    await Promise.all([utils.billing.overview.invalidate(), utils.auth.session.invalidate()]);
    // The toast names what happened, and the tab that opened the portal refetches.
    notify(portalMessage(action), action.action === 'cancel' ? 'yellow' : 'green');
    announceSubscriptionChange();
    return true;
  };
  return { change, pending: update.isPending ? update.variables?.action ?? null : null };
}

type Confirming = { kind: 'cancel' } | { kind: 'switch'; tier: PaidTier } | null;

function SubscriptionCard({ overview }: { overview: Overview }) {
  const summary = summarize(overview);
  const { change, pending } = useSubscriptionChange();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const live = overview.isPremium && overview.tier !== 'free';
  const otherTier: PaidTier = overview.tier === 'premium_annual' ? 'premium_monthly' : 'premium_annual';
  const periodEnd = overview.currentPeriodEnd ? formatLongDate(overview.currentPeriodEnd) : null;

  const confirm = async () => {
    if (!confirming) return;
    const done = await change(confirming.kind === 'cancel' ? { action: 'cancel' } : { action: 'switch', tier: confirming.tier });
    if (done) setConfirming(null);
  };

  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label="Your subscription">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Title order={2} size="h3">
              {summary.planName}
            </Title>
            <Text c="dimmed">{summary.price}</Text>
          </div>
          <Badge color={summary.status.color} variant="light" size="lg">
            {summary.status.label}
          </Badge>
        </Group>
        {summary.dateLine && <Text fw={500}>{summary.dateLine}</Text>}
        {overview.cancelAtPeriodEnd && live && periodEnd && (
          <Text size="sm" c="dimmed">
            Your subscription will not renew. Premium stays on until {periodEnd}; then your account moves to the {PLANS.free.name} plan.
          </Text>
        )}

        {live ? (
          <Group>
            {overview.cancelAtPeriodEnd ? (
              <Button onClick={() => void change({ action: 'resume' })} loading={pending === 'resume'} disabled={pending !== null}>
                Resume subscription
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setConfirming({ kind: 'switch', tier: otherTier })} disabled={pending !== null}>
                  {otherTier === 'premium_annual' ? 'Switch to annual' : 'Switch to monthly'}
                </Button>
                <Button color="red" variant="light" onClick={() => setConfirming({ kind: 'cancel' })} disabled={pending !== null}>
                  Cancel subscription
                </Button>
              </>
            )}
          </Group>
        ) : (
          <Text size="sm">
            You have no active subscription.{' '}
            <Anchor component={Link} href={link('/pricing')}>
              See plans
            </Anchor>
          </Text>
        )}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.kind === 'cancel' ? 'Cancel your subscription?' : `Switch to ${PLANS[otherTier].name}?`}
        centered
      >
        <Stack gap="md">
          {confirming?.kind === 'cancel' ? (
            <Text size="sm">
              Your subscription will not renew. You keep Premium access until the end of the current billing period
              {periodEnd ? `, ${periodEnd}` : ''}; after that your account moves to the free {PLANS.free.name} plan. You can resume any time
              before then.
            </Text>
          ) : (
            <Text size="sm">
              The change takes effect now: a new billing period of {planPrice(otherTier)} starts today, and what is left of the current
              period is prorated.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={pending !== null}>
              {confirming?.kind === 'cancel' ? 'Keep subscription' : 'Keep current plan'}
            </Button>
            <Button color={confirming?.kind === 'cancel' ? 'red' : undefined} onClick={() => void confirm()} loading={pending !== null}>
              {confirming?.kind === 'cancel' ? 'Cancel subscription' : 'Switch plan'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/**
 * /billing/portal: the local billing provider's portal (Stripe's customer portal when a key is
 * set): switch plan, cancel at the period end, or resume.
 */
export default function LocalPortalPage() {
  const overview = trpc.billing.overview.useQuery();

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} href={link('/settings?tab=billing')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Back to Settings
          </Group>
        </Anchor>
        <PageHeading title="Manage subscription" subtitle="Change your plan, cancel, or resume." />
        <Alert color="orange" variant="light" icon={<IconFlask size={18} />} title="Test billing portal — no real payment is taken">
          No payment provider is configured, so this local portal stands in for one. Changes here apply to your subscription at once.
        </Alert>
        <QueryState query={overview} error={{ message: TOASTS.billing.portalFailed }}>
          {(data) =>
            data.provider !== 'local' ? (
              <Alert color="gray" variant="light" title="Managed by the payment provider">
                Your subscription is managed on the payment provider&apos;s page. Open it with Manage on the Billing tab in Settings.
              </Alert>
            ) : (
              <SubscriptionCard overview={data} />
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
