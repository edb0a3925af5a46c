// /features/assessment: the spec's career-fit quiz for everyone, and the O*NET Interest Profiler as
// the premium full assessment (a locked teaser for free users, whom the server refuses too).
import { Container, Stack, Tabs } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { TOASTS } from '#shared/toasts.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSession } from '../../lib/session.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { InterestProfiler } from './InterestProfiler.tsx';
import { QuizSection } from './QuizSection.tsx';

export default function AssessmentPage() {
  const { user } = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title="Career Assessment" subtitle="Find the kind of work that fits you, then the jobs that match it." />
        <Tabs defaultValue="quiz" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="quiz">Career Fit Quiz</Tabs.Tab>
            <Tabs.Tab value="profiler" rightSection={<IconCrown size={14} color="var(--mantine-color-yellow-7)" aria-label="Premium" />}>
              Interest Profiler
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="quiz" pt="lg">
            <QuizSection />
          </Tabs.Panel>
          <Tabs.Panel value="profiler" pt="lg">
            {user?.isPremium ? (
              <InterestProfiler />
            ) : (
              <UpgradePrompt
                title="The O*NET Interest Profiler"
                text={`${TOASTS.assessment.premiumProfiler.description} Answer 60 short activities to get your interest code, careers matched to it at the preparation level you choose, and the skills your resume still needs for each.`}
                testId="profiler-locked"
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
