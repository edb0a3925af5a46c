import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { JOB_SOURCE_LABELS, JOB_TEXT } from '#shared/constants/jobs.ts';
import { formatPostedAge, formatSalary } from '#shared/format.ts';
import type { JobCard as Job, JobMatch } from '#shared/schemas/jobs.ts';
import { scoreColor } from '../../lib/score-color.ts';
import { experienceBadgeLabel, workTypeLabel } from './job-display.ts';

/** Work type, experience level and salary, as every job card shows them; a demo job says it is one. */
export function JobBadges({ job }: { job: Pick<Job, 'workType' | 'experienceLevel' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'source'> }) {
  return (
    <Group gap="xs">
      {job.source === 'demo' && (
        <Badge variant="outline" color="red.9">
          {JOB_TEXT.demoBadge}
        </Badge>
      )}
      <Badge variant="light" color="blue">
        {workTypeLabel(job.workType)}
      </Badge>
      <Badge variant="light" color="grape">
        {experienceBadgeLabel(job.experienceLevel)}
      </Badge>
      <Badge variant="light" color="green">
        {formatSalary(job.salaryMin, job.salaryMax, job.salaryCurrency)}
      </Badge>
    </Group>
  );
}

/**
 * Why a job is not on the board, for the lists that still show it to its saver: closed, or a job
 * the member saved from another site (never on the board, and not closed).
 */
export function JobOffBoardBadge({ job }: { job: Pick<Job, 'isActive' | 'source'> }) {
  if (job.isActive) return null;
  return job.source === 'captured' ? (
    <Badge variant="light" color="indigo" data-testid="job-captured-badge">
      {JOB_CAPTURE_TEXT.fromAnotherSite}
    </Badge>
  ) : (
    <Badge variant="filled" color="gray" data-testid="job-closed-badge">
      Closed
    </Badge>
  );
}

/** Company and optional location. */
export function JobMeta({ job }: { job: Pick<Job, 'companyName' | 'location'> }) {
  return (
    <Group gap="md">
      <Group gap={4} wrap="nowrap">
        <IconBuilding size={16} aria-hidden />
        <Text size="sm" data-testid="job-company">
          {job.companyName}
        </Text>
      </Group>
      {job.location && (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {job.location}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** "2 days ago · via Greenhouse": when the job was posted and where it came from (decision 037). */
export function JobPosted({ job, prefix = '' }: { job: Pick<Job, 'postedDate' | 'source'>; prefix?: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconClock size={14} aria-hidden />
      <Text size="xs" c="dimmed" data-testid="job-posted">
        {prefix}
        {formatPostedAge(job.postedDate)} · via {JOB_SOURCE_LABELS[job.source]}
      </Text>
    </Group>
  );
}

/** Title, company and location, with an action (the save toggle) at the right. */
export function JobHeader({ job, action }: { job: Pick<Job, 'title' | 'companyName' | 'location'>; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={3} size="h4">
          {job.title}
        </Title>
        <JobMeta job={job} />
      </Stack>
      {action}
    </Group>
  );
}

export function JobCard({
  job,
  saveButton,
  onDetails,
  onApply,
}: {
  /** Sorted by match, the job's match shows with its reason. */
  job: Job & { match?: JobMatch | undefined };
  saveButton: ReactNode;
  onDetails: () => void;
  onApply: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={job.title}>
      <Stack gap="sm">
        <JobHeader job={job} action={saveButton} />
        {job.match && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={scoreColor(job.match.score)} variant="light" tt="none" style={{ flexShrink: 0 }} aria-label={`Match score ${job.match.score}%`}>
              {job.match.score}% match
            </Badge>
            <Text size="sm" fs="italic" c="dimmed">
              {job.match.reason}
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {job.description}
        </Text>
        <JobBadges job={job} />
        {job.source === 'demo' && (
          <Text size="xs" c="dimmed" data-testid="demo-job">
            {JOB_TEXT.demoLine}
          </Text>
        )}
        <Group justify="space-between" align="center">
          <JobPosted job={job} />
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={onDetails}>
              View Details
            </Button>
            <Button size="sm" onClick={onApply}>
              Apply Now
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** How many loading cards a job list shows. */
export const JOB_SKELETON_CARDS = 3;

/** One loading card; a list shows JOB_SKELETON_CARDS of them. */
export function JobCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="sm">
        <Skeleton h={22} w="55%" />
        <Skeleton h={14} w="35%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
        <Group gap="xs">
          <Skeleton h={20} w={70} radius="xl" />
          <Skeleton h={20} w={90} radius="xl" />
          <Skeleton h={20} w={110} radius="xl" />
        </Group>
      </Stack>
    </Card>
  );
}
