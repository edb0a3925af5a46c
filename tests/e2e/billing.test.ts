// The upgrade journey in Chromium against the local billing provider (no Stripe key in tests):
// pricing → checkout in a new tab → pay → premium; Settings → Billing → the portal → cancel at the
// period end. Also the signed-out checkout click, which signs in first and comes back to /pricing.
import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/constants.ts';
import { formatPrice } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { track, useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const { premium_monthly: monthly } = PLANS;

/** Clicks a button that opens a new tab, and returns that tab. */
async function clickForNewTab(page: TrackedPage, click: () => Promise<void>): Promise<TrackedPage> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  return track(tab);
}

const plan = (page: TrackedPage, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: TrackedPage, title: string) => page.getByText(title, { exact: true });
const premiumBadge = (page: TrackedPage) => page.getByRole('button', { name: 'Account menu' }).getByText('Premium', { exact: true });

async function openUserMenu(page: TrackedPage) {
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect.poll(() => page.getByRole('menuitem', { name: 'Settings' }).isVisible()).toBe(true);
}

describe('billing journeys in Chromium', () => {
  it('sends a signed-out checkout click to sign in, and back to /pricing afterwards', async () => {
    const email = uniqueEmail('pricing-visitor');
    const page = await createAccount(await newPage(), email, 'Employer');
    await page.goto('/pricing');
    await plan(page, monthly.name).getByRole('button', { name: `Choose ${monthly.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/pricing');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/pricing'));
    await expect.poll(() => plan(page, PLANS.free.name).getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('upgrades through the local checkout, shows Premium, and cancels at the period end from the portal', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('upgrade');
    const page = await createAccount(await newPage(), email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));

    // Pricing: three plans, the annual one marked.
    await page.goto('/pricing');
    const annual = plan(page, PLANS.premium_annual.name);
    await expect.poll(() => annual.getByText(PLANS.premium_annual.badge).isVisible()).toBe(true);
    expect(await annual.getByText(formatPrice(PLANS.premium_annual.originalPriceUsd)).isVisible()).toBe(true);
    expect(await annual.getByText(PLANS.premium_annual.savingsLabel).isVisible()).toBe(true);
    expect(await plan(page, monthly.name).getByText(formatPrice(monthly.priceUsd), { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => plan(page, PLANS.free.name).getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await screenshot(page, 'billing-pricing');

    // Checkout opens in a new tab; Pay returns to /pricing?success=true there.
    const checkout = await clickForNewTab(page, () => plan(page, monthly.name).getByRole('button', { name: `Choose ${monthly.name}` }).click());
    await checkout.waitForURL(pathIs('/billing/checkout'));
    await expect.poll(() => checkout.getByText('Test checkout — no real payment is taken').isVisible()).toBe(true);
    await expect.poll(() => checkout.getByText(monthly.name, { exact: true }).isVisible()).toBe(true);
    await screenshot(checkout, 'billing-checkout');
    await checkout.getByRole('button', { name: `Pay ${formatPrice(monthly.priceUsd)}` }).click();
    await expect.poll(() => toast(checkout, TOASTS.billing.paymentSuccessful.title).isVisible()).toBe(true);
    // The flags leave the address, so a reload does not toast again.
    await expect.poll(() => new URL(checkout.url()).search).toBe('');
    expect(new URL(checkout.url()).pathname).toBe('/pricing');
    // The pricing tab that opened checkout learns of it without a reload (a BroadcastChannel message; decision 041).
    await expect.poll(() => plan(page, monthly.name).getByRole('button', { name: 'Current Plan' }).isDisabled(), { timeout: 10_000 }).toBe(true);

    // Premium now: the badge, no upgrade prompt, the plan marked current.
    await expect.poll(() => premiumBadge(checkout).isVisible()).toBe(true);
    await expect.poll(() => plan(checkout, monthly.name).getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await openUserMenu(checkout);
    expect(await checkout.getByRole('menuitem', { name: 'Upgrade to Premium' }).count()).toBe(0);

    // A premium user choosing the other plan gets "Already Subscribed" and no checkout.
    await checkout.keyboard.press('Escape');
    const pagesBefore = checkout.context().pages().length;
    await plan(checkout, PLANS.premium_annual.name).getByRole('button', { name: `Choose ${PLANS.premium_annual.name}` }).click();
    await expect.poll(() => toast(checkout, TOASTS.billing.alreadySubscribed.title).isVisible()).toBe(true);
    expect(checkout.context().pages().length).toBe(pagesBefore);

    // Settings → Billing.
    await openUserMenu(checkout);
    await checkout.getByRole('menuitem', { name: 'Settings' }).click();
    await checkout.waitForURL(pathIs('/settings'));
    await checkout.getByRole('tab', { name: 'Billing' }).click();
    await expect.poll(() => new URL(checkout.url()).searchParams.get('tab')).toBe('billing');
    await expect.poll(() => checkout.getByTestId('billing-plan').textContent()).toBe(monthly.name);
    expect(await checkout.getByText(/^Renews on /).isVisible()).toBe(true);
    await checkout.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => toast(checkout, TOASTS.billing.refreshed.title).isVisible()).toBe(true);
    await dismissToasts(checkout);
    await screenshot(checkout, 'billing-settings-tab');

    // Manage opens the portal in a new tab; cancel there keeps Premium to the period end.
    const portal = await clickForNewTab(checkout, () => checkout.getByRole('button', { name: 'Manage' }).click());
    await portal.waitForURL(pathIs('/billing/portal'));
    const subscription = portal.getByRole('region', { name: 'Your subscription' });
    await expect.poll(() => subscription.getByText(monthly.name, { exact: true }).isVisible()).toBe(true);
    expect(await subscription.getByRole('button', { name: 'Switch to annual' }).isVisible()).toBe(true);
    await screenshot(portal, 'billing-portal');
    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = portal.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/You keep Premium access until the end of the current billing period/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => subscription.getByText(/^Cancels on /).isVisible()).toBe(true);
    expect(await subscription.getByRole('button', { name: 'Resume subscription' }).isVisible()).toBe(true);
    await expect.poll(() => premiumBadge(portal).isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    // The toast names what happened, and the Billing tab that opened the portal shows it without a reload.
    await expect.poll(() => toast(portal, TOASTS.billing.subscriptionCanceled.title).isVisible()).toBe(true);
    await expect.poll(() => checkout.getByText(/^Cancels on /).isVisible(), { timeout: 10_000 }).toBe(true);
    await dismissToasts(portal);
    await screenshot(portal, 'billing-portal-canceled');

    // Back on the Billing tab: still premium, with the cancellation date.
    await portal.getByRole('link', { name: 'Back to Settings' }).click();
    await portal.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'billing');
    await expect.poll(() => portal.getByText(/^Cancels on /).isVisible()).toBe(true);
    expect(await portal.getByTestId('billing-plan').textContent()).toBe(monthly.name);
    expect(await premiumBadge(portal).isVisible()).toBe(true);

    for (const tab of [page, checkout, portal]) expect(tab.consoleErrors).toEqual([]);
  });
});
