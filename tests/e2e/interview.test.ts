// The interview coach in Chromium against the real server: a premium user tracks an application,
// practises a behavioral interview for it (timed answers, Next Question, Complete Interview), gets
// feedback that quotes their answers, opens it again from the history and sees the session on the
// application's card; a free user sees the locked teaser. Each screen passes axe-core's serious and
// critical WCAG rules.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_QUESTION_COUNTS } from '#shared/constants/interview.ts';
import { TOASTS } from '#shared/toasts.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { field, pathIs, signIn } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';
import { STRONG, WEAK } from '../unit/fixtures/interview-answers.ts';

const { newPage, screenshot } = useBrowser();

const account = (key: 'free' | 'premium') => DEMO_ACCOUNTS.find((a) => a.key === key)!;

async function signInAs(page: TrackedPage, key: 'free' | 'premium') {
  const { email, password } = account(key);
  await page.goto('/auth');
  await signIn(page, email, password);
  await page.waitForURL(pathIs('/dashboard/job-seeker'));
}

const answers = [STRONG, WEAK, STRONG, 'I wanted to join because the team builds data products I use every day, and I learned SQL to do the same.'];

describe('interview coach in Chromium', () => {
  it('a premium user practises for a tracked application, gets feedback on their answers, and sees it on the application', { timeout: 240_000 }, async () => {
    const page = await newPage({ bypassCSP: true });
    const findings: string[] = [];
    const audit = async (screen: string) => findings.push(...(await axeFindings(page, screen)));
    await signInAs(page, 'premium');
    const company = `Northwind ${randomUUID().slice(0, 6)}`;

    await page.goto('/applications');
    await page.getByRole('button', { name: 'Add Application', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Application' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await field(page, 'Company Name').fill(company);
    await field(page, 'Job Title').fill('Data Analyst');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await dismissToasts(page);

    await page.goto('/features/interview-prep');
    await expect.poll(() => page.getByRole('heading', { name: 'Interview Prep' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: 'Behavioral (4 questions)' }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Practise for a job (optional)' }).click();
    await page.getByRole('option', { name: `Data Analyst at ${company}` }).click();
    await screenshot(page, 'interview-setup');
    await audit('setup');
    await page.getByRole('button', { name: 'Start Interview' }).click();

    const count = INTERVIEW_QUESTION_COUNTS.behavioral;
    for (let i = 0; i < count; i++) {
      await expect.poll(() => page.getByText(`Question ${i + 1} of ${count}`).isVisible()).toBe(true);
      const record = page.getByRole('button', { name: 'Start Recording' });
      const next = page.getByRole('button', { name: i === count - 1 ? 'Complete Interview' : 'Next Question' });
      // The spec's rules: with the answer empty, neither recording nor moving on.
      expect(await record.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(true);
      expect(await page.getByTestId('recording-timer').textContent()).toBe('0:00');
      await page.getByRole('textbox', { name: 'Your answer' }).fill(answers[i]!);
      await record.click();
      await expect.poll(() => page.getByTestId('recording-timer').textContent(), { timeout: 5_000 }).toBe('0:01');
      if (i === 0) {
        await screenshot(page, 'interview-in-progress');
        await audit('in progress');
      }
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await next.click();
    }

    await expect.poll(() => page.getByRole('heading', { name: 'Interview Complete!' }).isVisible()).toBe(true);
    await screenshot(page, 'interview-complete');
    await audit('complete');
    await page.getByRole('button', { name: 'Get AI Feedback' }).click();
    await expect.poll(() => page.getByText(TOASTS.interview.analysisComplete.description!).isVisible()).toBe(true);
    const feedback = page.getByTestId('interview-feedback');
    await expect.poll(() => feedback.isVisible()).toBe(true);
    const first = feedback.getByRole('article', { name: 'Answer to question 1' });
    expect(await first.getByText(/STAR structure: .*"As a result we delivered two days early/).isVisible()).toBe(true);
    const second = feedback.getByRole('article', { name: 'Answer to question 2' });
    expect(await second.getByText(/"We" carries the story .* as in "We had some disagreement/).isVisible()).toBe(true);
    const fourth = feedback.getByRole('article', { name: 'Answer to question 4' });
    expect(await fourth.getByText(`Why do you want to work at ${company} as Data Analyst?`).isVisible()).toBe(true);
    const overall = Number(await feedback.getByTestId('overall-score').textContent());
    expect(overall).toBeGreaterThan(0);
    await dismissToasts(page);
    await screenshot(page, 'interview-feedback');
    await audit('feedback');

    // The history lists it with its score; opening it shows the same feedback.
    await page.getByRole('button', { name: 'Start New Interview' }).click();
    const item = page.getByTestId('interview-history-item').filter({ hasText: company });
    await expect.poll(() => item.getByText(`${overall}/100`).isVisible()).toBe(true);
    await item.getByRole('button', { name: 'View feedback' }).click();
    await expect.poll(() => feedback.getByTestId('overall-score').textContent()).toBe(String(overall));

    // The application shows its practice.
    await page.goto('/applications');
    const card = page.getByRole('article', { name: `Data Analyst at ${company}` });
    await expect.poll(() => card.getByTestId('interview-practice').textContent()).toContain(`Interview practice: 1 session, best score ${overall}/100`);
    await screenshot(page, 'interview-on-application');
    expect(findings).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a free user sees the locked teaser', { timeout: 120_000 }, async () => {
    const page = await newPage({ bypassCSP: true });
    await signInAs(page, 'free');
    await page.goto('/features/interview-prep');
    const locked = page.getByTestId('interview-locked');
    await expect.poll(() => locked.isVisible()).toBe(true);
    expect(await locked.getByText(TOASTS.interview.premiumRequired.description!).isVisible()).toBe(true);
    expect(await locked.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('button', { name: 'Start Interview' }).count()).toBe(0);
    await screenshot(page, 'interview-locked');
    expect(await axeFindings(page, 'teaser')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
