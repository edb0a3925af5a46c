// Staff tools in Chromium against the seeded demo: an admin saves a draft nobody else can read,
// edits it into a published article whose page shows the change, unpublishes and deletes it; a
// moderator marks a contact message done in the outreach inbox, which then names them; staff find
// "Admin Panel" in the user menu and the phone drawer and are never offered Premium, a free
// member is offered it and has no admin link. axe checks the news list and the inbox.
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import type { AdminNewsRow } from '#shared/schemas/news.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { field, signIn, uniqueEmail } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
/** A segment of the panel's segmented control (its radio input is visually hidden: the label is what is clicked). */
const segment = (page: TrackedPage, label: string) => page.locator('.mantine-SegmentedControl-root').getByText(label, { exact: true });
const demo = (key: 'free' | 'moderator' | 'admin') => DEMO_ACCOUNTS.find((a) => a.key === key)!;

async function signInAs(key: 'free' | 'moderator' | 'admin'): Promise<TrackedPage> {
  // The CSP is bypassed so axe-core can run on the admin screens.
  const page = await newPage({ bypassCSP: true });
  await page.goto('/login');
  await signIn(page, demo(key).email, demo(key).password);
  await page.waitForURL((url) => !['/login', '/auth'].includes(url.pathname), { timeout: 15_000 });
  return page;
}

/** A tRPC query from the page, with its cookie. */
async function query<T>(page: TrackedPage, path: string, input: unknown): Promise<T> {
  const res = await page.request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** What a visitor sees at an article's address: its heading, or "Article not found". */
async function visitorSees(path: string): Promise<string> {
  const page = await newPage();
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { name: TOASTS.news.articleNotFound.title }));
  await expect.poll(() => heading.first().isVisible(), { timeout: 15_000 }).toBe(true);
  const text = (await heading.first().textContent()) ?? '';
  await page.context().close();
  return text;
}

describe('staff tools in Chromium', () => {
  it('lets an admin save a draft nobody else reads, edit it into a live article, unpublish and delete it', { timeout: 180_000 }, async () => {
    const page = await signInAs('admin');
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('table', { name: 'News articles' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await axeFindings(page, 'admin news list')).toEqual([]);
    await screenshot(page, 'staff-news-list');

    const title = `Draft desk note ${Date.now()}`;
    await page.getByRole('button', { name: 'New article' }).click();
    await field(page, 'Article Title').fill(title);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Skills & Learning' }).click();
    await field(page, 'Author').fill('Avery Blake');
    await field(page, 'Article Excerpt').fill('A short note about the week, saved as a draft first.');
    await field(page, 'Article Content').fill('First paragraph of the note, with enough words to pass the rule.\nSecond paragraph.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect.poll(() => toast(page, TOASTS.news.draftSaved.title).isVisible()).toBe(true);

    const [draft] = await query<AdminNewsRow[]>(page, 'admin.news.list', { q: title });
    expect(draft!.status).toBe('draft');
    // Not public: the article page, the list and its search know nothing of it.
    expect(await visitorSees(`/news/${draft!.id}`)).toBe(TOASTS.news.articleNotFound.title);
    expect(await query<unknown[]>(page, 'news.list', { q: title })).toEqual([]);

    await page.getByRole('button', { name: 'Back to articles' }).click();
    await segment(page, 'Drafts').click();
    const row = page.getByTestId('admin-article-row').filter({ hasText: title });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Skills & Learning', { exact: true }).isVisible()).toBe(true);

    // Edit: the same form, prefilled; publishing it puts the change on its page.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Edit News Article' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await field(page, 'Article Title').inputValue()).toBe(title);
    const edited = `${title} (edited)`;
    await field(page, 'Article Title').fill(edited);
    await screenshot(page, 'staff-news-edit');
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect.poll(() => toast(page, TOASTS.news.saved.title).isVisible()).toBe(true);
    expect(await visitorSees(`/news/${draft!.id}`)).toBe(edited);

    // Unpublish from the list: gone for readers again.
    await segment(page, 'All').click();
    const live = page.getByTestId('admin-article-row').filter({ hasText: edited });
    await expect.poll(() => live.getByText('Published', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await live.getByRole('button', { name: `Unpublish ${edited}` }).click();
    await expect.poll(() => toast(page, TOASTS.news.unpublished.title).isVisible()).toBe(true);
    expect(await visitorSees(`/news/${draft!.id}`)).toBe(TOASTS.news.articleNotFound.title);

    // Delete asks first.
    await live.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'staff-news-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete article' }).click();
    await expect.poll(() => toast(page, TOASTS.news.deleted.title).isVisible()).toBe(true);
    await expect.poll(() => live.count()).toBe(0);
    expect(await query<AdminNewsRow[]>(page, 'admin.news.list', { q: title })).toEqual([]);
  });

  it('lets a moderator mark a contact message done in the outreach inbox, which records who', { timeout: 120_000 }, async () => {
    const sender = await newPage();
    await sender.goto('/');
    const name = `Inbox Sender ${Date.now()}`;
    const sent = await sender.request.post('/trpc/outreach.sendContactMessage', {
      data: { json: { fullName: name, email: uniqueEmail('inbox'), message: 'Please call me back about a partnership.' } },
      headers: { origin: new URL(sender.url()).origin },
    });
    expect(sent.status()).toBe(200);

    const page = await signInAs('moderator');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Outreach' }).click();
    const item = page.getByTestId('outreach-item').filter({ hasText: name });
    await expect.poll(() => item.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await item.getByText('Open', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('Please call me back about a partnership.').isVisible()).toBe(true);
    expect(await axeFindings(page, 'outreach inbox')).toEqual([]);
    await screenshot(page, 'staff-outreach-inbox');

    await item.getByRole('button', { name: `Mark done: ${name}` }).click();
    await expect.poll(() => toast(page, TOASTS.outreach.markedDone.title).isVisible()).toBe(true);
    await expect.poll(() => item.count()).toBe(0);

    await segment(page, 'Done').click();
    await expect.poll(() => item.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await item.getByTestId('outreach-handled').textContent()).toMatch(/^Done .+ by Morgan Ellis$/);
    await screenshot(page, 'staff-outreach-done');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows staff "Admin Panel" in the user menu and the phone drawer and never "Upgrade to Premium"; a free member the reverse', { timeout: 120_000 }, async () => {
    const admin = await signInAs('admin');
    await admin.goto('/news');
    await admin.getByRole('button', { name: /Account menu/ }).click();
    await expect.poll(() => admin.getByRole('menuitem', { name: 'Admin Panel' }).isVisible()).toBe(true);
    expect(await admin.getByRole('menuitem', { name: 'Upgrade to Premium' }).count()).toBe(0);
    await screenshot(admin, 'staff-user-menu');
    await admin.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto('/news');
    await admin.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = admin.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => drawer.getByRole('link', { name: 'Admin Panel' }).isVisible()).toBe(true);
    await screenshot(admin, 'staff-mobile-drawer');

    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto('/dashboard/job-seeker');
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await admin.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);
    expect(await admin.getByRole('region', { name: 'Upgrade to Premium' }).count()).toBe(0);

    const free = await signInAs('free');
    await free.getByRole('button', { name: /Account menu/ }).click();
    await expect.poll(() => free.getByRole('menuitem', { name: 'Upgrade to Premium' }).isVisible()).toBe(true);
    expect(await free.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
  });
});
