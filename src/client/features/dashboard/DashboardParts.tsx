// Pieces every dashboard shares: stat tiles, the "Sample data" label, the guard that keeps each
// dashboard to its own user type, and the ranked job list (also used by /features/matching).
import { Anchor, Badge, Card, Flex, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { EXPERIENCE_LEVEL_LABELS, type UserType, WORK_MODEL_LABELS } from '#shared/constants.ts';
import { ONET_ATTRIBUTION } from '#shared/constants/resumes.ts';
import { formatSalary } from '#shared/format.ts';
import { dashboardFor } from '#shared/rules/sign-in-routing.ts';
import type { MatchedJob } from '#shared/schemas/dashboard.ts';
import { link } from '#shared/routes.ts';
import { scoreColor } from '../../lib/score-color.ts';
import { useSession } from '../../lib/session.ts';

export function StatTile({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {icon}
      </Group>
    </Paper>
  );
}

export function SampleDataBadge() {
  return (
    <Tooltip label="These figures are examples, not your data">
      <Badge color="gray" variant="outline" size="lg">
        Sample data
      </Badge>
    </Tooltip>
  );
}

/** Each dashboard belongs to one user type; anyone else goes to their own. */
export function OwnDashboard({ userType, children }: { userType: UserType; children: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (user.userType !== userType) return <Redirect to={dashboardFor(user)} replace />;
  return <>{children}</>;
}

export function MatchedJobList({ jobs, empty }: { jobs: MatchedJob[]; empty: ReactNode }) {
  if (jobs.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {jobs.map((job) => (
        <Card key={job.id} component="li" withBorder radius="md" padding="sm" aria-label={job.title}>
          {/* On a phone the score sits under the text, which keeps the card's full width. */}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} href={link(`/jobs?q=${encodeURIComponent(job.title)}`)} fw={600}>
                {job.title}
              </Anchor>
              <Text size="sm">
                {job.companyName}
                {job.location ? ` · ${job.location}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {WORK_MODEL_LABELS[job.workType]} · {EXPERIENCE_LEVEL_LABELS[job.experienceLevel]} · {formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency)}
              </Text>
              <Text size="sm" c="dimmed" fs="italic">
                {job.reason}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end" miw={120} style={{ flexShrink: 0 }}>
              <Badge color={scoreColor(job.score)} variant="light" size="lg" miw={110} tt="none" aria-label={`Match score ${job.score}%`}>
                {job.score}% match
              </Badge>
              <Progress value={job.score} color={scoreColor(job.score)} w={110} size="sm" aria-hidden />
            </Stack>
          </Flex>
        </Card>
      ))}
    </Stack>
      {/* The reasons name occupations' skills from O*NET's vocabulary. */}
      <Text size="xs" c="dimmed">
        {ONET_ATTRIBUTION}
      </Text>
    </Stack>
  );
}
