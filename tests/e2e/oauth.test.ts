// Social sign-in in Chromium: the Google button on /auth, the provider's own login and consent
// pages (oidc-provider on loopback, see e2e-global-setup.ts), and back into the app signed in.
import superjson from 'superjson';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type TrackedPage } from '../support/browser.ts';

const { newPage, screenshot } = useBrowser();
const issuer = inject('oidcIssuer');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The provider's pages import a web font: nothing may leave the machine. */
async function offlinePage(): Promise<TrackedPage> {
  const page = await newPage();
  await page.context().route((url) => !LOOPBACK.has(url.hostname), (route) => route.abort());
  return page;
}

async function openProviderFromAuth(page: TrackedPage) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Google' }).click();
  await page.waitForURL((url) => url.origin === issuer);
}

describe('sign-in with Google', () => {
  it('signs a new job seeker up through the provider and lands on onboarding, signed in', async () => {
    const page = await offlinePage();
    const login = `e2e-google-${Date.now()}`;
    await openProviderFromAuth(page);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await screenshot(page, 'oauth-provider-consent');
    // Errors so far belong to the provider's pages (the blocked font); from here on it is our app.
    page.consoleErrors.length = 0;
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/onboarding/job-seeker' || url.pathname.startsWith('/dashboard/'));
    expect(new URL(page.url()).pathname).toBe('/onboarding/job-seeker');
    const info = await page.evaluate(async () => (await (await fetch('/trpc/auth.session')).json()) as { result: { data: never } });
    const session = superjson.deserialize<{ user: { email: string; userType: string; onboardingCompleted: boolean } | null }>(info.result.data);
    expect(session.user).toMatchObject({ email: `${login}@example.com`, userType: 'job-seeker', onboardingCompleted: false });
    await screenshot(page, 'oauth-signed-in');
    expect(page.consoleErrors).toEqual([]);
  });

  it('comes back to /auth with an error toast when the user cancels at the provider', async () => {
    const page = await offlinePage();
    await openProviderFromAuth(page);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => page.getByText('Authentication Error').isVisible()).toBe(true);
    const info = await page.evaluate(async () => (await (await fetch('/trpc/auth.session')).json()) as { result: { data: never } });
    expect(superjson.deserialize<{ user: unknown }>(info.result.data).user).toBeNull();
  });
});
