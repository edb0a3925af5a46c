// The account journeys in Chromium, against the real server: sign-up with e-mail verification,
// password reset, two-factor setup and challenge, and the return path after sign-in. Mail is
// read from the server's file outbox.
import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { useBrowser } from '../support/browser.ts';
import { createAccount, field, mailedLink, PASSWORD, pathIs, signIn, signUp, uniqueEmail, verifyEmail } from '../support/journeys.ts';
import { codeFor, currentStep, nextUnusedStep } from '../support/totp.ts';

const { newPage, screenshot } = useBrowser();
const NEW_PASSWORD = 'Amber-orchard-compass-93';

const newAccount = async (email: string, role?: string) => createAccount(await newPage(), email, role);

// ---- Journeys ---------------------------------------------------------------------------------

describe('account journeys in Chromium', () => {
  it('signs up, verifies the e-mail from its link, signs in and lands on onboarding', async () => {
    const email = uniqueEmail('signup');
    const page = await newPage();
    await page.goto('/signup?plan=free');
    await field(page, 'Password').fill('Quiet');
    await expect.poll(() => page.getByText('At least 8 characters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Please select your role').isVisible()).toBe(true);
    await field(page, 'Password').fill(PASSWORD);
    await expect.poll(() => page.getByText(/^Password strength:/).isVisible()).toBe(true);
    await screenshot(page, 'auth-sign-up');

    await signUp(page, email);
    await verifyEmail(page, email);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/onboarding/job-seeker'));
    // A first sign-in is welcomed, not welcomed back (decision 041).
    await expect.poll(() => page.getByText(TOASTS.auth.welcome.title, { exact: true }).isVisible()).toBe(true);

    // Signed in, the auth screen sends the visitor on.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname !== '/auth');
    expect(page.consoleErrors).toEqual([]);
  });

  it('refuses an unverified sign-in with a way to resend the link', async () => {
    const email = uniqueEmail('unverified');
    const page = await newPage();
    await signUp(page, email);
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await signIn(page, email, PASSWORD);
    const alert = page.getByRole('alert', { name: TOASTS.auth.emailNotVerified.title });
    await expect.poll(() => alert.isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Resend verification email' }).click();
    await expect.poll(() => page.getByText(TOASTS.auth.verificationSent.title).isVisible()).toBe(true);
    await screenshot(page, 'auth-email-not-confirmed');
  });

  it('resets a forgotten password from the e-mailed link; the old password stops working', async () => {
    const email = uniqueEmail('reset');
    const page = await newAccount(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByText(`We sent a password reset link to ${email}`).isVisible()).toBe(true);

    await page.goto(await mailedLink(email, '/auth/reset'));
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(pathIs('/auth'));
    await expect.poll(() => page.getByText(TOASTS.auth.passwordUpdated.title).isVisible()).toBe(true);

    await signIn(page, email, PASSWORD);
    // The inline alert (named by its title), beside the toast.
    const refused = page.getByRole('alert', { name: TOASTS.auth.signInFailed.title });
    await expect.poll(() => refused.textContent()).toContain(TOASTS.auth.invalidCredentials.description);
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(pathIs('/onboarding/job-seeker'));
  });

  it('turns on two-factor authentication, asks for a code at the next sign-in, turns it off; deletes the account', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('mfa');
    const page = await newAccount(email);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/onboarding/job-seeker'));

    await page.goto('/mfa-setup');
    await page.getByRole('button', { name: 'Start Setup' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
    await screenshot(page, 'mfa-setup-scan');
    await page.getByRole('button', { name: 'Next' }).click();
    const verifyButton = page.getByRole('button', { name: 'Verify', exact: true });
    await field(page, 'Verification code').fill('12a34');
    expect(await field(page, 'Verification code').inputValue()).toBe('1234');
    expect(await verifyButton.isDisabled()).toBe(true);

    const usedStep = currentStep();
    await field(page, 'Verification code').fill(codeFor(secret, usedStep));
    await verifyButton.click();
    await expect.poll(() => page.getByTestId('recovery-code').count()).toBe(AUTH_LIMITS.recoveryCodes);
    const recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
    await screenshot(page, 'mfa-setup-codes');
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Setup Complete!' }).isVisible()).toBe(true);
    await page.waitForURL(pathIs('/dashboard'));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(pathIs('/'));

    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/mfa-challenge'));
    await expect.poll(() => page.getByRole('heading', { name: 'Multi-Factor Authentication' }).isVisible()).toBe(true);
    await screenshot(page, 'mfa-challenge');
    // A code works once: the one used at enrolment is refused, so wait for the next step if need be.
    const step = await nextUnusedStep(usedStep);
    await field(page, 'Verification code').fill(codeFor(secret, step));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(pathIs('/dashboard'));
    expect(page.consoleErrors).toEqual([]);

    // Settings: turn it off with a recovery code, then delete the account.
    await page.goto('/settings');
    const twoFactor = page.getByRole('switch', { name: 'Two-factor authentication' });
    await expect.poll(() => twoFactor.isChecked()).toBe(true);
    expect(await page.getByText(`${AUTH_LIMITS.recoveryCodes} recovery codes left`).isVisible()).toBe(true);
    await twoFactor.click({ force: true });
    await field(page, 'Authentication or recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Turn Off' }).click();
    await expect.poll(() => page.getByText(TOASTS.mfa.disabled.title).isVisible()).toBe(true);
    await expect.poll(() => twoFactor.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Type DELETE' }).fill('DELETE');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(pathIs('/'));
    await expect.poll(() => page.getByText(TOASTS.account.deleted.title).isVisible()).toBe(true);
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('alert', { name: TOASTS.auth.signInFailed.title }).isVisible()).toBe(true);
  });

  it('returns to /settings after sign-in and shows the Account tab', async () => {
    const email = uniqueEmail('employer');
    await newAccount(email, 'Employer');
    const page = await newPage();
    await page.goto('/settings');
    await page.waitForURL(pathIs('/auth'));
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/settings'));
    await expect.poll(() => page.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    for (const card of ['Change password', 'Email address', 'Two-factor authentication', 'Active sessions', 'API tokens', 'Danger zone']) {
      await expect.poll(() => page.getByRole('heading', { name: card, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('This device').isVisible()).toBe(true);

    await field(page, 'Token name').fill('Nightly export');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await expect.poll(() => page.getByTestId('api-token').textContent()).toMatch(/^upw_/);
    await expect.poll(() => page.getByRole('cell', { name: 'Nightly export', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'settings-account');
    expect(page.consoleErrors).toEqual([]);
  });

  it('honours /auth?redirect= as the return path, but never one that leaves the site', async () => {
    const email = uniqueEmail('partner');
    await newAccount(email, 'Partner');
    const page = await newPage();
    await page.goto('/auth?redirect=/settings');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/settings'));

    const other = await newPage();
    await other.goto('/auth?redirect=//evil.example/');
    await signIn(other, email, PASSWORD);
    await other.waitForURL(pathIs('/dashboard/partner'));
  });
});
