// Every page's head as the server renders it (title, description, Open Graph, canonical, robots),
// news articles titled from the database and escaped, job pages with their JSON-LD (decision 037),
// the sitemap and robots.txt.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME } from '#shared/constants.ts';
import { HELP_CATEGORY_INFO } from '#shared/constants/help.ts';
import { documentTitle, isIndexable, ROUTE_META } from '#shared/route-meta.ts';
import { ROUTES, type RoutePattern } from '#shared/routes.ts';
import { jobs, newsArticles } from '../../src/server/db/schema/index.ts';
import { HELP_CONTENT_DIR, loadArticles } from '../../src/server/features/help/articles.ts';
import { findArticle } from '../../src/server/features/help/service.ts';
import { descriptionStart } from '../../src/server/seo/job-posting.ts';
import { disallowedPrefixes, indexedStaticPaths, SITEMAP_MAX_URLS } from '../../src/server/seo/service.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const database = await useTestDatabase();
const config = testConfig({ PUBLIC_URL: 'https://upward.example' });
// The real index.html template: its default title and description must give way to the page's.
config.clientDir = tempDir('upward-seo-client-');
copyFileSync(path.resolve(import.meta.dirname, '../../src/client/index.html'), path.join(config.clientDir, 'index.html'));
const { app } = await useTestApp(database, { config });

// Markup, quotes, and the patterns String.replace would expand ($& the match, $' the rest).
const HELP_ARTICLES = loadArticles(HELP_CONTENT_DIR);
const HOSTILE_TITLE = `Salaries <script>alert("x")</script> & 'offers' $& $' $$`;
let articleId = '';
let hostileId = '';
let futureId = '';
let draftId = '';

beforeAll(async () => {
  const base = { content: 'Body text of the article, long enough. '.repeat(3), category: 'career-advice', author: 'Test Author' };
  const [plain, hostile, future, draft] = await database.db
    .insert(newsArticles)
    .values([
      { ...base, title: 'Remote work in 2026', excerpt: 'What changed for remote roles this year.', publishedAt: new Date('2026-01-02T03:04:05Z') },
      { ...base, title: HOSTILE_TITLE, excerpt: 'An excerpt with "quotes" & <tags>.', isPremiumOnly: true },
      { ...base, title: 'Not out yet', excerpt: 'Scheduled for later, not in the sitemap.', publishedAt: new Date(Date.now() + 86_400_000) },
      { ...base, title: 'Draft of the editors', excerpt: 'A draft: only staff read it, in the editor.', status: 'draft' },
    ])
    .returning({ id: newsArticles.id });
  articleId = plain!.id;
  hostileId = hostile!.id;
  futureId = future!.id;
  draftId = draft!.id;
});

