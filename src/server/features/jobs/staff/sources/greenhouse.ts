// Greenhouse's Job Board API: GET {base}/v1/boards/{board}/jobs?content=true answers every published
// job at once (no pagination) as { jobs: [...], meta: { total } }. `content` is the description's
// HTML with its markup entity-escaped ("&lt;p&gt;"); it is decoded once here and then converted to
// text like every other description. The API carries no structured salary, so none is mapped.
import { z } from 'zod';
import { feedDate, feedId, jobsArray, workTypeFrom, type FeedAdapter } from './feed.ts';
import { fetchFeedJson } from './fetch.ts';

const entry = z.object({
  id: feedId,
  title: z.string(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  absolute_url: z.string().nullish(),
  content: z.string().nullish(),
  /** The employer's name: on a single posting's answer, not always on the board's list. */
  company_name: z.string().nullish(),
});
type GreenhouseJob = z.infer<typeof entry>;

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };

/** One pass over the escaping: "&amp;nbsp;" becomes "&nbsp;" (an entity of the HTML), not a space. */
export function unescapeOnce(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in NAMED) return NAMED[lower]!;
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export const greenhouse: FeedAdapter<GreenhouseJob> = {
  async fetchEntries({ base, board, timeoutMs }) {
    return jobsArray(await fetchFeedJson(`${base}/v1/boards/${encodeURIComponent(board)}/jobs?content=true`, timeoutMs));
  },
  entry,
  toJob(job, companyName) {
    const location = job.location?.name?.trim() || null;
    return {
      externalId: job.id,
      title: job.title,
      companyName,
      location,
      workType: workTypeFrom({ location }),
      description: unescapeOnce(job.content ?? ''),
      salary: null,
      applyUrl: job.absolute_url ?? null,
      postedDate: feedDate(job.first_published ?? job.updated_at),
    };
  },
};
