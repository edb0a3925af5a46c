// Debian's Chromium driven by playwright-core; each page records console errors and failed
// requests so a test can assert a screen rendered cleanly.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { randomIp } from './users.ts';
import { launchChromium } from '../../scripts/support/chromium.ts';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../dist/e2e-screenshots');

export interface TrackedPage extends Page {
  consoleErrors: string[];
}

/** Records a page's console errors and uncaught exceptions, for pages the tests open and tabs the app opens. */
export function track(page: Page): TrackedPage {
  const out = page as TrackedPage;
  out.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') out.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => out.consoleErrors.push(err.message));
  return out;
}

export function useBrowser() {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  return {
    baseUrl,
    /** `bypassCSP` lets a test inject its own script (axe-core) past the app's Content-Security-Policy. */
    async newPage(options: { bypassCSP?: boolean } = {}): Promise<TrackedPage> {
      // Each page is its own visitor to per-IP rate limits (the e2e server trusts X-Forwarded-For).
      const context = await browser.newContext({
        baseURL: baseUrl,
        bypassCSP: options.bypassCSP ?? false,
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      });
      return track(await context.newPage());
    },
    async screenshot(page: Page, name: string) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
  };
}