/** The head's elements of a page, as a crawler reads them. */
async function head(url: string) {
  const res = await app.inject(url);
  const body = res.body;
  const attr = (selector: RegExp) => selector.exec(body)?.[1] ?? null;
  return {
    res,
    body,
    title: attr(/<title>([^<]*)<\/title>/),
    titles: body.match(/<title>/g)?.length ?? 0,
    descriptions: body.match(/<meta name="description"/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (name: string) => attr(new RegExp(`<meta property="og:${name}" content="([^"]*)"`)),
    noindex: body.includes('<meta name="robots" content="noindex" />'),
  };
}

const escaped = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('route meta', () => {
  it('has a title and a description for every route pattern', () => {
    for (const pattern of Object.keys(ROUTES) as RoutePattern[]) {
      expect(ROUTE_META[pattern]?.title, pattern).toBeTruthy();
      expect(ROUTE_META[pattern].description.length, pattern).toBeGreaterThan(15);
      expect(ROUTE_META[pattern].description.length, pattern).toBeLessThanOrEqual(160);
    }
  });
});

describe('server-rendered head', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/jobs?q=nurse', '/jobs'],
    ['/community/', '/community'],
    ['/privacy', '/privacy'],
  ] as const)('renders %s with its own title, description, Open Graph card and canonical address', async (url, pattern: RoutePattern) => {
    const h = await head(url);
    expect(h.res.statusCode).toBe(200);
    expect(h.res.headers['content-type']).toMatch(/^text\/html/);
    expect(h.res.headers['cache-control']).toBe('no-cache');
    expect(h.res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(h.title).toBe(escaped(documentTitle(ROUTE_META[pattern].title)));
    expect(h.description).toBe(escaped(ROUTE_META[pattern].description));
    // The template's defaults are replaced, not repeated.
    expect(h.titles).toBe(1);
    expect(h.descriptions).toBe(1);
    const canonical = `https://upward.example${pattern === '/' ? '/' : pattern}`;
    expect(h.canonical).toBe(canonical);
    expect(h.og('url')).toBe(canonical);
    expect(h.og('title')).toBe(h.title);
    expect(h.og('description')).toBe(h.description);
    expect(h.og('type')).toBe('website');
    expect(h.og('site_name')).toBe(APP_NAME);
    expect(h.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(h.noindex).toBe(false);
    expect(h.body).toContain('<div id="root">');
  });

  it('titles a news article with its own title and excerpt', async () => {
    const h = await head(`/news/${articleId}`);
    expect(h.res.statusCode).toBe(200);
    expect(h.title).toBe(`Remote work in 2026 · ${APP_NAME}`);
    expect(h.description).toBe('What changed for remote roles this year.');
    expect(h.og('type')).toBe('article');
    expect(h.canonical).toBe(`https://upward.example/news/${articleId}`);
  });

  it('titles a help article and a help category from the files, and a missing one generically', async () => {
    const [article] = HELP_ARTICLES;
    const found = findArticle(article!.category, article!.slug)!;
    const h = await head(`/help/${article!.category}/${article!.slug}`);
    expect(h.title).toBe(`${found.title} · ${APP_NAME}`);
    expect(h.description).toBe(found.summary);
    expect(h.og('type')).toBe('article');
    const category = await head('/help/troubleshooting');
    expect(category.title).toBe(`${HELP_CATEGORY_INFO.troubleshooting.label} · Help Center · ${APP_NAME}`);
    const missing = await head('/help/troubleshooting/no-such-article');
    expect(missing.title).toBe(documentTitle(ROUTE_META['/help/:category/:slug'].title));
  });

  it('escapes a hostile article title and excerpt in every place they appear', async () => {
    const h = await head(`/news/${hostileId}`);
    expect(h.body).not.toContain('<script>alert');
    expect(h.body).not.toContain('"quotes"');
    expect(h.title).toBe(escaped(`${HOSTILE_TITLE} · ${APP_NAME}`));
    expect(h.og('title')).toBe(h.title);
    expect(h.description).toBe(escaped('An excerpt with "quotes" & <tags>.'));
  });

  it('gives an unknown, unpublished or draft article the generic meta and the route status', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', futureId, draftId]) {
      const h = await head(`/news/${id}`);
      expect(h.res.statusCode, id).toBe(200);
      expect(h.title, id).toBe(escaped(documentTitle(ROUTE_META['/news/:articleId'].title)));
    }
  });

  it('marks protected and sign-in pages noindex, and public ones not', async () => {
    for (const pattern of Object.keys(ROUTES) as RoutePattern[]) {
      const url = pattern.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const h = await head(url);
      // A job page is about a job that must exist and be open (decision 037): a missing one is 404 and noindex.
      const mustExist = pattern === '/jobs/:jobId';
      expect(h.res.statusCode, url).toBe(mustExist ? 404 : 200);
      expect(h.noindex, url).toBe(mustExist || !isIndexable(pattern));
      if (ROUTES[pattern].protected) expect(h.noindex, url).toBe(true);
    }
  });

  it('answers an unknown path 404 with a noindex head and no canonical address', async () => {
    const h = await head('/no/such/page');
    expect(h.res.statusCode).toBe(404);
    expect(h.noindex).toBe(true);
    expect(h.canonical).toBeNull();
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await app.inject('/pricing');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ url: '/pricing', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ url: '/jobs', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every published article, absolute, and no protected page', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const p of ['/', '/pricing', '/jobs', '/news', '/help', '/privacy', '/job-seekers']) expect(locs).toContain(`https://upward.example${p}`);
    expect(locs).toContain(`https://upward.example/news/${articleId}`);
    expect(locs).toContain(`https://upward.example/news/${hostileId}`);
    expect(locs).not.toContain(`https://upward.example/news/${draftId}`);
    for (const { category, slug } of HELP_ARTICLES) expect(locs).toContain(`https://upward.example/help/${category}/${slug}`);
    expect(locs).toContain('https://upward.example/help/getting-started');
    expect(locs).not.toContain(`https://upward.example/news/${futureId}`);
    expect(res.body).toContain(`<loc>https://upward.example/news/${articleId}</loc><lastmod>2026-01-02T03:04:05Z</lastmod>`);
    for (const pattern of Object.keys(ROUTES) as RoutePattern[]) {
      if (ROUTES[pattern].protected) expect(locs, pattern).not.toContain(`https://upward.example${pattern}`);
    }
    expect(locs).not.toContain('https://upward.example/login');
    expect(locs).not.toContain('https://upward.example/employers');
    expect(locs.every((l) => l.startsWith('https://upward.example/'))).toBe(true);
  });
});

describe('robots.txt', () => {
  it('disallows the protected pages and the API, names the sitemap, and blocks no listed page', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const p of ['/api/', '/trpc/', '/dashboard', '/settings', '/admin', '/community/post/', '/members/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Sitemap: https://upward.example/sitemap.xml');
    // Disallow is a prefix rule: none may shut out a page the sitemap lists.
    for (const page of [...indexedStaticPaths(), '/news/x']) {
      for (const prefix of disallowedPrefixes()) expect(page.startsWith(prefix), `${prefix} blocks ${page}`).toBe(false);
    }
  });
});

