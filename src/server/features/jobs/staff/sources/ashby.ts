// Ashby's Posting API: GET {base}/posting-api/job-board/{name}?includeCompensation=true answers every
// job at once as { apiVersion, jobs: [...] }. Unlisted jobs (isListed false) are not on the board.
// The salary is the compensation summary's "Salary" component, when there is one, made yearly by its
// interval ("1 HOUR", "1 YEAR"…) in its own currency.
import { z } from 'zod';
import { feedDate, feedId, feedSalary, jobsArray, workTypeFrom, type FeedAdapter } from './feed.ts';
import { fetchFeedJson } from './fetch.ts';

const component = z.object({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});

const entry = z.object({
  id: feedId,
  title: z.string(),
  location: z.string().nullish(),
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  publishedAt: z.string().nullish(),
  jobUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  compensation: z.object({ summaryComponents: z.array(component).nullish() }).nullish(),
});
type AshbyJob = z.infer<typeof entry>;

export const ashby: FeedAdapter<AshbyJob> = {
  async fetchEntries({ base, board, timeoutMs }) {
    return jobsArray(await fetchFeedJson(`${base}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`, timeoutMs));
  },
  entry,
  isPublished: (job) => job.isListed !== false,
  toJob(job, companyName) {
    const location = job.location?.trim() || null;
    const salary = job.compensation?.summaryComponents?.find((c) => c.compensationType === 'Salary');
    return {
      externalId: job.id,
      title: job.title,
      companyName,
      location,
      workType: workTypeFrom({ workplaceType: job.workplaceType, isRemote: job.isRemote, location }),
      description: job.descriptionHtml ?? job.descriptionPlain ?? '',
      salary: salary ? feedSalary({ min: salary.minValue, max: salary.maxValue, currency: salary.currencyCode, period: salary.interval }) : null,
      applyUrl: job.jobUrl ?? job.applyUrl ?? null,
      postedDate: feedDate(job.publishedAt),
    };
  },
};
