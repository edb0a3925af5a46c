// Updates from e-mail in Chromium, through the tracker's "Import e-mail" (SMTP delivery is the
// integration tests'): a member's interview invitation from Acme, with its calendar attached, is
// proposed with the line and the rule that decided it, accepted, and leaves the application
// Interviewing with the interview and its .ics; a rejection from Globex proposes Rejected, is
// accepted, then undone from the timeline (after which nothing is left to undo); a newsletter is listed as not recognised, changes
// nothing, and is dismissed. Settings shows the forwarding address, copies it, rotates it and keeps
// the auto-apply choice. Screens at 1280 and 390 pixels wide, checked with axe.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { INBOUND_OUTCOME_LABELS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { eml, type EmlOptions, icsInvite, icsStamp } from '../../scripts/support/eml.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A message as a mail program saves it (.eml). */
const message = (options: EmlOptions) => Buffer.from(eml(options));

/** Two weeks ahead at 14:30 UTC, for 45 minutes. */
function interviewSlot() {
  const start = new Date(Date.now() + 14 * 86_400_000);
  start.setUTCHours(14, 30, 0, 0);
  return { start, end: new Date(start.getTime() + 45 * 60_000) };
}

const invitation = (to: string, slot: { start: Date; end: Date }) =>
  message({
    from: 'Jamie Chen <jamie.chen@acme.example>',
    to,
    subject: 'Interview invitation: Software Engineer at Acme',
    date: new Date(Date.now() - 60 * 60_000),
    text: [
      'Hi Ada,',
      '',
      'Thank you for applying to Acme and for your patience while our team reviewed your application.',
      '',
      "We'd like to invite you to interview for the Software Engineer role at Acme.",
      '',
      'The first conversation is a 45-minute video call with our engineering manager. The calendar',
      'invitation is attached; reply to this message if the time does not suit you and we will find another.',
      '',
      'Best regards,',
      'Jamie Chen',
      'Talent Acquisition, Acme',
    ].join('\n'),
    calendar: icsInvite({ start: slot.start, minutes: 45, summary: 'Interview: Software Engineer at Acme', location: 'https://meet.acme.example/software-engineer' }),
  });

const REJECTION_LINE = 'After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our needs at this time.';

const rejection = (to: string) =>
  message({
    from: 'Globex Recruiting <no-reply@greenhouse.io>',
    to,
    subject: 'Your application to Globex',
    date: new Date(Date.now() - 2 * 60 * 60_000),
    text: [
      'Hi Ada,',
      '',
      'Thank you for your interest in the Data Analyst position at Globex and for the time you invested in applying.',
      '',
      REJECTION_LINE,
      '',
      'We wish you every success in your search.',
      '',
      'The Globex Recruiting Team',
    ].join('\n'),
    html: `<html><body><p>Hi Ada,</p><p>Thank you for your interest in the Data Analyst position at Globex and for the time you invested in applying.</p><p>${REJECTION_LINE}</p><p>We wish you every success in your search.</p><p>The Globex Recruiting Team</p></body></html>`,
  });

const newsletter = (to: string) =>
  message({
    from: 'Remote Roles Weekly <digest@remoteroles.example>',
    to,
    subject: 'This week: 12 remote roles in data and design',
    date: new Date(Date.now() - 3 * 60 * 60_000),
    text: [
      'Hello from Remote Roles Weekly!',
      '',
      'Here are this week’s picks from our readers’ favourite companies:',
      '',
      '- Product Designer, Initech (Lisbon or remote)',
      '- Analytics Engineer, Hooli (remote, Europe)',
      '- UX Researcher, Vandelay Industries (New York)',
      '',
      'Read the full list on our site. You get this because you subscribed; manage your subscription in your profile.',
    ].join('\n'),
  });

interface Overview {
  address: string;
  receiving: boolean;
  autoApply: boolean;
  proposals: { id: string; outcome: string; quote: string | null; ruleLabel: string | null; reason: string | null }[];
}

/** What the server says is pending: the rule's name is the classifier's to choose, so the screen is checked against it. */
async function overview(page: TrackedPage): Promise<Overview> {
  const res = await page.request.get('/trpc/inboundMail.overview');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: Overview } } }).result.data.json;
}

