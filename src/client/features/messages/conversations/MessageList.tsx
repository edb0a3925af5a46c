// A conversation's messages, oldest at the top, with "Load earlier messages" above them: the
// server pages newest first. Members and staff (a reported thread) read through the same list.
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DirectMessage } from '#shared/schemas/messages.ts';
import { formatAge } from '#shared/format.ts';

interface MessageListProps {
  /** Every page loaded so far, newest first, as the server sends them. */
  messages: DirectMessage[];
  /** Whose messages sit on the right: the reader's own, or the reporter's for staff. */
  isRight: (senderId: string) => boolean;
  nameOf: (senderId: string) => string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

export function MessageList({ messages, isRight, nameOf, hasEarlier, loadingEarlier, onLoadEarlier }: MessageListProps) {
  const oldestFirst = [...messages].reverse();
  return (
    <Stack gap="xs">
      {hasEarlier && (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={onLoadEarlier} loading={loadingEarlier}>
            Load earlier messages
          </Button>
        </Group>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
        {oldestFirst.map((message) => {
          const right = isRight(message.senderId);
          return (
            <Box component="li" key={message.id} style={{ display: 'flex', justifyContent: right ? 'flex-end' : 'flex-start' }}>
              <Paper
                radius="lg"
                px="md"
                py="xs"
                maw="min(85%, 36rem)"
                // The primary filled colour, as under the Send button: white small print on it passes WCAG AA.
                bg={right ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
                c={right ? 'white' : undefined}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
                <Text size="xs" c={right ? 'white' : 'gray.7'} ta={right ? 'right' : 'left'} mt={2}>
                  {nameOf(message.senderId)} · {formatAge(message.createdAt)}
                </Text>
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
