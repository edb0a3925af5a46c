import { Anchor, Badge, Button, Collapse, Container, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustments, IconBell, IconBookmark, IconBriefcase, IconLock, IconWorldPlus, IconMapPin } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { JOB_LIMITS, JOB_SORT_LABELS, JOB_SORTS, MATCH_SORT_UNAVAILABLE_TEXT, type JobSort } from '#shared/constants/jobs.ts';
import { formatJobTotal } from '#shared/format.ts';
import { jobIdInput, type JobSearchResult } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { useSession } from '../../lib/session.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { trpc } from '../../trpc.ts';
import { JobCard, JOB_SKELETON_CARDS, JobCardSkeleton } from './JobCard.tsx';
import { CreateJobAlertButton, JobAlertsDrawer } from './JobAlerts.tsx';
import { JobDetailModal } from './JobDetailModal.tsx';
import { JobFilters } from './JobFilters.tsx';
import { SaveJobButton } from './SaveJobButton.tsx';
import { activeFilterCount, parseJobSearch, withJobSearch, type JobSearchParams } from './search-params.ts';
import { ApplyPrompt } from './ApplyPrompt.tsx';
import { useApplyToJob } from './use-apply.ts';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { SaveFromLinkDialog } from '../job-capture/index.ts';

/** Points the address at `/jobs?{query}` without adding a history entry per keystroke or tick. */
function useJobsAddress() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read at call time: a debounced call must not write back a stale query.
  const current = () => window.location.search.replace(/^\?/, '');
  const go = (query: string) => navigate(link(query ? `/jobs?${query}` : '/jobs'), { replace: true });
  return {
    search,
    update: (next: Partial<JobSearchParams>) => go(withJobSearch(current(), { ...parseJobSearch(current()), ...next })),
    setDetail: (jobId: string | null) => {
      const params = new URLSearchParams(current());
      if (jobId) params.set('job', jobId);
      else params.delete('job');
      go(params.toString());
    },
    /** ?alerts=1 opens the job alerts drawer (the dashboard links there). */
    setAlertsOpen: (open: boolean) => {
      const params = new URLSearchParams(current());
      if (open) params.set('alerts', '1');
      else params.delete('alerts');
      go(params.toString());
    },
  };
}

/**
 * Newest, salary or match, kept in the address (?sort=). Match needs the viewer's profile: a
 * visitor sees it disabled with the reason, a member without a profile gets the server's reason.
 */
function SortControl({ value, onChange, signedIn, unavailable }: {
  value: JobSort;
  onChange: (sort: JobSort) => void;
  signedIn: boolean;
  unavailable: JobSearchResult['matchUnavailable'];
}) {
  const reason = !signedIn ? MATCH_SORT_UNAVAILABLE_TEXT.signedOut : unavailable ? MATCH_SORT_UNAVAILABLE_TEXT[unavailable] : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" id="job-sort-label">
        Sort by
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="job-sort-label"
        value={value}
        onChange={(next) => onChange(next as JobSort)}
        data={JOB_SORTS.map((sort) => ({ value: sort, label: JOB_SORT_LABELS[sort], disabled: sort === 'match' && !signedIn }))}
      />
      {reason && (
        <Text size="xs" c="dimmed" data-testid="match-sort-reason">
          {reason}{' '}
          {signedIn ? (
            <Anchor component={Link} href={link('/onboarding/job-seeker')} size="xs" underline="always">
              Complete your profile
            </Anchor>
          ) : (
            <Anchor component={Link} href={link('/auth?redirect=%2Fjobs%3Fsort%3Dmatch')} size="xs" underline="always">
              Sign in
            </Anchor>
          )}
        </Text>
      )}
    </Group>
  );
}

/** "Did you mean": the server's closest open-job titles and companies for a term that found nothing. */
function Suggestions({ items, onPick }: { items: JobSearchResult['suggestions']; onPick: (text: string) => void }) {
  if (items.length === 0) return null;
  return (
    <Group gap="xs" component="section" aria-label="Did you mean">
      <Text size="sm" fw={600}>
        Did you mean:
      </Text>
      {items.map((item) => (
        <Button key={`${item.kind}:${item.text}`} size="xs" variant="light" onClick={() => onPick(item.text)}>
          {item.text} · {item.kind === 'company' ? 'company' : 'title'}
        </Button>
      ))}
    </Group>
  );
}

