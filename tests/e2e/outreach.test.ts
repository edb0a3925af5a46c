// Waitlist and contact in Chromium against the real server: an audience card preselects the
// interest area, the form checks its fields, a sign-up shows the thank-you state and the team's
// e-mail lands in the outbox (sent by the job queue); the same for the contact forms (/contact's
// with first and last name and a subject).
import { describe, expect, inject, it } from 'vitest';
import { OUTREACH_TEXT } from '#shared/constants/outreach.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { uniqueEmail } from '../support/journeys.ts';
import { mailTo } from '../support/outbox.ts';

const { newPage, screenshot } = useBrowser();
/** The e2e server runs with the default TEAM_EMAIL. */
const TEAM = 'team@upward.local';
const WAITLIST_THANKS = "Thank you! You've been successfully added to our waitlist.";
const CONTACT_THANKS = "Thank you for your message! We'll be in touch soon.";

async function teamMailAbout(email: string) {
  const mail = await mailTo(inject('dataDir'), TEAM);
  return mail.find((m) => m.text.includes(email)) ?? null;
}

async function sendContactForm(page: TrackedPage, email: string) {
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Company or Organization', exact: true }).fill('Compilers Ltd');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => form.getByText(OUTREACH_TEXT.messageTooShort).isVisible()).toBe(true);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to talk about a <b>mentoring</b> partnership.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => page.getByText(CONTACT_THANKS).isVisible()).toBe(true);
  expect(await form.count()).toBe(0);
  await expect.poll(async () => (await teamMailAbout(email))?.subject ?? null).toBe('Upward contact message from Grace Hopper');
}

describe('waitlist and contact in Chromium', () => {
  it('joins the waitlist from an audience card and mails the team', { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.goto('/waitlist');
    await expect.poll(() => page.getByRole('heading', { name: 'Join the Future of Work' }).isVisible()).toBe(true);
    for (const audience of ['Employers', 'Partners', 'Career Providers']) {
      expect(await page.getByRole('heading', { name: audience, exact: true }).isVisible()).toBe(true);
    }
    const form = page.getByRole('form', { name: 'Join Our Waitlist' });
    const interest = form.getByRole('combobox', { name: 'Interest Area' });
    expect(await interest.inputValue()).toBe('Employer');
    await page.getByRole('button', { name: 'Join as Partner' }).click();
    await expect.poll(() => interest.inputValue()).toBe('Partner');

    const email = uniqueEmail('waitlist');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('A');
    await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => form.getByText(OUTREACH_TEXT.nameTooShort).isVisible()).toBe(true);
    expect(await form.getByText(OUTREACH_TEXT.emailInvalid).isVisible()).toBe(true);

    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('<script>alert(1)</script> Ada');
    await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Company/Organization', exact: true }).fill('Analytical Engines');
    await form.getByRole('textbox', { name: 'Additional Message', exact: true }).fill('We hire graduates every spring.');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => page.getByText(WAITLIST_THANKS).isVisible()).toBe(true);
    expect(await form.count()).toBe(0);
    await screenshot(page, 'waitlist-joined');

    await expect.poll(async () => (await teamMailAbout(email))?.subject ?? null).toBe('Upward waitlist: <script>alert(1)</script> Ada (Partner)');
    const mail = (await teamMailAbout(email))!;
    expect(mail.text).toContain('Company: Analytical Engines');
    expect(mail.text).toContain('&#60;script&#62;');

    // The page's own contact form sends the same submission.
    await sendContactForm(page, uniqueEmail('partner-contact'));
    expect(page.consoleErrors).toEqual([]);
  });

  it('sends a message from /contact and mails the team', { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.goto('/contact');
    await expect.poll(() => page.getByRole('heading', { name: 'Contact Us', level: 1 }).isVisible()).toBe(true);
    // No office addresses Upward does not have (decision 041).
    expect(await page.getByRole('heading', { name: 'Our Offices' }).count()).toBe(0);
    const email = uniqueEmail('contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('My saved jobs disappeared after I upgraded.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByText(OUTREACH_TEXT.firstName).isVisible()).toBe(true);
    expect(await form.getByText(OUTREACH_TEXT.subject).isVisible()).toBe(true);
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
    await form.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Billing and Premium' }).click();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText(CONTACT_THANKS).isVisible()).toBe(true);
    await expect.poll(async () => (await teamMailAbout(email))?.subject ?? null).toBe('Upward contact message from Ada Lovelace');
    expect((await teamMailAbout(email))!.text).toContain('Subject: Billing and Premium');
    await screenshot(page, 'contact-sent');
    expect(page.consoleErrors).toEqual([]);
  });
});
