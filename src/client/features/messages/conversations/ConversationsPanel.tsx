// The "Messages" tab of /messages: the member's conversations, most recent first, each with the
// other member, the start of the last message and whether something in it is unread.
import { Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'wouter';
import { conversationPath } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ConversationSummary } from '#shared/schemas/messages.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { trpc } from '../../../trpc.ts';
import { formatAge } from '#shared/format.ts';
import { NewBadge, UnreadLabel, unreadRowProps } from '../../../components/Unread.tsx';

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { other, preview, lastFromMe, unread, lastMessageAt } = conversation;
  return (
    <UnstyledButton component={Link} href={conversationPath(conversation.id)}>
      <Paper withBorder radius="md" p="md" {...unreadRowProps(unread)}>
        {unread && <UnreadLabel />}
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={unread ? 700 : 600} truncate>
                {other.name}
              </Text>
              {unread && <NewBadge />}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {lastFromMe ? `You: ${preview}` : preview}
            </Text>
          </div>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatAge(lastMessageAt)}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

export function ConversationsPanel() {
  const list = trpc.messages.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  if (list.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <LoadError error={list.error} message={TOASTS.directMessages.loadFailed} inline={conversations.length === 0} toast={conversations.length > 0} />
      {conversations.length === 0 && !list.isError ? (
        <EmptyState icon={IconMessages} title="No messages yet" text="Start a conversation from a member's profile card: open a forum author's name and choose Message." />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} />
            </li>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more conversations
          </Button>
        </Group>
      )}
    </Stack>
  );
}
