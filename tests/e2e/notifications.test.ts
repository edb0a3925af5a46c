// The inbox in Chromium: member A posts, member B replies; A sees the header bell's unread count,
// opens /messages from it, reads the reply notification (the count goes down) and lands on the
// post. Checked with axe.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();

/** A verified member, signed in; an employer skips the job seeker's onboarding wizard. */
async function member(label: string, options: { bypassCSP?: boolean } = {}): Promise<TrackedPage> {
  const email = uniqueEmail(label);
  const page = await createAccount(await newPage(options), email, 'Employer');
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

describe('notifications in Chromium', () => {
  it('shows a reply in the bell and the inbox, marks it read and follows it to the post', { timeout: 180_000 }, async () => {
    const author = await member('inbox-author', { bypassCSP: true });
    const replier = await member('inbox-replier');
    const title = `Negotiating a counter-offer ${randomUUID().slice(0, 8)}`;
    const post = await mutate<{ id: string }>(author, 'forum.create', {
      title,
      content: 'How do you answer a counter-offer from your current employer?',
      category: 'general',
      isPremiumOnly: false,
    });
    await mutate(replier, 'forum.reply', { postId: post.id, content: 'Ask yourself why you started looking.' });

    await author.goto('/dashboard/employer');
    const bell = author.getByRole('link', { name: /^Inbox/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Inbox, 1 unread');
    await bell.click();
    await author.waitForURL((url) => url.pathname === '/messages');
    await expect.poll(() => author.getByRole('heading', { name: 'Messages', level: 1 }).isVisible()).toBe(true);
    const item = author.getByRole('button', { name: /^Unread: .* replied to your post/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await author.getByText('Ask yourself why you started looking.', { exact: false }).isVisible()).toBe(true);
    await screenshot(author, 'notifications-inbox');
    expect(await axeFindings(author, 'inbox')).toEqual([]);

    await item.click();
    await author.waitForURL((url) => url.pathname === `/community/post/${post.id}`);
    await expect.poll(() => author.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Inbox');

    // Back in the inbox the notification reads as read, and "Unread only" leaves it out.
    await author.goto('/messages');
    await expect.poll(() => author.getByRole('button', { name: /replied to your post/ }).isVisible()).toBe(true);
    expect(await author.getByRole('button', { name: /^Unread: / }).count()).toBe(0);
    await author.getByRole('switch', { name: 'Unread only' }).click({ force: true });
    await expect.poll(() => author.getByText('No unread notifications').isVisible()).toBe(true);
    await screenshot(author, 'notifications-empty');
    expect(author.consoleErrors).toEqual([]);
  });
});
