// The Interest Profiler's report: the six RIASEC scores as bars, the interest code, what each area
// means, careers matched to the code at the Job Zone the user picks (each a search of our job board)
// and, per career, the hot technologies the active resume lacks, each a way into the resume builder.
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  JOB_ZONE_LABELS,
  JOB_ZONES,
  PROFILER_LIMITS,
  RIASEC_AREAS,
  RIASEC_MEANINGS,
  RIASEC_NAMES,
  type JobZone,
  type RiasecArea,
} from '#shared/constants/assessment.ts';
import { ONET_ATTRIBUTION } from '#shared/constants/resumes.ts';
import type { ProfilerReport } from '#shared/schemas/assessment.ts';
import { link } from '#shared/routes.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';

const ALL_ZONES = 'all';
const ZONE_OPTIONS = [{ value: ALL_ZONES, label: 'Any preparation level' }, ...JOB_ZONES.map((z) => ({ value: String(z), label: `Job Zone ${z}: ${JOB_ZONE_LABELS[z]}` }))];

const codeNames = (code: string) => [...code].map((letter) => RIASEC_NAMES[letter as RiasecArea]).join(', ');

export function ProfilerReportView({ assessmentId, onRetake }: { assessmentId: string; onRetake: () => void }) {
  const [zone, setZone] = useState<string>(ALL_ZONES);
  const jobZone = zone === ALL_ZONES ? undefined : (Number(zone) as JobZone);
  const report = trpc.assessment.report.useQuery({ assessmentId, jobZone }, { placeholderData: (previous) => previous });

  return (
    <QueryState query={report} loading={<Loader aria-label="Loading your report" />}>
      {(data) => <Report data={data} zone={zone} onZone={setZone} onRetake={onRetake} />}
    </QueryState>
  );
}

function Report({ data, zone, onZone, onRetake }: { data: ProfilerReport; zone: string; onZone: (zone: string) => void; onRetake: () => void }) {
  return (
    <Stack gap="lg" data-testid="profiler-report">
      <Paper withBorder radius="md" p="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Your interest code
            </Text>
            <Title order={2} data-testid="interest-code">
              {data.code || '—'}
            </Title>
            {data.code && <Text size="sm">{codeNames(data.code)}</Text>}
          </div>
          <Button variant="default" onClick={onRetake}>
            Take the Profiler Again
          </Button>
        </Group>
        <Title order={3} size="h4" mt="lg" mb="xs" id="riasec-chart">
          Your six interest scores
        </Title>
        <Stack gap={8} role="list" aria-labelledby="riasec-chart" data-testid="riasec-chart">
          {RIASEC_AREAS.map((area) => (
            <div key={area} role="listitem">
              <Group justify="space-between">
                <Text size="sm" fw={data.code.includes(area) ? 700 : 400}>
                  {RIASEC_NAMES[area]} ({area})
                </Text>
                <Text size="sm">
                  {data.scores[area]} / {PROFILER_LIMITS.areaMax}
                </Text>
              </Group>
              <Progress
                value={(data.scores[area] / PROFILER_LIMITS.areaMax) * 100}
                color={data.code.includes(area) ? 'teal' : 'gray'}
                aria-label={`${RIASEC_NAMES[area]}: ${data.scores[area]} of ${PROFILER_LIMITS.areaMax}`}
              />
            </div>
          ))}
        </Stack>
      </Paper>

      <div>
        <Title order={3} size="h4" mb="xs">
          What each area means
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {data.areas.map(({ area, activities }) => (
            <Card key={area} withBorder radius="md" padding="md">
              <Group gap="xs">
                <Text fw={600}>{RIASEC_NAMES[area]}</Text>
                {data.code.includes(area) && (
                  <Badge size="sm" variant="light" color="teal">
                    In your code
                  </Badge>
                )}
              </Group>
              <Text size="sm" mt={4}>
                {RIASEC_MEANINGS[area]}
              </Text>
              <Text size="xs" c="dimmed" mt={6}>
                For example: {activities.join(' ')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </div>

      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h4">
            Careers that match your interests
          </Title>
          <Select label="Preparation (Job Zone)" data={ZONE_OPTIONS} value={zone} allowDeselect={false} onChange={(v) => onZone(v ?? ALL_ZONES)} w={340} />
        </Group>
        {data.noMatchReason && (
          <Alert color="yellow" variant="light" data-testid="no-careers">
            {data.noMatchReason}
          </Alert>
        )}
        {!data.comparedWithResume && data.careers.length > 0 && (
          <Text size="sm" c="dimmed">
            Save a resume in the <Anchor component={Link} href={link('/features/resume-builder')} underline="always">resume builder</Anchor> and each career will show only the technologies it does not name yet.
          </Text>
        )}
        <Stack gap="sm">
          {data.careers.map((career) => (
            <Card key={career.code} withBorder radius="md" component="article" aria-label={career.title}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Title order={4}>{career.title}</Title>
                  <Text size="xs" c="dimmed">
                    Interest code {career.interestCode} · Job Zone {career.jobZone}
                  </Text>
                </div>
                <Button component={Link} href={link(`/jobs?q=${encodeURIComponent(career.searchTerm)}`)} variant="light" size="xs">
                  Find {career.title} jobs
                </Button>
              </Group>
              <Text size="sm" mt="xs">
                {career.description}
              </Text>
              {career.learningPath.length > 0 && (
                <Group gap={6} mt="sm">
                  <Text size="sm" fw={600}>
                    Learning path:
                  </Text>
                  {career.learningPath.map((technology) => (
                    <Badge key={technology} component={Link} href={link('/features/resume-builder')} variant="outline" style={{ cursor: 'pointer', textTransform: 'none' }}>
                      {technology}
                    </Badge>
                  ))}
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      </Stack>
      <Text size="xs" c="dimmed" data-testid="onet-attribution">
        {ONET_ATTRIBUTION} The O*NET Interest Profiler is for career exploration: your results are yours alone and are never shown to employers.
      </Text>
    </Stack>
  );
}
