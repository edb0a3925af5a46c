// The spec's quiz: one question at a time (choosing an option records it and advances), the result
// computed by the server after the last answer, "Take Again", and the last 3 results. What a free
// user does not see is not sent: the result says how many suggestions are locked.
import { Badge, Button, Card, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { QUIZ_LIMITS, QUIZ_QUESTIONS, TRAIT_LABELS, TRAITS } from '#shared/constants/assessment.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { QuizResult } from '#shared/schemas/assessment.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { trpc } from '../../trpc.ts';

const completedOn = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function QuizSection() {
  const utils = trpc.useUtils();
  const history = trpc.assessment.history.useQuery();
  const submit = trpc.assessment.submit.useMutation();
  const [answers, setAnswers] = useState<number[]>([]);
  const [result, setResult] = useState<QuizResult | null>(null);

  const choose = async (option: number) => {
    const next = [...answers, option];
    setAnswers(next);
    if (next.length < QUIZ_LIMITS.questions) return;
    try {
      setResult(await submit.mutateAsync({ answers: next }));
      notify(TOASTS.assessment.completed);
      void utils.assessment.history.invalidate();
    } catch (err) {
      notifyError(err, TOASTS.assessment.failed);
      // The last answer is taken back so it can be chosen again.
      setAnswers(next.slice(0, -1));
    }
  };

  const takeAgain = () => {
    setAnswers([]);
    setResult(null);
  };

  return (
    <Stack gap="xl">
      {result ? <QuizResultView result={result} onTakeAgain={takeAgain} /> : <QuizWizard answered={answers.length} busy={submit.isPending} onChoose={(o) => void choose(o)} />}
      <Stack gap="sm">
        <Title order={2} size="h3">
          Previous assessments
        </Title>
        <QueryState
          query={history}
          loading={<Loader size="sm" aria-label="Loading previous assessments" />}
          error={{ message: TOASTS.assessment.loadFailed }}
          keepData="above"
        >
          {(results) => (
            <>
              {results.length === 0 && <Text c="dimmed">Your last {QUIZ_LIMITS.history} results will be listed here.</Text>}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {results.map((past) => (
                  <Card key={past.id} withBorder radius="md" component="article" aria-label={`Assessment of ${completedOn(past.completedAt)}`}>
                    <Text size="sm" c="dimmed">
                      {completedOn(past.completedAt)}
                    </Text>
                    <Group justify="space-between" mt={4}>
                      <Text fw={600}>{TRAIT_LABELS[past.topCategory]}</Text>
                      <Badge variant="light">{past.overallScore}%</Badge>
                    </Group>
                    <Text size="sm" mt="xs">
                      {past.suggestions.join(', ')}
                      {past.lockedSuggestions > 0 && ` + ${past.lockedSuggestions} locked`}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

function QuizWizard({ answered, busy, onChoose }: { answered: number; busy: boolean; onChoose: (option: number) => void }) {
  const question = QUIZ_QUESTIONS[Math.min(answered, QUIZ_LIMITS.questions - 1)]!;
  const shown = Math.min(answered + 1, QUIZ_LIMITS.questions);
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Question {shown} of {QUIZ_LIMITS.questions}
          </Text>
          <Badge variant="light" tt="capitalize">
            {question.category}
          </Badge>
        </Group>
        <Progress value={(answered / QUIZ_LIMITS.questions) * 100} aria-label="Quiz progress" />
        <Title order={2} size="h3" id="quiz-question">
          {question.text}
        </Title>
        <Stack gap="sm" role="group" aria-labelledby="quiz-question">
          {question.options.map((option, index) => (
            <UnstyledButton
              key={option}
              onClick={() => onChoose(index)}
              disabled={busy}
              p="md"
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              {option}
            </UnstyledButton>
          ))}
        </Stack>
        {busy && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Analysing your answers…</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function QuizResultView({ result, onTakeAgain }: { result: QuizResult; onTakeAgain: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="quiz-result">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Your strongest trait
            </Text>
            <Title order={2}>{TRAIT_LABELS[result.topCategory]}</Title>
            <Text size="sm">{result.overallScore}% of your answers point this way</Text>
          </div>
          <Button variant="default" onClick={onTakeAgain}>
            Take Again
          </Button>
        </Group>
        <Stack gap={6}>
          {TRAITS.map((trait) => (
            <div key={trait}>
              <Group justify="space-between">
                <Text size="sm">{TRAIT_LABELS[trait]}</Text>
                <Text size="sm">{result.categories[trait]} / 10</Text>
              </Group>
              <Progress value={result.categories[trait] * 10} aria-label={`${TRAIT_LABELS[trait]} points`} />
            </div>
          ))}
        </Stack>
        <div>
          <Title order={3} size="h4" mb="xs">
            Career suggestions
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {result.suggestions.map((suggestion) => (
              <Card key={suggestion} withBorder padding="sm" data-testid="career-suggestion">
                <Text fw={600}>{suggestion}</Text>
              </Card>
            ))}
            {Array.from({ length: result.lockedSuggestions }, (_, i) => (
              <Card key={i} withBorder padding="sm" bg="var(--mantine-color-gray-1)" data-testid="locked-suggestion">
                <Group gap="xs">
                  <IconLock size={16} aria-hidden />
                  <Text c="dimmed">Locked: a Premium suggestion</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </div>
        {result.strengths && result.recommendations ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <Title order={3} size="h4" mb="xs">
                Strengths
              </Title>
              <Stack gap={4} component="ul" pl="md" m={0}>
                {result.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </Stack>
            </div>
            <div>
              <Title order={3} size="h4" mb="xs">
                Development areas
              </Title>
              <Stack gap={4} component="ul" pl="md" m={0}>
                {result.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </Stack>
            </div>
          </SimpleGrid>
        ) : (
          <UpgradePrompt
            icon={IconLock}
            title="See your full career fit report"
            text={`Premium shows all ${result.suggestions.length + result.lockedSuggestions} career suggestions, your strengths and your development areas, and unlocks the O*NET Interest Profiler.`}
            testId="quiz-locked"
          />
        )}
      </Stack>
    </Paper>
  );
}
