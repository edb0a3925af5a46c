// The career assessment in Chromium against the real server: the demo free member takes the
// 5-question quiz and sees 2 suggestions with the rest locked (and the profiler locked); the demo
// premium member sees the quiz's full result, answers the 60-item Interest Profiler (the answers chosen by the test, a page
// saved and resumed after a reload), sees the RIASEC chart and careers, and follows one to the
// job board.
import { describe, expect, it } from 'vitest';
import { PROFILER_LIMITS, QUIZ_LIMITS, QUIZ_QUESTIONS } from '#shared/constants/assessment.ts';
import { ONET_ATTRIBUTION } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import items from '../../src/server/features/assessment/data/items.json' with { type: 'json' };
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { jobSearchTerm } from '../../src/server/features/assessment/profiler.ts';
import { axeFindings } from '../support/axe.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';
import { dismissToasts } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();
const demo = (key: 'free' | 'premium') => DEMO_ACCOUNTS.find((account) => account.key === key)!;

async function openAssessment(key: 'free' | 'premium') {
  // The CSP is bypassed so axe-core can check the screens the route sweep of budgets.test.ts never opens.
  const page = await newPage({ bypassCSP: true });
  await page.goto('/auth');
  await signIn(page, demo(key).email, demo(key).password);
  await page.waitForURL((url) => url.pathname !== '/auth');
  await page.goto('/features/assessment');
  await expect.poll(() => page.getByRole('heading', { name: 'Career Assessment', level: 1 }).isVisible()).toBe(true);
  return page;
}

/** The test's profile: Investigative liked most, then Conventional, Realistic unsure, the rest disliked. */
const ANSWER_BY_AREA: Record<string, string> = { I: 'Strongly Like', C: 'Like', R: 'Unsure' };

async function answerPage(page: TrackedPage, first: number) {
  for (let i = first; i < first + PROFILER_LIMITS.pageSize; i++) {
    const item = items[i]!;
    const group = page.getByRole('radiogroup', { name: `${i + 1}. ${item.text}` });
    await group.getByRole('radio', { name: ANSWER_BY_AREA[item.area] ?? 'Strongly Dislike', exact: true }).check();
  }
}

