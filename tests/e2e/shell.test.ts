import { describe, expect, it } from 'vitest';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import { useBrowser } from '../support/browser.ts';

const { newPage, screenshot } = useBrowser();

describe('app shell in Chromium', () => {
  // Its JavaScript budget is checked in budgets.test.ts.
  it('renders the home page without console errors', async () => {
    const page = await newPage();
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Choose Your Journey').isVisible()).toBe(true);
    expect(await page.locator('a[href="/signup?plan=free"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/signup?plan=premium"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await screenshot(page, 'home-demo');
    await page.keyboard.press('Escape');
    await screenshot(page, 'home');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the not-found screen for an unknown path, with a way home', async () => {
    const page = await newPage();
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('replaces /employers with /waitlist (Back skips it)', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.goto('/employers');
    await page.waitForURL((url) => url.pathname === '/waitlist');
    await expect.poll(() => page.getByRole('heading', { name: 'Join the Future of Work' }).isVisible()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a visitor from a protected route to /auth, remembering where they were going', async () => {
    const page = await newPage();
    await page.goto('/saved-jobs?sort=newest');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_RETURN_TO_KEY)).toBe('/saved-jobs?sort=newest');
    expect(await page.getByRole('heading', { name: 'Saved Jobs' }).count()).toBe(0);
  });

  it('opens the matching tab for /login and /signup, with no header or footer', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await expect.poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('footer').count()).toBe(0);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'auth');
  });

  it('opens the header\'s For You menu on hover, and from the keyboard', async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'For You' }).hover();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Job Seekers' }).isVisible()).toBe(true);
    await screenshot(page, 'header-for-you');
    await page.mouse.move(0, 600);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    const keyboard = await newPage();
    await keyboard.goto('/', { waitUntil: 'networkidle' });
    await keyboard.getByRole('button', { name: 'For You' }).focus();
    await keyboard.keyboard.press('Enter');
    await expect.poll(() => keyboard.getByRole('menuitem', { name: 'Waitlist' }).isVisible()).toBe(true);
    expect(await keyboard.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect([...page.consoleErrors, ...keyboard.consoleErrors]).toEqual([]);
  });

  it('puts the header and footer around ordinary pages', async () => {
    const page = await newPage();
    await page.goto('/news');
    await expect.poll(() => page.locator('footer').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
  });
});
