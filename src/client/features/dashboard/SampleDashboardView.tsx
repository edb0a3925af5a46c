import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SampleDataBadge, StatTile } from './DashboardParts.tsx';
import type { SampleDashboard } from './sample-data.ts';

/**
 * A static sample dashboard: the figures are examples and the quick actions wait for the account
 * type to launch, so they are disabled with a tooltip rather than dead.
 */
export function SampleDashboardView({ sample, extra }: { sample: SampleDashboard; extra?: ReactNode }) {
  const pending = `Available when ${sample.audience} accounts launch`;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeading title={sample.title} subtitle={sample.subtitle} actions={<SampleDataBadge />} />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {sample.stats.map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} {...(stat.hint ? { hint: stat.hint } : {})} />
        ))}
      </SimpleGrid>

      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          Quick Actions
        </Title>
        <Group>
          {sample.quickActions.map((action) => (
            <Tooltip key={action} label={pending}>
              <Button variant="light" data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
                {action}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: extra ? 2 : 1 }}>
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {sample.listTitle}
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={sample.listTitle}>
            {sample.list.map((item) => (
              <Group key={item.title} component="li" justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {item.detail}
                  </Text>
                </div>
                <Badge color={sample.statusColors[item.status] ?? 'gray'} variant="light">
                  {item.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
        {extra}
      </SimpleGrid>
    </Stack>
  );
}

export function PerformanceBars({ items }: { items: readonly { label: string; value: number; percent: number }[] }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        Performance
      </Title>
      <Stack gap="sm">
        {items.map((item) => (
          <div key={item.label}>
            <Group justify="space-between">
              <Text size="sm">{item.label}</Text>
              <Text size="sm" fw={600}>
                {item.value.toLocaleString('en-US')}
              </Text>
            </Group>
            <Progress value={item.percent} aria-label={`${item.label} ${Math.round(item.percent)}%`} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
