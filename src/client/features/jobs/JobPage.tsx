import { Card, Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { jobIdInput } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { BackLink, NotFoundCard } from '../../components/BackLink.tsx';
import { errorCode } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { trpc } from '../../trpc.ts';
import { JobDetail } from './JobDetail.tsx';
import { ApplyPrompt } from './ApplyPrompt.tsx';
import { useApplyToJob } from './use-apply.ts';

/**
 * /jobs/:jobId (public): one job's shareable page (decision 037). The server already wrote its
 * head (title, Open Graph, JSON-LD) for an open job; a closed one opens here only for a user who
 * saved or applied to it, and reads "Job not found" for everyone else, as a missing one does.
 */
export default function JobPage() {
  const { jobId = '' } = useParams<{ jobId: string }>();
  const valid = jobIdInput.safeParse({ jobId }).success;
  const utils = trpc.useUtils();
  const query = trpc.jobs.byId.useQuery({ jobId }, { enabled: valid, retry: (count, err) => errorCode(err) !== 'NOT_FOUND' && count < 2 });
  const { apply, prompt } = useApplyToJob();
  const job = query.data;
  const missing = !valid || errorCode(query.error) === 'NOT_FOUND';
  usePageTitle(job && `${job.title} at ${job.companyName}`);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink href={link('/jobs')} label="Back to Jobs" />
        <LoadError error={missing ? null : query.error} />
        {job ? (
          <Card withBorder radius="md" padding="xl" component="article" aria-label={job.title}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {job.title}
              </Title>
              <JobDetail
                job={job}
                onSavedChange={(id, saved) => utils.jobs.byId.setData({ jobId: id }, (old) => old && { ...old, isSaved: saved })}
                onApply={apply}
              />
            </Stack>
          </Card>
        ) : missing ? (
          <NotFoundCard title={TOASTS.jobs.notFound.title} text={TOASTS.jobs.notFound.description!} href={link('/jobs')} label="Browse Jobs" />
        ) : query.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading job" />
          </Center>
        ) : null}
      </Stack>
      <ApplyPrompt {...prompt} />
    </Container>
  );
}
