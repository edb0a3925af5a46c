// The Jobs tab's Sources section: the live job boards the board syncs, each with its status
// (enabled, paused, failing), when it last synced and what that run did, its last error and its next
// sync, and the actions Sync now / Pause / Resume / Remove (asked first: its open jobs close).
import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { JOB_IMPORT_ACTION_LABELS, JOB_SOURCE_LABELS } from '#shared/constants/jobs.ts';
import type { JobSource, JobSyncCounts } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { errorCode, notify, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';
import { formatAge } from '#shared/format.ts';
import { SourceAddDialog } from './SourceAddDialog.tsx';

function status(source: JobSource): { label: string; color: string } {
  if (!source.isEnabled) return { label: 'Paused', color: 'gray' };
  if (source.lastError) return { label: 'Failing', color: 'red' };
  return { label: 'Enabled', color: 'green' };
}

/** "in 12 minutes", "in 3 hours", "due now": when the scheduler takes the source next. */
function formatUntil(date: Date, now = new Date()): string {
  const minutes = Math.round((date.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'due now';
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `in ${hours} hours` : `in ${Math.round(hours / 24)} days`;
}

function countsText(counts: JobSyncCounts): string {
  const parts = [`${counts.created} new`, `${counts.updated} updated`, `${counts.closed} closed`, `${counts.unchanged} unchanged`];
  if (counts.reopened) parts.push(`${counts.reopened} reopened`);
  if (counts.duplicate) parts.push(`${counts.duplicate} ${JOB_IMPORT_ACTION_LABELS.duplicate.toLowerCase()}`);
  if (counts.refused) parts.push(`${counts.refused} refused`);
  if (counts.tooOld) parts.push(`${counts.tooOld} too old`);
  return parts.join(' · ');
}

function SourceRow({
  source,
  busy,
  onSync,
  onToggle,
  onRemove,
}: {
  source: JobSource;
  busy: 'sync' | 'toggle' | null;
  onSync: () => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { label, color } = status(source);
  const name = `${JOB_SOURCE_LABELS[source.kind]} ${source.board}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{source.companyName}</Text>
              <Badge variant="light" color={color}>
                {label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {JOB_SOURCE_LABELS[source.kind]} · {source.board} · {source.openJobs} open job{source.openJobs === 1 ? '' : 's'}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onSync} loading={busy === 'sync'} aria-label={`Sync ${name} now`}>
              Sync now
            </Button>
            <Button size="xs" variant="default" onClick={onToggle} loading={busy === 'toggle'} aria-label={`${source.isEnabled ? 'Pause' : 'Resume'} ${name}`}>
              {source.isEnabled ? 'Pause' : 'Resume'}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Group>
        </Group>
        <Text size="sm">
          {source.lastSyncedAt ? `Last sync ${formatAge(source.lastSyncedAt)}` : 'Not synced yet'}
          {source.lastCounts && !source.lastError ? `: ${countsText(source.lastCounts)}` : ''}
          {source.isEnabled ? ` · Next sync ${formatUntil(source.nextSyncAt)}` : ''}
        </Text>
        {source.lastError && (
          <Text size="sm" c="red" role="alert">
            {source.lastError}
            {source.consecutiveFailures > 1 ? ` (${source.consecutiveFailures} failures in a row)` : ''}
          </Text>
        )}
        {source.lastCounts && source.lastCounts.refusedReasons.length > 0 && (
          <Text size="xs" c="dimmed">
            Refused: {source.lastCounts.refusedReasons.join('; ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function SourcesPanel() {
  const utils = trpc.useUtils();
  const sources = trpc.admin.jobSources.list.useQuery();
  const syncNow = trpc.admin.jobSources.syncNow.useMutation();
  const update = trpc.admin.jobSources.update.useMutation();
  const remove = trpc.admin.jobSources.remove.useMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<JobSource | null>(null);

  // The sources and the board's jobs (the Jobs section lists them) both change.
  const changed = () => void utils.admin.invalidate();

  const sync = async (source: JobSource) => {
    try {
      const result = await syncNow.mutateAsync({ id: source.id });
      if (result.status === 'ok') notify({ ...TOASTS.jobSources.synced, description: countsText(result.counts!) });
      else if (result.status === 'busy') notify(TOASTS.jobSources.busy, 'yellow');
      else notify({ ...TOASTS.jobSources.syncFailed, description: result.error ?? TOASTS.jobSources.syncFailed.description }, 'red');
    } catch (err) {
      notifyError(err, TOASTS.jobSources.syncFailed);
    }
    changed();
  };

  const toggle = async (source: JobSource) => {
    try {
      await update.mutateAsync({ id: source.id, isEnabled: !source.isEnabled });
      notify(TOASTS.jobSources.updated);
      changed();
    } catch (err) {
      if (errorCode(err) === 'NOT_FOUND') notifyError(err);
      else notify(TOASTS.jobSources.updateFailed, 'red');
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ id: removing.id });
      notify(TOASTS.jobSources.removed);
      changed();
    } catch (err) {
      if (errorCode(err) === 'NOT_FOUND') notifyError(err);
      else notify(TOASTS.jobSources.removeFailed, 'red');
    }
    setRemoving(null);
  };

  const busyFor = (source: JobSource) =>
    syncNow.isPending && syncNow.variables?.id === source.id ? 'sync' : update.isPending && update.variables?.id === source.id ? 'toggle' : null;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3}>Live sources</Title>
            <Text size="sm" c="dimmed">
              Employers&apos; public job boards, synced on a schedule: new jobs appear, jobs the board drops close.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add source
          </Button>
        </Group>
        <QueryState
          query={sources}
          loading={
            <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading sources">
              {[0, 1].map((i) => (
                <Skeleton key={i} h={88} radius="md" />
              ))}
            </Stack>
          }
          error={{ message: TOASTS.jobSources.loadFailed, toast: true }}
          isEmpty={(list) => list.length === 0}
          empty={
            <Text c="dimmed" ta="center" py="lg">
              No live sources yet. Add a company&apos;s Greenhouse, Lever or Ashby job board.
            </Text>
          }
        >
          {(list) => (
            <Stack gap="sm" component="ul" aria-label="Job sources" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((source) => (
                <SourceRow
                  key={source.id}
                  source={source}
                  busy={busyFor(source)}
                  onSync={() => void sync(source)}
                  onToggle={() => void toggle(source)}
                  onRemove={() => setRemoving(source)}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <SourceAddDialog opened={adding} onClose={() => setAdding(false)} onAdded={changed} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove source?"
        message={removing ? `${removing.companyName}'s ${removing.openJobs} open job${removing.openJobs === 1 ? '' : 's'} from ${JOB_SOURCE_LABELS[removing.kind]} will close and the source will stop syncing.` : ''}
        confirmLabel="Remove"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </Card>
  );
}
