// Every main screen at a 390 × 844 phone viewport (decision 042): no horizontal page overflow and no
// clipped control. A control is a visible button, link, input, select, textarea or tab; it is clipped
// when its box lies partly or wholly outside the viewport's width, or outside an ancestor that cuts
// its overflow (hidden, clip, auto or scroll) on that axis. Exempt are a tabs list (role="tablist")
// that scrolls sideways and any element marked data-scroll-x, the deliberate horizontal scrollers;
// a data table in a scroll container is NOT exempt (hidden columns are the defect), and a control
// wholly hidden by a collapsed ancestor (height 0) counts as hidden, not clipped. Each screen is
// saved as dist/e2e-screenshots/mobile-<screen>.png. Also checked: the dashboard's first
// recommendation and the jobs screen's first result lie within the first screen, and a toast never
// lies over the button that raised it nor over the header's controls.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { SCREENSHOT_DIR, useBrowser, type TrackedPage } from '../support/browser.ts';
import { mutate, pathIs, signIn } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const PHONE = { width: 390, height: 844 };
const demo = (key: 'free' | 'admin') => DEMO_ACCOUNTS.find((account) => account.key === key)!;

async function phone(): Promise<TrackedPage> {
  const page = await newPage();
  await page.setViewportSize(PHONE);
  return page;
}

async function signedIn(key: 'free' | 'admin') {
  const page = await phone();
  await page.goto('/auth');
  await signIn(page, demo(key).email, demo(key).password);
  await page.waitForURL((url) => url.pathname !== '/auth' && url.pathname !== '/mfa-challenge');
  return page;
}

/** Every overflow and clipped control on the page, each named by its element. */
function layoutProblems(page: TrackedPage) {
  return page.evaluate((vw) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      const input = el as HTMLInputElement;
      const text = label || input.placeholder || input.name || '';
      return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${text.replace(/\s+/g, ' ')}"`;
    };
    const root = document.documentElement;
    const width = Math.max(root.scrollWidth, document.body.scrollWidth);
    if (width > vw) {
      // Name the outermost elements that reach past the right edge.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= vw + 0.5) return false;
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= vw + 0.5;
      });
      problems.push(`page scrollWidth ${width} > ${vw}: ${wide.slice(0, 5).map((el) => `${name(el)}.${[...el.classList].slice(0, 2).join('.')}`).join(', ')}`);
    }
    const scroller = (el: Element) => el.getAttribute('role') === 'tablist' || el.hasAttribute('data-scroll-x');
    const controls = document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]');
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      // Unrendered, or the visually-hidden pattern (1 × 1 px, clipped on purpose).
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      let hidden = false;
      let exempt = false;
      let cut: string | null = null;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if (s.opacity === '0' || box.height < 1) {
          hidden = true; // a collapsed accordion or a leaving transition
          break;
        }
        if (scroller(a) && (s.overflowX === 'auto' || s.overflowX === 'scroll')) {
          exempt = true;
          break;
        }
        if (!cut && s.overflowX !== 'visible' && (r.left < box.left - 1 || r.right > box.right + 1)) cut = `cut sideways by ${name(a)}.${[...a.classList].slice(0, 2).join('.')}`;
        if (!cut && (s.overflowY === 'hidden' || s.overflowY === 'clip') && r.top < box.bottom && (r.top < box.top - 1 || r.bottom > box.bottom + 1)) {
          cut = `cut vertically by ${name(a)}.${[...a.classList].slice(0, 2).join('.')}`;
        }
      }
      if (hidden || exempt) continue;
      if (r.left < -1 || r.right > vw + 1) problems.push(`${name(el)} lies outside the viewport (${Math.round(r.left)}..${Math.round(r.right)})`);
      else if (cut) problems.push(`${name(el)} ${cut}`);
    }
    return problems;
  }, PHONE.width);
}

/** Waits for the screen, saves its picture, and fails naming the screen and each element. */
async function check(page: TrackedPage, screen: string, ready: () => Promise<boolean>) {
  await expect.poll(ready, { timeout: 15_000, message: `${screen} did not render` }).toBe(true);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `mobile-${screen}`);
  expect(await layoutProblems(page), `${screen} at 390 px`).toEqual([]);
}

const heading = (page: TrackedPage, name: string | RegExp) => () => page.getByRole('heading', { name, level: 1 }).isVisible();

/** The tab of a tabs list, opened; its panel given a moment to load its chunk and data. */
async function openTab(page: TrackedPage, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.locator('[role="tabpanel"] .mantine-Skeleton-root').count()).toBe(0);
}

