import { Alert, Anchor, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { type CheckoutPlan, TIER_OF_PLAN } from '#shared/constants/billing.ts';
import { formatPrice } from '#shared/format.ts';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSession } from '../../lib/session.ts';
import { PlanCard } from './PlanCard.tsx';
import { PricingFaq } from './PricingFaq.tsx';
import { ANNUAL_EXTRAS, BASIC_FEATURES, PREMIUM_FEATURES } from './plan-features.ts';
import { SIGN_IN_FOR_PRICING, useCheckout, useCheckoutReturn } from './use-checkout.ts';

const { free, premium_monthly: monthly, premium_annual: annual } = PLANS;

/** The Basic plan's button: sign up when signed out, "Current Plan" on it, manage when premium. */
function BasicAction() {
  const { user, isPending } = useSession();
  if (isPending) {
    return (
      <Button variant="default" size="md" fullWidth disabled>
        Get Started Free
      </Button>
    );
  }
  if (!user) {
    return (
      <Button component={Link} href={link('/signup?plan=free')} variant="default" size="md" fullWidth>
        Get Started Free
      </Button>
    );
  }
  if (!user.isPremium) {
    return (
      <Button variant="default" size="md" fullWidth disabled>
        Current Plan
      </Button>
    );
  }
  return (
    <Button component={Link} href={link('/settings?tab=billing')} variant="default" size="md" fullWidth>
      Manage Plan
    </Button>
  );
}

function CheckoutButton({ plan, checkout }: { plan: CheckoutPlan; checkout: ReturnType<typeof useCheckout> }) {
  const { user, isPending } = useSession();
  const tier = TIER_OF_PLAN[plan];
  const current = user?.isPremium === true && user.subscriptionTier === tier;
  const processing = checkout.pendingPlan === plan;
  return (
    <Button
      size="md"
      fullWidth
      variant={plan === 'annual' ? 'filled' : 'light'}
      disabled={isPending || current || (checkout.pendingPlan !== null && !processing)}
      onClick={() => void checkout.start(plan)}
    >
      {current ? 'Current Plan' : processing ? 'Processing...' : `Choose ${PLANS[tier].name}`}
    </Button>
  );
}

/** /pricing: the three plans, checkout, and the toasts on return from checkout. */
export default function PricingPage() {
  const { user } = useSession();
  const checkout = useCheckout();
  useCheckoutReturn();

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <PageHeading
          centered
          title="Choose your plan"
          subtitle="Start for free, and upgrade to Premium for AI-powered tools, unlimited tracking and the interview coach. Change or cancel any time."
          actions={
            !user && (
              <Text size="sm">
                Already have an account?{' '}
                <Anchor component={Link} href={SIGN_IN_FOR_PRICING} fw={600}>
                  Sign in
                </Anchor>
              </Text>
            )
          }
        />

        {user?.isPremium && (
          <Alert color="yellow" variant="light" icon={<IconCrown size={18} />} title={`You're on ${PLANS[user.subscriptionTier].name}`}>
            Switch between monthly and annual billing, or cancel, from{' '}
            <Anchor component={Link} href={link('/settings?tab=billing')}>
              Settings → Billing
            </Anchor>
            .
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="xl">
          <PlanCard
            name={free.name}
            description="Everything you need to start your job search."
            priceUsd={free.priceUsd}
            interval={free.interval}
            features={BASIC_FEATURES}
            action={<BasicAction />}
          />
          <PlanCard
            name={monthly.name}
            description="AI-powered tools to land your next role faster."
            priceUsd={monthly.priceUsd}
            interval={monthly.interval}
            featuresHeading={`Everything in ${free.name}, plus:`}
            features={PREMIUM_FEATURES}
            action={<CheckoutButton plan="monthly" checkout={checkout} />}
            footnote="Billed monthly. Cancel any time."
          />
          <PlanCard
            name={annual.name}
            description="All of Premium for a year, for less."
            priceUsd={annual.priceUsd}
            interval={annual.interval}
            originalPriceUsd={annual.originalPriceUsd}
            savingsLabel={annual.savingsLabel}
            badge={annual.badge}
            highlighted
            featuresHeading={`Everything in ${monthly.name}:`}
            features={ANNUAL_EXTRAS}
            action={<CheckoutButton plan="annual" checkout={checkout} />}
            footnote={`Billed ${formatPrice(annual.priceUsd)} once a year.`}
          />
        </SimpleGrid>

        <PricingFaq />

        {!user && (
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} size="h3">
              Ready to get started?
            </Title>
            <Button component={Link} href={link('/signup')} size="md">
              Create your free account
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
