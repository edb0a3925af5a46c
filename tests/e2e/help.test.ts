// The help centre in Chromium: search with a typo, open an article and answer "Was this
// helpful?" (kept across a reload); a free member sees no phone support while the demo Premium
// member does; no serious accessibility finding on the three screens, desktop and 390 px.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();
const demo = (key: 'free' | 'premium') => DEMO_ACCOUNTS.find((a) => a.key === key)!;

async function signInAs(key: 'free' | 'premium', options: { bypassCSP?: boolean } = {}): Promise<TrackedPage> {
  const page = await newPage(options);
  await page.goto('/login');
  await signIn(page, demo(key).email, demo(key).password);
  await page.waitForURL((url) => !['/login', '/auth'].includes(url.pathname), { timeout: 15_000 });
  return page;
}

const heading = (page: TrackedPage, name: string, level = 1) => page.getByRole('heading', { name, level });

describe('help centre journeys in Chromium', () => {
  it('finds an article despite a typo, opens it and records a helpful vote', async () => {
    const page = await signInAs('free', { bypassCSP: true });
    await page.goto('/help');
    await expect.poll(() => heading(page, 'Help Center').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('a[href="/help/resume-builder"]').isVisible()).toBe(true);
    expect(await axeFindings(page, 'help')).toEqual([]);
    await screenshot(page, 'help-home');

    await page.getByRole('textbox', { name: 'Search help articles' }).fill('resmue');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect.poll(() => results.getByRole('link').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await results.getByRole('link', { name: 'Build your resume' }).click();
    await page.waitForURL('**/help/resume-builder/build-your-resume');
    await expect.poll(() => heading(page, 'Build your resume').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'The sections', level: 2 }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resume Builder' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Yes, helpful' }).click();
    await expect.poll(() => page.getByText('Thanks for your feedback.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Yes, helpful' }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await axeFindings(page, 'help article')).toEqual([]);
    await screenshot(page, 'help-article');

    // The related list leads on within the category; the category page lists it all.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resume Builder' }).click();
    await expect.poll(() => heading(page, 'Resume Builder').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'How the ATS score works' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await axeFindings(page, 'help category')).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/help/account/two-factor-authentication');
    await expect.poll(() => heading(page, 'Turn on two-factor authentication').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'help-article-390');
  });

  it('shows phone support to the Premium member only', async () => {
    const free = await signInAs('free');
    await free.goto('/help');
    await expect.poll(() => free.getByRole('heading', { name: 'Email Support' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await free.getByRole('heading', { name: 'Phone Support' }).count()).toBe(0);
    expect(await free.getByText('Mon-Fri 9AM-6PM PST').count()).toBe(0);
    await screenshot(free, 'help-support-free');

    const premium = await signInAs('premium');
    await premium.goto('/help');
    await expect.poll(() => premium.getByRole('heading', { name: 'Phone Support' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await premium.getByText('Mon-Fri 9AM-6PM PST').isVisible()).toBe(true);
    expect(await premium.getByText(/marked priority and answered first/).isVisible()).toBe(true);
    await premium.setViewportSize({ width: 390, height: 844 });
    await screenshot(premium, 'help-support-premium-390');
  });
});
