// The standing worker thread that reads a fetched page (index.ts, run by platform/workers.ts): HTML
// into PageFacts, then the shared posting reading, its description converted by the server's own
// HTML-to-text, the answer checked against `capturedPosting`. A 2 MB page costs this thread, never
// the server's event loop.
import { capturedPosting, type CapturedPosting } from '#shared/schemas/job-capture.ts';
import { postingFromPage, type PageFacts } from '#shared/rules/job-posting.ts';
import { descriptionText } from '../../../engines/sourced-jobs/description.ts';
import { standingTask } from '../../../platform/workers.ts';
import { pageFacts } from './page-facts.ts';

export interface PageTask {
  /** The address the page was read from, after redirects. */
  url: string;
  kind: 'html' | 'json';
  text: string;
}

standingTask(({ url, kind, text }: PageTask): CapturedPosting | null => {
  // A JSON answer is a JSON-LD document of its own.
  const facts: PageFacts =
    kind === 'json' ? { pageUrl: url, canonicalUrl: null, jsonLd: [text], microdata: [], openGraph: {}, title: null } : pageFacts(text, url);
  const posting = postingFromPage(facts, descriptionText);
  const checked = posting ? capturedPosting.safeParse(posting) : null;
  return checked?.success ? checked.data : null;
});
