import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { Toast } from '#shared/toasts.ts';

/** An editor opened on changes kept in the browser says so, with a way to drop them (the resume and the letter editors). */
export function DraftRestoredAlert({ message, onDiscard }: { message: Toast; onDiscard: () => void }) {
  return (
    <Alert variant="light" color="blue" icon={<IconRestore size={18} />} title={message.title}>
      <Group justify="space-between">
        <Text size="sm">{message.description}</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  );
}
