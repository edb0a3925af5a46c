// Importing jobs in Chromium: the demo admin uploads a CSV with one bad row into a new import, reads
// the dry-run report (two to create, the bad row refused with its column's message), applies it,
// and finds the imported jobs on /jobs.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JOB_FIELD_TEXT } from '#shared/constants/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { openAdminJobs, signIn } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;

describe('job imports in Chromium', () => {
  it('previews a CSV with one bad row, applies it, and the jobs are on the board', { timeout: 180_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const today = new Date().toISOString().slice(0, 10);
    const csv = [
      'External ID,Title,Company,Location,Work Type,Experience Level,Salary Min,Salary Max,Description,Apply URL,Posted Date',
      `${tag}-1,Quokka Wrangler ${tag},Zoo Co,Perth,on-site,mid,70000,90000,<p>Feed the <b>quokkas</b></p>,https://zoo.example/1,${today}`,
      `${tag}-2,Quokka Photographer ${tag},Zoo Co,Perth,remote,,"$80,000",,Smile,https://zoo.example/2,${today}`,
      `${tag}-3,Quokka Keeper ${tag},Zoo Co,Perth,hybrid,entry,50000,60000,Keep them,https://zoo.example/3,${today}`,
    ].join('\n');

    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await openAdminJobs(page, 'Import', 'Import jobs');
    expect(await page.getByRole('link', { name: 'Download CSV template' }).getAttribute('download')).toBe('job-import-template.csv');

    await page.getByRole('combobox', { name: 'Import name' }).fill(`Zoo ${tag}`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'zoo.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    expect(await page.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('table', { name: 'Preview report' });
    await expect.poll(() => preview.isVisible(), { timeout: 15_000 }).toBe(true);
    const rowOf = (n: number) => preview.getByRole('row', { name: `Row ${n}` });
    expect(await rowOf(2).getByText('Create').isVisible()).toBe(true);
    expect(await rowOf(2).getByText('Description HTML converted to plain text').isVisible()).toBe(true);
    expect(await rowOf(3).getByText('Refused').isVisible()).toBe(true);
    expect(await rowOf(3).getByText(`salary_min: ${JOB_FIELD_TEXT.salary}`).isVisible()).toBe(true);
    expect(await rowOf(4).getByText('Create').isVisible()).toBe(true);
    expect(await page.getByText('Create: 2').isVisible()).toBe(true);
    expect(await page.getByText('Refused: 1').isVisible()).toBe(true);
    await screenshot(page, 'job-import-preview');

    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect.poll(() => toast(page, TOASTS.jobImports.applied.title).isVisible(), { timeout: 15_000 }).toBe(true);
    const done = page.getByRole('table', { name: 'Import report' });
    expect(await done.getByRole('row', { name: 'Row 2' }).getByText('Create').isVisible()).toBe(true);
    expect(await page.getByText('Refused: 1').isVisible()).toBe(true);

    await page.goto(`/jobs?q=${tag}`);
    const cards = page.locator('main article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByText(`Quokka Wrangler ${tag}`).isVisible()).toBe(true);
    expect(await page.getByText(`Quokka Keeper ${tag}`).isVisible()).toBe(true);
    expect(await page.getByText(`Quokka Photographer ${tag}`).count()).toBe(0);
    await screenshot(page, 'job-import-on-board');
  });
});
