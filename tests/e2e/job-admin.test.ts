// Staff job management in Chromium: the demo admin posts a job in the admin panel's Jobs tab (the
// form refuses a blank title and a reversed salary range first), finds it on /jobs by search, then
// closes it (asked first) and it leaves the list of open jobs. The close, reopen and history rules
// are proven over HTTP in tests/integration/job-admin.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JOB_FIELD_TEXT } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { field, openAdminJobs, signIn } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;

async function searchBoard(page: TrackedPage, title: string) {
  await page.goto('/jobs');
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(title);
  await page.waitForURL((url) => url.searchParams.get('q') === title);
}

describe('staff job management in Chromium', () => {
  it('an admin posts a job in the Jobs tab and sees it on the board, then closes it', { timeout: 180_000 }, async () => {
    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await openAdminJobs(page, 'Jobs', 'Jobs on the board');

    const title = `Lighthouse Keeper ${randomUUID().slice(0, 8)}`;
    await page.getByRole('button', { name: 'Post a job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a job' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // The shared schema's words, before anything reaches the server.
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect.poll(() => dialog.getByText(JOB_FIELD_TEXT.titleRequired).isVisible()).toBe(true);
    await field(page, 'Job title').fill(title);
    await field(page, 'Company').fill('Harbour Lights Ltd');
    await field(page, 'Location').fill('Plymouth, UK');
    await dialog.getByRole('combobox', { name: 'Work type' }).click();
    await page.getByRole('option', { name: 'Remote' }).click();
    await field(page, 'Minimum salary (a year)').fill('95000');
    await field(page, 'Maximum salary (a year)').fill('80000');
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect.poll(() => dialog.getByText(JOB_FIELD_TEXT.salaryRange).isVisible()).toBe(true);
    await field(page, 'Maximum salary (a year)').fill('120000');
    await field(page, 'Apply URL').fill('https://example.com/careers/keeper');
    await field(page, 'Description').fill('Keep the light burning through the winter storms.');
    await screenshot(page, 'job-admin-post-form');
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect.poll(() => toast(page, TOASTS.jobAdmin.created.title).isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const row = page.getByRole('row', { name: title });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByText('via Upward Team').isVisible()).toBe(true);
    expect(await row.getByText('Open', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'job-admin-list');

    await searchBoard(page, title);
    // The newest job leads the unfiltered list too: wait for the search's answer, one card.
    await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBe(1);
    const card = page.locator('main article').first();
    expect(await card.textContent()).toContain(title);
    expect(await card.textContent()).toContain('Harbour Lights Ltd');

    await openAdminJobs(page, 'Jobs', 'Jobs on the board');
    await dismissToasts(page);
    await page.getByRole('button', { name: `Close ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this job?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Close job' }).click();
    await expect.poll(() => toast(page, TOASTS.jobAdmin.closed.title).isVisible()).toBe(true);
    // The list shows open jobs: the closed one leaves it.
    await expect.poll(() => page.getByRole('row', { name: title }).count()).toBe(0);
  });
});
