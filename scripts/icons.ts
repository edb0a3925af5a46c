// `node scripts/icons.ts`: the PNG icons drawn from public/favicon.svg, committed beside it. Run it
// again after changing the favicon. The installed web app's (public/icons/, named by
// public/manifest.webmanifest and index.html) and the browser extension's (extension/public/icons/).
// A maskable icon and the Apple touch icon fill their square with the favicon's indigo and keep the
// mark in the middle 70%, inside the circle a phone may cut any icon to.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = readFileSync(path.join(root, 'public/favicon.svg'));
/** The favicon's background (Mantine's indigo 6, the app's primary colour). */
const INDIGO = '#4c6ef5';
const SVG_SIZE = 32;

const render = (size: number) => sharp(favicon, { density: (72 * size) / SVG_SIZE }).resize(size, size).png();

async function plain(size: number, file: string) {
  await render(size).toFile(file);
}

async function fullBleed(size: number, file: string) {
  const mark = Math.round(size * 0.7);
  await sharp({ create: { width: size, height: size, channels: 4, background: INDIGO } })
    .composite([{ input: await render(mark).toBuffer(), gravity: 'centre' }])
    .png()
    .toFile(file);
}

const web = path.join(root, 'public/icons');
const extension = path.join(root, 'extension/public/icons');
mkdirSync(web, { recursive: true });
mkdirSync(extension, { recursive: true });
for (const size of [192, 512]) await plain(size, path.join(web, `icon-${size}.png`));
await fullBleed(512, path.join(web, 'maskable-512.png'));
await fullBleed(180, path.join(web, 'apple-touch-icon.png'));
for (const size of [16, 32, 48, 128]) await plain(size, path.join(extension, `icon-${size}.png`));
console.log('icons written to public/icons/ and extension/public/icons/');
