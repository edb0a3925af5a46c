// A live job source in Chromium: the demo admin adds a Greenhouse board (a loopback board on the
// port the server was started with), syncs it and its jobs are on /jobs; the board drops one, the
// next sync closes it and it is gone from /jobs.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { startJobBoards, type BoardJob } from '../../scripts/support/job-boards.ts';
import { field, openAdminJobs, signIn } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const boards = await startJobBoards({ port: inject('jobBoardPort') });
afterAll(() => boards.close());

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
const tag = randomUUID().slice(0, 8);
const company = `Quillfeather ${tag}`;
const board = `quillfeather-${tag}`;
const posting = (id: number, title: string): BoardJob => ({
  id: String(id),
  title: `${title} ${tag}`,
  location: 'Lisbon, Portugal',
  description: `<p>Join <strong>${company}</strong>.</p>`,
  postedAt: new Date(Date.now() - 86_400_000),
});
const kept = posting(7001, 'Platform Engineer');
const dropped = posting(7002, 'Data Analyst');

async function boardTitles(page: TrackedPage): Promise<string[]> {
  await page.goto(`/jobs?q=${encodeURIComponent(tag)}`);
  await expect.poll(() => page.getByTestId('job-count').isVisible(), { timeout: 15_000 }).toBe(true);
  return page.locator('main article').getByRole('heading').allTextContents();
}

async function syncNow(page: TrackedPage) {
  await page.getByRole('button', { name: `Sync Greenhouse ${board} now` }).click();
  await expect.poll(() => toast(page, TOASTS.jobSources.synced.title).isVisible(), { timeout: 15_000 }).toBe(true);
  await dismissToasts(page);
}

describe('live job sources in Chromium', () => {
  it('an admin adds a Greenhouse board and syncs it; its jobs appear on /jobs, and one leaves when the board drops it', { timeout: 180_000 }, async () => {
    boards.setJobs('greenhouse', board, [kept, dropped]);
    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await openAdminJobs(page, 'Sources', 'Live sources');

    await page.getByRole('button', { name: 'Add source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add job source' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // A board address pasted whole is refused with the reason, in place.
    await field(page, 'Board name').fill(`boards.greenhouse.io/${board}`);
    await field(page, 'Company name').fill(company);
    await dialog.getByRole('button', { name: 'Add source' }).click();
    await expect.poll(() => dialog.getByText(/Board name may only contain/).isVisible()).toBe(true);
    await field(page, 'Board name').fill(board);
    await dialog.getByRole('button', { name: 'Add source' }).click();
    await expect.poll(() => toast(page, TOASTS.jobSources.added.title).isVisible()).toBe(true);
    await dismissToasts(page);
    const row = page.getByRole('listitem', { name: `Greenhouse ${board}` });
    await expect.poll(() => row.isVisible()).toBe(true);

    // The schedule may have taken the new source first (it is due at once): the open jobs say it either way.
    await syncNow(page);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('2 open jobs');
    await screenshot(page, 'job-sources-synced');

    const visitor = await newPage();
    expect((await boardTitles(visitor)).sort()).toEqual([dropped.title, kept.title].sort());

    boards.setJobs('greenhouse', board, [kept]);
    await syncNow(page);
    await expect.poll(async () => /\b1 open job(?!s)/.test((await row.textContent()) ?? '')).toBe(true);
    expect(await row.textContent()).toMatch(/0 new · 0 updated · 1 closed · 1 unchanged/);
    expect(await boardTitles(visitor)).toEqual([kept.title]);
    expect(page.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
  });
});
