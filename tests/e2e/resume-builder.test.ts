// The resume builder in Chromium against the real server: a premium member builds a resume from
// scratch, saves it, scores it against a pasted job, takes suggestions and sees the score rise,
// previews a sidebar template, downloads the PDF (its text read back with the server's own reader)
// and the JSON Resume, tailors copies for a tracked application and a job on the board, manages the
// versions and imports the PDF back; a student's PDF from another tool imports with its Projects
// and Volunteer sections kept; a free member meets the premium locks; a draft survives a reload,
// leaving unsaved changes asks first, and a draft never hides a saved resume.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ONET_ATTRIBUTION, RESUME_LIMITS, RESUME_TEXT } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';
import { minimalPdf } from '../../scripts/support/documents.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, mutate, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

const BUILDER = '/features/resume-builder';
const JOB_DESCRIPTION = `Junior Data Analyst, Technology.
We are looking for a data analyst who writes SQL every day, builds dashboards in Tableau and automates reports in Python.
You will run statistics on product data, present insights to stakeholders, and keep data quality high.
Requirements: SQL, Python, Tableau, statistics, Excel, communication.`;

async function signedIn(key: 'free' | 'premium') {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  const page = await newPage();
  // Leaving with unsaved changes asks first; the journeys mean to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/auth');
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

/** A new member of their own, signed in: their resumes and drafts are theirs alone. */
async function freshMember() {
  const email = uniqueEmail('drafts');
  const page = await createAccount(await newPage(), email);
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

async function openEditor(page: TrackedPage) {
  await page.goto(BUILDER);
  await page.getByRole('button', { name: 'Start Building' }).click();
  await expect.poll(() => page.getByRole('navigation', { name: 'Resume sections' }).isVisible()).toBe(true);
}

const section = (page: TrackedPage, name: string) => page.getByRole('navigation', { name: 'Resume sections' }).getByRole('button', { name, exact: true }).click();
const score = async (page: TrackedPage) => Number(await page.getByTestId('ats-score').textContent());

describe('resume builder in Chromium', () => {
  it('builds, saves, scores, improves, downloads, tailors and imports a resume as a premium member', { timeout: 240_000 }, async () => {
    const page = await signedIn('premium');
    await page.goto(BUILDER);
    await expect.poll(() => page.getByRole('heading', { name: 'Resume Builder', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Use Template Creative Portfolio' }).isVisible()).toBe(true);
    await screenshot(page, 'resume-landing-premium');
    await openEditor(page);

    await field(page, 'First name').fill('Priya');
    await field(page, 'Last name').fill('Natarajan');
    await field(page, 'Email').fill('priya@');
    await field(page, 'Phone').fill('+1 512 555 0199');
    await field(page, 'Location').fill('Austin, TX');

    await section(page, 'Summary');
    await field(page, 'Professional summary').fill('Analytical graduate who turns messy spreadsheets into clear reports for busy teams.');

    await section(page, 'Experience');
    await page.getByRole('button', { name: 'Add Experience' }).click();
    const job = page.getByRole('group', { name: 'Experience 1' });
    await job.getByRole('textbox', { name: 'Job title' }).fill('Operations Intern');
    await job.getByRole('textbox', { name: 'Company' }).fill('Lumenfield');
    await job.getByLabel('Start month').fill('2025-06');
    await job.getByLabel('End month').fill('2025-09');
    await job.getByRole('checkbox', { name: 'I currently work here' }).check();
    expect(await job.getByLabel('End month').isDisabled()).toBe(true);
    expect(await job.getByLabel('End month').inputValue()).toBe('');
    await job.getByRole('textbox', { name: 'Description' }).fill('Built a weekly Excel report used by 12 managers\nCut data entry time by 30% with shared templates');

    await section(page, 'Education');
    await page.getByRole('button', { name: 'Add Education' }).click();
    const school = page.getByRole('group', { name: 'Education 1' });
    await school.getByRole('textbox', { name: 'Institution' }).fill('University of Texas at Austin');
    await school.getByRole('textbox', { name: 'Degree' }).fill('BS');
    await school.getByRole('textbox', { name: 'Field of study' }).fill('Economics');

    await section(page, 'Skills');
    const skillBox = field(page, 'Add a skill');
    await skillBox.fill('Communication');
    await skillBox.press('Enter');
    await skillBox.fill('Teamwork');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await skillBox.fill('teamwork');
    await skillBox.press('Enter');
    await skillBox.fill('   ');
    await skillBox.press('Enter');
    const skills = page.getByRole('list', { name: 'Your skills' }).getByRole('listitem');
    await expect.poll(() => skills.allTextContents()).toEqual(['Communication', 'Teamwork']);

    // The shared schema's message shows on the field, and its section opens.
    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => page.getByText(RESUME_TEXT.emailInvalid).isVisible()).toBe(true);
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    await dismissToasts(page);
    await field(page, 'Email').fill('priya@example.com');

    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => toast(page, TOASTS.resume.saved.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
    await dismissToasts(page);

    // Optimize looks disabled until the target has a title and an industry, and says so when clicked.
    const optimizeButton = page.getByRole('button', { name: 'Optimize Resume' });
    expect(await optimizeButton.getAttribute('aria-disabled')).toBe('true');
    await optimizeButton.click({ force: true });
    await expect.poll(() => toast(page, TOASTS.resume.missingInformation.description!).isVisible()).toBe(true);
    await dismissToasts(page);

    // The target: the live score and its breakdown follow.
    await field(page, 'Target job title').fill('Junior Data Analyst');
    await field(page, 'Industry').fill('Technology');
    await field(page, 'Job description').fill(JOB_DESCRIPTION);
    await expect.poll(() => page.getByTestId('ats-score').isVisible()).toBe(true);
    const before = await score(page);
    expect(before).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('list', { name: 'Score breakdown' }).getByRole('listitem').count()).toBeGreaterThan(2);
    expect(await page.getByText(ONET_ATTRIBUTION).isVisible()).toBe(true);
    await screenshot(page, 'resume-editor-scored');

    // Taking the suggested summary (it names the target title and industry) raises the score.
    await page.getByRole('button', { name: 'Use this summary' }).click();
    await expect.poll(() => score(page), { timeout: 15_000 }).toBeGreaterThan(before);
    await section(page, 'Summary');
    expect(await field(page, 'Professional summary').inputValue()).toContain('Junior Data Analyst');
    // The suggested skills section lists Excel, shown in a bullet but not among the skills: it joins them.
    await page.getByRole('button', { name: /^Add missing skills/ }).click();
    await section(page, 'Skills');
    await expect.poll(() => skills.allTextContents()).toContain('Excel');
    expect(await page.getByRole('button', { name: 'All skills added' }).isDisabled()).toBe(true);

    // A job description at the length limit still scores: the score's query is sent as a POST.
    const longDescription = `${JOB_DESCRIPTION}\n`.repeat(Math.ceil(RESUME_LIMITS.jobDescriptionMax / (JOB_DESCRIPTION.length + 1))).slice(0, RESUME_LIMITS.jobDescriptionMax);
    const scored = page.waitForResponse((res) => res.url().includes('/trpc/resumes.score') && res.request().method() === 'POST');
    await field(page, 'Job description').fill(longDescription);
    expect((await scored).status()).toBe(200);
    await field(page, 'Job description').fill(JOB_DESCRIPTION);

    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await expect.poll(() => toast(page, TOASTS.resume.optimized(0).title).isVisible(), { timeout: 20_000 }).toBe(true);
    await dismissToasts(page);

    // A premium template: the preview shows its sidebar as the PDF draws it.
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Healthcare Professional' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog');
    await expect.poll(() => preview.getByRole('heading', { name: 'Priya Natarajan' }).isVisible()).toBe(true);
    expect(await preview.getByRole('complementary').getByText('priya@example.com').isVisible()).toBe(true);
    await page.waitForTimeout(300); // the modal's opening transition, for the screenshot
    expect(await preview.getByText('Jun 2025 – Present').isVisible()).toBe(true);
    await screenshot(page, 'resume-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);

    // Download PDF saves the unsaved skills first, then the file holds the resume's text.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfBytes = await readFile((await (await downloading).path())!);
    const text = await extractPdfText(new Uint8Array(pdfBytes));
    expect(text).toContain('Priya Natarajan');
    expect(text).toContain('Operations Intern');
    expect(await page.getByTestId('save-state').textContent()).toBe('All changes saved');

    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON Resume' }).click();
    const json = JSON.parse(await readFile((await (await exporting).path())!, 'utf8')) as { basics: { name: string } };
    expect(json.basics.name).toBe('Priya Natarajan');

    // Tailoring from the tracker: the copy opens in the editor, and the application names it.
    await mutate(page, 'applications.add', { companyName: 'Northwind', jobTitle: 'Data Analyst', status: 'applied', salaryMin: null, salaryMax: null });
    await page.goto('/applications');
    const card = page.getByRole('article', { name: 'Data Analyst at Northwind' });
    await card.getByRole('button', { name: 'Tailor resume' }).click();
    await page.waitForURL((url) => url.pathname === BUILDER && (url.searchParams.get('resume') ?? 'active') !== 'active');
    await expect.poll(() => toast(page, TOASTS.resume.tailored.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Tailored for Data Analyst at Northwind').isVisible()).toBe(true);
    expect(await field(page, 'First name').inputValue()).toBe('Priya');
    const copyId = new URL(page.url()).searchParams.get('resume')!;
    await page.goto('/applications');
    const sent = page.getByRole('article', { name: 'Data Analyst at Northwind' }).getByTestId('application-resume');
    await expect.poll(() => sent.getByRole('link').getAttribute('href')).toBe(`${BUILDER}?resume=${copyId}`);
    expect(await sent.textContent()).toContain('Northwind');
    await screenshot(page, 'resume-tailored-application');

    // Tailoring from the job board: a job's details offer it too.
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const details = page.getByRole('dialog');
    const jobTitle = (await details.locator('.mantine-Modal-title').textContent())!;
    await details.getByRole('button', { name: 'Tailor for this job' }).click();
    await page.waitForURL((url) => url.pathname === BUILDER);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: `Tailored for ${jobTitle} at ` }).isVisible()).toBe(true);
    await dismissToasts(page);

    // All the versions are listed; the original stays the active one.
    await page.goto(BUILDER);
    await expect.poll(() => page.getByRole('heading', { name: 'Your resumes' }).isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: 'Priya Natarajan Resume', exact: true }).getByTestId('active-resume').isVisible()).toBe(true);
    await screenshot(page, 'resume-landing-list');
    expect(await page.getByRole('link', { name: /^Open Priya Natarajan Resume/ }).count()).toBe(3);

    // Another version can become the active one, and a version can be deleted after a confirmation.
    const forApplication = 'Priya Natarajan Resume – Data Analyst at Northwind';
    await page.getByRole('button', { name: `Set active: ${forApplication}` }).click();
    await expect.poll(() => page.getByRole('article', { name: forApplication }).getByTestId('active-resume').isVisible()).toBe(true);
    expect(await page.getByTestId('active-resume').count()).toBe(1);
    const forJob = page.getByRole('article', { name: /^Priya Natarajan Resume – / }).filter({ hasNot: page.getByText('Northwind') });
    await forJob.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete resume?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, TOASTS.resume.deleted.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /^Open Priya Natarajan Resume/ }).count()).toBe(2);

    // The downloaded PDF imports back into a draft of the same resume.
    await page.locator('input[type="file"]').setInputFiles({ name: 'Priya Natarajan Resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await expect.poll(() => toast(page, TOASTS.resume.imported.title).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('resume')).toBe('new');
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Priya');
    expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    await section(page, 'Experience');
    expect(await page.getByRole('group', { name: 'Experience 1' }).getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Lumenfield');
    expect(page.consoleErrors).toEqual([]);
  });

  it('imports a student’s PDF with its Projects and Volunteer sections kept, each entry in its own section', async () => {
    const page = await freshMember();
    await page.goto(BUILDER);
    // Another tool's PDF: one text line each, dashes for bullets, no dates on one project.
    const pdf = minimalPdf([
      'Jordan Rivera',
      'jordan.rivera@example.edu | (608) 555-0134 | Madison, WI',
      'Education',
      'Bachelor of Science in Biology, University of Wisconsin',
      'Expected May 2026',
      'Projects',
      'Soil Microbiome Survey | Jan 2025 - May 2025',
      '- Sequenced 48 soil samples and mapped bacterial diversity',
      'Lab Inventory App | Lead developer',
      '- Replaced a paper log with an app used by 30 lab members',
      'Volunteer Experience',
      'Patient Escort Volunteer, UW Health | Jan 2023 - Present',
      '- Escort 20 patients a shift between departments',
      'Pantry Volunteer, Open Seat Food Pantry | 2022 - 2024',
      '- Stocked shelves and served 150 students a week',
      'Skills',
      'R, Python, PCR, Excel',
    ]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'Jordan Rivera Resume.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => toast(page, TOASTS.resume.imported.title).isVisible()).toBe(true);
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Jordan');
    expect(await page.getByTestId('unplaced-lines').count()).toBe(0);

    await section(page, 'Projects');
    const projects = [page.getByRole('group', { name: 'Project 1' }), page.getByRole('group', { name: 'Project 2' })];
    expect(await projects[0]!.getByRole('textbox', { name: 'Project name' }).inputValue()).toBe('Soil Microbiome Survey');
    expect(await projects[0]!.getByLabel('Start month').inputValue()).toBe('2025-01');
    expect(await projects[0]!.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Sequenced 48 soil samples and mapped bacterial diversity');
    expect(await projects[1]!.getByRole('textbox', { name: 'Project name' }).inputValue()).toBe('Lab Inventory App');
    expect(await projects[1]!.getByRole('textbox', { name: 'Your role' }).inputValue()).toBe('Lead developer');
    await screenshot(page, 'resume-import-projects');

    await section(page, 'Volunteer');
    const roles = [page.getByRole('group', { name: 'Volunteer Role 1' }), page.getByRole('group', { name: 'Volunteer Role 2' })];
    expect(await roles[0]!.getByRole('textbox', { name: 'Role' }).inputValue()).toBe('Patient Escort Volunteer');
    expect(await roles[0]!.getByRole('textbox', { name: 'Organization' }).inputValue()).toBe('UW Health');
    expect(await roles[0]!.getByRole('checkbox', { name: 'I still volunteer here' }).isChecked()).toBe(true);
    expect(await roles[1]!.getByRole('textbox', { name: 'Organization' }).inputValue()).toBe('Open Seat Food Pantry');
    expect(await page.getByRole('group', { name: 'Volunteer Role 3' }).count()).toBe(0);
    // Nothing of theirs landed in the jobs.
    await section(page, 'Experience');
    expect(await page.getByRole('group', { name: 'Experience 1' }).count()).toBe(0);

    // Saved, the preview prints both sections under their headings.
    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('article', { name: /^Resume preview/ });
    await expect.poll(() => preview.getByRole('heading', { name: 'PROJECTS' }).isVisible()).toBe(true);
    expect(await preview.getByRole('heading', { name: 'VOLUNTEER EXPERIENCE' }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('locks the premium templates and the optimisation for a free member', async () => {
    const page = await signedIn('free');
    await page.goto(BUILDER);
    const locked = page.getByRole('article', { name: 'Creative Portfolio' });
    await expect.poll(() => locked.isVisible()).toBe(true);
    expect(await locked.getByRole('link', { name: 'Upgrade to use Creative Portfolio' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('button', { name: 'Use Template Creative Portfolio' }).count()).toBe(0);
    await screenshot(page, 'resume-landing-free');

    await page.getByRole('button', { name: 'Use Template Executive Classic' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Template' }).inputValue()).toBe('Executive Classic');
    await page.getByRole('combobox', { name: 'Template' }).click();
    expect(await page.getByRole('option', { name: 'Creative Portfolio (Premium)' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // The live score is free and the optimisation locked: tests/e2e/resume-ats-free.test.ts.
    expect(await page.getByTestId('optimization-locked').isVisible()).toBe(true);
    await screenshot(page, 'resume-editor-free');

    // Tailoring needs a resume to start from; the toast says so and leads to the builder.
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tailor for this job' }).click();
    await expect.poll(() => toast(page, 'No resume to tailor yet').isVisible()).toBe(true);
    expect(await page.locator('.mantine-Notification-root').getByRole('link', { name: 'Open the resume builder' }).getAttribute('href')).toBe(BUILDER);
    expect(page.consoleErrors).toEqual([]);
  });

  it('asks before leaving unsaved changes, restores the draft after a reload, and discards it on request', async () => {
    const page = await signedIn('free');
    const asked: string[] = [];
    page.on('dialog', (dialog) => asked.push(dialog.message()));
    await openEditor(page);
    await field(page, 'First name').fill('Draftina');
    await section(page, 'Summary');
    await field(page, 'Professional summary').fill('Written, never saved.');
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    await page.waitForTimeout(1_000); // the draft is written once typing pauses

    // An in-app link away asks first (the journey's dialog handler answers yes).
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    expect(asked).toEqual([RESUME_TEXT.leaveWarning]);
    await openEditor(page);

    await page.reload();
    await expect.poll(() => toast(page, TOASTS.resume.draftRestored.title).isVisible()).toBe(true);
    expect(await field(page, 'First name').inputValue()).toBe('Draftina');
    await section(page, 'Summary');
    expect(await field(page, 'Professional summary').inputValue()).toBe('Written, never saved.');
    await screenshot(page, 'resume-draft-restored');

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await section(page, 'Personal Info');
    expect(await field(page, 'First name').inputValue()).toBe('');
    await page.reload();
    await expect.poll(() => field(page, 'First name').isVisible()).toBe(true);
    expect(await toast(page, TOASTS.resume.draftRestored.title).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('opens a saved resume as saved on twenty reloads in a row, with no draft laid over it', { timeout: 180_000 }, async () => {
    const page = await freshMember();
    await openEditor(page);
    // Filled and saved without a pause: the save races the draft write still waiting on one.
    await field(page, 'First name').fill('Zelda');
    await field(page, 'Last name').fill('Hyrule');
    await field(page, 'Email').fill('zelda@example.com');
    await field(page, 'Location').fill('Castle Town');
    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => toast(page, TOASTS.resume.saved.title).isVisible()).toBe(true);
    await page.waitForURL((url) => (url.searchParams.get('resume') ?? 'new') !== 'new');

    for (let round = 1; round <= 20; round++) {
      await page.reload();
      await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
      expect(await page.getByText('Zelda Hyrule Resume').isVisible()).toBe(true);
      expect([await field(page, 'First name').inputValue(), await field(page, 'Last name').inputValue()]).toEqual(['Zelda', 'Hyrule']);
      expect([await field(page, 'Email').inputValue(), await field(page, 'Location').inputValue()]).toEqual(['zelda@example.com', 'Castle Town']);
      await page.waitForTimeout(150); // the toast would follow the first paint
      expect(await page.getByText(TOASTS.resume.draftRestored.title).count(), `reload ${round}`).toBe(0);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('restores an unsaved change to a saved resume after a reload, and a save ends the draft', { timeout: 120_000 }, async () => {
    const page = await freshMember();
    await openEditor(page);
    await field(page, 'First name').fill('Midna');
    await field(page, 'Last name').fill('Twili');
    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
    await dismissToasts(page);

    // Reloaded at once: leaving the page writes the draft without waiting for the typing pause.
    await field(page, 'First name').fill('Midna Queen');
    await section(page, 'Summary');
    await field(page, 'Professional summary').fill('Changed, not saved.');
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: TOASTS.resume.draftRestored.description! });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await field(page, 'First name').inputValue()).toBe('Midna Queen');
    expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    await section(page, 'Summary');
    expect(await field(page, 'Professional summary').inputValue()).toBe('Changed, not saved.');

    await page.getByRole('button', { name: 'Save Resume' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('All changes saved');
    await page.reload();
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Midna Queen');
    expect(await page.getByTestId('save-state').textContent()).toBe('All changes saved');
    expect(await banner.count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });
});
