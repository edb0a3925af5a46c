// The job-seeker onboarding wizard in Chromium, against the real server: a new account lands on
// it, uploads a real PDF, walks the four steps, completes, and is not sent back to it again.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_TEXT, RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type OnboardingStatus } from '#shared/schemas/onboarding.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { minimalPdf, pngBytes } from '../../scripts/support/documents.ts';
import { createAccount, field, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const { newPage, screenshot } = useBrowser();

const stepText = (page: TrackedPage, n: number) => page.getByText(`Step ${n} of 4`, { exact: true });

/** Sign up as a job seeker, open the e-mailed verification link, sign in: onboarding comes first. */
async function newJobSeeker(page: TrackedPage) {
  const email = uniqueEmail('onboarding');
  await createAccount(page, email);
  await signIn(page, email, PASSWORD);
  await page.waitForURL(pathIs('/onboarding/job-seeker'));
}

async function choose(page: TrackedPage, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('onboarding wizard in Chromium', () => {
  it('uploads a resume, walks the four steps, completes, and is not shown again', async () => {
    const files = tempDir('upward-e2e-');
    const resumePath = path.join(files, 'Ada Lovelace Resume.pdf');
    const resume = minimalPdf(['Ada Lovelace', 'Analytical Engine programmer']);
    writeFileSync(resumePath, resume);
    const photoPath = path.join(files, 'photo.pdf');
    writeFileSync(photoPath, pngBytes());

    const page = await newPage();
    await newJobSeeker(page);

    // Step 1: a picture named .pdf is refused by the server, inline; the real PDF is taken.
    await expect.poll(() => stepText(page, 1).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByText('you can build one with the resume builder later').isVisible()).toBe(true);
    const fileInput = page.locator('input[type="file"]');
    expect(await fileInput.getAttribute('accept')).toBe('.pdf,.doc,.docx');
    await fileInput.setInputFiles(photoPath);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: RESUME_UPLOAD_TEXT.wrongType }).isVisible()).toBe(true);
    await fileInput.setInputFiles(resumePath);
    const uploaded = page.getByLabel('Uploaded resume');
    await expect.poll(() => uploaded.textContent()).toContain('Ada Lovelace Resume.pdf');
    expect(await uploaded.textContent()).toContain(`${resume.length} B`);
    await screenshot(page, 'onboarding-step-1-resume');

    // Step 2: goals, level, years, industries.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepText(page, 2).isVisible()).toBe(true);
    await field(page, 'Career goals').fill('Grow into a data engineering lead role.');
    await choose(page, 'Experience level', 'Mid Level (3-5 years)');
    await field(page, 'Years of experience').fill('4');
    await page.getByRole('checkbox', { name: 'Technology' }).check();
    await page.getByRole('checkbox', { name: 'Healthcare' }).check();
    await screenshot(page, 'onboarding-step-2-career-goals');

    // Step 3: work preferences; Previous goes back and keeps what was typed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepText(page, 3).isVisible()).toBe(true);
    await choose(page, 'Preferred work model', 'Hybrid');
    await field(page, 'Location preference').fill('Chicago, IL');
    await page.getByRole('checkbox', { name: /willing to relocate/ }).check();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => stepText(page, 2).isVisible()).toBe(true);
    expect(await field(page, 'Years of experience').inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => field(page, 'Location preference').inputValue()).toBe('Chicago, IL');
    await screenshot(page, 'onboarding-step-3-work-preferences');

    // Step 4: a minimum above the target is refused in place; then a real range completes.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepText(page, 4).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.getByText('What you get after onboarding').isVisible()).toBe(true);
    await field(page, 'Minimum salary').fill('120000');
    await field(page, 'Target salary').fill('90000');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect.poll(() => page.getByText(ONBOARDING_TEXT.salaryRange).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/onboarding/job-seeker');
    await field(page, 'Minimum salary').fill('85000');
    await field(page, 'Target salary').fill('110000');
    await screenshot(page, 'onboarding-step-4-salary');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(pathIs('/dashboard/job-seeker'));
    await expect.poll(() => page.getByText(TOASTS.onboarding.completed.title).isVisible()).toBe(true);

    // Saved as typed, through the same API the page uses.
    const res = await page.request.get('/trpc/onboarding.status');
    const status = ((await res.json()) as { result: { data: { json: OnboardingStatus } } }).result.data.json;
    expect(status.completed).toBe(true);
    expect(status.profile).toMatchObject({
      careerGoals: 'Grow into a data engineering lead role.',
      skillLevel: 'mid',
      yearsExperience: 4,
      industryPreferences: ['Technology', 'Healthcare'],
      preferredWorkModel: 'hybrid',
      locationPreference: 'Chicago, IL',
      willingToRelocate: true,
      targetSalaryMin: 85000,
      targetSalaryMax: 110000,
    });

    // A finished profile sends the wizard's visitor to the dashboard.
    await page.goto('/onboarding/job-seeker');
    await page.waitForURL(pathIs('/dashboard/job-seeker'));
    // The refused picture is the one expected failure the browser reports.
    expect(page.consoleErrors.filter((e) => !/status of 415/.test(e))).toEqual([]);
  });

  it('sends a visitor without a session to /auth', async () => {
    const page = await newPage();
    await page.goto('/onboarding/job-seeker');
    await page.waitForURL(pathIs('/auth'));
  });
});
