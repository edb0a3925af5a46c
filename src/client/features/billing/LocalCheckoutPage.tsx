import { Alert, Anchor, Badge, Button, Card, Container, Divider, Group, List, Stack, Text } from '@mantine/core';
import { IconFlask, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useSearch } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { type PaidTier } from '#shared/constants/billing.ts';
import { formatPrice } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { localCheckoutIdInput } from '#shared/schemas/billing.ts';
import { link } from '#shared/routes.ts';
import { errorCode, notifyError } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { ANNUAL_EXTRAS } from './plan-features.ts';

/** Why there is nothing to pay, with the way back to the plans. */
function Closed({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {/* The alert's text colour, underlined: the link blue is short of 4.5:1 on the grey tint. */}
        <Anchor component={Link} href={link('/pricing')} fw={600} c="inherit" underline="always">
          Back to pricing
        </Anchor>
      </Stack>
    </Alert>
  );
}

function OrderSummary({ tier }: { tier: PaidTier }) {
  const plan = PLANS[tier];
  const annual = tier === 'premium_annual' ? PLANS.premium_annual : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            {plan.name}
          </Text>
          <Text size="sm" c="dimmed">
            Billed every {plan.interval}, renews automatically until you cancel
          </Text>
        </div>
        <div style={{ textAlign: 'right' }}>
          <Text fw={800} size="xl" data-testid="checkout-price">
            {formatPrice(plan.priceUsd)}
            <Text span c="dimmed" size="sm" fw={400}>
              {' '}
              / {plan.interval}
            </Text>
          </Text>
          {annual && (
            <Group gap={6} justify="flex-end">
              <Text size="sm" td="line-through" c="dimmed">
                {formatPrice(annual.originalPriceUsd)}
              </Text>
              <Badge color="teal" variant="light" size="sm">
                {annual.savingsLabel}
              </Badge>
            </Group>
          )}
        </div>
      </Group>
      {annual && (
        <List size="sm" spacing={4}>
          {ANNUAL_EXTRAS.map((extra) => (
            <List.Item key={extra.label}>{extra.label}</List.Item>
          ))}
        </List>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>Due today</Text>
        <Text fw={700}>{formatPrice(plan.priceUsd)}</Text>
      </Group>
    </Stack>
  );
}

/**
 * /billing/checkout?session=lcs_…: the local billing provider's checkout, used when no payment
 * provider is configured. Pay starts the subscription through the same code Stripe's webhooks
 * drive; neither button takes money.
 */
export default function LocalCheckoutPage() {
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('session') ?? '';
  const valid = localCheckoutIdInput.safeParse({ id }).success;
  const { user } = useSession();
  const utils = trpc.useUtils();
  const checkout = trpc.billing.local.checkout.useQuery({ id }, { enabled: valid });
  const pay = trpc.billing.local.pay.useMutation();
  const cancel = trpc.billing.local.cancel.useMutation();
  const busy = pay.isPending || cancel.isPending;

  /** The provider answers with where to go next: /pricing?success=true or ?canceled=true. */
  const go = (url: string) => (url.startsWith('/') ? navigate(url) : window.location.assign(url));

  const onPay = async () => {
    try {
      const { url } = await pay.mutateAsync({ id });
      await utils.auth.session.invalidate();
      void utils.billing.overview.invalidate();
      go(url);
    } catch (err) {
      notifyError(err, errorCode(err) === 'CONFLICT' ? undefined : TOASTS.billing.checkoutFailed);
      void checkout.refetch();
    }
  };
  const onCancel = async () => {
    try {
      go((await cancel.mutateAsync({ id })).url);
    } catch (err) {
      notifyError(err);
    }
  };

  let body;
  if (!valid) {
    body = <Closed title="Checkout link incomplete">This checkout link is missing its session or is not valid. Start again from the pricing page.</Closed>;
  } else if (checkout.isPending) {
    body = <PageLoader />;
  } else if (checkout.isError) {
    body =
      errorCode(checkout.error) === 'NOT_FOUND' ? (
        <Closed title="Checkout not found">
          We could not find this checkout. It may have been started from another account. Start again from the pricing page.
        </Closed>
      ) : (
        <LoadError error={checkout.error} message={TOASTS.billing.checkoutFailed} />
      );
  } else if (checkout.data.status === 'completed') {
    body = <Closed title="Checkout already completed">This checkout was paid, and its subscription has started. Nothing more to do here.</Closed>;
  } else if (checkout.data.status === 'canceled') {
    body = <Closed title="Checkout canceled">This checkout was canceled, so nothing was paid. You can start a new one from the pricing page.</Closed>;
  } else {
    const plan = PLANS[checkout.data.tier];
    const alreadyPremium = user?.isPremium === true;
    body = (
      <Card withBorder radius="md" padding="xl">
        <Stack gap="lg">
          <OrderSummary tier={checkout.data.tier} />
          {alreadyPremium && (
            <Alert color="yellow" variant="light" title={TOASTS.billing.alreadySubscribed.title}>
              {TOASTS.billing.alreadySubscribed.description}
            </Alert>
          )}
          <Stack gap="xs">
            <Button size="md" fullWidth onClick={() => void onPay()} disabled={busy || alreadyPremium}>
              {pay.isPending ? 'Processing...' : `Pay ${formatPrice(plan.priceUsd)}`}
            </Button>
            <Button size="md" fullWidth variant="default" onClick={() => void onCancel()} disabled={busy}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Card>
    );
  }

  return (
    <Container size={520} py="xl">
      <Stack gap="lg">
        <PageHeading title="Checkout" subtitle="Upgrade to Premium" />
        <Alert color="orange" variant="light" icon={<IconFlask size={18} />} title="Test checkout — no real payment is taken">
          No payment provider is configured, so this local test checkout stands in for one. Paying here starts the subscription
          without charging a card; canceling returns you to the pricing page.
        </Alert>
        {body}
      </Stack>
    </Container>
  );
}