describe('job pages (decision 037)', () => {
  const DAY = 86_400_000;
  const HOSTILE_DESCRIPTION = `Ship widgets.</script><script>alert("x")</script> <!-- & "quotes" -->\u2028 ${'Long text. '.repeat(30)}`;
  const posted = new Date('2026-11-01T10:00:00Z');
  let openId = '';
  let remoteId = '';
  let closedId = '';

  beforeAll(async () => {
    const base = { experienceLevel: 'mid' as const, applyUrl: 'https://jobs.example.com/1' };
    const [open, remote, closed] = await database.db
      .insert(jobs)
      .values([
        { ...base, title: 'Widget <Engineer>', companyName: 'Quokka & Co', location: 'Austin, TX', workType: 'hybrid', salaryMin: 90_000, salaryMax: 120_000, description: HOSTILE_DESCRIPTION, postedDate: posted },
        { ...base, title: 'Remote Analyst', companyName: 'Tallyho', location: 'Remote', workType: 'remote', salaryMin: null, salaryMax: 80_000, description: 'Numbers, remotely.' },
        { ...base, title: 'Closed Role', companyName: 'Gone Inc', location: 'Boston, MA', workType: 'on-site', description: 'No longer open.', isActive: false, closedAt: new Date(Date.now() - DAY), closeReason: 'expired' },
      ])
      .returning({ id: jobs.id });
    openId = open!.id;
    remoteId = remote!.id;
    closedId = closed!.id;
  });

  /** The page's JSON-LD elements, parsed. */
  const jsonLd = (body: string) => [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

  it('titles an open job "Title at Company" with its description, Open Graph card and canonical address', async () => {
    const h = await head(`/jobs/${openId}`);
    expect(h.res.statusCode).toBe(200);
    expect(h.title).toBe(escaped(documentTitle('Widget <Engineer> at Quokka & Co')));
    expect(h.og('title')).toBe(h.title);
    // The description's start, cut on a word at the meta table's 160 characters, HTML-escaped.
    const start = descriptionStart(HOSTILE_DESCRIPTION);
    expect(start.startsWith('Ship widgets.</script><script>alert("x")</script>')).toBe(true);
    expect(start.length).toBeLessThanOrEqual(160);
    expect(start.endsWith('…')).toBe(true);
    expect(h.description).toBe(escaped(start));
    expect(h.canonical).toBe(`https://upward.example/jobs/${openId}`);
    expect(h.og('url')).toBe(h.canonical);
    expect(h.noindex).toBe(false);
  });

  it('writes one schema.org JobPosting with the job’s fields, and a description cannot break out of it', async () => {
    const h = await head(`/jobs/${openId}`);
    // The only "</script>" after the element's start is its own end: the description's is \u003c-escaped.
    const start = h.body.indexOf('<script type="application/ld+json">');
    expect(start).toBeGreaterThan(-1);
    const inner = h.body.slice(start).split('</script>')[0]!;
    expect(inner).not.toContain('<script>alert');
    expect(inner).toContain('\\u003c/script\\u003e');
    const [posting, ...more] = jsonLd(h.body);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Widget <Engineer>',
      description: HOSTILE_DESCRIPTION,
      datePosted: posted.toISOString(),
      validThrough: new Date(posted.getTime() + config.jobs.maxAgeDays * DAY).toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Quokka & Co' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin, TX' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 90_000, maxValue: 120_000 } },
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: APP_NAME, value: openId },
      url: `https://upward.example/jobs/${openId}`,
    });
    expect(posting!.jobLocationType).toBeUndefined();
  });

  it('marks a remote job TELECOMMUTE, with a one-ended salary as a single value', async () => {
    const [posting] = jsonLd((await head(`/jobs/${remoteId}`)).body);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', baseSalary: { value: { value: 80_000, unitText: 'YEAR' } } });
    expect(posting!.jobLocation).toBeUndefined();
  });

  it('answers a closed, missing or malformed job 404 with a noindex head, the generic meta and no JSON-LD', async () => {
    for (const id of [closedId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const h = await head(`/jobs/${id}`);
      expect(h.res.statusCode, id).toBe(404);
      expect(h.noindex, id).toBe(true);
      expect(h.title, id).toBe(escaped(documentTitle(ROUTE_META['/jobs/:jobId'].title)));
      expect(h.body, id).not.toContain('Closed Role');
      expect(jsonLd(h.body), id).toEqual([]);
      // The page still loads: a saver of the closed job reads it client-side.
      expect(h.body).toContain('<div id="root">');
    }
  });

  it('lists open jobs in the sitemap with their last change, and no closed one', async () => {
    const res = await app.inject('/sitemap.xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`https://upward.example/jobs/${openId}`);
    expect(locs).toContain(`https://upward.example/jobs/${remoteId}`);
    expect(locs).not.toContain(`https://upward.example/jobs/${closedId}`);
    expect(res.body).toMatch(new RegExp(`<loc>https://upward.example/jobs/${openId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`));
    expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });
});
