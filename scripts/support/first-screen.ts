// One cold load of a public page in Chromium, measured two ways: what does not depend on the host
// (requests, scripts, their gzipped bytes, how many round trips deep the request chain runs before
// the first screen is ready) and what does (the Largest Contentful Paint). The browser budgets test
// asserts the first and prints the second; `npm run bench:lcp` asserts the second.
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** The public pages whose first screen is budgeted, and the element that means it is there. */
export const FIRST_SCREENS = {
  '/': (page: Page) => page.getByRole('heading', { level: 1 }).first(),
  '/jobs': (page: Page) => page.locator('main article').first(),
  '/news': (page: Page) => page.locator('[data-testid="news-featured"], [data-testid="news-card"]').first(),
} satisfies Record<string, (page: Page) => Locator>;
export type FirstScreenPath = keyof typeof FIRST_SCREENS;

/** Google's "good" threshold for Largest Contentful Paint, on a CPU slowed this many times. */
export const LCP_BUDGET_MS = 2_500;
export const LCP_CPU_SLOWDOWN = 4;

export interface FirstScreen {
  /** Requests sent before the first screen was ready, the document included. */
  requests: number;
  /** Of those, scripts (module preloads included), and their bytes gzipped at level 9. */
  scripts: number;
  scriptBytes: number;
  /**
   * The deepest request chain before the first screen was ready, in round trips: the document is 1,
   * and a request is one deeper than the deepest request that had finished when it was sent.
   */
  roundTrips: number;
  /** The round trip at which the first request to this tRPC procedure was sent, if it was. */
  roundTripOf: (procedure: string) => number | undefined;
  lcpMs: number;
}

interface Sent {
  url: URL;
  script: boolean;
  depth: number;
  body?: Promise<Buffer | null>;
}

/** Loads `path` in a fresh context of the page's browser (an empty cache) with the CPU slowed. */
export async function loadFirstScreen(page: Page, path: FirstScreenPath, cpuSlowdown = LCP_CPU_SLOWDOWN): Promise<FirstScreen> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const sent = new Map<object, Sent>();
  let deepestFinished = 0;
  let ready = false;
  page.on('request', (request) => {
    if (ready) return;
    const url = new URL(request.url());
    sent.set(request, { url, script: request.resourceType() === 'script' || url.pathname.endsWith('.js'), depth: deepestFinished + 1 });
  });
  page.on('requestfinished', (request) => {
    const entry = sent.get(request);
    if (!entry) return;
    deepestFinished = Math.max(deepestFinished, entry.depth);
    if (entry.script) entry.body = request.response().then((res) => res?.body() ?? null);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await FIRST_SCREENS[path](page).waitFor({ state: 'visible', timeout: 60_000 });
  ready = true;
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const entries = [...sent.values()];
  const scripts = entries.filter((e) => e.script);
  const bodies = await Promise.all(scripts.map((e) => e.body ?? Promise.resolve(null)));
  return {
    requests: entries.length,
    scripts: scripts.length,
    scriptBytes: bodies.reduce((sum, body) => sum + (body ? gzipSync(body, { level: 9 }).length : 0), 0),
    roundTrips: Math.max(...entries.map((e) => e.depth)),
    roundTripOf: (procedure) => {
      // A batched tRPC call names its procedures in the path, joined by commas.
      const depths = entries.filter((e) => e.url.pathname.startsWith('/trpc/') && e.url.pathname.slice(6).split(',').includes(procedure)).map((e) => e.depth);
      return depths.length ? Math.min(...depths) : undefined;
    },
    lcpMs,
  };
}
