import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck, IconFileText, IconMail, IconMicrophone, IconTarget } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { MatchedJobList } from './DashboardParts.tsx';

const FEATURES = [
  {
    title: 'AI Resume Builder',
    description: 'Build an ATS-friendly resume from proven templates, with an ATS score and AI suggestions.',
    href: link('/features/resume-builder'),
    icon: IconFileText,
  },
  {
    title: 'Cover Letters',
    description: 'Letters in your resume’s template, checked against the job; Premium drafts them from your resume with the evidence for every sentence.',
    href: link('/features/cover-letters'),
    icon: IconMail,
  },
  {
    title: 'Career Assessment',
    description: 'Find the careers that fit your strengths with a short, research-based assessment.',
    href: link('/features/assessment'),
    icon: IconClipboardCheck,
  },
  {
    title: 'Job Matching',
    description: 'Jobs ranked against your goals, industries, work model, location and salary, with the reason for each.',
    href: link('/features/matching'),
    icon: IconTarget,
  },
  {
    title: 'Interview Prep',
    description: 'Practise behavioral, technical and leadership questions with an AI coach and instant feedback.',
    href: link('/features/interview-prep'),
    icon: IconMicrophone,
  },
] as const;

function YourMatches() {
  const query = trpc.dashboard.matches.useQuery();
  return (
    <Card withBorder radius="md" component="section" aria-label="Your top matches">
      <Title order={2} size="h3" mb={4}>
        Your top matches
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Open jobs ranked against your onboarding profile.{' '}
        {query.data && !query.data.hasProfile && (
          <>
            Complete your{' '}
            <Anchor component={Link} href={link('/profile')}>
              profile
            </Anchor>{' '}
            for better matches.
          </>
        )}
      </Text>
      <QueryState query={query}>{({ jobs }) => <MatchedJobList jobs={jobs} empty="No open jobs match your preferences right now." />}</QueryState>
    </Card>
  );
}

/** /solutions and /features/matching (protected): the features, and on the latter the user's matches. */
export default function SolutionsPage() {
  const [location] = useLocation();
  const matching = location === '/features/matching';
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <PageHeading
          centered
          title={matching ? 'Job Matching' : 'Solutions'}
          subtitle="Everything you need to land the right role: a resume that passes the filters, a clear picture of where you fit, jobs that match, and practice for the interview."
        />

        {matching && <YourMatches />}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.href} withBorder radius="md" padding="lg" component="article" aria-label={feature.title}>
              <ThemeIcon size="xl" radius="md" variant="light">
                <feature.icon size={26} />
              </ThemeIcon>
              <Title order={2} size="h4" mt="md">
                {feature.title}
              </Title>
              <Text c="dimmed" size="sm" mt="xs">
                {feature.description}
              </Text>
              <Anchor component={Link} href={feature.href} mt="md" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                Learn more <IconArrowRight size={16} />
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>

        <Card radius="md" padding="xl" bg="var(--mantine-color-indigo-light)" component="section" aria-label="Demo and consultation">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2}>See it in action</Title>
            <Text maw={560}>Book a live demo, or talk to a career consultant about what your team or your search needs.</Text>
            <Group justify="center" mt="sm">
              <Button component={Link} href={link('/contact')} size="md">
                Schedule a Demo
              </Button>
              <Button component={Link} href={link('/contact')} size="md" variant="default">
                Book a Consultation
              </Button>
            </Group>
          </Stack>
        </Card>

      </Stack>
    </Container>
  );
}
