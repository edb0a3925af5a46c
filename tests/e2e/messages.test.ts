// Direct messages in Chromium: member B starts a conversation from A's public card, A finds it from
// the header's bell on the inbox's Messages tab, opens the thread, replies and reports it (on a phone-sized screen too); the demo admin finds the report in
// the admin panel's Reports tab, reads the conversation and marks the report resolved. Checked with axe.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

async function signedIn(page: TrackedPage, email: string, password: string) {
  await page.goto('/auth');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** A new member, signed in; an employer skips the job seeker's onboarding wizard. */
async function member(label: string) {
  const email = uniqueEmail(label);
  const page = await createAccount(await newPage({ bypassCSP: true }), email, 'Employer');
  await signedIn(page, email, PASSWORD);
  const res = await page.request.get('/trpc/auth.session');
  const { user } = ((await res.json()) as { result: { data: { json: { user: { id: string } } } } }).result.data.json;
  return { page, id: user.id };
}

describe('direct messages in Chromium', () => {
  it('A replies to B and reports the conversation; an admin reads it in the Reports tab', { timeout: 180_000 }, async () => {
    const [a, b] = [await member('reader'), await member('writer')];
    const opening = `Hi! Could you look at my portfolio? ${randomUUID().slice(0, 6)}`;
    // B starts from A's public card.
    await b.page.goto(`/members/${a.id}`);
    await b.page.getByRole('button', { name: 'Message', exact: true }).click();
    const compose = b.page.getByRole('dialog', { name: /^Message / });
    await compose.getByRole('textbox', { name: 'Your message' }).fill(opening);
    await compose.getByRole('button', { name: 'Send' }).click();
    await b.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => b.page.getByRole('list', { name: 'Messages' }).getByText(opening).isVisible()).toBe(true);

    // A finds it through the header's bell, on the inbox's Messages tab.
    const page = a.page;
    await page.goto('/dashboard');
    const bell = page.getByRole('link', { name: /^Inbox/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Inbox, 1 unread');
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('tab') === 'messages');
    await expect.poll(() => page.getByText(opening).isVisible()).toBe(true);
    await screenshot(page, 'messages-conversations');
    expect(await axeFindings(page, 'conversations tab')).toEqual([]);
    await page.getByText(opening).click();
    await page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => page.getByText(opening).isVisible()).toBe(true);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Inbox');
    expect(await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).isVisible()).toBe(true);

    const reply = 'Happy to, send it over.';
    await page.getByRole('textbox', { name: 'Write a message' }).fill(reply);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByText(reply).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: 'Write a message' }).inputValue()).toBe('');
    await screenshot(page, 'messages-thread');
    expect(await axeFindings(page, 'conversation thread')).toEqual([]);

    await page.setViewportSize({ width: 390, height: 760 });
    await screenshot(page, 'messages-thread-mobile');
    const reason = `Asks for unpaid work ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report conversation' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill(reason);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => toast(page, TOASTS.directMessages.reported.title).isVisible()).toBe(true);
    await dismissToasts(page);

    // Blocking stops the composer and says why in the blocker's own terms.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect.poll(() => page.getByText(TOASTS.directMessages.youBlocked.description!, { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Write a message' }).isVisible()).toBe(true);

    const admin = await newPage({ bypassCSP: true });
    const demo = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
    await signedIn(admin, demo.email, demo.password);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Reports' }).click();
    const row = admin.getByRole('list', { name: 'Reports' }).getByText(reason);
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.click();
    const messages = admin.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.getByText(opening).isVisible()).toBe(true);
    expect(await messages.getByText(reply).isVisible()).toBe(true);
    // Read-only: nothing to write with.
    expect(await admin.getByRole('textbox', { name: 'Write a message' }).count()).toBe(0);
    await screenshot(admin, 'admin-reported-thread');
    expect(await axeFindings(admin, 'reported thread')).toEqual([]);
    await admin.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(() => admin.getByText(/^Resolved by /).isVisible()).toBe(true);
  });
});
