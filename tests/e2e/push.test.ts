// Push in Chromium on a server with VAPID keys (the suite's own server has none; tests/e2e/settings
// checks the "unavailable" state there): the service worker is served fresh and registers under the
// CSP, the push toggles are offered, and a refused permission says so and leaves the toggle off.
// Delivery itself is tested against a push service on loopback (tests/integration/push.test.ts):
// headless Chromium has no push service to subscribe with.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT } from '#shared/constants/settings.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';
import { startServer, type ServerProcess } from '../../scripts/support/server-process.ts';

const { newPage, screenshot } = useBrowser();
let server: ServerProcess;

beforeAll(async () => {
  const keys = webpush.generateVAPIDKeys();
  server = await startServer({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:team@upward.local' });
}, 120_000);
afterAll(() => server?.stop());

describe('push notifications with VAPID keys', () => {
  it('serves the worker fresh, offers the toggles, and keeps one off when permission is refused', async () => {
    const page = await newPage();
    const worker = await page.request.get(`${server.url}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);

    const free = DEMO_ACCOUNTS.find((a) => a.key === 'free')!;
    await page.goto(`${server.url}/auth`);
    await signIn(page, free.email, free.password);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(`${server.url}/settings?tab=notifications`);

    const toggle = (name: string) => page.getByRole('switch', { name });
    await expect.poll(() => toggle('Job alert notifications').isEnabled()).toBe(true);
    expect(await toggle('Message notifications').isEnabled()).toBe(true);
    expect(await page.getByText(SETTINGS_TEXT.pushUnavailable).count()).toBe(0);
    // The worker registers under the site's Content-Security-Policy, for the whole site.
    expect(await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((r) => r.scope))).toBe(`${server.url}/`);

    // Headless Chromium refuses the permission prompt: the tab says how to allow it.
    await toggle('Job alert notifications').click({ force: true });
    await expect.poll(() => page.getByText(SETTINGS_TEXT.pushDenied).isVisible()).toBe(true);
    expect(await toggle('Job alert notifications').isChecked()).toBe(false);
    await screenshot(page, 'settings-push-available');
    expect(page.consoleErrors).toEqual([]);
  }, 60_000);
});
