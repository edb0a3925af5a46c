// /messages/{conversationId} (protected): one conversation with the other member, the composer,
// Block / Unblock and Report. When a send would be refused the composer gives way to the reason,
// in the same words the server uses, which never say whether the other member blocked you.
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { IconFlag, IconLock, IconSend } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { CONVERSATIONS_PATH, MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import { conversationIdInput, messageBody, type Thread } from '#shared/schemas/messages.ts';
import { errorCode, notify, notifyError } from '../../../lib/feedback.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { BackLink, NotFoundCard } from '../../../components/BackLink.tsx';
import { trpc } from '../../../trpc.ts';
import { MessageList } from './MessageList.tsx';
import { ReportDialog } from './ReportDialog.tsx';

/** How often an open thread looks for new messages. */
const REFRESH_MS = 15_000;
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

function Composer({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const send = trpc.messages.send.useMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = messageBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    try {
      await send.mutateAsync({ conversationId, body: checked.data });
      setBody('');
      onSent();
    } catch (err) {
      notifyError(err, TOASTS.directMessages.sendFailed);
      // A refusal (the member stopped taking messages, a block) changes what the thread offers.
      if (errorCode(err) === 'FORBIDDEN') onSent();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label="Write a message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_LIMITS.bodyMax}
          value={body}
          error={error}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line, as in most chat apps.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) void submit(e);
          }}
        />
        <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
          Send
        </Button>
      </Group>
    </form>
  );
}

function ThreadView({ thread, pages }: { thread: Thread; pages: ReturnType<typeof useThread> }) {
  const utils = trpc.useUtils();
  const block = trpc.messages.block.useMutation();
  const unblock = trpc.messages.unblock.useMutation();
  const [reporting, setReporting] = useState(false);
  const { other } = thread;

  const refresh = () => {
    void utils.messages.thread.invalidate({ conversationId: thread.id });
    void utils.messages.list.invalidate();
  };

  const toggleBlock = async () => {
    try {
      if (thread.blockedByMe) {
        await unblock.mutateAsync({ userId: other.userId });
        notify(TOASTS.directMessages.unblocked);
      } else {
        await block.mutateAsync({ userId: other.userId });
        notify(TOASTS.directMessages.blocked);
      }
      refresh();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {other.name}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => void toggleBlock()} loading={block.isPending || unblock.isPending}>
              {thread.blockedByMe ? 'Unblock' : 'Block'}
            </Button>
            <Button variant="light" color="red" size="xs" leftSection={<IconFlag size={14} />} onClick={() => setReporting(true)}>
              Report
            </Button>
          </Group>
        </Group>
        <MessageList
          messages={pages.messages}
          isRight={(senderId) => senderId !== other.userId}
          nameOf={(senderId) => (senderId === other.userId ? other.name : 'You')}
          hasEarlier={pages.query.hasNextPage}
          loadingEarlier={pages.query.isFetchingNextPage}
          onLoadEarlier={() => void pages.query.fetchNextPage()}
        />
        {thread.canSend ? (
          <Composer conversationId={thread.id} onSent={refresh} />
        ) : (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={thread.blockedByMe ? TOASTS.directMessages.youBlocked.title : TOASTS.directMessages.cannotMessage.title}>
            {thread.blockedByMe ? TOASTS.directMessages.youBlocked.description : TOASTS.directMessages.cannotMessage.description} The conversation so far stays here.
          </Alert>
        )}
      </Stack>
      <ReportDialog conversationId={thread.id} opened={reporting} onClose={() => setReporting(false)} />
    </Card>
  );
}

function useThread(conversationId: string, enabled: boolean) {
  const query = trpc.messages.thread.useInfiniteQuery(
    { conversationId },
    {
      enabled,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      refetchInterval: REFRESH_MS,
      retry: (count, err) => !MISSING_CODES.has(errorCode(err) ?? '') && count < 2,
    },
  );
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  return { query, messages, thread: query.data?.pages[0] };
}

/** Marks the thread read whenever its newest message changes, and refreshes the list and the badge. */
function useMarkRead(conversationId: string, newestId: string | undefined) {
  const utils = trpc.useUtils();
  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: (count) => {
      utils.messages.unreadCount.setData(undefined, count);
      void utils.messages.list.invalidate();
    },
  });
  const { mutate } = markRead;
  useEffect(() => {
    if (newestId) mutate({ conversationId });
  }, [conversationId, newestId, mutate]);
}

export default function ConversationThread() {
  const { conversationId = '' } = useParams<{ conversationId: string }>();
  const valid = conversationIdInput.safeParse({ conversationId }).success;
  const pages = useThread(conversationId, valid);
  const { query, thread } = pages;
  useMarkRead(conversationId, thread?.messages[0]?.id);
  const missing = !valid || (query.isError && MISSING_CODES.has(errorCode(query.error) ?? ''));

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink href={CONVERSATIONS_PATH} label="Back to Messages" />
        <LoadError error={missing ? null : query.error} message={TOASTS.directMessages.loadFailed} toast inline={false} />
        {missing || (query.isError && !thread) ? (
          <NotFoundCard title={TOASTS.directMessages.conversationNotFound.title} text="This conversation does not exist, or you are not part of it." href={CONVERSATIONS_PATH} label="Back to Messages" />
        ) : !thread ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading conversation">
            <Skeleton h={32} w="40%" />
            <Skeleton h={56} w="70%" />
            <Skeleton h={56} w="60%" ml="auto" />
          </Stack>
        ) : (
          <ThreadView thread={thread} pages={pages} />
        )}
      </Stack>
    </Container>
  );
}
