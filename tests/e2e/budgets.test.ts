// The budgets, measured in Chromium against the built client: the home page's JavaScript, no serious
// or critical accessibility violation on any route, and the Largest Contentful Paint of the busiest
// public pages on a CPU slowed four times. docs/architecture.md ("Budgets") says why each is set
// where it is and what keeps the JavaScript one.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { ROUTES, type RoutePattern } from '#shared/routes.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';

const { newPage } = useBrowser();
const baseUrl = inject('baseUrl');

/** The home page's JavaScript, gzipped: everything Chromium fetches to show it. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;
/**
 * Google's "good" threshold for Largest Contentful Paint. The figure depends on the host's CPU as well
 * as the page: docs/architecture.md ("Budgets") gives the figures measured and where the time goes.
 */
const LCP_BUDGET_MS = 2_500;
const LCP_PATHS = ['/', '/jobs', '/news'];
const LCP_CPU_SLOWDOWN = 4;
const LCP_RUNS = 5;

const account = (key: 'free' | 'premium' | 'admin') => DEMO_ACCOUNTS.find((a) => a.key === key)!;

async function signedIn(key: 'free' | 'premium' | 'admin') {
  const page = await newPage({ bypassCSP: true });
  await page.goto('/auth');
  await signIn(page, account(key).email, account(key).password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

/** A public procedure's answer, as the client's superjson link reads it. */
async function query<T>(procedure: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** The route table's patterns as paths to visit: parameters filled with seeded demo content. */
async function routePaths(): Promise<Record<RoutePattern, string>> {
  const { posts } = await query<{ posts: { id: string; isPremiumOnly: boolean; authorId: string | null }[] }>('forum.list', {});
  const articles = await query<{ id: string }[]>('news.list', {});
  const { jobs } = await query<{ jobs: { id: string }[] }>('jobs.search', {});
  // A conversation the visitor is not in: its screen shows "Conversation not found".
  const params: Record<string, string> = {
    postId: posts.find((p) => p.isPremiumOnly)?.id ?? posts[0]!.id,
    articleId: articles[0]!.id,
    jobId: jobs[0]!.id,
    conversationId: '00000000-0000-4000-8000-000000000000',
    // A demo author whose card is visible.
    userId: posts.find((p) => p.authorId)!.authorId!,
    // A help article (a file in content/help).
    category: 'resume-builder',
    slug: 'build-your-resume',
  };
  const paths = {} as Record<RoutePattern, string>;
  for (const pattern of Object.keys(ROUTES) as RoutePattern[]) paths[pattern] = pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!);
  return paths;
}

/** Loads a path and waits until its screen has settled: requests done, no loader left. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('[aria-busy="true"], .mantine-Skeleton-root').count()).toBe(0);
  await page.waitForTimeout(150);
}

/** A route's findings once its screen has settled, named by the path (and where it ended up). */
async function routeFindings(page: Page, path: string): Promise<string[]> {
  await settle(page, path);
  const at = new URL(page.url()).pathname;
  return axeFindings(page, `${path}${at === path ? '' : ` (shown at ${at})`}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One cold load (a new browser context, so an empty cache) on a slowed CPU; the LCP in ms. */
async function largestContentfulPaint(path: string): Promise<number> {
  const page = await newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LCP_CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.context().close();
  return lcp;
}

describe('budgets in Chromium', () => {
  it('loads at most 150 KB of gzipped JavaScript for the home page', async () => {
    const page = await newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      // Module preloads are fetched as scripts too; the path catches them whatever Chromium calls them.
      if (url.origin === baseUrl && (res.request().resourceType() === 'script' || url.pathname.endsWith('.js'))) {
        if (!bodies.has(url.pathname)) bodies.set(url.pathname, res.body());
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Simple, transparent pricing' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).or(page.getByRole('link', { name: 'Sign In' })).count()).toBeGreaterThan(0);

    const sizes = await Promise.all([...bodies].map(async ([file, body]) => ({ file, gzipped: gzipSync(await body, { level: 9 }).length })));
    const total = sizes.reduce((sum, s) => sum + s.gzipped, 0);
    console.log(`home page JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_BYTES / 1024} KB)`);
    expect(page.consoleErrors).toEqual([]);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  it('has no serious or critical axe-core violation on any route, signed out or in', { timeout: 300_000 }, async () => {
    const paths = await routePaths();
    const patterns = Object.keys(ROUTES) as RoutePattern[];
    const open = patterns.filter((p) => !ROUTES[p].protected);
    const guarded = patterns.filter((p) => ROUTES[p].protected && p !== '/admin');
    const halves = (list: RoutePattern[]) => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))];
    // Open routes as a visitor; the guarded ones as the free member, and those whose screen differs
    // for a paying member or the staff as those (the premium post in full, the billing portal, the
    // admin panel).
    const visits: { as: 'visitor' | 'free' | 'premium' | 'admin'; patterns: RoutePattern[] }[] = [
      ...halves(open).map((list) => ({ as: 'visitor' as const, patterns: list })),
      ...halves(guarded).map((list) => ({ as: 'free' as const, patterns: list })),
      { as: 'premium', patterns: ['/jobs', '/community/post/:postId', '/billing/portal', '/settings', '/features/assessment'] },
      { as: 'admin', patterns: ['/admin'] },
    ];
    // The visits run side by side, one browser context each, to keep the test short.
    const perVisit = await Promise.all(
      visits.map(async (visit) => {
        const page: TrackedPage = visit.as === 'visitor' ? await newPage({ bypassCSP: true }) : await signedIn(visit.as);
        const found: string[] = [];
        for (const pattern of visit.patterns) found.push(...(await routeFindings(page, paths[pattern])).map((f) => `${visit.as} ${f}`));
        await page.context().close();
        return found;
      }),
    );
    const findings = perVisit.flat();
    const checked = visits.reduce((sum, visit) => sum + visit.patterns.length, 0);
    console.log(`axe-core: ${checked} route visits checked, ${findings.length} serious or critical violations`);
    expect(findings).toEqual([]);
  });

  it('has no serious or critical axe-core violation in a toast with a title and a description', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.goto('/auth');
    await signIn(page, 'nobody@example.com', 'Wrong-password-123');
    const description = page.locator('.mantine-Notification-description');
    await expect.poll(() => description.first().textContent()).toBe(TOASTS.auth.invalidCredentials.description);
    expect(await axeFindings(page, 'a sign-in failure toast')).toEqual([]);
  });

  it('paints the largest content of /, /jobs and /news within 2.5 s on a CPU slowed four times', { timeout: 240_000 }, async () => {
    const results: Record<string, number> = {};
    for (const path of LCP_PATHS) {
      const runs: number[] = [];
      // Five cold loads: on a shared two-core machine one load in three can stall on the host, and
      // the median of five is not moved by one such load.
      for (let i = 0; i < LCP_RUNS; i += 1) runs.push(await largestContentfulPaint(path));
      results[path] = median(runs);
      console.log(
        `LCP ${path}: median ${Math.round(results[path])} ms of ${runs.map(Math.round).join(', ')} (CPU ${LCP_CPU_SLOWDOWN}x slower; budget ${LCP_BUDGET_MS} ms)`,
      );
    }
    for (const path of LCP_PATHS) expect(results[path], path).toBeLessThanOrEqual(LCP_BUDGET_MS);
  });
});
