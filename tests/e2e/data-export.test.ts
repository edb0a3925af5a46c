// "Download my data" in Chromium: the Privacy tab asks for the archive, shows it being prepared by
// the background job, then offers the download; the file is the user's JSON archive, with their
// e-mail address and the application they tracked. Checked with axe.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_FORMAT } from '#shared/constants/data-export.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Archive } from '../../src/server/features/data-export/service.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

describe('download my data in Chromium', () => {
  it('prepares the archive in the background and downloads it from the Privacy tab', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('export');
    // An employer skips the job seeker's onboarding wizard; the tracker is open to every account.
    const page = await createAccount(await newPage({ bypassCSP: true }), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));
    await mutate(page, 'applications.add', { companyName: 'Northwind', jobTitle: 'Archivist', status: 'applied', salaryMin: null, salaryMax: null });

    await page.goto('/settings?tab=privacy');
    const card = page.getByRole('region', { name: 'Download my data' });
    await card.getByRole('button', { name: 'Download my data' }).click();
    await expect.poll(() => toast(page, TOASTS.dataExport.requested.title).isVisible()).toBe(true);
    const link = card.getByRole('link', { name: /^Download \(/ });
    await expect.poll(() => link.isVisible(), { timeout: 30_000 }).toBe(true);
    await dismissToasts(page);
    await screenshot(page, 'settings-data-export');
    expect(await axeFindings(page, 'privacy tab with a ready export')).toEqual([]);

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^upward-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as Archive;
    expect(archive).toMatchObject({ format: DATA_EXPORT_FORMAT.name, version: DATA_EXPORT_FORMAT.version, user: { email } });
    expect(archive.tables.job_applications).toEqual([expect.objectContaining({ companyName: 'Northwind', jobTitle: 'Archivist' })]);
    expect(JSON.stringify(archive)).not.toContain('passwordHash');
  });
});
