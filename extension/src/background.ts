// The extension's service worker: the toolbar button reads the tab's page in the page and opens the
// saver's window for it. Nothing is sent anywhere here; the saver's window does that when asked.
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import { readPage, type ReaderLimits } from './page-reader.ts';
import { stashFacts } from './page-facts.ts';

const WINDOW = { width: 440, height: 640 };
/** As the server reads a page: a posting has a few dozen values, and a description past its limit is cut anyway. */
const LIMITS: ReaderLimits = {
  maxItems: JOB_CAPTURE_LIMITS.maxBlocks,
  maxValues: JOB_CAPTURE_LIMITS.maxMicrodataValues,
  maxText: JOB_CAPTURE_LIMITS.maxPropertyChars,
};

/** Reads the tab's page into PageFacts, then opens save.html for that tab in a small window. */
export async function openSaver(tab: chrome.tabs.Tab): Promise<void> {
  const tabId = tab.id;
  if (tabId === undefined) return;
  let facts = null;
  try {
    const [frame] = await chrome.scripting.executeScript({ target: { tabId }, func: readPage, args: [LIMITS] });
    facts = frame?.result ?? null;
  } catch {
    // chrome:// pages, the web store and the like refuse every extension: the window says so.
  }
  // Past the session storage's quota (a page of enormous JSON-LD), the window says the page could not be read.
  await stashFacts(tabId, facts).catch(() => stashFacts(tabId, null));
  await chrome.windows.create({ url: chrome.runtime.getURL(`save.html?tab=${tabId}`), type: 'popup', ...WINDOW });
}

chrome.action.onClicked.addListener((tab) => void openSaver(tab));

// A browser test cannot click the toolbar; it calls the same function in this worker.
(self as unknown as { openSaver: typeof openSaver }).openSaver = openSaver;
