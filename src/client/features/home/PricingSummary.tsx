import { Anchor, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { formatPrice } from '#shared/format.ts';
import { link } from '#shared/routes.ts';
import { BASIC_FEATURES, FeatureList, PREMIUM_FEATURES } from '../billing/index.ts';

const { free, premium_monthly: monthly, premium_annual: annual } = PLANS;

/** The summary shows the first few of the pricing page's lists. */
const FREE_FEATURES = BASIC_FEATURES.slice(0, 6);
const PREMIUM_SUMMARY = PREMIUM_FEATURES.slice(0, 6);

function Price({ amount, interval }: { amount: number; interval: string }) {
  return (
    <Group gap={4} align="baseline">
      <Text fz={40} fw={800} lh={1}>
        {formatPrice(amount)}
      </Text>
      <Text c="dimmed">/{interval}</Text>
    </Group>
  );
}

export function PricingSummary() {
  return (
    <Box component="section" bg="var(--mantine-color-gray-0)" aria-labelledby="home-pricing-title">
      <Container size="md" py={{ base: 56, md: 88 }}>
        <Stack align="center" ta="center" gap="sm" mb={48}>
          <Title id="home-pricing-title" order={2}>
            Simple, transparent pricing
          </Title>
          <Text c="dimmed" size="lg" maw={600}>
            Start for free and upgrade when you want AI-powered tools and unlimited tracking.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="md" padding="xl">
            <Stack gap="md" h="100%">
              <div>
                <Title order={3}>{free.name}</Title>
                <Text c="dimmed" size="sm">
                  Everything you need to start your search.
                </Text>
              </div>
              <Price amount={free.priceUsd} interval={free.interval} />
              <Box style={{ flexGrow: 1 }}>
                <FeatureList items={FREE_FEATURES} />
              </Box>
              <Button component={Link} href={link('/signup?plan=free')} variant="default" size="md" fullWidth>
                Start Free
              </Button>
            </Stack>
          </Card>
          <Card
            withBorder
            radius="md"
            padding="xl"
            style={{ borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 }}
          >
            <Stack gap="md" h="100%">
              <div>
                <Title order={3}>Premium</Title>
                <Text c="dimmed" size="sm">
                  AI-powered tools to land your next role faster.
                </Text>
              </div>
              <Stack gap={4}>
                <Price amount={monthly.priceUsd} interval={monthly.interval} />
                <Group gap="xs">
                  <Text size="sm">
                    or {formatPrice(annual.priceUsd)}/{annual.interval}{' '}
                    <Text span td="line-through" c="dimmed" size="sm">
                      {formatPrice(annual.originalPriceUsd)}
                    </Text>
                  </Text>
                  <Badge color="teal" variant="light">
                    {annual.savingsLabel}
                  </Badge>
                  <Badge variant="filled">{annual.badge}</Badge>
                </Group>
              </Stack>
              <Box style={{ flexGrow: 1 }}>
                <FeatureList items={PREMIUM_SUMMARY} />
              </Box>
              <Button component={Link} href={link('/signup?plan=premium')} size="md" fullWidth>
                Go Premium
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Anchor component={Link} href={link('/pricing')} fw={600}>
            Compare all plans <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} />
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
