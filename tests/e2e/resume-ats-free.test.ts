// The live ATS score for a free member in Chromium against the real server (issue 28): the plans and
// the builder's landing say the score is free and the optimisation Premium; in the editor the score
// and its breakdown follow the target, the server's answer carries no optimisation, and the Premium
// lock stands where the suggestions, keywords and rewritten summary would be.
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURE_TEXT } from '#shared/constants/billing.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { field, signIn } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const BUILDER = '/features/resume-builder';
const JOB_DESCRIPTION = `Junior Data Analyst, Technology.
We are looking for a data analyst who writes SQL every day, builds dashboards in Tableau and automates reports in Python.
Requirements: SQL, Python, Tableau, statistics, Excel, communication.`;

describe('the live ATS score for a free member in Chromium', () => {
  it('shows the score and its breakdown, withholds the optimisation and meets the lock where it would be', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'free')!;
    const page = await newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/auth');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/auth');

    // The plans: the live score on Basic, the optimisation on Premium.
    await page.goto('/pricing');
    const plan = (name: string) => page.getByRole('region', { name, exact: true });
    await expect.poll(() => plan('Basic').getByText(PLAN_FEATURE_TEXT.atsScoreFree).isVisible()).toBe(true);
    expect(await plan('Premium Monthly').getByText(PLAN_FEATURE_TEXT.atsOptimisationPremium).isVisible()).toBe(true);
    expect(await plan('Basic').getByText(PLAN_FEATURE_TEXT.atsOptimisationPremium).count()).toBe(0);

    // The builder's landing says which is which.
    await page.goto(BUILDER);
    const feature = (title: string) => page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: title, level: 3 }) });
    await expect.poll(() => feature('Live ATS score').getByText('Free', { exact: true }).isVisible()).toBe(true);
    expect(await feature('AI optimization').getByText('Premium', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Use Template Executive Classic' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Resume sections' }).isVisible()).toBe(true);
    // Before there is a score, the lock sits under the Optimize button.
    expect(await page.getByTestId('optimization-locked').getByText(TOASTS.resume.premiumOptimization.description!).isVisible()).toBe(true);

    const scored = page.waitForResponse((res) => res.url().includes('/trpc/resumes.score') && res.status() === 200);
    await field(page, 'Target job title').fill('Junior Data Analyst');
    await field(page, 'Industry').fill('Technology');
    await field(page, 'Job description').fill(JOB_DESCRIPTION);
    // The server sends the score and breakdown and nothing of the optimisation.
    const answer = await (await scored).text();
    expect(answer).toContain('"breakdown"');
    for (const part of ['improvements', 'keywords', 'optimized_suggestions']) expect(answer).toContain(`"${part}":null`);

    await expect.poll(() => page.getByTestId('ats-score').isVisible()).toBe(true);
    expect(Number(await page.getByTestId('ats-score').textContent())).toBeGreaterThanOrEqual(0);
    const breakdown = page.getByRole('list', { name: 'Score breakdown' }).getByRole('listitem');
    expect(await breakdown.count()).toBeGreaterThan(5);
    expect(await page.getByTestId('ats-factor-hard-skills').isVisible()).toBe(true);

    // Where the optimisation would be: the lock, once, in the spec's words, with the way to upgrade.
    const lock = page.getByTestId('optimization-locked');
    expect(await lock.count()).toBe(1);
    expect(await lock.getByText(TOASTS.resume.premiumOptimization.title).isVisible()).toBe(true);
    expect(await lock.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    for (const heading of ['High-priority improvements', 'Missing keywords']) expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Use this summary' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add missing skills/ }).count()).toBe(0);
    await screenshot(page, 'resume-editor-free-score');

    // The score follows an edit; Optimize answers with the spec's refusal.
    await field(page, 'Job description').fill(`${JOB_DESCRIPTION}\nNice to have: Looker, dbt and Snowflake.`);
    await expect.poll(() => page.getByTestId('ats-score').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await expect.poll(() => toast(page, TOASTS.resume.premiumOptimization.description!).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});
