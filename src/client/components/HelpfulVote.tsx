import { ActionIcon, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';

/** "Was this helpful?" with a thumb each way, for news and help articles alike; `helpful` is the reader's answer. */
export function HelpfulVote({ helpful, pending, onAnswer }: { helpful: boolean | null; pending: boolean; onAnswer: (value: boolean) => void }) {
  return (
    <Group gap="xs">
      <Text fw={500}>Was this helpful?</Text>
      <ActionIcon variant={helpful === true ? 'filled' : 'default'} aria-label="Yes, helpful" aria-pressed={helpful === true} disabled={pending} onClick={() => onAnswer(true)}>
        <IconThumbUp size={16} />
      </ActionIcon>
      <ActionIcon variant={helpful === false ? 'filled' : 'default'} aria-label="Not helpful" aria-pressed={helpful === false} disabled={pending} onClick={() => onAnswer(false)}>
        <IconThumbDown size={16} />
      </ActionIcon>
      {helpful !== null && (
        <Text size="sm" c="dimmed">
          Thanks for your feedback.
        </Text>
      )}
    </Group>
  );
}
