import { ActionIcon, Button, Card, Container, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmark, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatLocalDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { SavedJob } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { JOB_SKELETON_CARDS, JobBadges, JobHeader, JobOffBoardBadge, JobPosted } from '../jobs/index.ts';
import { SkeletonList } from '../../components/SkeletonList.tsx';

function SavedJobCard({ saved, onRemove, removing }: { saved: SavedJob; onRemove: () => void; removing: boolean }) {
  const { job } = saved;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={job.title}>
      <Stack gap="sm">
        <JobHeader
          job={job}
          action={
            <Tooltip label="Remove" withArrow>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${job.title}`} onClick={onRemove} disabled={removing}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          }
        />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {job.description}
        </Text>
        <Group gap="xs">
          <JobOffBoardBadge job={job} />
          <JobBadges job={job} />
        </Group>
        <JobPosted job={job} prefix="Posted " />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Saved on {formatLocalDate(saved.savedAt)}
          </Text>
          <Button component={Link} href={link(`/jobs/${job.id}`)} variant="default" size="xs">
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /saved-jobs (protected): the jobs the user saved, newest first, each removable. */
export default function SavedJobsPage() {
  const utils = trpc.useUtils();
  const saved = trpc.savedJobs.list.useQuery();
  const remove = trpc.savedJobs.remove.useMutation();

  const removeJob = async (jobId: string) => {
    try {
      await remove.mutateAsync({ jobId });
      notify(TOASTS.jobs.removed);
      utils.savedJobs.list.setData(undefined, (list) => list?.filter((item) => item.job.id !== jobId));
      void utils.savedJobs.list.invalidate();
      void utils.jobs.invalidate();
    } catch (err) {
      notifyError(err, TOASTS.jobs.error);
    }
  };

  const count = saved.data?.length ?? 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Saved Jobs"
          subtitle={saved.data && (count === 0 ? "You haven't saved any jobs yet" : `${count} saved job${count === 1 ? '' : 's'}`)}
          actions={
            <Button component={Link} href={link('/jobs')} variant="default" leftSection={<IconSearch size={16} />}>
              Browse Jobs
            </Button>
          }
        />

        {/* The spec only logs a failed list; with nothing to show, it is said here too. */}
        <QueryState
          query={saved}
          loading={
            <SkeletonList label="Loading saved jobs" count={JOB_SKELETON_CARDS}>
              <Skeleton h={150} radius="md" />
            </SkeletonList>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={IconBookmark}
              title="No saved jobs yet"
              text="Start browsing jobs and save the ones that interest you to keep track of opportunities."
            />
          }
        >
          {(list) => (
            <Stack gap="md">
              {list.map((item) => (
                <SavedJobCard
                  key={item.id}
                  saved={item}
                  onRemove={() => void removeJob(item.job.id)}
                  removing={remove.isPending && remove.variables?.jobId === item.job.id}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
