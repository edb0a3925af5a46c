import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ApplicationStatus } from '#shared/constants/applications.ts';
import type { ApplicationCounts } from '#shared/schemas/applications.ts';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

/** The spec's four counters; "Offers" is plural here, "Offer" in the filter and on the badge. */
const COUNTERS: { status: ApplicationStatus; label: string }[] = [
  { status: 'applied', label: 'Applied' },
  { status: 'interviewing', label: 'Interviewing' },
  { status: 'offer', label: 'Offers' },
  { status: 'rejected', label: 'Rejected' },
];

export function StatusCounters({ counts }: { counts: ApplicationCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {COUNTERS.map(({ status, label }) => (
        <Paper key={status} withBorder radius="md" p="md" role="group" aria-label={label} data-testid={`counter-${status}`}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} c={APPLICATION_STATUS_COLORS[status]} data-testid={`count-${status}`}>
            {counts[status]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
