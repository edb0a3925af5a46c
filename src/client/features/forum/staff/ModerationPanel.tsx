// The Moderation tab (admins and moderators): the open reports on community posts and replies,
// oldest first, each with the reported text and a link to the thread; Hide, Delete or Dismiss with
// a required reason; and the log of who did what, where hidden content can be restored.
import { Anchor, Badge, Button, Card, Group, Modal, Paper, SegmentedControl, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEyeOff, IconFlag, IconRestore, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { FORUM_LIMITS, FORUM_REPORT_REASON_LABELS, MODERATION_ACTION_LABELS } from '#shared/constants/forum.ts';
import { postPath } from '#shared/routes.ts';
import type { ModerationLogEntry, ModerationReport } from '#shared/schemas/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { notify, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';
import { formatAge } from '#shared/format.ts';

type View = 'queue' | 'log';
type Verb = 'hide' | 'restore' | 'delete' | 'dismiss';

/** What staff are about to do, and to what. */
interface Pending {
  verb: Verb;
  postId: string;
  replyId: string | null;
  reportId: string | null;
  subject: string;
}

const VERB_LABELS: Record<Verb, string> = { hide: 'Hide', restore: 'Restore', delete: 'Delete', dismiss: 'Dismiss report' };
const DONE: Record<Verb, (typeof TOASTS.moderation)[keyof typeof TOASTS.moderation]> = {
  hide: TOASTS.moderation.hidden,
  restore: TOASTS.moderation.restored,
  delete: TOASTS.moderation.deleted,
  dismiss: TOASTS.moderation.dismissed,
};

function ReasonDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const act = trpc.admin.moderation.act.useMutation();
  const dismiss = trpc.admin.moderation.dismiss.useMutation();
  const busy = act.isPending || dismiss.isPending;
  const trimmed = reason.trim();
  const tooShort = trimmed.length < FORUM_LIMITS.moderationReasonMin;

  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = async () => {
    if (!pending || tooShort) return;
    try {
      if (pending.verb === 'dismiss') await dismiss.mutateAsync({ reportId: pending.reportId!, reason: trimmed });
      else await act.mutateAsync({ action: pending.verb, postId: pending.postId, replyId: pending.replyId, reportId: pending.reportId, reason: trimmed });
      notify(DONE[pending.verb]);
      void utils.admin.moderation.invalidate();
      void utils.forum.invalidate();
      close();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Modal opened={pending !== null} onClose={close} title={pending ? `${VERB_LABELS[pending.verb]}: ${pending.subject || 'deleted post'}` : ''} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {pending?.verb === 'delete' && (
          <Text size="sm">The text is wiped for everyone and cannot be brought back. Replies to a post stay readable.</Text>
        )}
        <Textarea
          label="Reason"
          description="Recorded in the moderation log."
          required
          autosize
          minRows={2}
          maxLength={FORUM_LIMITS.moderationReasonMax}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={pending?.verb === 'delete' ? 'red' : undefined} disabled={tooShort} loading={busy} onClick={() => void confirm()}>
            {pending ? VERB_LABELS[pending.verb] : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReportCard({ report, onAct }: { report: ModerationReport; onAct: (verb: Verb) => void }) {
  const what = report.replyId ? 'Reply' : 'Post';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Report: ${report.postTitle || 'deleted post'}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap="xs">
            <Badge color="red" variant="light">
              {FORUM_REPORT_REASON_LABELS[report.reason]}
            </Badge>
            <Badge variant="default">{what}</Badge>
            {report.hidden && <Badge color="gray">Hidden</Badge>}
            {report.openReports > 1 && <Badge variant="outline">{report.openReports} open reports</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            {report.reporterName} · {formatAge(report.createdAt)}
          </Text>
        </Group>
        {report.details && (
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            “{report.details}”
          </Text>
        )}
        <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {what} by {report.authorName} in{' '}
            <Anchor component={Link} href={postPath(report.postId)} size="xs">
              {report.postTitle || 'a deleted post'}
            </Anchor>
          </Text>
          <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="reported-text">
            {report.text}
          </Text>
        </Paper>
        <Group gap="xs" justify="flex-end">
          {!report.hidden && !report.deleted && (
            <Button size="xs" leftSection={<IconEyeOff size={14} />} onClick={() => onAct('hide')}>
              Hide
            </Button>
          )}
          {!report.deleted && (
            <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => onAct('delete')}>
              Delete
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={() => onAct('dismiss')}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LogRow({ entry, onRestore }: { entry: ModerationLogEntry; onRestore: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm">
            <Text span fw={600}>
              {MODERATION_ACTION_LABELS[entry.action]}
            </Text>{' '}
            {entry.replyId ? 'a reply' : 'a post'}
            {entry.subject && (
              <>
                : “
                {entry.postId ? (
                  <Anchor component={Link} href={postPath(entry.postId)} size="sm">
                    {entry.subject}
                  </Anchor>
                ) : (
                  entry.subject
                )}
                ”
              </>
            )}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.moderatorName ?? 'A former staff member'} · {formatAge(entry.createdAt)} · Reason: {entry.reason}
          </Text>
        </div>
        {entry.action === 'hide' && entry.targetHidden && !entry.targetDeleted && (
          <Button size="xs" variant="default" leftSection={<IconRestore size={14} />} onClick={onRestore}>
            Restore
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function ModerationPanel() {
  const [view, setView] = useState<View>('queue');
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = trpc.admin.moderation.queue.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor ?? undefined, enabled: view === 'queue' });
  const log = trpc.admin.moderation.log.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor ?? undefined, enabled: view === 'log' });
  const reports = queue.data?.pages.flatMap((page) => page.reports) ?? [];
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const current = view === 'queue' ? queue : log;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3}>Community moderation</Title>
            <Text size="sm" c="dimmed">
              Reported posts and replies. Hidden content is withheld from members until restored.
            </Text>
          </div>
          <SegmentedControl
            aria-label="Moderation view"
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'queue', label: 'Open reports' },
              { value: 'log', label: 'Log' },
            ]}
          />
        </Group>
        {/* The open view's query: its pages differ by view, so the lists read reports and entries. */}
        <QueryState<unknown>
          query={current}
          loading={<Skeleton h={120} radius="md" />}
          error={{ message: TOASTS.moderation.loadFailed }}
          isEmpty={() => (view === 'queue' ? reports : entries).length === 0}
          empty={
            view === 'queue' ? (
              <EmptyState icon={IconFlag} title="No open reports" text="Reports members send about posts and replies appear here." />
            ) : (
              <EmptyState icon={IconFlag} title="Nothing logged yet" text="Every hide, restore, delete and dismissal is recorded here with its reason." />
            )
          }
          keepData="above"
        >
          {() =>
            view === 'queue' ? (
              <Stack gap="sm" aria-label="Open reports">
                {reports.map((report) => (
                  <ReportCard
                    key={report.id}
                    report={report}
                    onAct={(verb) =>
                      setPending({ verb, postId: report.postId, replyId: report.replyId, reportId: report.id, subject: report.replyId ? report.text.slice(0, 80) : report.postTitle })
                    }
                  />
                ))}
              </Stack>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Moderation log">
                {entries.map((entry) => (
                  <LogRow
                    key={entry.id}
                    entry={entry}
                    onRestore={() => setPending({ verb: 'restore', postId: entry.postId!, replyId: entry.replyId, reportId: null, subject: entry.subject })}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
        {current.hasNextPage && (
          <Group justify="center">
            <Button variant="default" onClick={() => void current.fetchNextPage()} loading={current.isFetchingNextPage}>
              Load more
            </Button>
          </Group>
        )}
      </Stack>
      <ReasonDialog pending={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
