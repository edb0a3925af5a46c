import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, Redirect, useParams } from 'wouter';
import { JOB_TEXT } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { jobIdInput } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { NotFoundCard } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { errorCode } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

/**
 * /jobs/:jobId/demo-apply: where a demo job's Apply Now leads (decision 053), in place of an
 * employer's page that does not exist. It says the job is invented and nothing was sent. A job that
 * is not demo content has a real posting: its own page takes the visitor there.
 */
export default function DemoApplyPage() {
  const { jobId = '' } = useParams<{ jobId: string }>();
  const valid = jobIdInput.safeParse({ jobId }).success;
  const query = trpc.jobs.byId.useQuery({ jobId }, { enabled: valid, retry: (count, err) => errorCode(err) !== 'NOT_FOUND' && count < 2 });
  const job = query.data;
  const missing = !valid || errorCode(query.error) === 'NOT_FOUND';

  if (job && job.source !== 'demo') return <Redirect to={link(`/jobs/${job.id}`)} replace />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <LoadError error={missing ? null : query.error} />
        {job ? (
          <>
            <PageHeading title={JOB_TEXT.demoApplyHeading} subtitle={JOB_TEXT.applyPromptText(job.title, job.companyName)} />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Alert color="orange" icon={<IconInfoCircle size={18} />}>
                  <Text size="sm">{JOB_TEXT.demoApplyText}</Text>
                </Alert>
                <Group gap="sm">
                  <Button component={Link} href={link(`/jobs/${job.id}`)}>
                    {JOB_TEXT.demoApplyBack}
                  </Button>
                  <Button component={Link} href={link('/jobs')} variant="default">
                    Browse Jobs
                  </Button>
                </Group>
              </Stack>
            </Card>
          </>
        ) : missing ? (
          <NotFoundCard title={TOASTS.jobs.notFound.title} text={TOASTS.jobs.notFound.description!} href={link('/jobs')} label="Browse Jobs" />
        ) : query.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading job" />
          </Center>
        ) : null}
      </Stack>
    </Container>
  );
}
