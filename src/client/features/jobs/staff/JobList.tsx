// The Jobs section of the admin Jobs tab: every job on the board, open or closed, most recently
// changed first. Search (title or company), status and source filters, "Post a job", and per job
// Edit (staff postings and imports only: a live feed's job changes at its source), Close (asked
// first), Reopen and History.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBriefcase, IconHistory, IconPencil, IconPlayerPlay, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  JOB_ADMIN_STATUS_LABELS,
  JOB_ADMIN_STATUSES,
  JOB_CLOSE_REASON_LABELS,
  JOB_SOURCE_KINDS,
  JOB_SOURCE_LABELS,
  type JobAdminStatus,
  type JobSourceKind,
} from '#shared/constants/jobs.ts';
import { formatShortDate } from '#shared/format.ts';
import type { JobAdminPage, JobAdminRow } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { notify, notifyError } from '../../../lib/feedback.ts';
import { useDebouncedSearch } from '../../../lib/useDebouncedSearch.ts';
import { trpc } from '../../../trpc.ts';
import { JobEditor } from './JobEditor.tsx';
import { JobHistory } from './JobHistory.tsx';

const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  { value: 'staff', label: 'Staff postings' },
  { value: 'import', label: 'Imports' },
  ...JOB_SOURCE_KINDS.filter((kind) => kind !== 'staff' && kind !== 'import').map((kind) => ({ value: kind, label: JOB_SOURCE_LABELS[kind] })),
];

function statusOptions(counts: JobAdminPage['counts'] | undefined) {
  return JOB_ADMIN_STATUSES.map((value) => {
    const n = counts ? (value === 'all' ? counts.open + counts.closed : counts[value]) : null;
    return { value, label: n === null ? JOB_ADMIN_STATUS_LABELS[value] : `${JOB_ADMIN_STATUS_LABELS[value]} (${n.toLocaleString('en-US')})` };
  });
}

function sourceText(job: JobAdminRow): string {
  const via = `via ${JOB_SOURCE_LABELS[job.sourceKind]}`;
  return job.sourceName && job.sourceKind !== 'staff' ? `${via} · ${job.sourceName}` : via;
}

function StatusBadge({ job }: { job: JobAdminRow }) {
  if (job.isActive) return <Badge color="green" variant="light">Open</Badge>;
  const reason = job.closeReason ? JOB_CLOSE_REASON_LABELS[job.closeReason] : null;
  return (
    <Tooltip label={reason ? `Closed: ${reason}` : 'Closed'} disabled={!reason}>
      <Badge color="gray" variant="light">
        Closed
      </Badge>
    </Tooltip>
  );
}

interface RowActions {
  onEdit: (job: JobAdminRow) => void;
  onClose: (job: JobAdminRow) => void;
  onReopen: (job: JobAdminRow) => void;
  onHistory: (job: JobAdminRow) => void;
  reopening: string | null;
}

