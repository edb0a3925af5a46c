// Apply Now (DECISIONS: "Jobs ... Apply Now do nothing"): the job joins the tracker, within the free
// limit, and the employer's apply page opens in a new tab when the job has one.
import { useLocation, useSearch } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { errorCode, notify, notifyError } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { safeApplyUrl } from './job-display.ts';

/** The server refuses a free user past the tracking limit with one of these. */
const LIMIT_CODES = new Set(['FORBIDDEN', 'PRECONDITION_FAILED']);

/** The tracker keeps one entry per job; the catalogue has no words for a repeat, so these say it. */
const ALREADY_TRACKED = { title: 'Already tracked', description: 'This job is already in your application tracker.' };

export function useApplyToJob() {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const utils = trpc.useUtils();
  const applyToJob = trpc.applications.applyToJob.useMutation();

  const apply = async (job: Pick<JobCard, 'id' | 'applyUrl'>) => {
    if (!user) {
      // The auth screen stores the return path and brings the visitor back to this search.
      const here = search ? `${location}?${search}` : location;
      navigate(link(`/auth?redirect=${encodeURIComponent(here)}`));
      return;
    }
    // A popup blocker allows window.open only inside the click, so the tab opens now (empty) and is
    // pointed at the apply page once the job is tracked, or closed if that fails.
    const tab = safeApplyUrl(job.applyUrl) ? window.open('', '_blank') : null;
    try {
      const result = await applyToJob.mutateAsync({ jobId: job.id });
      notify(result.created ? TOASTS.applications.added : ALREADY_TRACKED, result.created ? 'green' : 'blue');
      void utils.applications.invalidate();
      const url = safeApplyUrl(result.applyUrl ?? job.applyUrl);
      if (!url) {
        tab?.close();
      } else if (tab && !tab.closed) {
        tab.opener = null; // the employer's page gets no handle on this one
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    } catch (err) {
      tab?.close();
      if (LIMIT_CODES.has(errorCode(err) ?? '')) notify(TOASTS.applications.upgradeRequired, 'yellow');
      else notifyError(err, TOASTS.applications.addFailed);
    }
  };

  return { apply, pendingJobId: applyToJob.isPending ? (applyToJob.variables?.jobId ?? null) : null };
}
