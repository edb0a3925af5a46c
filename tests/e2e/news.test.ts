// Career news in Chromium against the seeded demo articles: a visitor browses, filters by
// category (chips and Browse by Category), searches to the empty state and reads an article; a
// free user meets the upgrade card on a premium article, and likes and saves one that persist
// across a reload; an admin reads premium content in full and markup in an article shows as text.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { NewsCard } from '#shared/schemas/news.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const baseUrl = inject('baseUrl');

const PREMIUM_TITLE = 'Negotiating Your First Offer Without Sounding Ungrateful';
const cards = (page: TrackedPage) => page.locator('[data-testid="news-featured"], [data-testid="news-card"]');
const chip = (page: TrackedPage, label: string) => page.locator('label.mantine-Chip-label').filter({ hasText: new RegExp(`^${label}$`) });
const visible = (page: TrackedPage, text: string) => page.getByText(text, { exact: true }).first().isVisible();

/** The demo articles as the API lists them (cards only), for ids. */
async function articles(): Promise<NewsCard[]> {
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const res = await fetch(`${baseUrl}/trpc/news.list?input=${input}`);
  const body = (await res.json()) as { result: { data: { json: (NewsCard & { publishedAt: string })[] } } };
  return body.result.data.json.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) }));
}

async function listed(page: TrackedPage) {
  await expect.poll(() => page.getByTestId('news-list').isVisible(), { timeout: 15_000 }).toBe(true);
  return cards(page);
}

/** Every card shown carries this category badge (and the list is not empty). */
async function allIn(page: TrackedPage, label: string) {
  await expect
    .poll(async () => {
      const texts = await (await listed(page)).allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes(label));
    })
    .toBe(true);
}

async function signInAs(email: string, password: string): Promise<TrackedPage> {
  const page = await newPage();
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => !['/login', '/auth'].includes(url.pathname), { timeout: 15_000 });
  return page;
}

