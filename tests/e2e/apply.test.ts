// Honest applying in Chromium (decision 053): a demo job says so on its card and its page; Apply Now
// opens the posting (for a demo job, our page saying it is demo content) and records nothing; back
// on the board, "Did you apply?" asks. No leaves the tracker unchanged; Yes adds the job, applied
// today, with the spec's toast.
import { describe, expect, it } from 'vitest';
import { JOB_SOURCE_LABELS, JOB_TEXT } from '#shared/constants/jobs.ts';
import type { ApplicationList } from '#shared/schemas/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { track, useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const cards = (page: TrackedPage) => page.locator('main article');
const prompt = (page: TrackedPage) => page.getByRole('dialog', { name: JOB_TEXT.applyPromptTitle });

/** The tracker as the server holds it, read with the page's session. */
async function tracker(page: TrackedPage): Promise<ApplicationList> {
  const res = await page.request.get('/trpc/applications.list');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: ApplicationList } } }).result.data.json;
}

/** Clicks Apply Now on a card and answers the tab it opens. */
async function applyNow(page: TrackedPage, card: ReturnType<typeof cards>): Promise<TrackedPage> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: 'Apply Now' }).click()]);
  return track(opened);
}

// Headless Chromium keeps every tab visible and focused, so switching tabs sends no events. The
// tests send what a headed browser sends when the person leaves the board's tab and comes back:
// the page turning hidden then visible, or the window losing then regaining focus.
async function leaveAndReturnByVisibility(page: TrackedPage) {
  await page.evaluate(() => {
    const turn = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    turn('hidden');
    turn('visible');
  });
}
const leaveAndReturnByFocus = (page: TrackedPage) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });

describe('applying in Chromium', () => {
  it('Apply Now opens the posting and records nothing; "No" leaves the tracker unchanged, "Yes" adds the job applied today', { timeout: 180_000 }, async () => {
    const email = uniqueEmail('apply');
    // An employer account skips the job seeker's onboarding wizard; any member can track applications.
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));

    // The demo board's jobs say they are demo content.
    await page.goto('/jobs');
    const card = cards(page).first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    expect(await card.getByText(JOB_TEXT.demoBadge, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByTestId('demo-job').textContent()).toBe(JOB_TEXT.demoLine);
    expect(await card.getByTestId('job-posted').textContent()).toMatch(new RegExp(`via ${JOB_SOURCE_LABELS.demo}$`));
    expect((await tracker(page)).applications).toEqual([]);

    // Apply Now: a demo job's posting is our page saying so, in a new tab. Nothing is recorded yet.
    const posting = await applyNow(page, card);
    await posting.waitForURL((url) => /^\/jobs\/[0-9a-f-]{36}\/demo-apply$/.test(url.pathname));
    const jobId = new URL(posting.url()).pathname.split('/')[2]!;
    await expect.poll(() => posting.getByRole('heading', { name: JOB_TEXT.demoApplyHeading, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await posting.getByText(JOB_TEXT.demoApplyText).isVisible()).toBe(true);
    await screenshot(posting, 'apply-demo-page');
    // Its way back leads to the job's page, which says it is a demo job too.
    await posting.getByRole('link', { name: JOB_TEXT.demoApplyBack }).click();
    await posting.waitForURL(pathIs(`/jobs/${jobId}`));
    await expect.poll(() => posting.getByRole('main').getByTestId('demo-job').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await posting.getByRole('main').getByText(JOB_TEXT.demoBadge, { exact: true }).isVisible()).toBe(true);
    await posting.close();
    expect(await prompt(page).count()).toBe(0);
    expect((await tracker(page)).applications).toEqual([]);

    // Back on the board: "Did you apply?" No records nothing.
    await leaveAndReturnByVisibility(page);
    await expect.poll(() => prompt(page).isVisible()).toBe(true);
    expect(await prompt(page).getByText(JOB_TEXT.applyPromptText(title, (await card.getByTestId('job-company').textContent()) ?? '')).isVisible()).toBe(true);
    await screenshot(page, 'apply-did-you-apply');
    await prompt(page).getByRole('button', { name: JOB_TEXT.applyPromptNo, exact: true }).click();
    await expect.poll(() => prompt(page).count()).toBe(0);
    expect((await tracker(page)).applications).toEqual([]);
    expect(await toast(page, TOASTS.applications.added.description!).count()).toBe(0);

    // Again, and Yes: the job joins the tracker as applied today, with the spec's toast.
    await (await applyNow(page, card)).close();
    await leaveAndReturnByFocus(page);
    await expect.poll(() => prompt(page).isVisible()).toBe(true);
    await prompt(page).getByRole('button', { name: JOB_TEXT.applyPromptYes, exact: true }).click();
    await expect.poll(() => toast(page, TOASTS.applications.added.description!).isVisible()).toBe(true);
    await expect.poll(() => prompt(page).count()).toBe(0);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const { applications } = await tracker(page);
    expect(applications.map((a) => ({ jobId: a.jobId, jobTitle: a.jobTitle, status: a.status, appliedDate: a.appliedDate }))).toEqual([
      { jobId, jobTitle: title, status: 'applied', appliedDate: today },
    ]);
    await page.goto('/applications');
    await expect.poll(() => page.getByRole('article').getByText(title, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});
