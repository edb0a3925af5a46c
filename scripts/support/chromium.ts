// Debian's Chromium, driven by playwright-core: the browser suite and the paint benchmark launch it
// the same way. Nothing is downloaded; `apt-get install -y chromium` provides it (.ci/run does).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...ARGS] });
}

/**
 * Chromium with one unpacked extension loaded, in a profile of its own (extensions need a persistent
 * profile, and run headless only in the new headless mode).
 */
export function launchChromiumWithExtension(extensionDir: string, profileDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    ...options,
    executablePath: CHROMIUM_PATH,
    headless: false,
    args: ['--headless=new', ...ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
}
