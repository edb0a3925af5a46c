// Job alerts on /jobs: "Create job alert" saves the current search, and the drawer (?alerts=1, so
// the dashboard can link to it) lists the user's alerts. The server enforces the plan's limit and
// refuses an empty search; the screen shows its words.
import { Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBellPlus, IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import {
  describeJobSearch,
  isEmptyAlertSearch,
  jobSearchQuery,
  normalizeAlertSearch,
  type JobAlert,
} from '#shared/schemas/job-alerts.ts';
import { link } from '#shared/routes.ts';
import { errorCode, notify, notifyError, serverToast } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import type { JobSearchParams } from './search-params.ts';

/** Refusals the user can act on (the plan's limit, an empty search): shown as a warning, not a failure. */
const REFUSAL_CODES = new Set(['FORBIDDEN', 'BAD_REQUEST']);

export function CreateJobAlertButton({ search }: { search: JobSearchParams }) {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const address = useSearch();
  const utils = trpc.useUtils();
  const create = trpc.jobAlerts.create.useMutation();

  const onClick = async () => {
    if (!user) {
      notify(TOASTS.jobAlerts.loginRequired, 'yellow');
      // The auth screen stores the return path and brings the visitor back to this search.
      navigate(link(`/auth?redirect=${encodeURIComponent(address ? `${location}?${address}` : location)}`));
      return;
    }
    if (isEmptyAlertSearch(normalizeAlertSearch(search))) {
      notify(TOASTS.jobAlerts.emptySearch, 'yellow');
      return;
    }
    try {
      // An alert mails the newest jobs: the screen's sort is not part of it.
      const { sort: _sort, ...alertSearch } = search;
      const { created } = await create.mutateAsync(alertSearch);
      notify(created ? TOASTS.jobAlerts.created : TOASTS.jobAlerts.alreadyExists, created ? 'green' : 'blue');
      void utils.jobAlerts.list.invalidate();
    } catch (err) {
      if (REFUSAL_CODES.has(errorCode(err) ?? '')) notify(serverToast(err), 'yellow');
      else notifyError(err, TOASTS.jobAlerts.error);
    }
  };

  return (
    <Button variant="default" leftSection={<IconBellPlus size={16} />} loading={create.isPending} onClick={() => void onClick()}>
      Create job alert
    </Button>
  );
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const utils = trpc.useUtils();
  const remove = trpc.jobAlerts.delete.useMutation();
  const description = describeJobSearch(alert);
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ alertId: alert.id });
      notify(TOASTS.jobAlerts.deleted);
    } catch (err) {
      notifyError(err, TOASTS.jobAlerts.error);
    }
    void utils.jobAlerts.list.invalidate();
  };
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={description}>
      <Text fw={500}>{description}</Text>
      <Text size="sm" c="dimmed">
        Created {formatShortDate(alert.createdAt)}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" component={Link} href={link(`/jobs?${jobSearchQuery(alert)}`)}>
          Show jobs
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          aria-label={`Delete job alert ${description}`}
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}

function AlertList() {
  const alerts = trpc.jobAlerts.list.useQuery();
  return (
    <QueryState query={alerts} loading={<Loader size="sm" aria-label="Loading job alerts" />}>
      {({ alerts: items, limit }) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Once a day we e-mail you the new jobs that match these searches. You are using {items.length} of {limit}{' '}
            {limit === 1 ? 'alert' : 'alerts'}.
          </Text>
          {items.length === 0 ? (
            <Text>No job alerts yet. Search for jobs, then choose Create job alert.</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your job alerts">
              {items.map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** The signed-in user's alerts; visitors never see it (the list needs a session). */
export function JobAlertsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  return (
    <Drawer
      opened={opened && user !== null}
      onClose={onClose}
      position="right"
      title="Job alerts"
    >
      {user && <AlertList />}
    </Drawer>
  );
}
