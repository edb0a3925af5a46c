import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconClock, IconWand } from '@tabler/icons-react';
import { formatPostedAge } from '#shared/format.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useSession } from '../../components/session.ts';
import { trpc } from '../../trpc.ts';
import { useTailorResume } from '../resume-builder/use-tailor.tsx';
import { JobBadges, JobMeta } from './JobCard.tsx';
import { useSaveJob } from './SaveJobButton.tsx';

/**
 * The job detail view (DECISIONS: View Details did nothing): the full description, save and apply.
 * It opens from ?job={id}, so a detail link can be shared; a job not on the loaded page is fetched.
 */
export function JobDetailModal({
  jobId,
  loaded,
  onClose,
  onSavedChange,
  onApply,
  applying,
}: {
  jobId: string | null;
  loaded: JobCard | undefined;
  onClose: () => void;
  onSavedChange: (jobId: string, saved: boolean) => void;
  onApply: (job: JobCard) => void;
  applying: boolean;
}) {
  const fetched = trpc.jobs.byId.useQuery({ jobId: jobId ?? '' }, { enabled: jobId !== null && !loaded });
  const job = loaded ?? fetched.data;
  const { toggle, pending } = useSaveJob(onSavedChange);
  const { user } = useSession();
  const { tailor, isTailoring } = useTailorResume();

  return (
    <Modal opened={jobId !== null} onClose={onClose} size="lg" title={job?.title ?? 'Job details'}>
      {job ? (
        <Stack gap="md">
          <JobMeta job={job} />
          <JobBadges job={job} />
          <Group gap={4}>
            <IconClock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              Posted {formatPostedAge(job.postedDate)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {job.description}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              leftSection={job.isSaved ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
              disabled={pending}
              onClick={() => void toggle(job.id, job.isSaved)}
            >
              {job.isSaved ? 'Saved' : 'Save Job'}
            </Button>
            {user && (
              <Button variant="default" leftSection={<IconWand size={16} />} loading={isTailoring(job.id)} onClick={() => void tailor({ jobId: job.id })}>
                Tailor for this job
              </Button>
            )}
            <Button onClick={() => onApply(job)} loading={applying}>
              Apply Now
            </Button>
          </Group>
        </Stack>
      ) : fetched.isError ? (
        <LoadError error={fetched.error} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={18} w="40%" />
          <Skeleton h={12} />
          <Skeleton h={12} />
          <Skeleton h={12} w="70%" />
        </Stack>
      )}
    </Modal>
  );
}
