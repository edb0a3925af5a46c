// Steps of the account journeys that browser tests share: sign up through the form, verify the
// e-mail from the outbox link, sign in.
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import type { TrackedPage } from './browser.ts';
import { waitForLink } from './outbox.ts';

export const PASSWORD = 'Quiet-harbor-lantern-58';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const pathIs = (pathname: string) => (url: URL) => url.pathname === pathname;
/** An input by its accessible name (a label's required asterisk is hidden from it). */
export const field = (page: TrackedPage, name: string) => page.getByRole('textbox', { name, exact: true });

export const mailedLink = (to: string, kind: '/auth/callback' | '/auth/reset') => waitForLink(inject('dataDir'), to, kind);

export async function signUp(page: TrackedPage, email: string, role = 'Job Seeker') {
  await page.goto('/signup');
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('combobox', { name: 'I am a...' }).click();
  await page.getByRole('option', { name: role }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Account created!' }).isVisible()).toBe(true);
  expect(await page.getByText(email).isVisible()).toBe(true);
}

/** Opens the verification link; with no session the callback ends on /auth. */
export async function verifyEmail(page: TrackedPage, email: string) {
  await page.goto(await mailedLink(email, '/auth/callback'));
  await page.waitForURL(pathIs('/auth'));
  await expect.poll(() => page.getByText(TOASTS.auth.emailVerified.title).isVisible()).toBe(true);
}

/** Fills and submits the sign-in form of the page's auth screen. */
export async function signIn(page: TrackedPage, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A verified account, signed out, on /auth in the given page. */
export async function createAccount(page: TrackedPage, email: string, role?: string) {
  await signUp(page, email, role);
  await verifyEmail(page, email);
  return page;
}

/** A tRPC mutation from the page, with its cookie and origin, as the screens send it; answers its result. */
export async function mutate<T = unknown>(page: TrackedPage, path: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: new URL(page.url()).origin } });
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  return (JSON.parse(body) as { result: { data: { json: T } } }).result.data.json;
}

/** The admin panel's Jobs tab at one of its sections, once the section's heading shows. */
export async function openAdminJobs(page: TrackedPage, section: 'Jobs' | 'Import' | 'Sources', heading: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Jobs' }).click();
  if (section !== 'Jobs') await page.getByText(section, { exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible(), { timeout: 15_000 }).toBe(true);
}
