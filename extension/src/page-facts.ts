// The page's facts travel from the worker, which read them in the tab, to the saver's window through
// the session storage: kept until the browser closes, readable only by the extension's own pages.
import type { PageFacts } from '#shared/rules/job-posting.ts';

/** `null` facts: the browser would not let the extension read that page (a browser or store page). */
interface Stashed {
  facts: PageFacts | null;
}

const key = (tabId: number) => `facts:${tabId}`;

export const stashFacts = (tabId: number, facts: PageFacts | null) => chrome.storage.session.set({ [key(tabId)]: { facts } satisfies Stashed });

/** The tab's facts; undefined when nothing was stashed for it (the window was opened by hand, or the browser restarted). */
export async function stashedFacts(tabId: number): Promise<PageFacts | null | undefined> {
  const { [key(tabId)]: stashed } = await chrome.storage.session.get(key(tabId));
  return stashed ? (stashed as Stashed).facts : undefined;
}
