// The job a page's address names (/jobs/:jobId and its demo-apply page): one query, and what the
// page shows while there is no job to show.
import { Center, Loader } from '@mantine/core';
import { useParams } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { jobIdInput } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { NotFoundCard } from '../../components/BackLink.tsx';
import { errorCode } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

/** The addressed job's query; `missing` for a malformed id or a job the caller may not see. */
export function useAddressedJob() {
  const { jobId = '' } = useParams<{ jobId: string }>();
  const valid = jobIdInput.safeParse({ jobId }).success;
  const query = trpc.jobs.byId.useQuery({ jobId }, { enabled: valid, retry: (count, err) => errorCode(err) !== 'NOT_FOUND' && count < 2 });
  return { query, job: query.data, missing: !valid || errorCode(query.error) === 'NOT_FOUND' };
}

/** "Job not found" for a missing job, the loader while it loads, nothing after a failure (LoadError says it). */
export function NoJobYet({ missing, pending }: { missing: boolean; pending: boolean }) {
  if (missing) return <NotFoundCard title={TOASTS.jobs.notFound.title} text={TOASTS.jobs.notFound.description!} href={link('/jobs')} label="Browse Jobs" />;
  if (!pending) return null;
  return (
    <Center py="xl">
      <Loader aria-label="Loading job" />
    </Center>
  );
}
