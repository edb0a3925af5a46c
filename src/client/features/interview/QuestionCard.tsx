import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { INTERVIEW_TYPE_LABELS } from '#shared/constants/interview.ts';
import type { InterviewQuestion } from '#shared/schemas/interview.ts';
import { DIFFICULTY_COLORS } from './difficulty-colors.ts';

/** A question with its category, its difficulty in the spec's colour, and its tips. */
export function QuestionCard({ question, heading }: { question: InterviewQuestion; heading: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {heading}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{INTERVIEW_TYPE_LABELS[question.category]}</Badge>
            <Badge color={DIFFICULTY_COLORS[question.difficulty]} autoContrast data-testid="question-difficulty">
              {question.difficulty}
            </Badge>
          </Group>
        </Group>
        <Title order={2} size="h3">
          {question.question}
        </Title>
        <div>
          <Group gap={6} mb={4}>
            <IconBulb size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Tips
            </Text>
          </Group>
          <List size="sm" spacing={2}>
            {question.tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