function JobRow({ job, actions, narrow }: { job: JobAdminRow; actions: RowActions; narrow: boolean }) {
  return (
    <Table.Tr aria-label={job.title}>
      <Table.Td>
        <Text fw={600} size="sm" lineClamp={2}>
          {job.title}
        </Text>
        <Text size="xs" c="dimmed">
          {job.companyName}
          {job.location ? ` · ${job.location}` : ''}
        </Text>
        {narrow && (
          <>
            <Text size="xs" c="dimmed">
              {sourceText(job)} · {formatShortDate(job.postedDate)}
            </Text>
            <StatusBadge job={job} />
          </>
        )}
      </Table.Td>
      {!narrow && (
        <>
          <Table.Td>
            <Text size="sm">{sourceText(job)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatShortDate(job.postedDate)}
            </Text>
          </Table.Td>
          <Table.Td>
            <StatusBadge job={job} />
          </Table.Td>
        </>
      )}
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label={job.editable ? 'Edit' : 'Edit it at its source: the next sync brings the change'}>
            <ActionIcon variant="subtle" aria-label={`Edit ${job.title}`} disabled={!job.editable} onClick={() => actions.onEdit(job)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          {job.isActive ? (
            <Tooltip label="Close">
              <ActionIcon variant="subtle" color="red" aria-label={`Close ${job.title}`} onClick={() => actions.onClose(job)}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Reopen">
              <ActionIcon
                variant="subtle"
                color="green"
                aria-label={`Reopen ${job.title}`}
                loading={actions.reopening === job.id}
                onClick={() => actions.onReopen(job)}
              >
                <IconPlayerPlay size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="History">
            <ActionIcon variant="subtle" color="gray" aria-label={`History of ${job.title}`} onClick={() => actions.onHistory(job)}>
              <IconHistory size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function JobList() {
  const utils = trpc.useUtils();
  const search = useDebouncedSearch();
  const q = search.term;
  const [status, setStatus] = useState<JobAdminStatus>('open');
  const [source, setSource] = useState<JobSourceKind | null>(null);
  const [editor, setEditor] = useState<{ jobId: string | null } | null>(null);
  const [closing, setClosing] = useState<JobAdminRow | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const jobs = trpc.admin.jobs.list.useInfiniteQuery({ q, status, source }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const close = trpc.admin.jobs.close.useMutation();
  const reopen = trpc.admin.jobs.reopen.useMutation();
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const counts = jobs.data?.pages[0]?.counts;

  const refresh = () => void utils.admin.jobs.invalidate();
  const confirmClose = async () => {
    if (!closing) return;
    try {
      await close.mutateAsync({ jobId: closing.id });
      notify(TOASTS.jobAdmin.closed);
    } catch (err) {
      notifyError(err);
    }
    setClosing(null);
    refresh();
  };
  const doReopen = async (job: JobAdminRow) => {
    try {
      await reopen.mutateAsync({ jobId: job.id });
      notify(TOASTS.jobAdmin.reopened);
    } catch (err) {
      notifyError(err);
    }
    refresh();
  };

  const filtered = q !== '' || source !== null;
  // On a phone source, date and status go under the title, so the actions stay on the screen
  // instead of past a sideways scroll (decision 042).
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3}>Jobs on the board</Title>
            <Text size="sm" c="dimmed">
              Post, edit, close and reopen jobs. Jobs from live feeds change at their source.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ jobId: null })}>
            Post a job
          </Button>
        </Group>
        <Group gap="sm" align="flex-end">
          <SearchInput label="Search jobs" placeholder="Title or company" style={{ flex: 1, minWidth: 200 }} {...search.inputProps} />
          <Select aria-label="Source" data={SOURCE_OPTIONS} value={source ?? ''} onChange={(value) => setSource(value ? (value as JobSourceKind) : null)} allowDeselect={false} w={180} />
          <SegmentedControl aria-label="Job status" data={statusOptions(counts)} value={status} onChange={(value) => setStatus(value as JobAdminStatus)} />
        </Group>
        <QueryState
          query={jobs}
          loading={<Skeleton h={200} radius="md" />}
          error={{ message: TOASTS.jobAdmin.loadFailed }}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState
              icon={IconBriefcase}
              title={filtered ? 'No jobs match' : status === 'closed' ? 'No closed jobs' : 'No jobs yet'}
              text={filtered ? 'Try another search or source.' : 'Post a job, import a file or add a live source.'}
            />
          }
          keepData="quiet"
        >
          {() => (
            <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
              <Table verticalSpacing="sm" aria-label="Jobs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    {!narrow && (
                      <>
                        <Table.Th>Source</Table.Th>
                        <Table.Th>Posted</Table.Th>
                        <Table.Th>Status</Table.Th>
                      </>
                    )}
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((job) => (
                    <JobRow
                      key={job.id}
                      job={job}
                      narrow={narrow}
                      actions={{
                        onEdit: (j) => setEditor({ jobId: j.id }),
                        onClose: setClosing,
                        onReopen: (j) => void doReopen(j),
                        onHistory: (j) => setHistoryOf(j.id),
                        reopening: reopen.isPending ? (reopen.variables?.jobId ?? null) : null,
                      }}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        {jobs.hasNextPage && (
          <Group justify="center">
            <Button variant="default" onClick={() => void jobs.fetchNextPage()} loading={jobs.isFetchingNextPage}>
              Load more jobs
            </Button>
          </Group>
        )}
      </Stack>
      <JobEditor opened={editor !== null} jobId={editor?.jobId ?? null} onClose={() => setEditor(null)} />
      <JobHistory jobId={historyOf} onClose={() => setHistoryOf(null)} />
      <ConfirmDialog
        opened={closing !== null}
        title="Close this job?"
        message={closing ? `"${closing.title}" leaves the board at once. Members who saved or applied to it can still read it. You can reopen it later.` : ''}
        confirmLabel="Close job"
        loading={close.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => void confirmClose()}
      />
    </Card>
  );
}
