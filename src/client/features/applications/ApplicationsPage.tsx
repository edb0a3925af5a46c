// /applications: the tracker. The server sends the user's whole list (capped at
// APPLICATION_LIMITS.listMax, newest first) with the counters and the free gauge; search and the
// status filter work on that list in the browser. The same list shows as a board (?tab=board),
// columns by status in the saved order; a card's Details open the application's detail view. A
// link shared from a phone (the web app's share target: ?url= or ?text=) opens Add with it read.
// Above the list, the updates proposed by the member's forwarded or imported e-mail.
import { Button, Card, Container, Group, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATIONS_EXPORT_PATH,
  type ApplicationStatus,
} from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../lib/feedback.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useTabParam } from '../../lib/tab-param.ts';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { trpc } from '../../trpc.ts';
import { EmailUpdates } from '../inbound-mail/index.ts';
import { useTailorResume } from '../resumes/index.ts';
import { AddApplicationDialog, EditApplicationDialog } from './ApplicationDialogs.tsx';
import { ApplicationDetail } from './ApplicationDetail.tsx';
import { BoardView } from './BoardView.tsx';
import { ApplicationCard } from './ApplicationCard.tsx';
import { StatusCounters } from './StatusCounters.tsx';

type Filter = ApplicationStatus | 'all';
const VIEWS = ['list', 'board'] as const;
const FILTER_OPTIONS = [{ value: 'all', label: 'All Status' }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))];

/** The share sheet's fields; Android puts the link in `text`, among other words. */
const SHARED_PARAMS = ['url', 'text', 'title'] as const;

/** The first web address shared with the tracker, without the sentence's closing punctuation. */
function sharedLink(query: string): string | null {
  const params = new URLSearchParams(query);
  for (const value of [params.get('url'), params.get('text')]) {
    const found = value?.match(/https?:\/\/[^\s<>"]+/i)?.[0]?.replace(/[.,;:!?)\]]+$/, '');
    if (found) return found;
  }
  return null;
}

/** A link shared from a phone, taken from the address once, and the address cleaned of it. */
function useSharedLink(): [string | null, () => void] {
  const [location, navigate] = useLocation();
  const [shared, setShared] = useState(() => sharedLink(window.location.search));
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!SHARED_PARAMS.some((name) => params.has(name))) return;
    for (const name of SHARED_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    // Once, as the page opens from the share sheet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [shared, () => setShared(null)];
}

function matches(app: ApplicationItem, search: string, filter: Filter) {
  if (filter !== 'all' && app.status !== filter) return false;
  if (!search) return true;
  const needle = search.toLowerCase();
  return [app.companyName, app.jobTitle, app.location, app.notes].some((text) => text?.toLowerCase().includes(needle));
}

export default function ApplicationsPage() {
  const utils = trpc.useUtils();
  const list = trpc.applications.list.useQuery();
  const remove = trpc.applications.delete.useMutation();
  const { tailor, isTailoring } = useTailorResume();
  const search = useDebouncedSearch();
  const [filter, setFilter] = useState<Filter>('all');
  const [shared, forgetShared] = useSharedLink();
  const [adding, setAdding] = useState(shared !== null);
  const [editing, setEditing] = useState<ApplicationItem | null>(null);
  const [deleting, setDeleting] = useState<ApplicationItem | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [view, setView] = useTabParam(VIEWS, 'list');

  const data = list.data;
  const shown = useMemo(() => (data ? data.applications.filter((app) => matches(app, search.term, filter)) : []), [data, search.term, filter]);
  const atLimit = data ? data.limit !== null && data.used >= data.limit : false;
  const refresh = () => {
    void utils.applications.list.invalidate();
    void utils.applications.detail.invalidate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notify(TOASTS.applications.deleted);
      refresh();
    } catch {
      notify(TOASTS.applications.deleteFailed, 'red');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Application Tracker"
          subtitle={
            <>
              Keep track of every job you apply for.{' '}
              {data && data.limit !== null && (
                <Text span data-testid="applications-used">
                  ({data.used}/{data.limit} applications used)
                </Text>
              )}
            </>
          }
          actions={
            <>
              <Button component="a" href={APPLICATIONS_EXPORT_PATH} download variant="default" leftSection={<IconDownload size={16} />}>
                Export CSV
              </Button>
              <Button leftSection={<IconPlus size={16} />} disabled={!data || atLimit} onClick={() => setAdding(true)}>
                Add Application
              </Button>
            </>
          }
        />

        {atLimit && (
          <UpgradePrompt
            icon={IconLock}
            title={TOASTS.applications.upgradeRequired.title}
            text={TOASTS.applications.upgradeRequired.description!}
            testId="applications-locked"
          />
        )}

        <EmailUpdates />

        <QueryState
          query={list}
          loading={
            <Group justify="center" py="xl">
              <Loader aria-label="Loading applications" />
            </Group>
          }
          error={{ message: TOASTS.applications.loadFailed, toast: true }}
          keepData="above"
        >
          {(data) => (
            <>
              <StatusCounters counts={data.counts} />
              <Group gap="sm" wrap="wrap">
                <SegmentedControl
                  aria-label="Tracker view"
                  data-testid="tracker-view"
                  value={view}
                  onChange={setView}
                  data={[
                    { value: 'list', label: 'List' },
                    { value: 'board', label: 'Board' },
                  ]}
                />
                <SearchInput
                  label="Search applications"
                  placeholder="Search applications..."
                  {...search.inputProps}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Select aria-label="Status filter" data={FILTER_OPTIONS} value={filter} allowDeselect={false} onChange={(v) => setFilter((v ?? 'all') as Filter)} w={180} />
              </Group>
              {data.used > data.applications.length && (
                <Text size="sm" c="dimmed">
                  Showing your newest {data.applications.length} of {data.used} applications. Export CSV to get them all.
                </Text>
              )}
              {view === 'board' && shown.length > 0 ? (
                <BoardView applications={shown} onOpen={(app) => setOpened(app.id)} />
              ) : shown.length === 0 ? (
                <Card withBorder radius="md" padding="xl" ta="center">
                  <Title order={3}>No Applications Found</Title>
                  <Text c="dimmed" mt="xs">
                    {data.applications.length === 0 ? 'Start tracking the jobs you apply for.' : 'Try a different search or status.'}
                  </Text>
                  {data.applications.length === 0 && (
                    <Group justify="center" mt="md">
                      <Button disabled={atLimit} onClick={() => setAdding(true)}>
                        Add Your First Application
                      </Button>
                    </Group>
                  )}
                </Card>
              ) : (
                <Stack gap="md">
                  {shown.map((app) => (
                    <ApplicationCard
                      key={app.id}
                      application={app}
                      onEdit={() => setEditing(app)}
                      onDelete={() => setDeleting(app)}
                      onOpen={() => setOpened(app.id)}
                      onTailor={() => void tailor({ applicationId: app.id })}
                      tailoring={isTailoring(app.id)}
                    />
                  ))}
                </Stack>
              )}
            </>
          )}
        </QueryState>
      </Stack>

      <AddApplicationDialog
        opened={adding}
        sharedUrl={shared ?? undefined}
        onClose={() => {
          setAdding(false);
          forgetShared();
        }}
        onSaved={refresh}
      />
      {opened && <ApplicationDetail key={opened} id={opened} onClose={() => setOpened(null)} onEdit={setEditing} />}
      {editing && <EditApplicationDialog key={editing.id} application={editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete application?"
        message={deleting ? `${deleting.jobTitle} at ${deleting.companyName} will be removed from your tracker.` : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Container>
  );
}