/** /jobs: search, filters, the (capped for free users) result list, save, details and Apply Now. */
export default function JobsPage() {
  const address = useJobsAddress();
  const params = useMemo(() => parseJobSearch(address.search), [address.search]);
  const rawDetail = new URLSearchParams(address.search).get('job');
  const detailId = rawDetail && jobIdInput.safeParse({ jobId: rawDetail }).success ? rawDetail : null;
  const alertsOpen = new URLSearchParams(address.search).get('alerts') === '1';
  const { user } = useSession();
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(params) > 0);
  const [capturing, setCapturing] = useState(false);
  const filterCount = activeFilterCount(params);

  // Both boxes write the address once typing settles, and show what it says when it changes under them.
  const q = useDebouncedSearch({ current: params.q, onSettle: (term) => address.update({ q: term }) });
  const where = useDebouncedSearch({ current: params.location, onSettle: (term) => address.update({ location: term }) });

  const input = params; // the address is the search
  const utils = trpc.useUtils();
  const results = trpc.jobs.search.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const { apply, prompt } = useApplyToJob();

  const pages = results.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs);
  const lastPage = pages.at(-1);
  const total = lastPage?.total ?? 0;
  const totalLabel = formatJobTotal(total, lastPage?.totalIsEstimate);
  const limited = pages[0]?.limited ?? false;
  const hidden = limited && total > jobs.length;

  /** Marks a card saved or not without refetching every loaded page. */
  const markSaved = (jobId: string, saved: boolean) =>
    utils.jobs.search.setInfiniteData(input, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, jobs: page.jobs.map((job) => (job.id === jobId ? { ...job, isSaved: saved } : job)) })) }
        : data,
    );

  const card = (job: JobSearchResult['jobs'][number]) => (
    <JobCard
      key={job.id}
      job={job}
      saveButton={<SaveJobButton jobId={job.id} title={job.title} saved={job.isSaved} onChange={markSaved} />}
      onDetails={() => address.setDetail(job.id)}
      onApply={() => apply(job)}
    />
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Job Opportunities"
          subtitle="Find roles that match your skills, and keep track of the ones you like."
          actions={
            <>
              {user && (
                <Button variant="default" leftSection={<IconWorldPlus size={16} />} onClick={() => setCapturing(true)}>
                  {JOB_CAPTURE_TEXT.boardButton}
                </Button>
              )}
              {user && (
                <Button variant="default" leftSection={<IconBell size={16} />} onClick={() => address.setAlertsOpen(true)}>
                  Job alerts
                </Button>
              )}
              <Button component={Link} href={link('/saved-jobs')} variant="default" leftSection={<IconBookmark size={16} />}>
                Saved Jobs
              </Button>
            </>
          }
        />

        <Stack gap="sm">
          <Group gap="sm" align="flex-start">
            <SearchInput label="Search jobs" placeholder="Search by job title or company" style={{ flex: 2, minWidth: 220 }} {...q.inputProps} />
            <TextInput
              aria-label="Location"
              placeholder="Location"
              leftSection={<IconMapPin size={16} />}
              style={{ flex: 1, minWidth: 180 }}
              maxLength={JOB_LIMITS.locationMax}
              {...where.inputProps}
            />
            <Button
              variant={filtersOpen ? 'light' : 'default'}
              leftSection={<IconAdjustments size={16} />}
              rightSection={filterCount > 0 ? <Badge size="sm" circle>{filterCount}</Badge> : null}
              aria-expanded={filtersOpen}
              aria-controls="job-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filters
            </Button>
            <CreateJobAlertButton search={params} />
          </Group>
          <Collapse expanded={filtersOpen}>
            <JobFilters value={params} onChange={(next) => address.update(next)} />
          </Collapse>
        </Stack>

        <SortControl
          value={params.sort}
          onChange={(sort) => address.update({ sort })}
          signedIn={Boolean(user)}
          unavailable={pages[0]?.matchUnavailable ?? null}
        />

        {/* The spec only logs a failed job list; with nothing to show, it is said here too. */}
        <QueryState
          query={results}
          loading={
            <SkeletonList label="Loading jobs" count={JOB_SKELETON_CARDS}>
              <JobCardSkeleton />
            </SkeletonList>
          }
          isEmpty={() => jobs.length === 0}
          empty={
            <Stack gap="md">
              <EmptyState
                icon={IconBriefcase}
                title="No jobs found"
                text="Try adjusting your search criteria or check back later for new opportunities."
              />
              <Suggestions items={pages[0]?.suggestions ?? []} onPick={(text) => address.update({ q: text })} />
            </Stack>
          }
          keepData="quiet"
        >
          {() => (
            // While a changed search loads, the previous results stay, dimmed.
            <Stack gap="md" aria-busy={results.isPlaceholderData} style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
              <Text size="sm" c="dimmed" data-testid="job-count">
                Showing {jobs.length} of {totalLabel} jobs{' '}
                {hidden && (
                  <Text span size="sm" c="var(--mantine-color-yellow-light-color)">
                    (Premium required to see all results)
                  </Text>
                )}
              </Text>
              {jobs.map(card)}
              {hidden && (
                <UpgradePrompt
                  icon={IconLock}
                  title="View All Job Listings"
                  text={`Upgrade to Premium to see all ${totalLabel} jobs that match your search, with unlimited saved jobs and application tracking.`}
                />
              )}
              {!limited && results.hasNextPage && (
                <Group justify="center">
                  <Button variant="default" onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
                    Load more
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>

      <JobDetailModal
        jobId={detailId}
        loaded={jobs.find((job) => job.id === detailId)}
        onClose={() => address.setDetail(null)}
        onSavedChange={markSaved}
        onApply={apply}
      />
      <ApplyPrompt {...prompt} />
      <JobAlertsDrawer opened={alertsOpen} onClose={() => address.setAlertsOpen(false)} />
      {user && <SaveFromLinkDialog opened={capturing} onClose={() => setCapturing(false)} />}
    </Container>
  );
}
