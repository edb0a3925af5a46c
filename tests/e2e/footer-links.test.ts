// Every footer link leads to real content: walked in Chromium by clicking it (a client navigation),
// each page must be more than a heading, and the tab's title must follow to the page's own. The
// server-rendered title of each is checked by a full load too.
import { describe, expect, it } from 'vitest';
import { documentTitle, ROUTE_META } from '#shared/route-meta.ts';
import { findRoute } from '#shared/routes.ts';
import { FOOTER_COLUMNS } from '../../src/client/layouts/navigation.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();

const FOOTER_LINKS = FOOTER_COLUMNS.flatMap((c) => c.links);
/** Beyond its h1, a page with content has at least this many blocks of text in its main region. */
const MIN_TEXT_BLOCKS = 3;

/** The title the route table gives the page at `href`. */
const expectedTitle = (href: string) => documentTitle(ROUTE_META[findRoute(href)!].title);

/** Loads settled: no loader or skeleton left. */
async function settled(page: TrackedPage) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root').count()).toBe(0);
}

/** Text blocks in the main region other than its h1: paragraphs, list items, subheadings, fields, cells. */
const textBlocks = (page: TrackedPage) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('p, li, h2, h3, h4, td, dd, label, blockquote, pre')].filter((el) => (el as HTMLElement).innerText.trim().length > 0).length,
  );

describe('footer links', () => {
  it('each leads to a page with content and its own title, reached by a click', async () => {
    const premium = DEMO_ACCOUNTS.find((a) => a.key === 'premium')!;
    // Signed in, so the protected feature pages show themselves rather than the sign-in.
    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, premium.email, premium.password);
    await page.waitForURL((url) => url.pathname !== '/auth');

    const headingOnly: string[] = [];
    const wrongTitles: string[] = [];
    for (const { label, href } of FOOTER_LINKS) {
      const footerLink = page.locator('footer').getByRole('link', { name: label, exact: true });
      if ((await footerLink.count()) === 0) await page.goto('/', { waitUntil: 'networkidle' });
      await footerLink.click();
      await page.waitForURL((url) => url.pathname === href);
      await settled(page);
      await screenshot(page, `footer${href.replaceAll('/', '-')}`);
      const blocks = await textBlocks(page);
      if (blocks < MIN_TEXT_BLOCKS) headingOnly.push(`${href} (${blocks} text blocks)`);
      const title = await page.title();
      if (title !== expectedTitle(href)) wrongTitles.push(`${href}: "${title}"`);
    }
    expect(wrongTitles).toEqual([]);
    expect(headingOnly, 'pages that are only a heading').toEqual([]);
  });

  it('serves each with its own title and description before any script runs', async () => {
    const page = await newPage();
    for (const { href } of FOOTER_LINKS) {
      const res = await page.request.get(href);
      const html = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title?.replaceAll('&#39;', "'").replaceAll('&#38;', '&'), href).toBe(expectedTitle(href));
      expect(html, href).toContain(`<meta name="description" content="`);
    }
  });

  it('titles the page again on every client navigation, a news article from its data', async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.title()).toBe(expectedTitle('/'));
    await page.locator('header').getByRole('link', { name: 'Pricing' }).first().click();
    await expect.poll(() => page.title()).toBe(expectedTitle('/pricing'));
    await page.locator('header').getByRole('link', { name: 'News' }).first().click();
    await expect.poll(() => page.title()).toBe(expectedTitle('/news'));
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    await expect.poll(description).toBe(ROUTE_META['/news'].description);
    const firstArticle = page.locator('main a[href^="/news/"]').first();
    await firstArticle.waitFor();
    await firstArticle.click();
    await page.waitForURL((url) => url.pathname.startsWith('/news/'));
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect.poll(() => page.title()).toBe(documentTitle(heading));
    await page.goBack();
    await expect.poll(() => page.title()).toBe(expectedTitle('/news'));
  });
});
