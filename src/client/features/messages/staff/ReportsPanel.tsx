// The Reports tab: members' reports on conversations, open or resolved, and the reported
// conversation itself, read-only, with "Mark resolved". Staff reach a conversation only from here.
import { Anchor, Badge, Button, Card, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ReportSummary } from '#shared/schemas/messages.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify, notifyError } from '../../../lib/feedback.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { trpc } from '../../../trpc.ts';
import { formatAge } from '#shared/format.ts';
import { MessageList } from '../conversations/MessageList.tsx';

const STATUS_OPTIONS = REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] }));

function ReportRow({ report, onOpen }: { report: ReportSummary; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} w="100%">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {report.reporter.name} reported {report.reported.name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {report.reason}
            </Text>
          </div>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatAge(report.createdAt)}
          </Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

function ReportedThread({ reportId, onBack }: { reportId: string; onBack: () => void }) {
  const utils = trpc.useUtils();
  const thread = trpc.admin.messageReports.thread.useInfiniteQuery({ reportId }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const resolve = trpc.admin.messageReports.resolve.useMutation();
  const messages = thread.data?.pages.flatMap((page) => page.messages) ?? [];

  const markResolved = async () => {
    try {
      await resolve.mutateAsync({ reportId });
      notify(TOASTS.directMessages.reportResolved);
      void utils.admin.messageReports.list.invalidate();
      void utils.admin.messageReports.thread.invalidate({ reportId });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back to reports
        </Group>
      </Anchor>
      <QueryState
        query={{ data: thread.data?.pages[0]?.report, error: thread.error }}
        loading={<Skeleton h={200} radius="md" />}
        error={{ message: TOASTS.directMessages.loadFailed }}
        keepData="above"
      >
        {(report) => (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap={4}>
                <Group justify="space-between" gap="sm">
                  <Title order={3} size="h4">
                    {report.reporter.name} reported {report.reported.name}
                  </Title>
                  {report.resolvedAt ? (
                    <Badge color="green">Resolved{report.resolvedBy ? ` by ${report.resolvedBy}` : ''}</Badge>
                  ) : (
                    <Button size="xs" leftSection={<IconCheck size={14} />} onClick={() => void markResolved()} loading={resolve.isPending}>
                      Mark resolved
                    </Button>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {report.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  Reported {formatAge(report.createdAt)} · read-only: staff cannot write in a member&apos;s conversation
                </Text>
              </Stack>
            </Paper>
            <MessageList
              messages={messages}
              isRight={(senderId) => senderId === report.reporter.userId}
              nameOf={(senderId) => (senderId === report.reporter.userId ? report.reporter.name : report.reported.name)}
              hasEarlier={thread.hasNextPage}
              loadingEarlier={thread.isFetchingNextPage}
              onLoadEarlier={() => void thread.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [openReport, setOpenReport] = useState<string | null>(null);
  const reports = trpc.admin.messageReports.list.useInfiniteQuery({ status }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <Card withBorder radius="md" padding="lg">
      {openReport ? (
        <ReportedThread reportId={openReport} onBack={() => setOpenReport(null)} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={3}>Reported conversations</Title>
              <Text size="sm" c="dimmed">
                Conversations members reported. Only reported conversations can be read here.
              </Text>
            </div>
            <SegmentedControl data={STATUS_OPTIONS} value={status} onChange={(value) => setStatus(value as ReportStatus)} aria-label="Report status" />
          </Group>
          <QueryState
            query={reports}
            loading={<Skeleton h={72} radius="md" />}
            error={{ message: TOASTS.directMessages.loadFailed }}
            isEmpty={() => list.length === 0}
            empty={<EmptyState icon={IconFlag} title={status === 'open' ? 'No open reports' : 'No resolved reports'} text="Reports members send about conversations appear here." />}
            keepData="above"
          >
            {() => (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Reports">
                {list.map((report) => (
                  <li key={report.id}>
                    <ReportRow report={report} onOpen={() => setOpenReport(report.id)} />
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
          {reports.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => void reports.fetchNextPage()} loading={reports.isFetchingNextPage}>
                Load more reports
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
