// A job's audit trail, newest first: what happened, who did it (a staff member, or the source's
// sync or the expiry job when no one did) and, for edits, each field's before and after.
import { Badge, Group, Modal, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { JOB_EVENT_LABELS, JOB_FIELD_LABELS } from '#shared/constants/jobs.ts';
import { formatMoney, formatShortDate } from '#shared/format.ts';
import type { JobEvent } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { trpc } from '../../../trpc.ts';

const EVENT_COLORS: Record<JobEvent['action'], string> = { created: 'blue', updated: 'gray', closed: 'red', reopened: 'green' };

/** A changed value as staff read it; a salary in the currency it had on that side of the change. */
function shown(field: string, value: unknown, currency: string): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field === 'postedDate') return formatShortDate(String(value));
  if (field === 'salaryMin' || field === 'salaryMax') return formatMoney(Number(value), currency);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function who(event: JobEvent): string {
  if (event.actorName) return event.actorName;
  return event.sourceName ? `Sync of ${event.sourceName}` : 'Upward (automatic)';
}

/** `currency`: the job's salary currency now, for the changes that did not change it. */
function EventItem({ event, currency }: { event: JobEvent; currency: string }) {
  const currencies = (event.changes?.salaryCurrency as [string | null, string | null] | undefined) ?? [currency, currency];
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge color={EVENT_COLORS[event.action]} variant="light">
          {JOB_EVENT_LABELS[event.action]}
        </Badge>
        <Text size="sm">{who(event)}</Text>
        <Text size="xs" c="dimmed">
          {event.createdAt.toLocaleString()}
        </Text>
      </Group>
      {Object.entries(event.changes ?? {}).map(([field, [before, after]]) => (
        <Text key={field} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {JOB_FIELD_LABELS[field as keyof typeof JOB_FIELD_LABELS] ?? field}: {shown(field, before, currencies[0] ?? 'USD')} → {shown(field, after, currencies[1] ?? 'USD')}
        </Text>
      ))}
    </Stack>
  );
}

export function JobHistory({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const job = trpc.admin.jobs.get.useQuery({ jobId: jobId ?? '' }, { enabled: jobId !== null });
  return (
    <Modal opened={jobId !== null} onClose={onClose} title={job.data ? `History: ${job.data.title}` : 'History'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <QueryState query={job} loading={<Skeleton h={160} radius="md" />} error={{ message: TOASTS.jobAdmin.loadFailed }} keepData="above">
        {({ events, salaryCurrency }) =>
          events.length === 0 ? (
            <Text size="sm" c="dimmed">
              No changes recorded for this job.
            </Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2} aria-label="Job history">
              {events.map((event) => (
                <Timeline.Item key={event.id}>
                  <EventItem event={event} currency={salaryCurrency} />
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </QueryState>
    </Modal>
  );
}
