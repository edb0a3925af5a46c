// Mantine notifications in browser tests: find one by its text, and clear them all (they sit top
// right, over the header's and the cards' buttons).
import { expect } from 'vitest';
import type { TrackedPage } from './browser.ts';

export const toast = (page: TrackedPage, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** Closes every toast. The mouse leaves them first, since a hovered toast never closes by itself. */
export async function dismissToasts(page: TrackedPage) {
  await page.mouse.move(400, 800);
  const toasts = page.locator('.mantine-Notification-root');
  await expect
    .poll(
      async () => {
        for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
          await close.click({ force: true, timeout: 1000 }).catch(() => undefined); // it may be leaving already
        }
        return toasts.count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
}
