import type { ComponentType } from 'react';
import { Badge, Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconFileDollar,
  IconTrendingUp,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';

interface ResearchStat {
  value: string;
  label: string;
  explanation: string;
  icon: ComponentType<IconProps>;
}

const STATS: ResearchStat[] = [
  {
    value: '168.43M',
    label: 'U.S. labor force',
    explanation: 'Millions of people are working or looking for work, so standing out matters.',
    icon: IconUsers,
  },
  {
    value: '$185B',
    label: 'Staffing market',
    explanation: 'Employers spend heavily to find the right people, and good matching saves both sides time.',
    icon: IconBuildingSkyscraper,
  },
  {
    value: '$500M',
    label: 'Career improvement market',
    explanation: 'Job seekers invest in coaching and tools to grow, a sign of how much guidance is needed.',
    icon: IconTrendingUp,
  },
  {
    value: '$100-3K',
    label: 'Typical resume writing cost',
    explanation: 'Professional resume help is expensive, which puts it out of reach for many early-career candidates.',
    icon: IconFileDollar,
  },
];

export function MarketResearch() {
  return (
    <Box component="section" bg="var(--mantine-color-gray-0)" aria-labelledby="home-research-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Stack align="center" ta="center" gap="sm" mb={48}>
          <Badge variant="light" size="lg">
            Research figures
          </Badge>
          <Title id="home-research-title" order={2}>
            The job market at a glance
          </Title>
          <Text c="dimmed" size="lg" maw={680}>
            Research figures on the U.S. labor and career services markets show why smarter, more
            affordable career tools matter.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {STATS.map(({ value, label, explanation, icon: Icon }) => (
            <Card key={label} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon size={22} stroke={1.5} />
                </ThemeIcon>
                <Text fz={32} fw={800} c="indigo.7" lh={1.1}>
                  {value}
                </Text>
                <Text fw={600}>{label}</Text>
                <Text c="dimmed" size="sm">
                  {explanation}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
