// The legal, company and job-seekers pages in Chromium: each shows real content (several titled
// sections, not only a heading), the cookie table lists exactly the catalogue's cookies, the
// job-seekers page's links lead to real routes, and none has a serious accessibility finding, on a
// desktop and a 390 px phone.
import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/constants.ts';
import { COOKIES } from '#shared/cookies.ts';
import { ROUTES } from '#shared/routes.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const { newPage, screenshot } = useBrowser();

const PAGES = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy' },
  { path: '/about', title: 'About Upward' },
  { path: '/careers', title: 'Careers at Upward' },
  { path: '/press', title: 'Press' },
  { path: '/job-seekers', title: 'For Job Seekers' },
];

describe('information pages in Chromium', () => {
  it('each renders its content, cleanly for axe, on a desktop and a phone', async () => {
    const page = await newPage({ bypassCSP: true });
    const findings: string[] = [];
    for (const { path, title } of PAGES) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      const main = page.locator('main');
      expect(await main.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(2);
      expect((await main.innerText()).length, path).toBeGreaterThan(800);
      findings.push(...(await axeFindings(page, path)));
      const name = path.slice(1);
      await screenshot(page, `page-${name}`);
      await page.setViewportSize({ width: 390, height: 844 });
      findings.push(...(await axeFindings(page, `${path} at 390 px`)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `page-${name}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(findings).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('lists exactly the catalogue’s cookies', async () => {
    const page = await newPage();
    await page.goto('/cookies');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Cookies we set' }).isVisible()).toBe(true);
    const names = await page.locator('main article h3').allInnerTexts();
    expect(names.sort()).toEqual(Object.values(COOKIES).map((c) => c.name).sort());
  });

  it('links every feature on the job-seekers page to a real route, and shows the plans’ prices', async () => {
    const page = await newPage();
    await page.goto('/job-seekers');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'For Job Seekers' }).isVisible()).toBe(true);
    const hrefs = await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) {
      expect(Object.keys(ROUTES), href).toContain(href);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const text = await page.locator('main').innerText();
    expect(text).toContain(`$${PLANS.premium_monthly.priceUsd}`);
    expect(text).toContain(`$${PLANS.premium_annual.priceUsd}`);
    await page.getByRole('link', { name: 'Compare plans on the pricing page' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
  });
});
