// Honest screens in Chromium (decision 041): the home page's live counts and cited labour figures,
// plan lists that name only built features (each a link that opens), a typo search that offers
// "Did you mean" and finds the job when a suggestion is clicked, the sorts in the address, and the
// greeting after sign-in ("Welcome!" the first time, "Welcome back!" after). Each screen checked by axe.
import { describe, expect, it } from 'vitest';
import { MATCH_SORT_UNAVAILABLE_TEXT } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { ROUTES } from '#shared/routes.ts';
import type { HomeFigures } from '#shared/schemas/home.ts';
import type { JobSearchResult } from '#shared/schemas/jobs.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();

/** A tRPC query as a visitor, from the page's origin. */
async function query<T>(page: TrackedPage, path: string, input: unknown): Promise<T> {
  const res = await page.request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

const format = (n: number) => n.toLocaleString('en-US');

describe('honest screens in Chromium', () => {
  it('the home page shows the real counts and cited labour figures, no invented ones', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.goto('/');
    const openJobs = page.getByTestId('home-figure-openJobs');
    await expect.poll(() => openJobs.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    const figures = await query<HomeFigures>(page, 'home.figures', undefined);
    // Measured independently: the job board's total for an empty search, and the news list.
    const board = await query<JobSearchResult>(page, 'jobs.search', {});
    const articles = await query<unknown[]>(page, 'news.list', {});
    expect(board.totalIsEstimate).toBe(false);
    expect(figures.openJobs).toBe(board.total);
    expect(figures.publishedArticles).toBe(articles.length);
    expect(figures.members).toBeGreaterThan(0);
    expect(await openJobs.textContent()).toBe(format(board.total));
    expect(await page.getByTestId('home-figure-publishedArticles').textContent()).toBe(format(articles.length));
    expect(await page.getByTestId('home-figure-members').textContent()).toBe(format(figures.members));
    const text = await page.locator('main').innerText();
    for (const invented of ['50K+', '98%', '24/7', 'Success rate', 'Professionals matched', 'Illustrative']) expect(text).not.toContain(invented);
    // Every labour-market figure names its source, as a link.
    const sources = page.getByRole('region', { name: 'The job market at a glance' }).getByRole('link');
    expect(await sources.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://data.bls.gov/timeseries/LNS11000000',
      'https://americanstaffing.net/staffing-industry/workforce-solutions/',
    ]);
    await screenshot(page, 'honest-home');
    expect(await axeFindings(page, '/')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('the pricing page and the home summary list only features that exist, each linking to it', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.goto('/pricing');
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your plan', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    const hrefs = await page.locator('main li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of new Set(hrefs)) {
      expect(Object.keys(ROUTES), href).toContain(href.split('?')[0]);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const text = await page.locator('main').innerText();
    for (const unbuilt of ['coaching session', 'Custom branding', 'Market insights', 'webinars', 'Advanced analytics', 'Video pitch']) {
      expect(text).not.toContain(unbuilt);
    }
    await screenshot(page, 'honest-pricing');
    expect(await axeFindings(page, '/pricing')).toEqual([]);

    await page.goto('/');
    const summary = page.getByRole('region', { name: 'Simple, transparent pricing' });
    await expect.poll(() => summary.isVisible(), { timeout: 15_000 }).toBe(true);
    const summaryLinks = await summary.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(summaryLinks.length).toBeGreaterThan(0);
    for (const href of summaryLinks) expect(Object.keys(ROUTES), href).toContain(href.split('?')[0]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a typo search offers "Did you mean", and clicking a suggestion shows the job', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.goto('/jobs?q=registerd%20nurce');
    await expect.poll(() => page.getByRole('heading', { name: 'No jobs found' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const suggestions = page.getByRole('region', { name: 'Did you mean' });
    await expect.poll(() => suggestions.isVisible(), { timeout: 15_000 }).toBe(true);
    const suggestion = suggestions.getByRole('button', { name: /Registered Nurse, Medical-Surgical/ });
    expect(await suggestion.isVisible()).toBe(true);
    await screenshot(page, 'honest-did-you-mean');
    expect(await axeFindings(page, '/jobs did you mean')).toEqual([]);
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Registered Nurse, Medical-Surgical');
    await expect.poll(() => page.locator('main article').first().textContent(), { timeout: 15_000 }).toContain('Registered Nurse, Medical-Surgical');
    expect(await page.getByRole('textbox', { name: 'Search jobs' }).inputValue()).toBe('Registered Nurse, Medical-Surgical');
    expect(await suggestions.count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('sorts by salary in the address; a visitor is told why match is unavailable', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    await expect.poll(() => page.getByTestId('job-count').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('match-sort-reason').textContent()).toContain(MATCH_SORT_UNAVAILABLE_TEXT.signedOut);
    await page.getByText('Salary', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'salary');
    const expected = await query<JobSearchResult>(page, 'jobs.search', { sort: 'salary' });
    // The first card is the server's highest-paying job.
    await expect.poll(() => page.locator('main article h3').first().textContent(), { timeout: 15_000 }).toBe(expected.jobs[0]!.title);
    await screenshot(page, 'honest-sort-salary');
    expect(page.consoleErrors).toEqual([]);
  });

  it('says "Welcome!" on a first sign-in and "Welcome back!" on the next', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('welcome');
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));
    await expect.poll(() => page.getByText(TOASTS.auth.welcome.title, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(TOASTS.auth.welcomeBack.title, { exact: true }).count()).toBe(0);

    const again = await newPage();
    await again.goto('/auth');
    await signIn(again, email, PASSWORD);
    await again.waitForURL(pathIs('/dashboard/employer'));
    await expect.poll(() => again.getByText(TOASTS.auth.welcomeBack.title, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(again, 'honest-welcome-back');
    expect(page.consoleErrors).toEqual([]);
    expect(again.consoleErrors).toEqual([]);
  });
});
