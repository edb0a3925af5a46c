// The Profile, Notifications and Privacy tabs in Chromium: every field changed, saved, and still
// there after a reload; job alert mail turned off in the tab, back on, and off again through the
// unsubscribe link a digest carries (its page asks first; the button unsubscribes). The push
// toggles say push is unavailable. Checked with axe.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SETTINGS_TEXT } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { unsubscribeUrl } from '../../src/server/platform/unsubscribe.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const openTab = async (page: TrackedPage, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
};
const choose = async (page: TrackedPage, select: string, option: string) => {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
};
const switchIn = (page: TrackedPage, form: string, name: string) => page.getByRole('form', { name: form }).getByRole('switch', { name });

const PROFILE = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  Phone: '+1 555 010 2030',
  Location: 'Arlington, VA',
  Headline: 'Compiler enthusiast',
  LinkedIn: 'https://www.linkedin.com/in/grace',
  Website: 'https://grace.example.com',
};
const CHOICES = { Timezone: 'Eastern Time (EST)', 'Years of experience': '10+ years', Industry: 'Education' };

describe('settings in Chromium', () => {
  it('keeps every profile, notification and privacy field across a reload, and unsubscribes by link', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('settings');
    // An employer skips the job seeker's onboarding wizard.
    const page = await createAccount(await newPage({ bypassCSP: true }), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));
    await page.goto('/settings?tab=profile');

    // A field the shared schema refuses shows its message and saves nothing.
    await expect.poll(() => field(page, 'First name').inputValue()).not.toBe('');
    await field(page, 'LinkedIn').fill('https://example.com/grace');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect.poll(() => page.getByText(SETTINGS_TEXT.linkedinInvalid).isVisible()).toBe(true);

    for (const [label, value] of Object.entries(PROFILE)) await field(page, label).fill(value);
    for (const [label, option] of Object.entries(CHOICES)) await choose(page, label, option);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect.poll(() => toast(page, TOASTS.settings.profileSaved.title).isVisible()).toBe(true);
    // The header greets the user by the new name without a reload.
    await expect.poll(() => page.locator('header').getByText(`${PROFILE['First name']} ${PROFILE['Last name']}`).isVisible()).toBe(true);
    await screenshot(page, 'settings-profile');
    // Checked once the toast is gone: one fading out reads as low contrast.
    await dismissToasts(page);
    expect(await axeFindings(page, 'profile tab')).toEqual([]);

    await openTab(page, 'Notifications');
    const email_ = (name: string) => switchIn(page, 'Email notifications', name);
    await expect.poll(() => email_('Job alerts').isChecked()).toBe(true);
    expect(await email_('Messages').isChecked()).toBe(true);
    expect(await email_('Product updates').isChecked()).toBe(false);
    expect(await email_('Marketing').isChecked()).toBe(false);
    for (const name of ['Job alerts', 'Messages', 'Product updates', 'Marketing']) await email_(name).click({ force: true });
    expect(await page.getByText(SETTINGS_TEXT.pushUnavailable).isVisible()).toBe(true);
    for (const name of ['Job alert notifications', 'Message notifications']) {
      expect(await page.getByRole('switch', { name }).isDisabled()).toBe(true);
    }
    await page.getByRole('form', { name: 'Email notifications' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, TOASTS.settings.notificationsSaved.title).isVisible()).toBe(true);
    await dismissToasts(page);
    expect(await axeFindings(page, 'notifications tab')).toEqual([]);

    await openTab(page, 'Privacy');
    const privacy = (name: string) => switchIn(page, 'Privacy', name);
    await expect.poll(() => privacy('Profile visible').isChecked()).toBe(true);
    for (const name of ['Profile visible', 'Show email', 'Show phone', 'Allow messages']) await privacy(name).click({ force: true });
    await page.getByRole('form', { name: 'Privacy' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, TOASTS.settings.privacySaved.title).isVisible()).toBe(true);
    await dismissToasts(page);
    expect(await axeFindings(page, 'privacy tab')).toEqual([]);

    // Everything is read back from the server.
    await page.goto('/settings?tab=profile');
    await expect.poll(() => field(page, 'First name').inputValue()).toBe(PROFILE['First name']);
    for (const [label, value] of Object.entries(PROFILE)) expect(await field(page, label).inputValue()).toBe(value);
    for (const [label, option] of Object.entries(CHOICES)) expect(await page.getByRole('combobox', { name: label }).inputValue()).toBe(option);
    await openTab(page, 'Notifications');
    await expect.poll(() => email_('Job alerts').isChecked()).toBe(false);
    expect(await email_('Messages').isChecked()).toBe(false);
    expect(await email_('Product updates').isChecked()).toBe(true);
    expect(await email_('Marketing').isChecked()).toBe(true);
    await openTab(page, 'Privacy');
    await expect.poll(() => privacy('Profile visible').isChecked()).toBe(false);
    expect(await privacy('Show email').isChecked()).toBe(true);
    expect(await privacy('Show phone').isChecked()).toBe(true);
    expect(await privacy('Allow messages').isChecked()).toBe(false);

    // Delete account leads to the Account tab's deletion flow.
    await page.getByRole('link', { name: 'Delete account' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'Delete Account' }).isVisible()).toBe(true);

    // Job alerts back on, then off through the link a digest carries (signed with the server's secret).
    await openTab(page, 'Notifications');
    await email_('Job alerts').click({ force: true });
    await page.getByRole('form', { name: 'Email notifications' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, TOASTS.settings.notificationsSaved.title).isVisible()).toBe(true);
    const session = await page.request.get('/trpc/auth.session');
    const userId = ((await session.json()) as { result: { data: { json: { user: { id: string } } } } }).result.data.json.user.id;
    const { sessionSecret } = JSON.parse(await readFile(path.join(inject('dataDir'), 'secrets.json'), 'utf8')) as { sessionSecret: string };
    const link = new URL(unsubscribeUrl(inject('baseUrl'), sessionSecret, userId, 'jobAlerts'));
    const unsubscribe = await newPage();
    await unsubscribe.goto(link.pathname + link.search);
    await expect.poll(() => unsubscribe.getByRole('heading', { name: 'Unsubscribe from job alert emails?' }).isVisible()).toBe(true);
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => unsubscribe.getByText('You will no longer receive job alert emails.').isVisible()).toBe(true);

    await page.goto('/settings?tab=notifications');
    await expect.poll(() => email_('Job alerts').isChecked()).toBe(false);
    expect(await email_('Product updates').isChecked()).toBe(true);
    await screenshot(page, 'settings-notifications');
    expect(page.consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
