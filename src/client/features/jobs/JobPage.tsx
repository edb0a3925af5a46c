import { Card, Container, Stack, Title } from '@mantine/core';
import { link } from '#shared/routes.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { trpc } from '../../trpc.ts';
import { NoJobYet, useAddressedJob } from './addressed-job.tsx';
import { ApplyPrompt } from './ApplyPrompt.tsx';
import { JobDetail } from './JobDetail.tsx';
import { useApplyToJob } from './use-apply.ts';

/**
 * /jobs/:jobId (public): one job's shareable page (decision 037). The server already wrote its
 * head (title, Open Graph, JSON-LD) for an open job; a closed one opens here only for a user who
 * saved or applied to it, and reads "Job not found" for everyone else, as a missing one does.
 */
export default function JobPage() {
  const utils = trpc.useUtils();
  const { query, job, missing } = useAddressedJob();
  const { apply, prompt } = useApplyToJob();
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
        ) : (
          <NoJobYet missing={missing} pending={query.isPending} />
        )}
      </Stack>
      <ApplyPrompt {...prompt} />
    </Container>
  );
}
