// The developer docs in Chromium: /docs lists every procedure of the router (compared with the
// router itself, not with the JSON the page reads), one opens to its schemas and examples, the
// search narrows the list, and axe finds nothing serious, on a desktop and a phone-sized screen.
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const { newPage, screenshot } = useBrowser();
const routerPaths = Object.keys(appRouter._def.procedures).sort();

describe('developer docs in Chromium', () => {
  it('lists every procedure of the router and opens one', async () => {
    const page = await newPage({ bypassCSP: true });
    await page.goto('/docs');
    await expect.poll(() => page.getByRole('heading', { name: 'Developer documentation', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('[data-procedure]').first().waitFor({ timeout: 15_000 });

    const listed = await page.locator('[data-procedure]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-procedure')!));
    const missing = routerPaths.filter((path) => !listed.includes(path));
    expect(missing, `procedures missing from /docs: ${missing.join(', ')}`).toEqual([]);
    expect([...listed].sort()).toEqual(routerPaths);

    // Opened, a procedure shows its tier, schemas and both examples; details render only when open.
    const item = page.locator('[data-procedure="jobs.search"]');
    expect(await item.getByText('Typed client').count()).toBe(0);
    await item.getByRole('button', { expanded: false }).click();
    await expect.poll(() => item.getByRole('button', { expanded: true }).isVisible()).toBe(true);
    expect(await item.getByText('Who may call it:').isVisible()).toBe(true);
    expect(await item.getByText('Input (JSON Schema)').isVisible()).toBe(true);
    await item.getByText('Input (JSON Schema)').click();
    await expect.poll(() => item.locator('pre').filter({ hasText: '"$schema"' }).first().isVisible()).toBe(true);
    expect(await item.getByText('createTRPCClient<AppRouter>', { exact: false }).isVisible()).toBe(true);
    expect(await item.getByText('curl -G "$UPWARD_URL/trpc/jobs.search"', { exact: false }).isVisible()).toBe(true);
    expect(await axeFindings(page, 'docs, a procedure open')).toEqual([]);
    await screenshot(page, 'docs-desktop');

    // The search narrows the index to matching procedures.
    await page.getByRole('textbox', { name: 'Search procedures' }).fill('apiTokens');
    await expect.poll(() => page.locator('[data-procedure]').count()).toBe(3);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Search procedures' }).fill('');
    await expect.poll(() => page.locator('[data-procedure]').count()).toBe(routerPaths.length);
    expect(await axeFindings(page, 'docs at 390 px')).toEqual([]);
    await screenshot(page, 'docs-phone');
    expect(page.consoleErrors).toEqual([]);
  });
});
