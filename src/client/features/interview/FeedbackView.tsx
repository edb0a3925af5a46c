// The feedback: the overall score and words, the key recommendations, then each answer with its
// score, what worked, what to improve and how.
import { Badge, Blockquote, Card, Group, List, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTimer } from '#shared/format.ts';
import type { InterviewSession } from '#shared/schemas/interview.ts';
import { scoreColor } from '../../lib/score-color.ts';

interface Findings {
  title: string;
  items: string[];
}

/** The non-empty lists side by side, one column each, so none leaves an empty column. */
function FindingsGrid({ sections }: { sections: Findings[] }) {
  const shown = sections.filter((s) => s.items.length > 0);
  return (
    <SimpleGrid cols={{ base: 1, md: Math.max(1, shown.length) }}>
      {shown.map(({ title, items }) => (
        <div key={title}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <List size="sm" spacing={4}>
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function FeedbackView({ session }: { session: InterviewSession }) {
  const feedback = session.feedback;
  if (!feedback) return null;
  return (
    <Stack gap="lg" data-testid="interview-feedback">
      <Paper withBorder radius="md" p="lg">
        <Group align="center" wrap="nowrap" gap="lg">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: feedback.overallScore, color: scoreColor(feedback.overallScore) }]}
            label={
              <Text ta="center" fw={700} size="xl" data-testid="overall-score">
                {feedback.overallScore}
              </Text>
            }
            aria-label={`Overall score ${feedback.overallScore} out of 100`}
          />
          <Stack gap={6}>
            <Title order={2} size="h3">
              Overall performance
            </Title>
            {session.target && <Text size="sm" c="dimmed">Practised for {session.target.label}</Text>}
            <Text>{feedback.overallFeedback}</Text>
          </Stack>
        </Group>
      </Paper>
      {feedback.keyRecommendations.length > 0 && (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="xs">
            Key recommendations
          </Title>
          <List spacing={4}>
            {feedback.keyRecommendations.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Title order={2} size="h4">
        Your answers
      </Title>
      {feedback.responseAnalysis.map((analysis) => {
        const response = session.responses[analysis.questionIndex];
        return (
          <Card key={analysis.questionIndex} withBorder radius="md" padding="lg" role="article" aria-label={`Answer to question ${analysis.questionIndex + 1}`}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={3} size="h5">
                  {analysis.questionIndex + 1}. {response?.question ?? session.questions[analysis.questionIndex]?.question}
                </Title>
                <Badge size="lg" color={scoreColor(analysis.score)} autoContrast>
                  {analysis.score}/100
                </Badge>
              </Group>
              {response && (
                <Blockquote p="sm" fz="sm" cite={`Timed at ${formatTimer(response.duration)}`}>
                  {response.answer}
                </Blockquote>
              )}
              <FindingsGrid
                sections={[
                  { title: 'Strengths', items: analysis.strengths },
                  { title: 'To improve', items: analysis.improvements },
                  { title: 'Suggestions', items: analysis.suggestions },
                ]}
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
