// Job-search analytics in Chromium: a new job seeker sees what to do first, then, with applications
// tracked through the tracker's own procedure, the funnel's figures and a chart's table.
import { describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();

describe('analytics in Chromium', () => {
  it('shows an empty user what to do first, then the funnel of their applications', { timeout: 180_000 }, async () => {
    const email = uniqueEmail('analytics');
    const page = await createAccount(await newPage({ bypassCSP: true }), email);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/onboarding/job-seeker'));

    await page.goto('/analytics');
    await expect.poll(() => page.getByRole('heading', { name: 'Analytics', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Track your first application' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Track your first application' }).getAttribute('href')).toBe('/applications');
    await screenshot(page, 'analytics-empty');

    const add = (companyName: string, status: string) =>
      mutate(page, 'applications.add', { companyName, jobTitle: 'Platform Engineer', status, salaryMin: null, salaryMax: null });
    await add('Lumenfield', 'applied');
    await add('Northwind', 'interviewing');
    await add('Globex', 'applied');
    await add('Initech', 'rejected');

    await page.reload();
    const weekly = page.getByRole('region', { name: 'Applications per week' });
    await expect.poll(() => weekly.isVisible()).toBe(true);
    expect(await page.getByText('2 moved past Applied').isVisible()).toBe(true);
    expect(await page.getByText('50%', { exact: true }).isVisible()).toBe(true);

    // The chart's figures as a real table.
    await weekly.getByRole('button', { name: 'Show table' }).click();
    const table = weekly.getByRole('table', { name: 'Applications per week' });
    await expect.poll(() => table.isVisible()).toBe(true);
    const lastWeek = table.getByRole('row').last();
    expect(await lastWeek.getByRole('cell').allTextContents()).toEqual([expect.any(String), '2', '1', '0', '1']);
    const bySource = page.getByRole('region', { name: 'Outcomes per source' });
    expect(await bySource.isVisible()).toBe(true);
    await screenshot(page, 'analytics-funnel');
    expect(await axeFindings(page, 'analytics')).toEqual([]);
  });
});
