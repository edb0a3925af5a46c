// The application tracker in Chromium, as a free user: the empty state, five applications added
// through the dialog, the gate at the sixth (add disabled, the locked block linking to /pricing),
// an edit (every field shown) that moves a counter, search and the status filter, and the export link.
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const count = (page: TrackedPage, status: string) => page.getByTestId(`count-${status}`).textContent();
const cards = (page: TrackedPage) => page.getByRole('article');
const addButton = (page: TrackedPage) => page.getByRole('button', { name: 'Add Application', exact: true }).first();

async function addApplication(page: TrackedPage, n: number, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name: 'Add New Application' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await field(page, 'Company Name').fill(`Company ${n}`);
  await field(page, 'Job Title').fill(`Role ${n}`);
  if (n === 1) {
    await field(page, 'Location').fill('Berlin');
    await field(page, 'Salary Min').fill('55,000');
    await page.getByLabel('Applied Date').fill('2026-03-05');
  }
  await dialog.getByRole('button', { name: 'Add Application' }).click();
  await expect.poll(() => page.getByText(TOASTS.applications.added.description!).isVisible()).toBe(true);
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await dismissToasts(page);
}

describe('application tracker in Chromium', () => {
  it('tracks five applications for a free user, then locks adding and offers the upgrade', { timeout: 180_000 }, async () => {
    const email = uniqueEmail('tracker');
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));

    await page.goto('/applications');
    await expect.poll(() => page.getByRole('heading', { name: 'Application Tracker' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'No Applications Found' }).isVisible()).toBe(true);
    expect(await page.getByTestId('applications-used').textContent()).toBe('(0/5 applications used)');
    await screenshot(page, 'applications-empty');

    await addApplication(page, 1, () => page.getByRole('button', { name: 'Add Your First Application' }).click());
    for (let n = 2; n <= 5; n++) await addApplication(page, n, () => addButton(page).click());

    await expect.poll(() => cards(page).count()).toBe(5);
    expect(await page.getByTestId('applications-used').textContent()).toBe('(5/5 applications used)');
    expect(await count(page, 'applied')).toBe('5');
    const first = page.getByRole('article', { name: 'Role 1 at Company 1' });
    expect(await first.getByText('Applied Mar 5, 2026').isVisible()).toBe(true);
    expect(await first.getByText('$55,000+').isVisible()).toBe(true);

    // The sixth: the add button is disabled and the locked block links to /pricing.
    expect(await addButton(page).isDisabled()).toBe(true);
    const locked = page.getByTestId('applications-locked');
    expect(await locked.getByText(TOASTS.applications.upgradeRequired.description!).isVisible()).toBe(true);
    expect(await locked.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    await screenshot(page, 'applications-limit');

    // Edit: every field is there, filled in; the counters follow a new status.
    await page.getByRole('button', { name: 'Edit Role 3 at Company 3' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Application' });
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'Company Name' }).inputValue()).toBe('Company 3');
    expect(await edit.getByRole('textbox', { name: 'Job Link' }).inputValue()).toBe('');
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Interviewing' }).click();
    await edit.getByRole('textbox', { name: 'Notes' }).fill('Phone screen on Tuesday');
    await screenshot(page, 'applications-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText(TOASTS.applications.updated.description!).isVisible()).toBe(true);
    await expect.poll(() => count(page, 'interviewing')).toBe('1');
    expect(await count(page, 'applied')).toBe('4');
    const third = page.getByRole('article', { name: 'Role 3 at Company 3' });
    expect(await third.getByTestId('application-status').textContent()).toBe('Interviewing');
    expect(await third.getByText('Phone screen on Tuesday').isVisible()).toBe(true);
    await dismissToasts(page);

    // Search and the status filter work on the list.
    await page.getByPlaceholder('Search applications...').fill('company 2');
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.getByPlaceholder('Search applications...').fill('');
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Interviewing' }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Offer' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No Applications Found' }).isVisible()).toBe(true);

    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(APPLICATIONS_EXPORT_PATH);
    await screenshot(page, 'applications-filtered');
    expect(page.consoleErrors).toEqual([]);
  });
});
