// Lever's Postings API: GET {base}/v0/postings/{site}?mode=json&skip=N&limit=100 answers a plain
// array of postings, one page at a time; a page shorter than the limit is the last. The description
// is the posting's intro, its lists (responsibilities, requirements…) and its closing text; the
// salary range's interval ("per-hour-wage", "per-year-salary"…) says how to make it yearly.
import { z } from 'zod';
import { JOB_SOURCE_LIMITS, JOB_SOURCE_TEXT } from '#shared/constants/jobs.ts';
import { checkCount, feedDate, feedId, feedSalary, workTypeFrom, type FeedAdapter } from './feed.ts';
import { FeedError, fetchFeedJson } from './fetch.ts';

const entry = z.object({
  id: feedId,
  text: z.string(),
  categories: z.object({ location: z.string().nullish(), commitment: z.string().nullish(), team: z.string().nullish() }).nullish(),
  workplaceType: z.string().nullish(),
  createdAt: z.number().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  salaryRange: z.object({ min: z.number().nullish(), max: z.number().nullish(), currency: z.string().nullish(), interval: z.string().nullish() }).nullish(),
});
type LeverPosting = z.infer<typeof entry>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const lever: FeedAdapter<LeverPosting> = {
  async fetchEntries({ base, board, timeoutMs }) {
    const all: unknown[] = [];
    const limit = JOB_SOURCE_LIMITS.leverPageSize;
    for (let skip = 0; ; skip += limit) {
      const page = await fetchFeedJson(`${base}/v0/postings/${encodeURIComponent(board)}?mode=json&skip=${skip}&limit=${limit}`, timeoutMs);
      if (!Array.isArray(page)) throw new FeedError(JOB_SOURCE_TEXT.wrongShape);
      all.push(...page);
      checkCount(all);
      if (page.length < limit) return all;
    }
  },
  entry,
  toJob(posting, companyName) {
    const location = posting.categories?.location?.trim() || null;
    const lists = (posting.lists ?? []).map((l) => `<h3>${escapeHtml(l.text ?? '')}</h3><ul>${l.content ?? ''}</ul>`).join('');
    const salary = posting.salaryRange;
    const html = `${posting.description ?? ''}${lists}${posting.additional ?? ''}`;
    return {
      externalId: posting.id,
      title: posting.text,
      companyName,
      location,
      workType: workTypeFrom({ workplaceType: posting.workplaceType, location }),
      description: html || escapeHtml(posting.descriptionPlain ?? ''),
      salary: salary ? feedSalary({ min: salary.min, max: salary.max, currency: salary.currency, period: salary.interval }) : null,
      applyUrl: posting.hostedUrl ?? posting.applyUrl ?? null,
      postedDate: feedDate(posting.createdAt),
    };
  },
};
