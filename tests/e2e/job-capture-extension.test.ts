// Save a job from anywhere, in Chromium: the browser extension as the server hands it out (the
// download, unpacked, names this server), loaded into Chromium; a member makes its token in
// Settings, opens a job posting on another site (a loopback server), and the extension reads the
// page in the page and saves the job through the API. The same token is refused everything else.
// Also: the page reader and the description's text on their own in a page, the Settings card at
// 1280 and 390 px, and the installable web app's manifest as served.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPE_LABELS } from '#shared/constants/account.ts';
import { JOB_CAPTURE_EXTENSION as X, JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { zipEntries } from '../../src/server/platform/documents.ts';
import { htmlToText } from '../../extension/src/html-to-text.ts';
import { readPage } from '../../extension/src/page-reader.ts';
import { axeFindings } from '../support/axe.ts';
import { track, useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';
import { randomIp } from '../support/users.ts';
import { launchChromiumWithExtension } from '../../scripts/support/chromium.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const { baseUrl, newPage, screenshot } = useBrowser();

/** A job title no other test uses, so the saved jobs page shows exactly this one. */
const JOB_TITLE = `Platform Engineer ${randomUUID().slice(0, 6)}`;

const jobPostingPage = (origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${JOB_TITLE} · Acme Robotics careers</title>
<link rel="canonical" href="${origin}/jobs/platform-engineer">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: JOB_TITLE,
  hiringOrganization: { '@type': 'Organization', name: 'Acme Robotics' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
  baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' } },
  employmentType: 'FULL_TIME',
  datePosted: new Date().toISOString().slice(0, 10),
  description: '<p>Build the platform our robots run on.</p><ul><li>Kubernetes</li><li>Go &amp; Rust</li></ul>',
  url: `${origin}/jobs/platform-engineer`,
})}</script></head>
<body><h1>${JOB_TITLE}</h1><p>Acme Robotics, Berlin</p></body></html>`;

/** Microdata with nested items, an itemref and an item that is no posting; a JSON-LD block that is not one either. */
const MICRODATA_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title> Data Analyst </title>
<link rel="canonical" href="/jobs/analyst">
<meta property="og:title" content="Data Analyst at Globex"><meta property="og:site_name" content="Globex Careers">
<script type="application/ld+json">{"@type":"Organization","name":"Globex"}</script></head>
<body>
<div itemscope itemtype="https://schema.org/JobPosting" itemref="salary">
  <h1 itemprop="title">Data Analyst</h1>
  <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Globex</span> <a itemprop="sameAs" href="/about">About</a></div>
  <div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Springfield</span></div></div>
  <time itemprop="datePosted" datetime="2026-11-01">November 1</time>
  <meta itemprop="employmentType" content="FULL_TIME">
  <div itemprop="description"><p>Line one.</p><p>Line two.</p></div>
</div>
<div id="salary" itemprop="baseSalary" itemscope itemtype="https://schema.org/MonetaryAmount"><meta itemprop="currency" content="USD"><span itemprop="value">80000</span></div>
<div itemscope itemtype="https://schema.org/BreadcrumbList"></div>
</body></html>`;

/** Another site: a job posting, a microdata page and a page with no posting, on loopback. */
let site: Server;
let siteOrigin: string;
beforeAll(async () => {
  site = createServer((req, res) => {
    const pages: Record<string, string> = {
      '/jobs/platform-engineer': jobPostingPage(siteOrigin),
      '/microdata': MICRODATA_PAGE,
      '/about': '<!doctype html><title>About Acme</title><p>We make robots.</p>',
    };
    const pathname = new URL(req.url ?? '/', siteOrigin).pathname;
    if (pathname === '/favicon.ico') return void res.writeHead(204).end();
    const page = pages[pathname];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The download, unpacked into a folder Chromium can load. */
async function downloadExtension(): Promise<{ dir: string; files: Record<string, Buffer> }> {
  const res = await fetch(`${baseUrl}${X.downloadPath}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const entries = zipEntries(Buffer.from(await res.arrayBuffer()));
  expect(entries).not.toBeNull();
  const dir = path.join(tempDir('upward-extension-'), 'extension');
  const files: Record<string, Buffer> = {};
  for (const entry of entries!) {
    const data = entry.method === 8 ? inflateRawSync(entry.data) : entry.data;
    mkdirSync(path.dirname(path.join(dir, entry.name)), { recursive: true });
    writeFileSync(path.join(dir, entry.name), data);
    files[entry.name] = data;
  }
  return { dir, files };
}

/** The extension's service worker, once it has started. */
async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
  return running ?? context.waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith('chrome-extension://') });
}

/**
 * What a click on the toolbar button does, for the tab showing `url`: the worker's openSaver reads
 * the page and opens the saver's window, which this answers.
 */
async function openSaverFor(context: BrowserContext, worker: Worker, url: string): Promise<TrackedPage> {
  const opened = context.waitForEvent('page', { predicate: (p) => p.url().includes('/save.html?tab=') });
  await worker.evaluate(async (pageUrl) => {
    const tabs = await chrome.tabs.query({ url: `${new URL(pageUrl).origin}/*` });
    const tab = tabs.find((t) => t.url === pageUrl);
    if (!tab) throw new Error(`no tab shows ${pageUrl}`);
    await (self as unknown as { openSaver: (tab: chrome.tabs.Tab) => Promise<void> }).openSaver(tab);
  }, url);
  const saver = track(await opened);
  await expect.poll(() => saver.getByRole('heading', { name: X.windowTitle }).isVisible()).toBe(true);
  return saver;
}

const value = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`).innerText();

describe('the browser extension', () => {
  it('is downloaded made for this server', async () => {
    const { files } = await downloadExtension();
    const origin = new URL(baseUrl).origin;
    expect(JSON.parse(files[X.configFile]!.toString('utf8'))).toEqual({ origin });
    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as { manifest_version: number; host_permissions: string[]; background: { service_worker: string } };
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions).toContain(`${origin}/*`);
    for (const file of [manifest.background.service_worker, 'save.html', 'icons/icon-128.png']) expect(files[file], file).toBeDefined();
  });

  it('reads a page as it is in the page: JSON-LD text, nested microdata with itemref, OpenGraph, the canonical address', async () => {
    const page = await newPage();
    await page.goto(`${siteOrigin}/microdata`);
    const facts = await page.evaluate(readPage, { maxItems: 50, maxValues: 1000, maxText: 1000 });
    const item = (type: string, props: Record<string, unknown[]>) => ({ type: [`https://schema.org/${type}`], props });
    expect(facts).toEqual({
      pageUrl: `${siteOrigin}/microdata`,
      canonicalUrl: `${siteOrigin}/jobs/analyst`,
      jsonLd: ['{"@type":"Organization","name":"Globex"}'],
      microdata: [
        item('JobPosting', {
          title: ['Data Analyst'],
          hiringOrganization: [item('Organization', { name: ['Globex'], sameAs: [`${siteOrigin}/about`] })],
          jobLocation: [item('Place', { address: [item('PostalAddress', { addressLocality: ['Springfield'] })] })],
          datePosted: ['2026-11-01'],
          employmentType: ['FULL_TIME'],
          description: ['Line one.\n\nLine two.'],
          baseSalary: [item('MonetaryAmount', { currency: ['USD'], value: ['80000'] })],
        }),
        item('BreadcrumbList', {}),
      ],
      openGraph: { title: 'Data Analyst at Globex', siteName: 'Globex Careers' },
      title: 'Data Analyst',
    });
    // At most as many blocks, items, values and characters as asked for.
    const limited = await page.evaluate(readPage, { maxItems: 1, maxValues: 2, maxText: 4 });
    expect(limited.jsonLd).toHaveLength(1);
    expect(limited.microdata).toEqual([item('JobPosting', { title: ['Data'], hiringOrganization: [item('Organization', {})] })]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("turns a description's HTML into text with the browser's parser, running none of it", async () => {
    const page = await newPage();
    await page.goto(`${siteOrigin}/about`);
    const cases: [string, string][] = [
      ['<p>Build the platform.</p> <ul> <li>Kubernetes</li> <li>Go &amp; Rust</li> </ul><p>Apply<br>today</p>', 'Build the platform.\n\n• Kubernetes\n• Go & Rust\n\nApply\ntoday'],
      ['&lt;p&gt;Escaped twice&lt;/p&gt;&lt;p&gt;still paragraphs&lt;/p&gt;', 'Escaped twice\n\nstill paragraphs'],
      ['First line\nSecond line', 'First line\nSecond line'],
      ['<h2>Role</h2><div>One   space\n apart</div><script>document.title = "ran"</script><img src=x onerror="document.title=\'ran\'">', 'Role\n\nOne space apart'],
    ];
    for (const [html, text] of cases) expect(await page.evaluate(htmlToText, html), html).toBe(text);
    expect(await page.title()).toBe('About Acme');
  });

  describe('loaded in Chromium', () => {
    let context: BrowserContext;
    let worker: Worker;
    let upward: TrackedPage;
    let token: string;

    beforeAll(async () => {
      const { dir } = await downloadExtension();
      context = await launchChromiumWithExtension(dir, tempDir('upward-chromium-profile-'), {
        baseURL: baseUrl,
        viewport: { width: 1280, height: 900 },
        // axe-core runs in the Settings page.
        bypassCSP: true,
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      });
      worker = await extensionWorker(context);
      upward = track(await context.newPage());
    });
    afterAll(() => context?.close());

    it('makes its token in Settings: a capture token, shown once, listed as saving jobs only', async () => {
      const email = uniqueEmail('capture');
      // An employer skips the job seeker's onboarding wizard; saved jobs are open to every account.
      await createAccount(upward, email, 'Employer');
      await signIn(upward, email, PASSWORD);
      await upward.waitForURL(pathIs('/dashboard/employer'));
      await upward.goto('/settings?tab=account');

      const card = upward.getByRole('region', { name: X.cardTitle });
      await expect.poll(() => card.getByRole('link', { name: X.download }).getAttribute('href')).toBe(X.downloadPath);
      for (const step of X.installSteps) expect(await card.getByText(step, { exact: true }).isVisible(), step).toBe(true);
      await card.getByRole('button', { name: X.createToken }).click();
      await expect.poll(() => card.getByTestId('api-token').isVisible()).toBe(true);
      token = await card.getByTestId('api-token').innerText();
      expect(token).toMatch(/^upw_/);
      const tokens = upward.getByRole('region', { name: 'API tokens' });
      await expect.poll(() => tokens.getByRole('row', { name: new RegExp(X.tokenName) }).innerText()).toContain(API_TOKEN_SCOPE_LABELS.capture);

      await dismissToasts(upward);
      expect(await axeFindings(upward, 'account tab with the extension card')).toEqual([]);
      await dismissToasts(upward);
      await screenshot(upward, 'job-capture-settings-1280');
      await upward.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => card.getByRole('link', { name: X.download }).isVisible()).toBe(true);
      // Nothing of the card, the new token's copy button included, past the phone's edge (decision 042).
      for (const part of [card, card.getByRole('button', { name: 'Copy' }), card.getByRole('button', { name: X.createToken })]) {
        const box = await part.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      // The copy button keeps its word: the token wraps instead of squeezing it.
      expect(await card.getByRole('button', { name: 'Copy' }).evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      await dismissToasts(upward);
      await screenshot(upward, 'job-capture-settings-390');
      await upward.setViewportSize({ width: 1280, height: 900 });
      expect(upward.consoleErrors).toEqual([]);
    });

    it('says so when a page holds no posting, or is one extensions may not read', async () => {
      const page = await context.newPage();
      await page.goto(`${siteOrigin}/about`);
      const saver = await openSaverFor(context, worker, `${siteOrigin}/about`);
      await expect.poll(() => saver.getByRole('alert').innerText()).toBe(JOB_CAPTURE_TEXT.noPosting);
      expect(await saver.getByRole('link', { name: X.addYourself }).getAttribute('href')).toBe(`${new URL(baseUrl).origin}/applications`);
      await saver.close();
      await page.close();

      const opened = context.waitForEvent('page', { predicate: (p) => p.url().includes('/save.html?tab=') });
      await worker.evaluate(async () => {
        const tab = await (chrome.tabs as unknown as { create: (o: { url: string }) => Promise<chrome.tabs.Tab> }).create({ url: 'chrome://version' });
        await (self as unknown as { openSaver: (tab: chrome.tabs.Tab) => Promise<void> }).openSaver(tab);
      });
      const refused = await opened;
      await expect.poll(() => refused.getByRole('alert').innerText()).toBe(X.pageUnreadable);
      await refused.close();
    });

    it('saves the posting on the open page to saved jobs with the token, asking again when the token is refused', async () => {
      const jobUrl = `${siteOrigin}/jobs/platform-engineer`;
      const page = await context.newPage();
      await page.goto(jobUrl);
      const saver = await openSaverFor(context, worker, jobUrl);

      // What was read, to check before saving.
      await expect.poll(() => value(saver, X.fieldLabels.title)).toBe(JOB_TITLE);
      expect(await value(saver, X.fieldLabels.company)).toBe('Acme Robotics');
      expect(await value(saver, X.fieldLabels.location)).toContain('Berlin');
      expect(await value(saver, X.fieldLabels.salary)).toBe(`€70,000 – €90,000 ${X.perYear}`);
      expect(await saver.getByRole('radio', { name: JOB_CAPTURE_TEXT.targetLabels.saved }).isChecked()).toBe(true);
      // The size of the window openSaver opens (the context's viewport overrides it).
      await saver.setViewportSize({ width: 440, height: 640 });
      await screenshot(saver, 'job-capture-extension-saver');

      // No token yet: asked for. A wrong one is refused in words, and asked for again.
      const tokenField = saver.getByLabel(X.tokenLabel);
      expect(await tokenField.isVisible()).toBe(true);
      await saver.getByRole('button', { name: JOB_CAPTURE_TEXT.save }).click();
      await expect.poll(() => saver.getByRole('alert').innerText()).toBe(X.tokenRequired);
      await tokenField.fill('upw_not-a-real-token');
      await saver.getByRole('button', { name: JOB_CAPTURE_TEXT.save }).click();
      await expect.poll(() => saver.getByRole('alert').innerText()).toBe(X.tokenRefused);
      expect(await tokenField.inputValue()).toBe('');

      await tokenField.fill(token);
      await saver.getByRole('button', { name: JOB_CAPTURE_TEXT.save }).click();
      await expect.poll(() => saver.getByRole('status').innerText(), { timeout: 15_000 }).toContain(X.savedTo.saved);
      expect(await saver.getByRole('link', { name: X.openIn.saved }).getAttribute('href')).toBe(`${new URL(baseUrl).origin}/saved-jobs`);
      expect(await tokenField.isVisible()).toBe(false);
      await screenshot(saver, 'job-capture-extension-saved');
      // The browser logs the refused token's answer; nothing else went wrong.
      expect(saver.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
      await saver.close();

      await upward.goto('/saved-jobs');
      await expect.poll(() => upward.getByText(JOB_TITLE).first().isVisible()).toBe(true);

      // The token is kept: the next save asks for nothing, and may track the job instead.
      const again = await openSaverFor(context, worker, jobUrl);
      await expect.poll(() => again.getByRole('button', { name: X.changeToken }).isVisible()).toBe(true);
      expect(await again.getByLabel(X.tokenLabel).isVisible()).toBe(false);
      await again.getByRole('radio', { name: JOB_CAPTURE_TEXT.targetLabels.tracked }).check();
      await again.getByRole('button', { name: JOB_CAPTURE_TEXT.save }).click();
      await expect.poll(() => again.getByRole('status').innerText(), { timeout: 15_000 }).toContain(X.savedTo.tracked);
      await again.close();
      await upward.goto('/applications');
      await expect.poll(() => upward.getByText(JOB_TITLE).first().isVisible()).toBe(true);
    });

    it('gives the capture token nothing else: another procedure and a raw route refuse it', async () => {
      const bearer = { authorization: `Bearer ${token}` };
      const list = await fetch(`${baseUrl}/trpc/applications.list`, { headers: bearer });
      expect(list.status).toBe(403);
      const csv = await fetch(`${baseUrl}/api/applications/export.csv`, { headers: bearer });
      expect(csv.status).toBe(403);
    });
  });
});

describe('the installable web app', () => {
  it('serves its manifest as a manifest, with the share target, and Chromium reads it without errors', async () => {
    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = (await res.json()) as { share_target: unknown; icons: { src: string }[] };
    expect(manifest.share_target).toEqual({ action: '/applications', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } });
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }

    const page = await newPage();
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(parsed.url).toBe(`${new URL(baseUrl).origin}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