/** A verified employer (no onboarding wizard) signed in, with these applications, on /applications. */
async function member(applications: { companyName: string; jobTitle: string }[]) {
  const email = uniqueEmail('inbound');
  const page = await createAccount(await newPage({ bypassCSP: true }), email, 'Employer');
  await signIn(page, email, PASSWORD);
  await page.waitForURL(pathIs('/dashboard/employer'));
  for (const application of applications) await mutate(page, 'applications.add', application);
  await page.goto('/applications');
  await expect.poll(() => updates(page).isVisible()).toBe(true);
  return { page, email };
}

const updates = (page: TrackedPage) => page.getByRole('region', { name: /from your e-mail$/ });
const heading = (page: TrackedPage) => updates(page).getByRole('heading', { level: 2 });
const proposals = (page: TrackedPage) => updates(page).getByRole('list').getByRole('listitem');
const count = (page: TrackedPage, status: string) => page.getByTestId(`count-${status}`).textContent();
const pageWidth = (page: TrackedPage) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** Chooses the file in the tracker's Import e-mail, as the file picker would. */
async function importEmail(page: TrackedPage, name: string, buffer: Buffer) {
  await updates(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'message/rfc822', buffer });
}

async function openDetail(page: TrackedPage, name: string) {
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const detail = page.getByTestId('application-detail');
  await expect.poll(() => detail.isVisible()).toBe(true);
  return detail;
}

const timelineItem = (page: TrackedPage, title: string) => page.getByTestId('application-timeline').locator('.mantine-Timeline-item').filter({ hasText: title });

