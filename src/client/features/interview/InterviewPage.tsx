// /features/interview-prep: the interview coach (Premium). Setup, the interview in progress, the
// complete view with Get AI Feedback, and the feedback; past sessions below. Free users see what
// the coach does and the way to Premium; the server refuses them too. `?application=<id>` (the
// tracker card's link) preselects that application.
import { Button, Container, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLock, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import type { InterviewSession } from '#shared/schemas/interview.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSession } from '../../lib/session.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { trpc } from '../../trpc.ts';
import { FeedbackView } from './FeedbackView.tsx';
import { InterviewHistory } from './InterviewHistory.tsx';
import { InterviewInProgress } from './InterviewInProgress.tsx';
import { InterviewSetup, type SetupChoice } from './InterviewSetup.tsx';

function LockedTeaser() {
  return (
    <Stack gap="lg" data-testid="interview-locked">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          What the coach does
        </Title>
        <List spacing={4}>
          <List.Item>Behavioral, technical and leadership mock interviews, with tips for every question</List.Item>
          <List.Item>Questions built from the job you are tracking: its skills, and why this company</List.Item>
          <List.Item>Feedback on every answer: structure, specifics, relevance, length and wording</List.Item>
          <List.Item>Your scores over time, on each application in your tracker</List.Item>
        </List>
      </Paper>
      <UpgradePrompt icon={IconLock} title="Interview coaching is a Premium feature" text={TOASTS.interview.premiumRequired.description!} />
    </Stack>
  );
}

function CompleteView({ session, analysing, onFeedback }: { session: InterviewSession; analysing: boolean; onFeedback: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2}>Interview Complete!</Title>
        <Text c="dimmed">
          You answered {session.responses.length} of {session.questions.length} questions. Get feedback on each answer and your overall score.
        </Text>
        <Button size="md" leftSection={<IconSparkles size={18} />} loading={analysing} disabled={session.responses.length === 0} onClick={onFeedback}>
          Get AI Feedback
        </Button>
      </Stack>
    </Paper>
  );
}

function Coach() {
  const utils = trpc.useUtils();
  const search = useSearch();
  const history = trpc.interview.history.useQuery();
  const start = trpc.interview.start.useMutation();
  const feedback = trpc.interview.feedback.useMutation();
  const [session, setSession] = useState<InterviewSession | null>(null);
  const [opening, setOpening] = useState(false);

  const refresh = () => {
    void utils.interview.history.invalidate();
    void utils.interview.practice.invalidate();
  };

  const begin = async (choice: SetupChoice) => {
    try {
      setSession(await start.mutateAsync(choice));
      refresh();
    } catch (err) {
      notifyError(err, TOASTS.interview.startFailed);
    }
  };

  const analyse = async () => {
    if (!session || session.responses.length === 0) return;
    try {
      setSession(await feedback.mutateAsync({ id: session.id }));
      notify(TOASTS.interview.analysisComplete);
      refresh();
    } catch {
      notify(TOASTS.interview.analysisFailed, 'red');
    }
  };

  const open = async (id: string) => {
    setOpening(true);
    try {
      setSession(await utils.interview.get.fetch({ id }));
      window.scrollTo({ top: 0 });
    } catch (err) {
      notifyError(err);
    } finally {
      setOpening(false);
    }
  };

  const allAnswered = session !== null && session.responses.length >= session.questions.length;
  const newInterview = (
    <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setSession(null)}>
      Start New Interview
    </Button>
  );

  return (
    <Stack gap="xl">
      {opening && <Loader aria-label="Opening the interview" />}
      {!session && <InterviewSetup initialApplicationId={new URLSearchParams(search).get('application')} starting={start.isPending} onStart={(c) => void begin(c)} />}
      {session && !session.completed && !allAnswered && (
        <InterviewInProgress
          key={session.id}
          session={session}
          onAnswered={setSession}
          onComplete={(s) => {
            setSession(s);
            refresh();
          }}
        />
      )}
      {session && !session.completed && allAnswered && <CompleteView session={session} analysing={feedback.isPending} onFeedback={() => void analyse()} />}
      {session?.completed && <FeedbackView session={session} />}
      {session && <Group>{newInterview}</Group>}
      <QueryState query={history} loading={null} keepData="above">
        {(items) => <InterviewHistory items={items} onOpen={(id) => void open(id)} />}
      </QueryState>
    </Stack>
  );
}

export default function InterviewPage() {
  const { user, isPending } = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title="Interview Prep" subtitle="Practise mock interviews and get feedback on every answer." />
        {isPending ? <Loader aria-label="Loading" /> : user?.isPremium ? <Coach /> : <LockedTeaser />}
      </Stack>
    </Container>
  );
}
