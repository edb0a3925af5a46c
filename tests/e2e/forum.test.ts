// The community forum in Chromium: a visitor sees the list but no "Create New Post"; a new member
// meets the form's messages, posts (markup shown as text), likes, and replies on the detail page;
// a free member meets a premium post's preview and upgrade card, which the demo premium member
// reads in full; a missing post reads "Post not found". The author edits their reply and post
// ("edited"), deletes the reply, then the post, whose thread stays readable under "This post was
// deleted"; a free member sees why the premium-only switch is not theirs. Checked with axe.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORUM_LIMITS, FORUM_TEXT } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const PREMIUM_TITLE = 'Healthcare admin vs. health data roles: notes from 15 informational interviews';

async function signedIn(page: TrackedPage, email: string, password: string) {
  await page.goto('/auth');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/auth');
}

async function openCommunity(page: TrackedPage) {
  await page.goto('/community');
  await expect.poll(() => page.getByRole('heading', { name: 'Community Forum' }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
}

async function search(page: TrackedPage, text: string) {
  await page.getByRole('textbox', { name: 'Search posts' }).fill(text);
}

describe('community forum in Chromium', () => {
  it('lets a member post, like and reply, with markup shown as text', { timeout: 180_000 }, async () => {
    const visitor = await newPage();
    await openCommunity(visitor);
    for (const label of ['Total Posts', 'Active Members', 'Posts Today']) expect(await visitor.getByText(label, { exact: true }).isVisible()).toBe(true);
    expect(Number(await visitor.getByTestId('stat-total-posts').textContent())).toBeGreaterThan(0);
    expect(await visitor.getByRole('button', { name: 'Create New Post' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Load More' }).isVisible()).toBe(true);
    await screenshot(visitor, 'forum-visitor');

    const email = uniqueEmail('forum');
    const page = await createAccount(await newPage({ bypassCSP: true }), email, 'Employer');
    await signedIn(page, email, PASSWORD);
    await openCommunity(page);
    const totalBefore = Number(await page.getByTestId('stat-total-posts').textContent());

    await page.getByRole('button', { name: 'Create New Post' }).click();
    const form = page.getByRole('form', { name: 'Create New Post' });
    // A free member cannot make a post premium-only, and is told why.
    expect(await form.getByRole('switch', { name: 'Premium members only' }).count()).toBe(0);
    expect(await form.getByText('Only Premium members can make a post premium-only.').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Publish Post' }).click();
    for (const message of [FORUM_TEXT.titleTooShort, FORUM_TEXT.contentTooShort, FORUM_TEXT.categoryRequired]) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    const tag = randomUUID().slice(0, 8);
    const title = `<script>alert("hi")</script> Networking at meetups ${tag}`;
    await field(page, 'Title').fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill('<b>Not bold.</b> How do you start a conversation at a meetup without feeling awkward?');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Networking' }).click();
    await screenshot(page, 'forum-create');
    await form.getByRole('button', { name: 'Publish Post' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(async () => Number(await page.getByTestId('stat-total-posts').textContent())).toBe(totalBefore + 1);

    await search(page, tag);
    const card = page.getByRole('article', { name: title });
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await card.isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: title }).textContent()).toBe(title);
    expect(await card.getByText('<b>Not bold.</b>', { exact: false }).isVisible()).toBe(true);
    expect(await card.getByTestId('post-author').textContent()).toBe('Ada Lovelace');

    // Like, and it stays liked after a reload.
    await card.getByRole('button', { name: `Like ${title}` }).click();
    const unlike = card.getByRole('button', { name: `Unlike ${title}` });
    await expect.poll(() => unlike.getAttribute('aria-pressed')).toBe('true');
    expect(await unlike.textContent()).toBe('1');
    await page.reload();
    await search(page, tag);
    await expect.poll(() => page.getByRole('button', { name: `Unlike ${title}` }).textContent()).toBe('1');

    // Search that finds nothing, then Clear Filters.
    await search(page, `nothing-matches-${tag}`);
    await expect.poll(() => page.getByRole('heading', { name: 'No posts found' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(FORUM_LIMITS.pageSize);

    // The detail page: reply, trimmed.
    await search(page, tag);
    await page.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Community' }).getAttribute('href')).toBe('/community');
    await expect.poll(() => page.getByText('No replies yet. Be the first to reply!').isVisible()).toBe(true);
    const postReply = page.getByRole('button', { name: 'Post Reply' });
    await page.getByRole('textbox', { name: 'Your reply' }).fill('    ');
    expect(await postReply.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Your reply' }).fill('  Ask about their work first. <i>Works</i> every time.  ');
    await postReply.click();
    await expect.poll(() => toast(page, TOASTS.forum.replyPosted.title).isVisible()).toBe(true);
    const reply = page.getByRole('article', { name: 'Reply by Ada Lovelace' });
    await expect.poll(() => reply.isVisible()).toBe(true);
    expect(await reply.getByText('Ask about their work first. <i>Works</i> every time.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Replies (1)' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe('');
    await screenshot(page, 'forum-detail');
    expect(await axeFindings(page, 'post with a reply')).toEqual([]);

    // The author edits the reply: "edited" appears.
    await reply.getByRole('button', { name: 'Edit reply' }).click();
    const replyEditor = page.getByRole('textbox', { name: 'Edit your reply' });
    await replyEditor.fill('Ask about their work first, then listen.');
    await page.getByRole('form', { name: 'Edit reply' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, TOASTS.forum.replyUpdated.title).isVisible()).toBe(true);
    await expect.poll(() => reply.getByText('Ask about their work first, then listen.', { exact: true }).isVisible()).toBe(true);
    expect(await reply.getByTestId('edited-mark').isVisible()).toBe(true);

    // The author edits the post.
    const post = page.getByRole('article', { name: title });
    await post.getByRole('button', { name: 'Edit post' }).click();
    const editor = page.getByRole('form', { name: 'Edit Post' });
    const editedTitle = `Starting conversations at meetups ${tag}`;
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(editedTitle);
    await screenshot(page, 'forum-edit-post');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, TOASTS.forum.postUpdated.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: editedTitle, level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: editedTitle }).getByTestId('edited-mark').first().isVisible()).toBe(true);

    // A second reply, deleted by its author: the count follows.
    await page.getByRole('textbox', { name: 'Your reply' }).fill('A second thought I take back.');
    await postReply.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Replies (2)' }).isVisible()).toBe(true);
    const second = page.getByRole('article', { name: 'Reply by Ada Lovelace' }).filter({ hasText: 'A second thought I take back.' });
    await second.getByRole('button', { name: 'Delete reply' }).click();
    await page.getByRole('dialog', { name: 'Delete reply?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, TOASTS.forum.replyDeleted.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Replies (1)' }).isVisible()).toBe(true);
    expect(await page.getByText('A second thought I take back.').count()).toBe(0);

    // Deleting the post keeps the thread readable.
    await page.getByRole('article', { name: editedTitle }).getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, TOASTS.forum.postDeleted.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'This post was deleted', level: 1 }).isVisible()).toBe(true);
    expect(await reply.getByText('Ask about their work first, then listen.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Replies are closed on a deleted post.').isVisible()).toBe(true);
    await screenshot(page, 'forum-deleted-post');
    expect(await axeFindings(page, 'deleted post')).toEqual([]);
    const deletedAt = new URL(page.url()).pathname;
    await openCommunity(page);
    await search(page, tag);
    await expect.poll(() => page.getByRole('heading', { name: 'No posts found' }).isVisible()).toBe(true);
    await page.goto(deletedAt);
    await expect.poll(() => page.getByRole('heading', { name: 'This post was deleted' }).isVisible()).toBe(true);

    await page.goto(`/community/post/${randomUUID()}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Post not found' }).isVisible()).toBe(true);
    expect(page.consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('shows a free member a premium post’s preview and the upgrade card; premium reads it all', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('forum-free');
    const free = await createAccount(await newPage(), email, 'Employer');
    await signedIn(free, email, PASSWORD);
    await openCommunity(free);
    await search(free, 'health data roles');
    await free.getByRole('link', { name: `Read More: ${PREMIUM_TITLE}` }).click();
    await expect.poll(() => free.getByTestId('premium-upgrade').isVisible()).toBe(true);
    const upgrade = free.getByTestId('premium-upgrade');
    expect(await upgrade.getByRole('heading', { name: 'Premium Content' }).isVisible()).toBe(true);
    expect(await upgrade.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    const preview = (await free.getByTestId('post-content').textContent()) ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(FORUM_LIMITS.premiumPreviewChars + 1);
    expect(await free.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0);
    await screenshot(free, 'forum-premium-locked');

    const premium = DEMO_ACCOUNTS.find((account) => account.key === 'premium')!;
    const reader = await newPage();
    await signedIn(reader, premium.email, premium.password);
    await reader.goto(new URL(free.url()).pathname);
    await expect.poll(() => reader.getByRole('heading', { name: PREMIUM_TITLE, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => reader.getByTestId('replies').isVisible()).toBe(true);
    expect(((await reader.getByTestId('post-content').textContent()) ?? '').length).toBeGreaterThan(FORUM_LIMITS.premiumPreviewChars + 1);
    expect(await reader.getByTestId('premium-upgrade').count()).toBe(0);
    expect(await reader.getByRole('textbox', { name: 'Your reply' }).isVisible()).toBe(true);
    expect(free.consoleErrors).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);
  });
});