describe('updates from e-mail in Chromium', () => {
  it('proposes an interview from an invitation and a rejection from a rejection; accepting applies them, the timeline undoes one', { timeout: 240_000 }, async () => {
    const { page, email } = await member([
      { companyName: 'Acme', jobTitle: 'Software Engineer' },
      { companyName: 'Globex', jobTitle: 'Data Analyst' },
    ]);
    const findings: string[] = [];
    expect(await heading(page).textContent()).toBe(INBOUND_TEXT.noUpdates);

    // The interview invitation: the proposal says what it would change and why.
    const slot = interviewSlot();
    await importEmail(page, 'Interview invitation.eml', invitation(email, slot));
    await expect.poll(() => toast(page, INBOUND_TEXT.imported).isVisible()).toBe(true);
    await expect.poll(() => heading(page).textContent()).toBe(INBOUND_TEXT.updatesTitle(1));
    const [pending] = (await overview(page)).proposals;
    expect(pending).toMatchObject({ outcome: 'interview', reason: null });
    // The deciding line is the rules' to choose: the subject or the invitation's sentence.
    expect(pending!.quote).toMatch(/interview/i);
    const item = proposals(page).first();
    expect(await item.getByText(INBOUND_OUTCOME_LABELS.interview, { exact: true }).isVisible()).toBe(true);
    // The subject, first; the quote may repeat it when the subject is what decided.
    expect(await item.getByText('Interview invitation: Software Engineer at Acme', { exact: true }).first().isVisible()).toBe(true);
    expect(await item.getByText('jamie.chen@acme.example').isVisible()).toBe(true);
    expect(await item.getByTestId('email-update-target').textContent()).toBe('Acme — Software Engineer: Applied → Interviewing');
    expect(await item.locator('blockquote').textContent()).toBe(pending!.quote);
    expect(await item.getByText(INBOUND_TEXT.decidedBy(pending!.ruleLabel!), { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText(/45 min/).isVisible()).toBe(true);
    await dismissToasts(page);
    await screenshot(page, 'inbound-mail-proposal');
    findings.push(...(await axeFindings(page, 'tracker with a proposal')));
    await page.setViewportSize(PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'inbound-mail-proposal-390');
    await page.setViewportSize(DESKTOP);

    // Nothing changed until it is accepted.
    expect(await count(page, 'applied')).toBe('2');
    await item.getByRole('button', { name: INBOUND_TEXT.accept }).click();
    await expect.poll(() => toast(page, INBOUND_TEXT.accepted).isVisible()).toBe(true);
    await expect.poll(() => heading(page).textContent()).toBe(INBOUND_TEXT.noUpdates);
    await expect.poll(() => count(page, 'interviewing')).toBe('1');
    const acme = page.getByRole('article', { name: 'Software Engineer at Acme' });
    expect(await acme.getByTestId('application-status').textContent()).toBe('Interviewing');
    await dismissToasts(page);

    // The detail: the interview from the attached calendar, its .ics, and the timeline's e-mail update.
    const detail = await openDetail(page, 'Software Engineer at Acme');
    await expect.poll(() => detail.getByTestId('interview').count()).toBe(1);
    const ics = detail.getByTestId('interview').getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(await ics.getAttribute('href')).toMatch(/^\/api\/applications\/interviews\/[0-9a-f-]{36}\/event\.ics$/);
    const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`DTSTART:${icsStamp(slot.start)}`);
    expect(lines).toContain(`DTEND:${icsStamp(slot.end)}`);
    const update = timelineItem(page, 'Updated from your e-mail');
    expect(await update.getByText('Status: Applied → Interviewing').isVisible()).toBe(true);
    expect(await update.getByText('Interview added', { exact: true }).isVisible()).toBe(true);
    expect(await update.getByText(INBOUND_TEXT.decidedBy(pending!.ruleLabel!), { exact: true }).isVisible()).toBe(true);
    expect(await update.getByRole('button', { name: INBOUND_TEXT.undo }).isVisible()).toBe(true);
    await screenshot(page, 'inbound-mail-timeline');
    findings.push(...(await axeFindings(page, 'detail after an e-mail update')));
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);

    // The rejection, through an ATS: Globex's application, not Acme's, would be Rejected.
    await importEmail(page, 'Your application to Globex.eml', rejection(email));
    await expect.poll(() => heading(page).textContent()).toBe(INBOUND_TEXT.updatesTitle(1));
    const [rejected] = (await overview(page)).proposals;
    expect(rejected).toMatchObject({ outcome: 'rejection', reason: null });
    const rejectionItem = proposals(page).first();
    expect(await rejectionItem.getByText(INBOUND_OUTCOME_LABELS.rejection, { exact: true }).isVisible()).toBe(true);
    expect(await rejectionItem.getByTestId('email-update-target').textContent()).toBe('Globex — Data Analyst: Applied → Rejected');
    expect(await rejectionItem.locator('blockquote').textContent()).toBe(rejected!.quote);
    expect(await rejectionItem.getByText(INBOUND_TEXT.decidedBy(rejected!.ruleLabel!), { exact: true }).isVisible()).toBe(true);
    await dismissToasts(page);
    await rejectionItem.getByRole('button', { name: INBOUND_TEXT.accept }).click();
    await expect.poll(() => count(page, 'rejected')).toBe('1');
    expect(await count(page, 'applied')).toBe('0');
    await page.getByTestId('tracker-view').getByText('Board').click();
    const rejectedColumn = page.getByTestId('board-column-rejected');
    await expect.poll(() => rejectedColumn.getByTestId('board-card').count()).toBe(1);
    expect(await rejectedColumn.getByTestId('board-card').getAttribute('aria-label')).toBe('Data Analyst at Globex, Rejected, 1 of 1');
    await dismissToasts(page);

    // Undone from the timeline: Applied again, and nothing left to undo (the server refuses a second undo too).
    await openDetail(page, 'Data Analyst at Globex');
    await timelineItem(page, 'Updated from your e-mail').getByRole('button', { name: INBOUND_TEXT.undo }).click();
    await expect.poll(() => toast(page, INBOUND_TEXT.undone).isVisible()).toBe(true);
    await expect.poll(() => timelineItem(page, 'E-mail update undone').count()).toBe(1);
    await expect.poll(() => count(page, 'rejected')).toBe('0');
    expect(await count(page, 'applied')).toBe('1');
    expect(await page.getByTestId('application-detail').getByRole('button', { name: INBOUND_TEXT.undo }).count()).toBe(0);

    expect(findings).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('lists a message no rule recognises as unknown with its reason, changes nothing, and dismisses it', { timeout: 180_000 }, async () => {
    const { page, email } = await member([{ companyName: 'Initech', jobTitle: 'Product Designer' }]);

    // A file that is no message is refused before it is sent.
    await importEmail(page, 'empty.eml', Buffer.alloc(0));
    await expect.poll(() => toast(page, INBOUND_TEXT.notEmail).isVisible()).toBe(true);
    await dismissToasts(page);

    await importEmail(page, 'Remote Roles Weekly.eml', newsletter(email));
    await expect.poll(() => heading(page).textContent()).toBe(INBOUND_TEXT.updatesTitle(1));
    const [unknown] = (await overview(page)).proposals;
    expect(unknown).toMatchObject({ outcome: 'unknown', quote: null, ruleLabel: null, reason: INBOUND_TEXT.noRule });
    const item = proposals(page).first();
    expect(await item.getByText(INBOUND_OUTCOME_LABELS.unknown, { exact: true }).isVisible()).toBe(true);
    expect(await item.getByTestId('email-update-reason').textContent()).toBe(INBOUND_TEXT.noRule);
    expect(await item.getByTestId('email-update-target').count()).toBe(0);
    expect(await item.locator('blockquote').count()).toBe(0);
    expect(await item.getByRole('button', { name: INBOUND_TEXT.accept }).count()).toBe(0);
    expect(await count(page, 'applied')).toBe('1');
    await dismissToasts(page);
    await screenshot(page, 'inbound-mail-unknown');
    expect(await axeFindings(page, 'tracker with an unknown message')).toEqual([]);

    await item.getByRole('button', { name: INBOUND_TEXT.dismiss }).click();
    await expect.poll(() => toast(page, INBOUND_TEXT.dismissed).isVisible()).toBe(true);
    await expect.poll(() => heading(page).textContent()).toBe(INBOUND_TEXT.noUpdates);
    expect((await overview(page)).proposals).toEqual([]);
    const card = page.getByRole('article', { name: 'Product Designer at Initech' });
    expect(await card.getByTestId('application-status').textContent()).toBe('Applied');
    expect(await count(page, 'applied')).toBe('1');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the forwarding address in Settings and the tracker, copies it, rotates it and keeps the auto-apply choice', { timeout: 180_000 }, async () => {
    const { page } = await member([]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/settings?tab=account');
    const card = page.getByRole('region', { name: INBOUND_TEXT.addressTitle });
    const address = card.getByRole('textbox', { name: INBOUND_TEXT.addressTitle });
    await expect.poll(() => address.inputValue()).toMatch(/^[a-z2-7]{26}@[^\s@]+$/i);
    const first = await address.inputValue();
    expect(first).toBe((await overview(page)).address);
    expect(await address.getAttribute('readonly')).not.toBeNull();
    // The e2e server receives no mail: the card says to import instead.
    expect(await card.getByText(INBOUND_TEXT.smtpOff).isVisible()).toBe(true);

    await card.getByRole('button', { name: INBOUND_TEXT.copy }).click();
    await expect.poll(() => card.getByRole('button', { name: INBOUND_TEXT.copied }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await screenshot(page, 'inbound-mail-settings');
    expect(await axeFindings(page, 'settings')).toEqual([]);

    // Rotating asks first, then shows the new address; the old one is gone.
    await card.getByRole('button', { name: INBOUND_TEXT.rotate }).click();
    const confirm = page.getByRole('dialog', { name: `${INBOUND_TEXT.rotate}?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.getByText(INBOUND_TEXT.rotateConfirm).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: INBOUND_TEXT.rotate }).click();
    await expect.poll(() => toast(page, INBOUND_TEXT.rotated).isVisible()).toBe(true);
    await expect.poll(() => address.inputValue()).not.toBe(first);
    const second = await address.inputValue();
    expect(second).toMatch(/^[a-z2-7]{26}@[^\s@]+$/i);
    expect((await overview(page)).address).toBe(second);
    await dismissToasts(page);

    // The auto-apply choice is kept.
    const autoApply = card.getByRole('switch', { name: INBOUND_TEXT.autoApply });
    expect(await autoApply.isChecked()).toBe(false);
    await autoApply.click({ force: true }); // Mantine's input sits under its drawn track
    await expect.poll(() => overview(page).then((o) => o.autoApply)).toBe(true);
    await page.reload();
    await expect.poll(() => card.getByRole('switch', { name: INBOUND_TEXT.autoApply }).isChecked()).toBe(true);
    await page.setViewportSize(PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'inbound-mail-settings-390');
    await page.setViewportSize(DESKTOP);

    // The tracker shows the same address behind its button.
    await page.goto('/applications');
    await updates(page).getByRole('button', { name: INBOUND_TEXT.addressTitle }).click();
    const dialog = page.getByRole('dialog', { name: INBOUND_TEXT.addressTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: INBOUND_TEXT.addressTitle }).inputValue()).toBe(second);
    await page.waitForTimeout(300); // the modal's entrance transition, for the picture
    await page.setViewportSize(PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'inbound-mail-tracker-address-390');
    expect(page.consoleErrors).toEqual([]);
  });
});