describe('career news journeys in Chromium', () => {
  it('lets a visitor browse, filter by category, search and read an article', async () => {
    const page = await newPage();
    await page.goto('/news');
    await expect.poll(() => page.getByRole('heading', { name: 'Career News & Insights', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await listed(page);
    const all = await articles();
    expect(Number(await page.getByTestId('news-stat-Total Articles').textContent())).toBe(all.length);
    expect(await page.getByTestId('news-stat-Trending Topics').textContent()).toBe('5+');
    for (const heading of ['Featured Story', 'Top Stories', 'Latest News', 'More Stories', "Editor's Picks", 'Most Read', 'Browse by Category', 'Stay Updated']) {
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
    }
    expect(await page.getByTestId('news-featured').getByRole('heading').textContent()).toBe(all[0]!.title);
    expect(await page.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    await screenshot(page, 'news-list');

    // A category chip narrows the list; Clear Filters appears and resets it.
    await chip(page, 'Interview Tips').click();
    await allIn(page, 'Interview Tips');
    expect(await cards(page).count()).toBe(all.filter((a) => a.category === 'interview-tips').length);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(async () => (await listed(page)).count()).toBe(all.length);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);

    // Browse by Category sets the category filter too.
    await page.getByTestId('news-browse').getByRole('button', { name: 'Remote Work' }).click();
    await allIn(page, 'Remote Work');
    expect(await page.getByLabel('Remote Work', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).click();

    // A search with no match: the filtered empty message.
    await page.getByRole('textbox', { name: 'Search news' }).fill('no-such-words-anywhere');
    await expect.poll(() => visible(page, 'No articles found')).toBe(true);
    expect(await visible(page, 'Try adjusting your filters or search terms.')).toBe(true);
    await page.getByRole('textbox', { name: 'Search news' }).fill('STAR method');
    await expect.poll(async () => (await listed(page)).count()).toBe(1);

    // Reading it: header, byline with the long date, paragraphs, and the way back.
    await page.getByRole('link', { name: 'Read Full Story' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/news/'));
    await expect.poll(() => page.getByRole('heading', { name: 'The STAR Method, Explained With Student Examples', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText(/^By .+ · [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    expect(await page.getByTestId('article-content').locator('p').count()).toBeGreaterThan(2);
    expect(await visible(page, 'Was this helpful?')).toBe(true);
    expect(await page.getByTestId('related-articles').getByText('Related Articles').isVisible()).toBe(true);
    await screenshot(page, 'news-article');
    await page.getByRole('link', { name: 'Back to News' }).click();
    await page.waitForURL(pathIs('/news'));
    expect(page.consoleErrors).toEqual([]);

    const missing = await newPage();
    await missing.goto('/news/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => missing.getByRole('heading', { name: 'Article not found' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await missing.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });

  it('shows a free user the upgrade card on a premium article; likes and saves persist across a reload', async () => {
    const email = uniqueEmail('news-free');
    // An employer skips the job seeker's onboarding wizard.
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));

    const all = await articles();
    const premium = all.find((a) => a.title === PREMIUM_TITLE)!;
    await page.goto(`/news/${premium.id}`);
    await expect.poll(() => page.getByTestId('news-upgrade-card').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visible(page, 'Premium Content')).toBe(true);
    expect(await visible(page, premium.excerpt)).toBe(true);
    expect(await page.getByTestId('article-content').count()).toBe(0);
    expect(await page.getByTestId('news-upgrade-card').getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    await screenshot(page, 'news-premium-locked');

    const open = all.find((a) => !a.isPremiumOnly)!;
    await page.goto(`/news/${open.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Like', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => toast(page, TOASTS.news.liked.title).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toast(page, TOASTS.news.bookmarked.title).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Liked/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Yes, helpful' }).click();
    await expect.poll(() => visible(page, 'Thanks for your feedback.')).toBe(true);
    // Related articles are real ones of the same category, never the article itself.
    const related = all.filter((a) => a.category === open.category && a.id !== open.id);
    if (related.length > 0) {
      await expect.poll(() => page.getByTestId('related-articles').getByRole('link', { name: related[0]!.title }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('related-articles').getByRole('link', { name: open.title }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: /^Liked/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Yes, helpful' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /^Liked/ }).click();
    await expect.poll(() => toast(page, TOASTS.news.likeRemoved.title).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Like', exact: true }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('gives an admin the full premium text and shows markup in an article as text', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.key === 'admin')!;
    const page = await signInAs(admin.email, admin.password);
    const premium = (await articles()).find((a) => a.title === PREMIUM_TITLE)!;
    await page.goto(`/news/${premium.id}`);
    await expect.poll(() => page.getByTestId('article-content').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('news-upgrade-card').count()).toBe(0);

    const title = '<script>window.__newsXss = 1</script> Markup stays text';
    const published = await page.evaluate(async (title) => {
      const res = await fetch('/trpc/news.publish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          json: {
            title,
            category: 'career-advice',
            author: 'E2E Staff',
            excerpt: 'An excerpt that holds <b>bold</b> markup.',
            imageUrl: '',
            content: `<img src=x onerror="window.__newsXss = 2"> first paragraph of the article\n\nsecond paragraph, long enough.`,
            isPremiumOnly: false,
          },
        }),
      });
      return ((await res.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
    }, title);
    await page.goto(`/news/${published}`);
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visible(page, '<img src=x onerror="window.__newsXss = 2"> first paragraph of the article')).toBe(true);
    expect(await visible(page, 'An excerpt that holds <b>bold</b> markup.')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __newsXss?: number }).__newsXss)).toBeUndefined();

    await page.goto('/news');
    await expect.poll(async () => page.getByTestId('news-featured').getByRole('heading').textContent(), { timeout: 15_000 }).toBe(title);
  });

  it('lets a moderator publish through the article form on /admin, with limits, preview and reset', async () => {
    const moderator = DEMO_ACCOUNTS.find((a) => a.key === 'moderator')!;
    const page = await signInAs(moderator.email, moderator.password);
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('button', { name: 'New article' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'New article' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create News Article' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const input = (name: string) => page.getByRole('textbox', { name, exact: true });

    await page.getByRole('button', { name: 'Publish Article' }).click();
    for (const message of ['Title must be at least 5 characters', 'Please select a category', 'Author name required', 'Excerpt must be at least 20 characters', 'Content must be at least 50 characters']) {
      await expect.poll(() => visible(page, message), { message }).toBe(true);
    }
    expect(await visible(page, 'Enter an image URL to see a preview')).toBe(true);

    // The preview follows the URL and gives up on one that does not load.
    await input('Featured Image URL').fill('/images/news/remote-work.svg');
    await expect.poll(() => page.getByRole('img', { name: 'Featured image preview' }).isVisible()).toBe(true);
    await input('Featured Image URL').fill('/images/news/missing-image.png');
    await expect.poll(() => visible(page, 'Enter an image URL to see a preview')).toBe(true);
    await input('Featured Image URL').fill('/images/news/remote-work.svg');

    const title = `Moderator desk update ${Date.now()}`;
    await input('Article Title').fill(title);
    await page.getByRole('combobox', { name: 'Category' }).click();
    // One name per category: the form's option is the filter chip's label.
    await page.getByRole('option', { name: 'Salary & Benefits' }).click();
    await input('Author').fill('Morgan Ellis');
    await input('Article Excerpt').fill('A short summary of what changed this week.');
    await input('Article Content').fill(`First paragraph of the update, with enough words to pass.\nSecond paragraph.`);
    await screenshot(page, 'news-article-form');
    await page.getByRole('button', { name: 'Publish Article' }).click();
    await expect.poll(() => toast(page, TOASTS.news.published.title).isVisible()).toBe(true);
    expect(await toast(page, TOASTS.news.published.description!).isVisible()).toBe(true);
    await expect.poll(() => input('Article Title').inputValue()).toBe('');
    expect(await visible(page, 'Enter an image URL to see a preview')).toBe(true);

    await page.goto('/news');
    await expect.poll(async () => page.getByTestId('news-featured').getByRole('heading').textContent(), { timeout: 15_000 }).toBe(title);
    // The one error is the broken preview image's 404.
    expect(page.consoleErrors).toEqual([expect.stringContaining('404')]);
  });
});
