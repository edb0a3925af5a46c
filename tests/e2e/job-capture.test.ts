// Saving a job from another site in Chromium (decision 058), against a job page served on loopback
// with schema.org JSON-LD and an hourly wage: its link in the tracker's Add dialog fills the form
// (the wage as a yearly salary) and saves the card; the board's "Save a job from another site"
// captures the same posting again as a saved job, and it is still one job; a link shared from a
// phone opens the Add dialog with it filled. Screens at 1280 and 390 pixels wide.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import type { ApplicationList } from '#shared/schemas/applications.ts';
import type { SavedJob } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const PHONE = { width: 390, height: 844 };

/** $21.50 to $26 an hour: 2,080 hours a year make $44,720 to $54,080. */
const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Barista Team Lead',
  hiringOrganization: { '@type': 'Organization', name: 'Bean There Coffee' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Portland', addressRegion: 'OR', addressCountry: 'US' } },
  baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 21.5, maxValue: 26, unitText: 'HOUR' } },
  employmentType: 'FULL_TIME',
  datePosted: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
  description: '<p>Lead the morning shift.</p><ul><li>Train new baristas</li></ul>',
};
const YEARLY = '$44,720 - $54,080';

let server: Server;
let jobUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>${POSTING.title}</title>
      <script type="application/ld+json">${JSON.stringify(POSTING)}</script></head>
      <body><h1>${POSTING.title}</h1></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jobUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs/barista-lead`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A signed-in job seeker on /applications. */
async function seeker(): Promise<TrackedPage> {
  const email = uniqueEmail('capture');
  const page = await createAccount(await newPage(), email);
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

const query = async <T,>(page: TrackedPage, path: string): Promise<T> => {
  const res = await page.request.get(`/trpc/${path}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
};

const pageWidth = (page: TrackedPage) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

describe('saving a job from another site in Chromium', () => {
  it('fills the Add dialog from a link, then the board captures the same posting as the same job', { timeout: 180_000 }, async () => {
    const page = await seeker();
    await page.goto('/applications');
    await page.getByRole('button', { name: 'Add Your First Application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Application' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByRole('textbox', { name: JOB_CAPTURE_TEXT.linkLabel }).fill(jobUrl);
    await dialog.getByRole('button', { name: JOB_CAPTURE_TEXT.fill }).click();
    await expect.poll(() => dialog.getByTestId('capture-filled').textContent()).toBe(JOB_CAPTURE_TEXT.filled('structured data'));
    expect(await field(page, 'Company Name').inputValue()).toBe('Bean There Coffee');
    expect(await field(page, 'Job Title').inputValue()).toBe('Barista Team Lead');
    expect(await field(page, 'Location').inputValue()).toBe('Portland, OR, US');
    // The hourly wage, made yearly.
    expect(await field(page, 'Salary Min').inputValue()).toBe('44720');
    expect(await field(page, 'Salary Max').inputValue()).toBe('54080');
    expect(await field(page, 'Currency').inputValue()).toBe('USD');
    expect(await field(page, 'Job Link').inputValue()).toBe(jobUrl);
    await screenshot(page, 'job-capture-add-filled');
    await page.setViewportSize(PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'job-capture-add-filled-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The member's review is what is tracked.
    await field(page, 'Notes').fill('Found on their site');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await expect.poll(() => page.getByText(TOASTS.applications.added.description!).isVisible()).toBe(true);
    const card = page.getByRole('article', { name: 'Barista Team Lead at Bean There Coffee' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText(YEARLY).isVisible()).toBe(true);
    expect(await card.getByText('Found on their site').isVisible()).toBe(true);
    // Not on the board: only the member's own capture.
    expect(await card.getByTestId('also-on-board').count()).toBe(0);
    await dismissToasts(page);
    const tracked = (await query<ApplicationList>(page, 'applications.list')).applications;
    expect(tracked).toHaveLength(1);
    const jobId = tracked[0]!.jobId!;
    expect(jobId).toBeTruthy();

    // The board: the same posting again, as a saved job.
    await page.goto('/jobs');
    await page.getByRole('button', { name: JOB_CAPTURE_TEXT.boardButton }).click();
    const board = page.getByRole('dialog', { name: JOB_CAPTURE_TEXT.boardTitle });
    await expect.poll(() => board.isVisible()).toBe(true);
    await board.getByRole('textbox', { name: JOB_CAPTURE_TEXT.linkLabel }).fill(jobUrl);
    await board.getByRole('button', { name: JOB_CAPTURE_TEXT.fill }).click();
    const summary = board.getByTestId('capture-summary');
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.getByText('Barista Team Lead').isVisible()).toBe(true);
    expect(await summary.getByText('Bean There Coffee · Portland, OR, US').isVisible()).toBe(true);
    expect(await board.getByTestId('capture-salary').textContent()).toBe(`${YEARLY} a year`);
    expect(await board.getByRole('radio', { name: JOB_CAPTURE_TEXT.targetLabels.saved }).isChecked()).toBe(true);
    await screenshot(page, 'job-capture-board-dialog');
    await page.setViewportSize(PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'job-capture-board-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await board.getByRole('button', { name: JOB_CAPTURE_TEXT.save }).click();
    await expect.poll(() => board.getByTestId('capture-saved').isVisible()).toBe(true);
    await board.getByRole('link', { name: 'Go to your saved jobs' }).click();
    await page.waitForURL(pathIs('/saved-jobs'));
    const saved = page.getByRole('article', { name: 'Barista Team Lead' });
    await expect.poll(() => saved.isVisible()).toBe(true);
    expect(await saved.getByTestId('job-captured-badge').textContent()).toBe(JOB_CAPTURE_TEXT.fromAnotherSite);
    // Still one job: the saved job is the tracked application's.
    const savedJobs = await query<SavedJob[]>(page, 'savedJobs.list');
    expect(savedJobs.map((s) => s.job.id)).toEqual([jobId]);
    await saved.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(pathIs(`/jobs/${jobId}`));
    await expect.poll(() => page.getByTestId('job-captured').isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('opens the Add dialog with a link shared from a phone, read once, and cleans the address', { timeout: 120_000 }, async () => {
    const page = await seeker();
    await page.setViewportSize(PHONE);
    await page.goto(`/applications?text=${encodeURIComponent(`Look ${jobUrl}`)}`);
    const dialog = page.getByRole('dialog', { name: 'Add New Application' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: JOB_CAPTURE_TEXT.linkLabel }).inputValue()).toBe(jobUrl);
    await expect.poll(() => field(page, 'Job Title').inputValue()).toBe('Barista Team Lead');
    expect(new URL(page.url()).search).toBe('');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'job-capture-shared-390');
  });
});