describe('every main screen at 390 px', () => {
  it('public pages', { timeout: 180_000 }, async () => {
    const page = await phone();
    const pages: [string, string, string | RegExp][] = [
      ['home', '/', /./],
      ['jobs-public', '/jobs', 'Job Opportunities'],
      ['pricing', '/pricing', /./],
      ['news', '/news', /./],
      ['community', '/community', /./],
      ['help', '/help', /./],
      ['contact', '/contact', /./],
      ['waitlist', '/waitlist', 'Join the Future of Work'],
    ];
    for (const [screen, path, title] of pages) {
      await page.goto(path);
      await check(page, screen, heading(page, title));
    }
    // The narrow header's drawer, opened.
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Open navigation' }).click();
    await check(page, 'header-drawer', () => page.getByRole('dialog').isVisible());
    expect(page.consoleErrors).toEqual([]);
  });

  it("a job seeker's screens, with two sessions and an API token; the first recommendation and result on the first screen; toasts clear of buttons", { timeout: 240_000 }, async () => {
    const other = await signedIn('free'); // a second session for the sessions list
    await other.close();
    const page = await signedIn('free');
    await mutate(page, 'apiTokens.create', { name: 'Nightly export script with a long name', expiresInDays: 30 });

    await page.goto('/dashboard');
    await check(page, 'dashboard', () => page.getByRole('region', { name: 'Recommended Jobs' }).isVisible());
    const firstMatch = page.getByRole('region', { name: 'Recommended Jobs' }).getByRole('listitem').first();
    const matchBox = await firstMatch.boundingBox();
    expect(matchBox, 'the first recommendation').not.toBeNull();
    expect(matchBox!.y + matchBox!.height, 'the first recommendation ends within the first screen').toBeLessThanOrEqual(PHONE.height);

    await page.goto('/jobs');
    await check(page, 'jobs', () => page.getByTestId('job-count').isVisible());
    const firstResult = await page.locator('[data-testid="job-count"] ~ *').first().boundingBox();
    expect(firstResult, 'the first job').not.toBeNull();
    expect(firstResult!.y, 'the first job starts within the first screen').toBeLessThan(PHONE.height - 80);

    const screens: [string, string, () => Promise<boolean>][] = [
      ['tracker', '/applications', heading(page, /Application/)],
      ['resume-builder', '/features/resume-builder', heading(page, /Resume/)],
      ['cover-letters', '/features/cover-letters?id=new', () => page.getByRole('article', { name: /^Cover letter preview/ }).isVisible()],
      ['analytics', '/analytics', heading(page, /Analytics/)],
      ['messages', '/messages', heading(page, /Messages/)],
      ['profile', '/profile', () => page.getByRole('heading', { level: 1 }).first().isVisible()],
    ];
    for (const [screen, path, ready] of screens) {
      await page.goto(path);
      await check(page, screen, ready);
    }

    await page.goto('/settings');
    await check(page, 'settings-account', () => page.getByRole('button', { name: /Revoke session/ }).first().isVisible());
    for (const tab of ['Profile', 'Notifications', 'Privacy', 'Billing']) {
      await openTab(page, tab);
      await check(page, `settings-${tab.toLowerCase()}`, async () => true);
    }

    // A toast raised by a button near the foot of the screen and one near the top never lie over
    // that button nor over the header's controls.
    await openTab(page, 'Account');
    const revoke = page.getByRole('button', { name: /Revoke token/ });
    await revoke.scrollIntoViewIfNeeded();
    await expect.poll(() => revoke.isVisible()).toBe(true);
    for (const place of ['bottom', 'top'] as const) {
      // The button about to be pressed: near the foot of the screen, or just under the header.
      const button = place === 'bottom' ? revoke : page.getByRole('button', { name: 'Create Token' });
      await button.evaluate((el, where) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, where === 'top' ? r.top - 80 : r.bottom - window.innerHeight + 20);
      }, place);
      const pressedAt = (await button.boundingBox())!; // revoking removes the button
      const headerBoxes = await page.locator('header').getByRole('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      if (place === 'bottom') {
        await revoke.click();
        await expect.poll(() => toast(page, TOASTS.account.tokenRevoked.title).isVisible()).toBe(true);
      } else {
        await page.getByRole('textbox', { name: 'Token name' }).fill('Second script');
        await button.click();
        await expect.poll(() => toast(page, TOASTS.account.tokenCreated.title).first().isVisible()).toBe(true);
      }
      await page.waitForTimeout(400); // the toast's entrance transition
      // The viewport as the user sees it: a full-page picture would place the fixed toast on the page.
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `mobile-toast-${place}.png`) });
      const toastBox = (await page.locator('.mantine-Notification-root').first().boundingBox())!;
      const raised = place === 'bottom' ? pressedAt : (await button.boundingBox())!;
      const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(toastBox, raised), `the ${place} toast covers the button that raised it`).toBe(false);
      for (const box of headerBoxes) expect(overlaps(toastBox, { x: box.x, y: box.y, width: box.width, height: box.height }), `the ${place} toast covers a header control`).toBe(false);
      await dismissToasts(page);
      // Let a created token's one-time alert go, so the next step measures the list itself.
      await page.getByRole('alert').getByRole('button').first().click({ timeout: 2000 }).catch(() => undefined);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it("the admin panel's tabs, as an admin", { timeout: 180_000 }, async () => {
    const page = await signedIn('admin');
    await page.goto('/admin');
    await check(page, 'admin-news', heading(page, 'Admin Panel'));
    for (const tab of ['Jobs', 'Moderation', 'Reports', 'Outreach', 'User Roles', 'Settings']) {
      await openTab(page, tab);
      await check(page, `admin-${tab.toLowerCase().replace(' ', '-')}`, async () => true);
    }
    await page.waitForURL(pathIs('/admin'));
    expect(page.consoleErrors).toEqual([]);
  });
});
