// Apply Now (decision 053): it opens the posting in a new tab and records nothing, since the person
// may never send an application. When they come back to this tab, "Did you apply?" asks; Yes adds
// the job to the tracker as applied today (within the free limit), No records nothing. A job with
// no posting to open (or a blocked tab) asks at once, with the posting's link in the question.
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import type { JobCard } from '#shared/schemas/jobs.ts';
import { link } from '#shared/routes.ts';
import { errorCode, notify, notifyError } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import type { ApplyPromptProps } from './ApplyPrompt.tsx';
import { applyLink } from './job-display.ts';

/** The server refuses a free user past the tracking limit with one of these. */
const LIMIT_CODES = new Set(['FORBIDDEN', 'PRECONDITION_FAILED']);

/** The tracker keeps one entry per job; the catalogue has no words for a repeat, so these say it. */
const ALREADY_TRACKED = { title: 'Already tracked', description: 'This job is already in your application tracker.' };

export type ApplyingJob = Pick<JobCard, 'id' | 'title' | 'companyName' | 'applyUrl' | 'source'>;

export function useApplyToJob() {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const utils = trpc.useUtils();
  const applyToJob = trpc.applications.applyToJob.useMutation();
  const [asking, setAsking] = useState<ApplyingJob | null>(null);
  /** The job whose posting is open in another tab, and whether the person has left this tab since. */
  const away = useRef<{ job: ApplyingJob; left: boolean } | null>(null);

  useEffect(() => {
    const leave = () => {
      if (away.current) away.current.left = true;
    };
    const back = () => {
      const pending = away.current;
      if (!pending?.left || document.visibilityState !== 'visible') return;
      away.current = null;
      setAsking(pending.job);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
    };
  }, []);

  const apply = (job: ApplyingJob) => {
    if (!user) {
      // The auth screen stores the return path and brings the visitor back to this search.
      const here = search ? `${location}?${search}` : location;
      navigate(link(`/auth?redirect=${encodeURIComponent(here)}`));
      return;
    }
    const url = applyLink(job);
    // Inside the click, so a popup blocker lets it through.
    const tab = url ? window.open(url, '_blank') : null;
    if (tab) {
      tab.opener = null; // the employer's page gets no handle on this one
      away.current = { job, left: false };
    } else {
      away.current = null;
      setAsking(job);
    }
  };

  const answer = async (applied: boolean) => {
    const job = asking;
    if (!job || !applied) {
      setAsking(null);
      return;
    }
    try {
      // The person's own today: applying late in the evening is still today where they are.
      const result = await applyToJob.mutateAsync({ jobId: job.id, appliedDate: dayjs().format('YYYY-MM-DD') });
      notify(result.created ? TOASTS.applications.added : ALREADY_TRACKED, result.created ? 'green' : 'blue');
      void utils.applications.invalidate();
    } catch (err) {
      if (LIMIT_CODES.has(errorCode(err) ?? '')) notify(TOASTS.applications.upgradeRequired, 'yellow');
      else notifyError(err, TOASTS.applications.addFailed);
    } finally {
      setAsking(null);
    }
  };

  const prompt: ApplyPromptProps = {
    job: asking,
    url: asking && applyLink(asking),
    recording: applyToJob.isPending,
    onAnswer: (applied) => void answer(applied),
  };
  return { apply, prompt };
}
