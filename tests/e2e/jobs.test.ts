// The job board in Chromium against the seeded demo jobs: a visitor's capped list and locked block,
// a free user's five saves and the refused sixth, the saved list, a premium user paging with Load
// more, search and filters in the address, the detail view and Apply Now; the shareable job page
// and where each job came from (decision 037).
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS, PLANS } from '#shared/constants.ts';
import { JOB_LIMITS } from '#shared/constants/jobs.ts';
import { formatPrice } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { track, useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const count = (page: TrackedPage) => page.getByTestId('job-count');
const cards = (page: TrackedPage) => page.locator('main article');

/** "Showing X of Y jobs" as numbers, once the list has rendered. */
async function shown(page: TrackedPage): Promise<{ x: number; y: number }> {
  await expect.poll(() => count(page).isVisible(), { timeout: 15_000 }).toBe(true);
  const match = /^Showing (\d+) of (\d+) jobs/.exec((await count(page).textContent()) ?? '');
  if (!match) throw new Error(`unexpected count text: ${await count(page).textContent()}`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

/** Waits until the count reads as `expected` says (the list refetches after a search change). */
async function waitForCount(page: TrackedPage, expected: (n: { x: number; y: number }) => boolean) {
  await expect.poll(async () => expected(await shown(page)), { timeout: 15_000 }).toBe(true);
  return shown(page);
}

const saveToggle = (card: ReturnType<typeof cards>) => card.getByRole('button', { name: /^(Save|Remove) / });

async function signedIn(label: string): Promise<TrackedPage> {
  const email = uniqueEmail(label);
  // An employer skips the job seeker's onboarding wizard.
  const page = await createAccount(await newPage(), email, 'Employer');
  await signIn(page, email, PASSWORD);
  await page.waitForURL(pathIs('/dashboard/employer'));
  return page;
}

describe('job board journeys in Chromium', () => {
  it('shows a visitor the first results, the premium note and the locked block; save asks to log in', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    await expect.poll(() => page.getByRole('heading', { name: 'Job Opportunities', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    const { x, y } = await shown(page);
    expect(x).toBe(FREE_LIMITS.visibleJobResults);
    expect(y).toBeGreaterThan(JOB_LIMITS.pageSize * 2);
    expect(await cards(page).count()).toBe(FREE_LIMITS.visibleJobResults);
    expect(await page.getByText('(Premium required to see all results)').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'View All Job Listings' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Each card: badges, posted age and where the job came from (the demo content), the two actions.
    const first = cards(page).first();
    expect(await first.getByText(/ago · via Upward demo$/).isVisible()).toBe(true);
    expect(await first.getByRole('button', { name: 'View Details' }).isVisible()).toBe(true);
    await screenshot(page, 'jobs-visitor');

    await saveToggle(first).click();
    await expect.poll(() => toast(page, TOASTS.jobs.loginRequired.title).isVisible()).toBe(true);
    expect(await toast(page, TOASTS.jobs.loginRequired.description!).isVisible()).toBe(true);

    // Apply Now sends a visitor to sign in, remembering the search.
    await dismissToasts(page);
    await first.getByRole('button', { name: 'Apply Now' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/jobs');
    expect(page.consoleErrors).toEqual([]);
  });

  it('narrows by search and filters kept in the address, and shows the detail view', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    const all = await shown(page);
    const company = (await cards(page).first().getByTestId('job-company').textContent()) ?? '';
    expect(company).not.toBe('');

    await page.getByRole('textbox', { name: 'Search jobs' }).fill(company);
    await page.waitForURL((url) => url.searchParams.get('q') === company);
    const searched = await waitForCount(page, (n) => n.y < all.y && n.y > 0);
    for (const card of await cards(page).all()) expect(await card.textContent()).toContain(company);
    expect(searched.x).toBe(Math.min(searched.y, FREE_LIMITS.visibleJobResults));

    // A filter: remote only, in the address so the link can be shared.
    await page.getByRole('textbox', { name: 'Search jobs' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await waitForCount(page, (n) => n.y === all.y);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await page.waitForURL((url) => url.searchParams.get('type') === 'remote');
    const remote = await waitForCount(page, (n) => n.y < all.y);
    expect(remote.y).toBeGreaterThan(0);
    for (const card of await cards(page).all()) expect(await card.locator('.mantine-Badge-label').filter({ hasText: /^Remote$/ }).count()).toBe(1);
    await screenshot(page, 'jobs-filtered');

    // The same link in a fresh tab gives the same search; no matches shows the empty state.
    const shared = await newPage();
    await shared.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    expect((await shown(shared)).y).toBe(remote.y);
    expect(await shared.getByRole('checkbox', { name: 'Remote' }).isChecked()).toBe(true);
    await shared.goto('/jobs?q=zzqx-no-such-job-anywhere');
    await expect.poll(() => shared.getByRole('heading', { name: 'No jobs found' }).isVisible()).toBe(true);
    expect(await shared.getByText('Try adjusting your search criteria or check back later for new opportunities.').isVisible()).toBe(true);

    // View Details opens the full description in a dialog, addressable by ?job=.
    const title = (await cards(page).first().getByRole('heading').textContent()) ?? '';
    await cards(page).first().getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(title, { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('job')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await dialog.getByRole('button', { name: 'Apply Now' }).isVisible()).toBe(true);
    await page.waitForTimeout(400); // the dialog's opening transition
    await screenshot(page, 'jobs-detail');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('job'));
    for (const tab of [page, shared]) expect(tab.consoleErrors).toEqual([]);
  });

  it('opens a job’s shareable page from the detail view, with its own title, provenance and actions', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    await shown(page);
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const company = (await card.getByTestId('job-company').textContent()) ?? '';
    await card.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open job page' }).click();
    await page.waitForURL((url) => /^\/jobs\/[0-9a-f-]{36}$/.test(url.pathname));
    const jobPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    const main = page.getByRole('main');
    expect(await main.getByTestId('job-posted').textContent()).toMatch(/^Posted .+ · via Upward demo$/);
    expect(await main.getByRole('button', { name: 'Apply Now' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Save Job' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs');
    await screenshot(page, 'job-page');

    // Loaded directly, as a shared link is: the server's head already names the job.
    const direct = await newPage();
    const res = await direct.goto(jobPath);
    expect(res?.status()).toBe(200);
    expect(await direct.title()).toContain(`${title} at ${company}`);
    expect(await direct.locator('script[type="application/ld+json"]').count()).toBe(1);
    await expect.poll(() => direct.getByRole('heading', { name: title, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    // A job that does not exist: 404 to crawlers, "Job not found" on the page.
    const missing = await direct.goto('/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => direct.getByRole('heading', { name: TOASTS.jobs.notFound.title, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    for (const tab of [page, direct]) expect(tab.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('lets a free user save five jobs, refuses the sixth, and lists them on /saved-jobs', { timeout: 120_000 }, async () => {
    const page = await signedIn('jobs-free');
    // Work types do not overlap, so the sixth job is surely not one of the five.
    await page.goto('/jobs?type=remote');
    await waitForCount(page, (n) => n.x === FREE_LIMITS.visibleJobResults);
    for (const card of await cards(page).all()) {
      await saveToggle(card).click();
      await expect.poll(() => toast(page, TOASTS.jobs.saved.title).isVisible()).toBe(true);
      await expect.poll(() => saveToggle(card).getAttribute('aria-pressed')).toBe('true');
      await dismissToasts(page);
    }
    await screenshot(page, 'jobs-free-saved');

    await page.goto('/jobs?type=on-site');
    await waitForCount(page, (n) => n.x > 0);
    const sixth = cards(page).first();
    await saveToggle(sixth).click();
    await expect.poll(() => toast(page, TOASTS.jobs.savedLimit.title).isVisible()).toBe(true);
    expect(await toast(page, TOASTS.jobs.savedLimit.description!).isVisible()).toBe(true);
    expect(await saveToggle(sixth).getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'jobs-free-limit');
    await dismissToasts(page);

    // Apply Now opens the posting (a demo job's: our page saying so) and tracks nothing by itself;
    // "Did you apply?" is tests/e2e/apply.test.ts's.
    const [posting] = await Promise.all([page.context().waitForEvent('page'), sixth.getByRole('button', { name: 'Apply Now' }).click()]);
    await posting.waitForURL((url) => url.pathname.endsWith('/demo-apply'));
    await posting.close();
    expect(await toast(page, TOASTS.applications.added.description!).count()).toBe(0);

    // The saved list: five cards with their dates; remove one.
    await page.getByRole('main').getByRole('link', { name: 'Saved Jobs' }).click();
    await page.waitForURL(pathIs('/saved-jobs'));
    await expect.poll(() => page.getByText(`${FREE_LIMITS.savedJobs} saved jobs`, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cards(page).count()).toBe(FREE_LIMITS.savedJobs);
    expect(await page.getByText(/^Saved on /).count()).toBe(FREE_LIMITS.savedJobs);
    await screenshot(page, 'saved-jobs');
    await cards(page).first().getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => toast(page, TOASTS.jobs.removed.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`${FREE_LIMITS.savedJobs - 1} saved jobs`, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
    // The refused sixth save is the one failed request (the browser logs its 403).
    expect(page.consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  it('shows an account with no saved jobs the empty state', async () => {
    const page = await signedIn('jobs-none');
    await page.goto('/saved-jobs');
    await expect.poll(() => page.getByText("You haven't saved any jobs yet").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'No saved jobs yet' }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a premium user every result, a page at a time with Load more', { timeout: 120_000 }, async () => {
    const page = await signedIn('jobs-premium');
    await page.goto('/pricing');
    const monthly = PLANS.premium_monthly;
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('region', { name: monthly.name, exact: true }).getByRole('button', { name: `Choose ${monthly.name}` }).click(),
    ]);
    const checkout = track(opened);
    await checkout.waitForURL(pathIs('/billing/checkout'));
    await checkout.getByRole('button', { name: `Pay ${formatPrice(monthly.priceUsd)}` }).click();
    await expect.poll(() => toast(checkout, TOASTS.billing.paymentSuccessful.title).isVisible()).toBe(true);

    await checkout.goto('/jobs');
    const first = await waitForCount(checkout, (n) => n.x === JOB_LIMITS.pageSize);
    expect(await checkout.getByText('(Premium required to see all results)').count()).toBe(0);
    expect(await checkout.getByRole('heading', { name: 'View All Job Listings' }).count()).toBe(0);
    await checkout.getByRole('button', { name: 'Load more' }).click();
    await waitForCount(checkout, (n) => n.x === Math.min(first.y, JOB_LIMITS.pageSize * 2));
    expect(await cards(checkout).count()).toBe(Math.min(first.y, JOB_LIMITS.pageSize * 2));
    await screenshot(checkout, 'jobs-premium');
    for (const tab of [page, checkout]) expect(tab.consoleErrors).toEqual([]);
  });
});
