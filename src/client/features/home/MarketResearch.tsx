import type { ComponentType } from 'react';
import { Anchor, Badge, Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';

interface ResearchStat {
  value: string;
  label: string;
  explanation: string;
  icon: ComponentType<IconProps>;
  /** Who published the figure, and where a reader checks it. */
  source: { name: string; url: string };
}

// Only figures with a source a reader can check (decision 041). The spec's "$500M career improvement
// market" and "$100-3K resume writing cost" had none and are left out.
const STATS: ResearchStat[] = [
  {
    value: '168M',
    label: 'U.S. labor force',
    explanation: 'About 168 million people were working or looking for work in 2024, so standing out matters.',
    icon: IconUsers,
    source: {
      name: 'U.S. Bureau of Labor Statistics, Current Population Survey: civilian labor force (LNS11000000)',
      url: 'https://data.bls.gov/timeseries/LNS11000000',
    },
  },
  {
    value: '$160B+',
    label: 'Staffing industry',
    explanation: 'Employers spend heavily to find the right people, and good matching saves both sides time.',
    icon: IconBuildingSkyscraper,
    source: {
      name: 'American Staffing Association: the staffing, recruiting and workforce solutions industry',
      url: 'https://americanstaffing.net/staffing-industry/workforce-solutions/',
    },
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880} mx="auto">
          {STATS.map(({ value, label, explanation, icon: Icon, source }) => (
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
                <Text size="xs" c="dimmed">
                  Source:{' '}
                  <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs">
                    {source.name}
                  </Anchor>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
