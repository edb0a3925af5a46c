import { ActionIcon, Button, Card, Container, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBookmark, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { JOB_SKELETON_CARDS } from '../../../shared/constants.ts';
import { formatLocalDate } from '../../../shared/format.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { SavedJob } from '../../../shared/schemas/jobs.ts';
import { notify, notifyError } from '../../components/feedback.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { trpc } from '../../trpc.ts';
import { JobBadges, JobHeader } from '../jobs/JobCard.tsx';

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
        <JobBadges job={job} />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Saved on {formatLocalDate(saved.savedAt)}
          </Text>
          <Button component={Link} href={`/jobs?job=${job.id}`} variant="default" size="xs">
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

  useEffect(() => {
    if (saved.isError) console.error('Failed to load saved jobs', saved.error); // spec 8: only logged
  }, [saved.isError, saved.error]);

  const removeJob = async (jobId: string) => {
    try {
      await remove.mutateAsync({ jobId });
      notify(MESSAGES.jobs.removed);
      utils.savedJobs.list.setData(undefined, (list) => list?.filter((item) => item.job.id !== jobId));
      void utils.savedJobs.list.invalidate();
      void utils.jobs.invalidate();
    } catch (err) {
      notifyError(err, MESSAGES.jobs.error);
    }
  };

  const count = saved.data?.length ?? 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Saved Jobs</Title>
            {saved.data && (
              <Text c="dimmed" mt="xs">
                {count === 0 ? "You haven't saved any jobs yet" : `${count} saved job${count === 1 ? '' : 's'}`}
              </Text>
            )}
          </div>
          <Button component={Link} href="/jobs" variant="default" leftSection={<IconSearch size={16} />}>
            Browse Jobs
          </Button>
        </Group>

        {saved.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading saved jobs">
            {Array.from({ length: JOB_SKELETON_CARDS }, (_, i) => (
              <Skeleton key={i} h={150} radius="md" />
            ))}
          </Stack>
        ) : saved.isError ? (
          <LoadError error={saved.error} />
        ) : count === 0 ? (
          <EmptyState
            icon={IconBookmark}
            title="No saved jobs yet"
            text="Start browsing jobs and save the ones that interest you to keep track of opportunities."
          />
        ) : (
          <Stack gap="md">
            {saved.data.map((item) => (
              <SavedJobCard
                key={item.id}
                saved={item}
                onRemove={() => void removeJob(item.job.id)}
                removing={remove.isPending && remove.variables?.jobId === item.job.id}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
