// Past sessions: their scores over time as bars (oldest left), and each session in a list that
// opens its answers and feedback.
import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { INTERVIEW_TYPE_LABELS } from '#shared/constants/interview.ts';
import { formatShortDate } from '#shared/format.ts';
import type { InterviewHistoryItem } from '#shared/schemas/interview.ts';
import { scoreColor } from '../../lib/score-color.ts';

const CHART_HEIGHT = 120;

function ScoreChart({ items }: { items: InterviewHistoryItem[] }) {
  const scored = items.filter((i) => i.score !== null).reverse();
  if (scored.length < 2) return null;
  return (
    <Group gap={6} align="flex-end" h={CHART_HEIGHT} role="img" aria-label={`Scores over time: ${scored.map((i) => i.score).join(', ')}`}>
      {scored.map((item) => (
        <Tooltip key={item.id} label={`${formatShortDate(item.createdAt)}: ${item.score}`}>
          <div
            style={{
              width: 18,
              height: Math.max(4, ((item.score ?? 0) / 100) * CHART_HEIGHT),
              borderRadius: 4,
              background: `var(--mantine-color-${scoreColor(item.score ?? 0)}-6)`,
            }}
          />
        </Tooltip>
      ))}
    </Group>
  );
}

export function InterviewHistory({ items, onOpen }: { items: InterviewHistoryItem[]; onOpen: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Past interviews
      </Title>
      <ScoreChart items={items} />
      {items.map((item) => (
        <Card key={item.id} withBorder radius="md" padding="sm" data-testid="interview-history-item">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>
                {INTERVIEW_TYPE_LABELS[item.type]} interview{item.target ? ` · ${item.target.label}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {formatShortDate(item.createdAt)} · {item.answered} of {item.questionCount} answered
              </Text>
            </div>
            <Group gap="sm" wrap="nowrap">
              <Text fw={700} size="sm">
                {item.score !== null ? `${item.score}/100` : 'No feedback yet'}
              </Text>
              <Button size="xs" variant="light" onClick={() => onOpen(item.id)}>
                {item.completed ? 'View feedback' : 'Continue'}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