describe('career assessment in Chromium', () => {
  it('gives a free member the quiz with 2 suggestions, the rest locked, and a locked profiler', { timeout: 120_000 }, async () => {
    const page = await openAssessment('free');
    for (const [n, question] of QUIZ_QUESTIONS.entries()) {
      await expect.poll(() => page.getByRole('heading', { name: question.text }).isVisible()).toBe(true);
      expect(await page.getByText(`Question ${n + 1} of ${QUIZ_LIMITS.questions}`).isVisible()).toBe(true);
      if (n === 0) {
        expect(await axeFindings(page, 'quiz question')).toEqual([]);
        await screenshot(page, 'assessment-quiz');
      }
      // Creative for all but the last answer.
      await page.getByRole('button', { name: question.options[n === 4 ? 0 : 2] }).click();
    }
    await expect.poll(() => page.getByText(TOASTS.assessment.completed.description!).isVisible()).toBe(true);
    const result = page.getByTestId('quiz-result');
    expect(await result.getByRole('heading', { name: 'Creative' }).isVisible()).toBe(true);
    expect(await result.getByText('80% of your answers point this way').isVisible()).toBe(true);
    expect(await result.getByTestId('career-suggestion').count()).toBe(QUIZ_LIMITS.freeSuggestions);
    expect(await result.getByTestId('locked-suggestion').count()).toBe(4 - QUIZ_LIMITS.freeSuggestions);
    expect(await result.getByRole('heading', { name: 'Strengths' }).count()).toBe(0);
    expect(await page.getByTestId('quiz-locked').getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    await expect.poll(() => page.getByRole('article', { name: /^Assessment of / }).count()).toBeGreaterThan(0);
    await dismissToasts(page);
    expect(await axeFindings(page, 'quiz result')).toEqual([]);
    await screenshot(page, 'assessment-free-result');

    await page.getByRole('button', { name: 'Take Again' }).click();
    expect(await page.getByText(`Question 1 of ${QUIZ_LIMITS.questions}`).isVisible()).toBe(true);

    await page.getByRole('tab', { name: /Interest Profiler/ }).click();
    await expect.poll(() => page.getByTestId('profiler-locked').isVisible()).toBe(true);
    expect(await axeFindings(page, 'profiler teaser')).toEqual([]);
    await screenshot(page, 'assessment-profiler-locked');
  });

  it('takes a premium member through the 60-item profiler to careers and the job board', { timeout: 240_000 }, async () => {
    const page = await openAssessment('premium');
    // The quiz in full: all four suggestions, strengths and development areas.
    for (const question of QUIZ_QUESTIONS) await page.getByRole('button', { name: question.options[3] }).click();
    await expect.poll(() => page.getByText(TOASTS.assessment.completed.description!).isVisible()).toBe(true);
    const result = page.getByTestId('quiz-result');
    expect(await result.getByRole('heading', { name: 'Strengths' }).isVisible()).toBe(true);
    expect(await result.getByRole('heading', { name: 'Development areas' }).isVisible()).toBe(true);
    expect(await result.getByTestId('career-suggestion').count()).toBe(4);
    expect(await result.getByTestId('locked-suggestion').count()).toBe(0);
    await dismissToasts(page);
    await screenshot(page, 'assessment-premium-result');
    const openProfiler = async () => {
      await page.getByRole('tab', { name: /Interest Profiler/ }).click();
      const again = page.getByRole('button', { name: 'Take the Profiler Again' });
      const first = page.getByRole('radiogroup', { name: `1. ${items[0]!.text}` });
      await expect.poll(async () => (await again.isVisible()) || (await first.isVisible()) || (await page.getByText(/of 60 answered/).isVisible())).toBe(true);
      if (await again.isVisible()) await again.click();
    };
    await openProfiler();

    // The first page autosaves; after a reload the profiler resumes on the second.
    await answerPage(page, 0);
    await expect.poll(() => page.getByTestId('profiler-saved').textContent(), { timeout: 10_000 }).toMatch(/^Saved/);
    expect(await axeFindings(page, 'profiler page')).toEqual([]);
    await screenshot(page, 'assessment-profiler-page');
    await page.reload();
    await openProfiler();
    await expect.poll(() => page.getByText(`10 of ${PROFILER_LIMITS.items} answered · page 2 of 6`).isVisible()).toBe(true);

    for (let first = PROFILER_LIMITS.pageSize; first < PROFILER_LIMITS.items; first += PROFILER_LIMITS.pageSize) {
      await answerPage(page, first);
      if (first + PROFILER_LIMITS.pageSize < PROFILER_LIMITS.items) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect.poll(() => page.getByText(TOASTS.assessment.profilerCompleted.description!).isVisible()).toBe(true);

    const report = page.getByTestId('profiler-report');
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await page.getByTestId('interest-code').textContent()).toBe('ICR');
    const chart = page.getByTestId('riasec-chart');
    expect(await chart.getByRole('progressbar', { name: 'Investigative: 40 of 40' }).isVisible()).toBe(true);
    expect(await chart.getByRole('progressbar', { name: 'Conventional: 30 of 40' }).isVisible()).toBe(true);
    expect(await chart.getByRole('progressbar', { name: 'Social: 0 of 40' }).count()).toBe(1);
    expect(await page.getByTestId('onet-attribution').textContent()).toContain(ONET_ATTRIBUTION);
    const careers = report.getByRole('article');
    await expect.poll(() => careers.count()).toBe(PROFILER_LIMITS.careers);
    await dismissToasts(page);
    expect(await axeFindings(page, 'profiler report')).toEqual([]);
    await screenshot(page, 'assessment-report');

    // One Job Zone: every career listed is of that zone.
    await page.getByRole('combobox', { name: 'Preparation (Job Zone)' }).click();
    await page.getByRole('option', { name: /^Job Zone 4/ }).click();
    await expect.poll(async () => (await report.getByText(/· Job Zone [1235]$/).count()) === 0 && (await careers.count()) > 0).toBe(true);

    const title = (await careers.first().getByRole('heading').textContent())!;
    // The board is searched for the job the title names, singular, as postings name it.
    const term = jobSearchTerm(title);
    await careers.first().getByRole('link', { name: `Find ${title} jobs` }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('q') === term);
    await expect.poll(() => page.getByRole('textbox', { name: 'Search jobs' }).inputValue()).toBe(term);
    await screenshot(page, 'assessment-career-jobs');
  });
});
