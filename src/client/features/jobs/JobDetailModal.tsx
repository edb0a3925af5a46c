import { Modal, Skeleton, Stack } from '@mantine/core';
import type { JobCard } from '#shared/schemas/jobs.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { JobDetail } from './JobDetail.tsx';

/**
 * The job detail view (DECISIONS: View Details did nothing): the full description, save and apply.
 * It opens from ?job={id}; a job not on the loaded page is fetched. "Open job page" leads to the
 * shareable /jobs/{id}.
 */
export function JobDetailModal({
  jobId,
  loaded,
  onClose,
  onSavedChange,
  onApply,
}: {
  jobId: string | null;
  loaded: JobCard | undefined;
  onClose: () => void;
  onSavedChange: (jobId: string, saved: boolean) => void;
  onApply: (job: JobCard) => void;
}) {
  const fetched = trpc.jobs.byId.useQuery({ jobId: jobId ?? '' }, { enabled: jobId !== null && !loaded });
  const job = loaded ?? fetched.data;

  return (
    <Modal opened={jobId !== null} onClose={onClose} size="lg" title={job?.title ?? 'Job details'}>
      {/* The job is the loaded page's card when there is one, else its own fetch's answer. */}
      <QueryState
        query={{ data: job, error: fetched.error }}
        loading={
          <Stack gap="sm" aria-busy="true">
            <Skeleton h={18} w="40%" />
            <Skeleton h={12} />
            <Skeleton h={12} />
            <Skeleton h={12} w="70%" />
          </Stack>
        }
        keepData="quiet"
      >
        {(shown) => <JobDetail job={shown} onSavedChange={onSavedChange} onApply={onApply} pageLink />}
      </QueryState>
    </Modal>
  );
}
