// The tracker's board and detail view in Chromium: a card moved by drag and by keyboard (with the
// live region's words), the order surviving a reload, an interview added in the detail view and its
// .ics downloaded and read, the timeline; screenshots at desktop width and at 390 px.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, mutate, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const column = (page: TrackedPage, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: TrackedPage, letter: string) => page.locator(`[data-testid="board-card"][aria-label^="Role ${letter} at Company ${letter},"]`);
/** The companies of a column, top to bottom. */
const order = (page: TrackedPage, status: string) =>
  column(page, status)
    .getByTestId('board-card')
    .evaluateAll((cards) => cards.map((c) => (c.getAttribute('aria-label') ?? '').split(' at ')[1]!.split(',')[0]));
/** What the server saved: the list's cards of a status by board position. */
async function saved(page: TrackedPage, status: string) {
  const res = await page.request.get('/trpc/applications.list');
  const apps = ((await res.json()) as { result: { data: { json: { applications: { companyName: string; status: string; boardPosition: number }[] } } } }).result.data.json.applications;
  return apps
    .filter((a) => a.status === status)
    .sort((x, y) => x.boardPosition - y.boardPosition)
    .map((a) => a.companyName);
}

describe('tracker board in Chromium', () => {
  it('moves cards by drag and by keyboard, keeps the order, and downloads an interview as .ics', { timeout: 240_000 }, async () => {
    const email = uniqueEmail('board');
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));
    for (const letter of ['A', 'B', 'C']) {
      await mutate(page, 'applications.add', { companyName: `Company ${letter}`, jobTitle: `Role ${letter}`, jobUrl: `https://jobs.example/${letter}` });
    }

    await page.goto('/applications');
    await page.getByTestId('tracker-view').getByText('Board').click();
    await page.waitForURL((url) => url.search === '?tab=board');
    await expect.poll(() => order(page, 'applied')).toEqual(['Company C', 'Company B', 'Company A']);

    // Drag: A from the bottom of Applied into the empty Interviewing column.
    await card(page, 'A').dragTo(column(page, 'interviewing'));
    await expect.poll(() => order(page, 'interviewing')).toEqual(['Company A']);
    expect(await order(page, 'applied')).toEqual(['Company C', 'Company B']);
    await expect.poll(() => saved(page, 'interviewing')).toEqual(['Company A']);

    // Drag within a column: C dropped on the lower half of B goes below it.
    const b = await card(page, 'B').boundingBox();
    await card(page, 'C').dragTo(card(page, 'B'), { targetPosition: { x: 20, y: b!.height - 4 } });
    await expect.poll(() => order(page, 'applied')).toEqual(['Company B', 'Company C']);
    await expect.poll(() => saved(page, 'applied')).toEqual(['Company B', 'Company C']);

    // Keyboard: C up within Applied, then right into Interviewing; the live region says where.
    await card(page, 'C').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => order(page, 'applied')).toEqual(['Company C', 'Company B']);
    expect(await page.getByTestId('board-announcement').textContent()).toBe('Role C at Company C moved to Applied, position 1 of 2.');
    await expect.poll(() => saved(page, 'applied')).toEqual(['Company C', 'Company B']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Role C at Company C, Applied, 1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => order(page, 'interviewing')).toEqual(['Company C', 'Company A']);
    expect(await page.getByTestId('board-announcement').textContent()).toBe('Role C at Company C moved to Interviewing, position 1 of 2.');
    await expect.poll(() => saved(page, 'interviewing')).toEqual(['Company C', 'Company A']);
    await screenshot(page, 'applications-board');

    // The order survives a reload.
    await page.reload();
    await expect.poll(() => order(page, 'interviewing')).toEqual(['Company C', 'Company A']);
    expect(await order(page, 'applied')).toEqual(['Company B']);
    expect(await page.getByTestId('count-interviewing').textContent()).toBe('2');

    // The detail view: add an interview and download it as .ics.
    await page.getByRole('button', { name: 'Details of Role A at Company A' }).click();
    const detail = page.getByTestId('application-detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    await detail.getByRole('button', { name: 'Add interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add interview' });
    await field(page, 'Title').fill('Phone screen, round 1');
    await page.getByLabel('Date and time').fill('2026-12-01T14:30');
    await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
    await field(page, 'Location or meeting link').fill('Zoom; link in mail');
    await dialog.getByRole('button', { name: 'Add interview' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => detail.getByTestId('interview').count()).toBe(1);
    await expect.poll(() => detail.getByText('Interview added').isVisible()).toBe(true);
    expect(await detail.getByText('Moved on the board').first().isVisible()).toBe(true);
    expect(await detail.getByText('Status: Applied → Interviewing').isVisible()).toBe(true);

    const start = await page.evaluate(() => new Date('2026-12-01T14:30').toISOString());
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const end = new Date(new Date(start).getTime() + 45 * 60_000).toISOString();
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
    expect(download.suggestedFilename()).toBe('interview.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain(`DTSTART:${stamp(start)}`);
    expect(lines).toContain(`DTEND:${stamp(end)}`);
    expect(lines).toContain('SUMMARY:Phone screen\\, round 1: Role A at Company A');
    expect(lines).toContain('LOCATION:Zoom\\; link in mail');
    expect(lines).toContain('URL:https://jobs.example/A');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);

    await detail.getByRole('button', { name: 'Add contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Add contact' });
    await field(page, 'Name').fill('Sam Lee');
    await field(page, 'Role').fill('Recruiter');
    await field(page, 'E-mail').fill('sam@company-a.example');
    await contactDialog.getByRole('button', { name: 'Add contact' }).click();
    await expect.poll(() => detail.getByTestId('contact').count()).toBe(1);
    await dismissToasts(page);
    await screenshot(page, 'applications-detail');

    // 390 px: the board scrolls sideways inside its own area; the detail drawer fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'applications-detail-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    await screenshot(page, 'applications-board-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(page.consoleErrors).toEqual([]);
  });
});
