// The admin Outreach tab: the inbox of contact messages and waitlist sign-ups, which otherwise only
// reach the team by e-mail. Open ones first (a Premium member's priority message before the rest),
// a filter for open, done or all, and "Mark done" / "Reopen", which record who and when.
import { Anchor, Badge, Button, Card, Group, Paper, SegmentedControl, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCrown, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CONTACT_SUBJECT_LABELS,
  INTEREST_AREA_LABELS,
  OUTREACH_INBOX_KIND_LABELS,
  OUTREACH_INBOX_KINDS,
  OUTREACH_INBOX_STATE_LABELS,
  OUTREACH_INBOX_STATES,
  type OutreachInboxKind,
  type OutreachInboxState,
} from '#shared/constants/outreach.ts';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { OutreachSubmission } from '#shared/schemas/outreach.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify, notifyError } from '../../../lib/feedback.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { trpc } from '../../../trpc.ts';

const STATE_OPTIONS = OUTREACH_INBOX_STATES.map((s) => ({ value: s, label: OUTREACH_INBOX_STATE_LABELS[s] }));

function Submission({ item, onSet, busy }: { item: OutreachSubmission; onSet: (done: boolean) => void; busy: boolean }) {
  const done = item.handledAt !== null;
  const about = item.subject ? CONTACT_SUBJECT_LABELS[item.subject] : item.interestArea ? INTEREST_AREA_LABELS[item.interestArea] : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="outreach-item" bg={done ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6}>
              <Text fw={600}>{item.name}</Text>
              {item.priority && (
                <Badge color="yellow" variant="filled" leftSection={<IconCrown size={12} />}>
                  Priority
                </Badge>
              )}
              <Badge color={done ? 'green' : 'blue'} variant="light">
                {done ? 'Done' : 'Open'}
              </Badge>
            </Group>
            <Anchor href={`mailto:${item.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[item.company, about, `Received ${formatShortDate(item.createdAt)}`].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant={done ? 'default' : 'filled'}
            onClick={() => onSet(!done)}
            loading={busy}
            aria-label={`${done ? 'Reopen' : 'Mark done'}: ${item.name}`}
          >
            {done ? 'Reopen' : 'Mark done'}
          </Button>
        </Group>
        {item.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
        )}
        {done && (
          <Text size="xs" c="dimmed" data-testid="outreach-handled">
            Done {formatShortDate(item.handledAt!)}
            {item.handledByName ? ` by ${item.handledByName}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function OutreachPanel() {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<OutreachInboxKind>('contact');
  const [state, setState] = useState<OutreachInboxState>('open');
  const inbox = trpc.admin.outreach.list.useQuery({ kind, state });
  const setHandled = trpc.admin.outreach.setHandled.useMutation();

  const mark = async (item: OutreachSubmission, done: boolean) => {
    try {
      await setHandled.mutateAsync({ kind: item.kind, id: item.id, done });
      notify(done ? TOASTS.outreach.markedDone : TOASTS.outreach.reopened);
    } catch (err) {
      notifyError(err);
    }
    void utils.admin.outreach.invalidate();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>Outreach inbox</Title>
          <Text size="sm" c="dimmed">
            Contact messages and waitlist sign-ups. Open ones come first; Premium members&apos; messages are marked Priority.
          </Text>
        </div>
        <Tabs value={kind} onChange={(value) => setKind((value as OutreachInboxKind | null) ?? 'contact')}>
          <Tabs.List>
            {OUTREACH_INBOX_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {OUTREACH_INBOX_KIND_LABELS[k]}
                {inbox.data && ` (${inbox.data.open[k]} open)`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <SegmentedControl style={{ alignSelf: 'flex-start' }} aria-label="Submission status" data={STATE_OPTIONS} value={state} onChange={(value) => setState(value as OutreachInboxState)} />
        <QueryState
          query={inbox}
          loading={<Skeleton h={200} radius="md" />}
          error={{ message: TOASTS.outreach.inboxLoadFailed }}
          isEmpty={({ items }) => items.length === 0}
          empty={
            <EmptyState
              icon={IconInbox}
              title={state === 'open' ? 'Nothing open' : state === 'done' ? 'Nothing done yet' : 'No submissions yet'}
              text={state === 'open' ? 'Every submission has been handled.' : 'Submissions from the contact and waitlist forms show here.'}
            />
          }
          keepData="quiet"
        >
          {({ items }) => (
            <Stack gap="sm" data-testid="outreach-list">
              {items.map((item) => (
                <Submission
                  key={item.id}
                  item={item}
                  onSet={(done) => void mark(item, done)}
                  busy={setHandled.isPending && setHandled.variables?.id === item.id}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
