// Job alerts in Chromium: a visitor is sent to sign in; a free user saves a search as an alert,
// sees it listed, is refused a second one, and deletes it; the premium dashboard's Premium Job
// Alerts link opens the list on /jobs.
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const createButton = (page: TrackedPage) => page.getByRole('button', { name: 'Create job alert' });

describe('job alerts in Chromium', () => {
  it('sends a visitor who asks for an alert to sign in', async () => {
    const page = await newPage();
    await page.goto('/jobs?q=engineer');
    await createButton(page).click();
    await expect.poll(() => toast(page, TOASTS.jobAlerts.loginRequired.title).isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/jobs?q=engineer');
    expect(await page.getByRole('button', { name: 'Job alerts' }).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('lets a user save the current search, see it listed, be refused a second on the free plan, and delete it', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('alerts');
    // An employer skips the job seeker's onboarding wizard.
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));
    await page.goto('/jobs');

    // An empty search is refused before anything is stored.
    await createButton(page).click();
    await expect.poll(() => toast(page, TOASTS.jobAlerts.emptySearch.title).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Search jobs' }).fill('Engineer');
    await page.getByRole('textbox', { name: 'Location' }).fill('<b>Remote</b>');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Engineer' && url.searchParams.get('location') === '<b>Remote</b>');
    await createButton(page).click();
    await expect.poll(() => toast(page, TOASTS.jobAlerts.created.title).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Search jobs' }).fill('Designer');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Designer');
    await createButton(page).click();
    await expect.poll(() => toast(page, TOASTS.jobAlerts.freeLimit.description!).isVisible()).toBe(true);
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Job alerts' }).click();
    await page.waitForURL((url) => url.searchParams.get('alerts') === '1');
    const drawer = page.getByRole('dialog', { name: 'Job alerts' });
    const description = '"Engineer" in <b>Remote</b>';
    const items = drawer.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().getByText(description, { exact: true }).isVisible()).toBe(true);
    expect(await items.first().getByText(/^Created /).isVisible()).toBe(true);
    expect(await drawer.getByText('You are using 1 of 1 alert.', { exact: false }).isVisible()).toBe(true);
    await page.waitForTimeout(400); // the drawer's opening transition
    await screenshot(page, 'job-alerts-list');

    await items.first().getByRole('button', { name: `Delete job alert ${description}` }).click();
    await expect.poll(() => toast(page, TOASTS.jobAlerts.deleted.title).isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('No job alerts yet.', { exact: false }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('alerts'));
    // The refused second alert is the one failed request.
    expect(page.consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  it("opens the list from the premium dashboard's Premium Job Alerts link", async () => {
    const premium = DEMO_ACCOUNTS.find((account) => account.key === 'premium')!;
    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, premium.email, premium.password);
    await page.waitForURL(pathIs('/dashboard/job-seeker'));
    const link = page.getByRole('region', { name: 'Premium Actions' }).getByRole('link', { name: 'Premium Job Alerts' });
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('alerts') === '1');
    const drawer = page.getByRole('dialog', { name: 'Job alerts' });
    await expect.poll(() => drawer.getByText(/You are using \d+ of 10 alerts\./).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});
