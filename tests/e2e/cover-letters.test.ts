// Cover letters in Chromium against the real server: a premium member opens a tracked application,
// writes its letter, drafts it from a resume with matching bullets, reads each sentence's evidence
// and the gaps, edits a sentence (marked edited), saves, downloads the PDF (its text read back) and
// finds the letter on the application and in its timeline; a free member writes one by hand, keeps
// an unsaved draft across a reload, exports it, deletes it, and meets the Premium lock on drafting;
// members named in Cyrillic and in Chinese read their names back from both their PDFs. The editor
// passes axe-core's serious and critical WCAG rules and is pictured at 1280 and 390 px.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FREE_LIMITS, WRITE_COVER_LETTER } from '#shared/constants.ts';
import { COVER_LETTER_TEXT as T, coverLetterFilePath } from '#shared/constants/cover-letters.ts';
import { resumePdfPath } from '#shared/constants/resumes.ts';
import type { CoverLetterDetail } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent, ResumeDetail } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, mutate, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const EDITOR = '/features/cover-letters';
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function signedIn(key: 'premium' | 'admin', options: { bypassCSP?: boolean } = {}) {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  const page = await newPage(options);
  // Leaving with unsaved changes asks first; the journeys mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/auth');
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

/** A new member of their own (on the free plan), signed in. */
async function freshMember(options: { bypassCSP?: boolean } = {}) {
  const email = uniqueEmail('letters');
  const page = await createAccount(await newPage(options), email);
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

const resumeContent = (firstName: string, lastName: string, bullets: string): ResumeContent => ({
  personalInfo: { firstName, lastName, email: 'member@example.com', phone: '+1 512 555 0134', location: 'Austin, TX', linkedin: '', portfolio: '' },
  professionalSummary: 'Analyst who turns product data into decisions teams act on.',
  experience: [
    {
      id: randomUUID(),
      company: 'Lumenfield',
      position: 'Data Analyst',
      location: 'Austin, TX',
      startDate: '2022-03',
      endDate: '',
      current: true,
      description: bullets,
    },
  ],
  education: [{ id: randomUUID(), institution: 'University of Texas at Austin', degree: 'BS', field: 'Economics', graduationDate: '2021-05', gpa: '' }],
  skills: ['SQL', 'Python', 'Tableau'],
  certifications: [],
  projects: [],
  volunteer: [],
  leadership: [],
  awards: [],
  languages: [],
});

async function pdfText(bytes: Buffer) {
  return squash(await extractPdfText(new Uint8Array(bytes)));
}

/** Clicks a download button and answers the file's bytes. */
async function downloaded(page: TrackedPage, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return readFile((await (await downloading).path())!);
}

describe('cover letters in Chromium', () => {
  it('a premium member drafts a letter from evidence for a tracked application, edits, saves, downloads it and finds it on the application', { timeout: 240_000 }, async () => {
    const suffix = randomUUID().slice(0, 6);
    const company = `Quillfield ${suffix}`;
    const jobTitle = 'Product Data Analyst';

    // A job on the board whose description asks for what the resume shows, and one thing it does not.
    const admin = await signedIn('admin');
    const job = await mutate<{ id: string }>(admin, 'admin.jobs.create', {
      title: jobTitle,
      companyName: company,
      location: 'Austin, TX',
      workType: 'hybrid',
      experienceLevel: 'mid',
      salaryMin: 80_000,
      salaryMax: 100_000,
      applyUrl: null,
      description: [
        `${company} is hiring a product data analyst to turn product data into decisions.`,
        'You will write SQL against our warehouse every day and automate reporting in Python.',
        'You will build dashboards in Tableau for product managers.',
        'Requirements: SQL, Python, Tableau, Kubernetes.',
      ].join('\n'),
    });
    // The job leaves the board afterwards, pass or fail: other journeys read the newest jobs as the demo's.
    onTestFinished(async () => {
      await mutate(admin, 'admin.jobs.close', { jobId: job.id });
      await admin.close();
    });

    const page = await signedIn('premium', { bypassCSP: true });
    const findings: string[] = [];
    const resume = await mutate<ResumeDetail>(page, 'resumes.save', {
      template: 'modern-professional',
      content: resumeContent(
        'Casey',
        `Morgan ${suffix}`,
        'Wrote SQL queries over 40 million rows to size product experiments\nAutomated the weekly revenue report in Python, saving 6 hours a week\nBuilt Tableau dashboards used by 12 product managers',
      ),
    });
    await mutate(page, 'applications.applyToJob', { jobId: job.id, appliedDate: new Date().toISOString().slice(0, 10) });

    // "Write cover letter" on the tracker card opens a new letter for the application.
    await page.goto('/applications');
    const card = page.getByRole('article', { name: `${jobTitle} at ${company}` });
    // The card's actions still fit a phone with the new one among them.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'cover-letters-tracker-390');
    const cardBox = (await card.boundingBox())!;
    const writeBox = (await card.getByRole('link', { name: WRITE_COVER_LETTER }).boundingBox())!;
    expect(writeBox.x + writeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole('link', { name: WRITE_COVER_LETTER }).click();
    await page.waitForURL((url) => url.pathname === EDITOR && url.searchParams.has('applicationId'));
    await expect.poll(() => field(page, 'Company').inputValue()).toBe(company);
    expect(await field(page, 'Job title').inputValue()).toBe(jobTitle);
    // Nothing is saved yet, so nothing can be downloaded, and the page says why.
    expect(await page.getByRole('button', { name: T.downloadPdf }).isDisabled()).toBe(true);
    expect(await page.getByText(T.saveToExport).isVisible()).toBe(true);

    // Draft from the resume with the matching bullets.
    await page.getByRole('button', { name: T.draftFromResume }).click();
    const dialog = page.getByRole('dialog', { name: T.draftDialogTitle });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Job' }).inputValue()).toBe(`${jobTitle} at ${company} (tracked)`);
    await dialog.getByRole('combobox', { name: 'Resume' }).click();
    await page.getByRole('option', { name: resume.title }).click();
    await dialog.getByRole('button', { name: T.draftSubmit }).click();
    await expect.poll(() => toast(page, TOASTS.coverLetter.drafted.title).isVisible(), { timeout: 15_000 }).toBe(true);
    await dismissToasts(page);

    // Each sentence with its job line and its resume line; the term the resume lacks is a gap.
    const panel = page.getByTestId('evidence-panel');
    const sentences = panel.getByTestId('evidence-sentence');
    await expect.poll(() => sentences.count()).toBeGreaterThan(2);
    const cited = sentences.filter({ hasText: /Resume( \(.*\))?:/ });
    expect(await cited.count()).toBeGreaterThan(0);
    expect(await cited.first().getByText(/^Job:/).isVisible()).toBe(true);
    expect(squash(await cited.first().textContent())).toMatch(/Lumenfield|Data Analyst|Skills/);
    expect(await panel.getByText(T.gapsHint).isVisible()).toBe(true);
    expect(squash(await panel.getByTestId('evidence-gaps').textContent()).toLowerCase()).toContain('kubernetes');
    expect(await sentences.filter({ hasText: T.sentenceEdited }).count()).toBe(0);
    const body = await field(page, 'Letter').inputValue();
    expect(body).toContain(company);

    // Editing a sentence marks it edited: its evidence no longer vouches for it.
    const edited = squash((await cited.first().getByTestId('evidence-text').textContent())!.replace(/^“|”$/g, ''));
    const kept = squash((await cited.last().getByTestId('evidence-text').textContent())!.replace(/^“|”$/g, ''));
    expect(edited).not.toBe(kept);
    expect(body).toContain(edited);
    await field(page, 'Letter').fill(body.replace(edited, `${edited.replace(/\.$/, '')}, gladly.`));
    await expect.poll(() => sentences.filter({ hasText: T.sentenceEdited }).count()).toBe(1);
    expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');

    // The checks follow the letter.
    await expect.poll(() => page.getByTestId('letter-score').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('list', { name: 'Checks' }).getByRole('listitem').count()).toBeGreaterThan(3);

    findings.push(...(await axeFindings(page, 'editor with evidence')));
    await screenshot(page, 'cover-letters-editor');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, 'cover-letters-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Save: the address names the letter now; the PDF holds the company and a sentence as drafted.
    await page.getByRole('button', { name: T.saveLetter }).click();
    await expect.poll(() => toast(page, TOASTS.coverLetter.saved.title).isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === EDITOR && url.searchParams.has('id'));
    expect(await page.getByTestId('save-state').textContent()).toBe('All changes saved');
    const text = await pdfText(await downloaded(page, T.downloadPdf));
    expect(text).toContain(company);
    expect(text).toContain(kept);
    expect(text).toContain(`Casey Morgan ${suffix}`);
    const letterId = new URL(page.url()).searchParams.get('id')!;

    // The application lists the letter, and its timeline records it.
    await page.goto('/applications');
    await page.getByRole('button', { name: `Details of ${jobTitle} at ${company}` }).click();
    const letters = page.getByTestId('application-cover-letters');
    await expect.poll(() => letters.getByRole('link').getAttribute('href')).toBe(`${EDITOR}?id=${letterId}`);
    expect(await letters.getByRole('link').textContent()).toContain(company);
    expect(await page.getByTestId('application-timeline').getByText('Cover letter attached').isVisible()).toBe(true);
    await screenshot(page, 'cover-letters-application');

    // The letters list names its job; the letter opens from there.
    await page.goto(EDITOR);
    const listed = page.getByRole('article').filter({ hasText: `${jobTitle} at ${company}` });
    await expect.poll(() => listed.isVisible()).toBe(true);
    findings.push(...(await axeFindings(page, 'list')));
    expect(findings).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a free member writes a letter by hand, keeps a draft across a reload, saves, exports, deletes it, and meets the Premium lock on drafting', { timeout: 180_000 }, async () => {
    const page = await freshMember();
    await mutate(page, 'resumes.save', { template: 'modern-professional', content: resumeContent('Ada', 'Lovelace', 'Built reports for the analytics team') });
    await page.goto(EDITOR);
    await expect.poll(() => page.getByTestId('letter-usage').textContent()).toBe(T.usage(0, FREE_LIMITS.coverLetters));
    expect(await page.getByRole('heading', { name: T.noLetters }).isVisible()).toBe(true);
    await page.getByRole('link', { name: T.newCoverLetter }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === 'new');

    const company = `Harbor Analytics ${randomUUID().slice(0, 6)}`;
    await field(page, 'Recipient name').fill('Jordan Lee');
    await field(page, 'Company').fill(company);
    await field(page, 'Job title').fill('Reporting Analyst');
    const body = `I am writing to apply for the Reporting Analyst role at ${company}.\n\nAt my last team I built the reports our analysts relied on every week.\n\nI would welcome the chance to talk.`;
    await field(page, 'Letter').fill(body);
    // The preview draws it under the resume's name, in the template.
    const preview = page.getByRole('article', { name: /^Cover letter preview/ });
    await expect.poll(() => preview.getByRole('heading', { name: 'Ada Lovelace' }).isVisible()).toBe(true);
    expect(await preview.getByText('At my last team I built the reports').isVisible()).toBe(true);
    await screenshot(page, 'cover-letters-written-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, 'cover-letters-written-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Unsaved edits survive a reload.
    await page.waitForTimeout(900); // the draft is written once typing pauses
    await page.reload();
    await expect.poll(() => toast(page, TOASTS.coverLetter.draftRestored.title).isVisible()).toBe(true);
    expect(await field(page, 'Company').inputValue()).toBe(company);
    await dismissToasts(page);

    // Drafting is Premium: the lock in the words of the server's refusal, with the way to upgrade.
    await page.getByRole('button', { name: T.draftFromResume }).click();
    const lock = page.getByTestId('draft-locked');
    await expect.poll(() => lock.isVisible()).toBe(true);
    expect(await lock.getByText(TOASTS.coverLetter.premiumDraft.description!).isVisible()).toBe(true);
    expect(await lock.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    await screenshot(page, 'cover-letters-premium-lock');
    await page.keyboard.press('Escape');

    // Saved, the letter downloads as a PDF and as text.
    await page.getByRole('button', { name: T.saveLetter }).click();
    await expect.poll(() => toast(page, TOASTS.coverLetter.saved.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: T.downloadPdf }).isEnabled()).toBe(true);
    const text = await pdfText(await downloaded(page, T.downloadPdf));
    expect(text).toContain(company);
    expect(text).toContain('Jordan Lee');
    expect(text).toContain('I would welcome the chance to talk.');
    expect(squash((await downloaded(page, T.downloadText)).toString('utf8'))).toContain('At my last team I built the reports');

    // Listed with its job, then deleted after a confirmation.
    await page.goto(EDITOR);
    await expect.poll(() => page.getByTestId('letter-usage').textContent()).toBe(T.usage(1, FREE_LIMITS.coverLetters));
    const listed = page.getByRole('article').filter({ hasText: `Reporting Analyst at ${company}` });
    await listed.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete cover letter?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, TOASTS.coverLetter.deleted.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: T.noLetters }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it.each([
    ['Жанна', 'Ли'],
    ['李', '小龍'],
  ])('a member named %s %s reads the name back from the resume PDF and the letter PDF', { timeout: 120_000 }, async (firstName, lastName) => {
    const page = await freshMember();
    const name = `${firstName} ${lastName}`;
    const resume = await mutate<ResumeDetail>(page, 'resumes.save', { template: 'modern-professional', content: resumeContent(firstName, lastName, 'Built reports for the analytics team') });
    const letter = await mutate<CoverLetterDetail>(page, 'coverLetters.save', {
      template: 'modern-professional',
      resumeId: resume.id,
      content: { recipient: { company: 'Northwind' }, jobTitle: 'Analyst', greeting: 'Dear Hiring Manager,', body: 'I am glad to apply.', signOff: 'Sincerely,' },
    });
    const resumePdf = await page.request.get(resumePdfPath(resume.id, 'modern-professional'));
    expect(resumePdf.status()).toBe(200);
    expect(await pdfText(await resumePdf.body())).toContain(name);

    // The letter's own download button, as the member would press it.
    await page.goto(`${EDITOR}?id=${letter.id}`);
    await expect.poll(() => page.getByRole('button', { name: T.downloadPdf }).isEnabled()).toBe(true);
    const text = await pdfText(await downloaded(page, T.downloadPdf));
    expect(text).toContain(name);
    expect(text).toContain('Northwind');
    expect((await page.request.get(coverLetterFilePath(letter.id, 'txt'))).status()).toBe(200);
  });
});
