// The installed web app: its manifest opens the tracker from a phone's share sheet, names icons that
// exist at their stated sizes, and matches what index.html links; the service worker keeps no copy
// of any response (decision 027), since what it would store is a member's private pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '#shared/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file));

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  share_target: { action: string; method: string; enctype: string; params: Record<string, string> };
}
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as WebAppManifest;
const indexHtml = read('src/client/index.html').toString('utf8');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('is a standalone app named Upward, starting inside its scope on a page the app serves', () => {
    expect(manifest).toMatchObject({ name: 'Upward', short_name: 'Upward', display: 'standalone', scope: '/' });
    expect(findRoute(manifest.start_url)).not.toBeNull();
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  });

  it('shares into the tracker with GET, the link in url or text (Android puts it in text)', () => {
    expect(manifest.share_target).toEqual({ action: '/applications', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } });
    expect(findRoute(manifest.share_target.action)).toBe('/applications');
  });

  it('names PNG icons that exist at their stated sizes: 192 and 512, and a maskable one', () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(read(path.join('public', icon.src))), icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['512x512']);
  });

  it('is linked from index.html, with the same theme colour and an Apple touch icon that exists', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(pngSize(read(path.join('public', touchIcon!)))).toBe('180x180');
  });
});

describe('the service worker', () => {
  const worker = read('public/sw.js').toString('utf8');

  it('keeps no responses: no Cache API, no fetch handler', () => {
    expect(worker).not.toMatch(/\bcaches\s*\./);
    expect(worker).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
    expect(worker).not.toMatch(/\bonfetch\b/);
  });
});
