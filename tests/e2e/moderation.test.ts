// Community moderation in Chromium: a member reports another member's post with a reason; the demo
// moderator finds it in the admin panel's Moderation tab (the reported text, a link to the thread),
// hides it with a reason; the post is then gone for members, from the list and at its address,
// while the log records who did what and offers Restore. Checked with axe.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

async function signedIn(page: TrackedPage, email: string, password: string) {
  await page.goto('/auth');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/auth');
}

describe('community moderation in Chromium', () => {
  it('a report, hidden by a moderator from the queue, takes the post away from members', { timeout: 240_000 }, async () => {
    // The author writes a post.
    const authorEmail = uniqueEmail('mod-author');
    const author = await createAccount(await newPage(), authorEmail, 'Employer');
    await signedIn(author, authorEmail, PASSWORD);
    const tag = randomUUID().slice(0, 8);
    const title = `Cheap certificates, guaranteed offers ${tag}`;
    const { id: postId } = await mutate<{ id: string }>(author, 'forum.create', {
      title,
      content: 'Send me a message to buy a certificate that guarantees a job offer within a week.',
      category: 'general',
      isPremiumOnly: false,
    });

    // Another member reports it.
    const memberEmail = uniqueEmail('mod-member');
    const member = await createAccount(await newPage({ bypassCSP: true }), memberEmail, 'Employer');
    await signedIn(member, memberEmail, PASSWORD);
    await member.goto(`/community/post/${postId}`);
    await expect.poll(() => member.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await member.getByRole('button', { name: 'Report post' }).click();
    const dialog = member.getByRole('dialog', { name: 'Report post' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Send report' }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Selling fake certificates.');
    await screenshot(member, 'moderation-report-dialog');
    expect(await axeFindings(member, 'report dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => toast(member, TOASTS.forum.reported.title).isVisible()).toBe(true);
    // Reporting again answers the open report.
    await member.getByRole('button', { name: 'Report post' }).click();
    await dialog.getByRole('radio', { name: 'Something else' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => toast(member, TOASTS.forum.alreadyReported.title).isVisible()).toBe(true);

    // The moderator hides it from the queue, with a reason.
    const moderatorAccount = DEMO_ACCOUNTS.find((account) => account.key === 'moderator')!;
    const moderator = await newPage({ bypassCSP: true });
    await signedIn(moderator, moderatorAccount.email, moderatorAccount.password);
    await moderator.goto('/admin');
    await moderator.getByRole('tab', { name: 'Moderation' }).click();
    await expect.poll(() => moderator.getByRole('heading', { name: 'Community moderation' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const report = moderator.getByRole('article', { name: `Report: ${title}` });
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await report.getByText('Spam or advertising').isVisible()).toBe(true);
    expect(await report.getByText('“Selling fake certificates.”').isVisible()).toBe(true);
    expect(await report.getByTestId('reported-text').textContent()).toContain('guarantees a job offer');
    expect(await report.getByRole('link', { name: title }).getAttribute('href')).toBe(`/community/post/${postId}`);
    await screenshot(moderator, 'moderation-queue');
    expect(await axeFindings(moderator, 'moderation queue')).toEqual([]);

    await report.getByRole('button', { name: 'Hide' }).click();
    const reason = moderator.getByRole('dialog', { name: `Hide: ${title}` });
    await expect.poll(() => reason.isVisible()).toBe(true);
    const confirm = reason.getByRole('button', { name: 'Hide' });
    expect(await confirm.isDisabled()).toBe(true);
    await reason.getByRole('textbox', { name: 'Reason' }).fill('Advertising fake certificates');
    await screenshot(moderator, 'moderation-reason');
    await confirm.click();
    await expect.poll(() => toast(moderator, TOASTS.moderation.hidden.title).isVisible()).toBe(true);
    await expect.poll(() => report.count()).toBe(0);

    // The log says who did what.
    await moderator.getByText('Log', { exact: true }).click();
    const log = moderator.getByRole('list', { name: 'Moderation log' });
    await expect.poll(() => log.getByText(title).isVisible()).toBe(true);
    expect(await log.getByText(/Reason: Advertising fake certificates/).first().isVisible()).toBe(true);
    expect(await log.getByRole('button', { name: 'Restore' }).first().isVisible()).toBe(true);
    await screenshot(moderator, 'moderation-log');
    expect(await axeFindings(moderator, 'moderation log')).toEqual([]);

    // Staff still see it, marked.
    await moderator.goto(`/community/post/${postId}`);
    await expect.poll(() => moderator.getByText('Hidden by moderators').isVisible()).toBe(true);

    // Members: gone from the list and at its address.
    for (const page of [member, author]) {
      await page.goto('/community');
      await page.getByRole('textbox', { name: 'Search posts' }).fill(tag);
      await expect.poll(() => page.getByRole('heading', { name: 'No posts found' }).isVisible()).toBe(true);
      await page.goto(`/community/post/${postId}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Post not found' }).isVisible()).toBe(true);
    }
    await screenshot(member, 'moderation-gone-for-members');
    expect(member.consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
    expect(moderator.consoleErrors).toEqual([]);
  });
});
