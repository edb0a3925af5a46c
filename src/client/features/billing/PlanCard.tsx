import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice } from '#shared/format.ts';
import { FeatureList } from './FeatureList.tsx';
import type { PlanFeature } from './plan-features.ts';

export interface PlanCardProps {
  name: string;
  description: string;
  priceUsd: number;
  interval: string;
  originalPriceUsd?: number;
  savingsLabel?: string;
  badge?: string;
  /** "Everything in Basic, plus:" above the list. */
  featuresHeading?: string;
  features: readonly PlanFeature[];
  highlighted?: boolean;
  /** The plan's button. */
  action: ReactNode;
  /** A line under the button ("Billed $119 once a year"). */
  footnote?: string;
}

/** One plan on the pricing page: a region named by the plan, so its button can be found by plan. */
export function PlanCard(props: PlanCardProps) {
  const { name, description, priceUsd, interval, originalPriceUsd, savingsLabel, badge, featuresHeading, features, highlighted, action, footnote } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      component="section"
      aria-label={name}
      pos="relative"
      style={highlighted ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2, overflow: 'visible' } : { overflow: 'visible' }}
    >
      {badge && (
        <Badge variant="filled" size="lg" pos="absolute" top={-14} left="50%" style={{ transform: 'translateX(-50%)' }}>
          {badge}
        </Badge>
      )}
      <Stack gap="md" h="100%">
        <div>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        <Stack gap={4}>
          <Group gap={6} align="baseline">
            <Text fz={40} fw={800} lh={1}>
              {formatPrice(priceUsd)}
            </Text>
            <Text c="dimmed">/{interval}</Text>
            {originalPriceUsd !== undefined && (
              <Text td="line-through" c="dimmed" aria-label={`Originally ${formatPrice(originalPriceUsd)}`}>
                {formatPrice(originalPriceUsd)}
              </Text>
            )}
          </Group>
          {savingsLabel && (
            <Group>
              <Badge color="teal" variant="light">
                {savingsLabel}
              </Badge>
            </Group>
          )}
        </Stack>
        {action}
        {footnote && (
          <Text size="xs" c="dimmed" ta="center" mt={-8}>
            {footnote}
          </Text>
        )}
        <Box style={{ flexGrow: 1 }}>
          {featuresHeading && (
            <Text size="sm" fw={600} mb="xs">
              {featuresHeading}
            </Text>
          )}
          <FeatureList items={features} />
        </Box>
      </Stack>
    </Card>
  );
}
