import { Alert, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, Redirect } from 'wouter';
import { JOB_TEXT } from '#shared/constants/jobs.ts';
import { link } from '#shared/routes.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { NoJobYet, useAddressedJob } from './addressed-job.tsx';

/**
 * /jobs/:jobId/demo-apply: where a demo job's Apply Now leads (decision 053), in place of an
 * employer's page that does not exist. It says the job is invented and nothing was sent. A job that
 * is not demo content has a real posting: its own page takes the visitor there.
 */
export default function DemoApplyPage() {
  const { query, job, missing } = useAddressedJob();
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
        ) : (
          <NoJobYet missing={missing} pending={query.isPending} />
        )}
      </Stack>
    </Container>
  );
}
