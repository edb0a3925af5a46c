// The dashboards in Chromium against the real server (seeded with the demo jobs): a job seeker who
// finished onboarding sees their own figures and ranked jobs, an employer sees the sample employer
// dashboard, and each dashboard keeps to its own user type.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVEL_LABELS, FREE_LIMITS, PLANS } from '#shared/constants.ts';
import { formatPrice } from '#shared/format.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, field, mutate, PASSWORD, pathIs, signIn, uniqueEmail } from '../support/journeys.ts';

const { newPage, screenshot } = useBrowser();

async function choose(page: TrackedPage, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A new job seeker through sign-up and the onboarding wizard (no resume), landing on the dashboard. */
const DEVELOPER = { goals: 'Ship developer tools as a software engineer.', level: 'Mid Level (3-5 years)', years: '4', industry: 'Technology', model: 'Remote', place: 'Austin', salary: ['90000', '160000'] };

async function onboardedJobSeeker(page: TrackedPage, answers = DEVELOPER) {
  const email = uniqueEmail('dashboard');
  await createAccount(page, email);
  await signIn(page, email, PASSWORD);
  await page.waitForURL(pathIs('/onboarding/job-seeker'));
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Career goals').fill(answers.goals);
  await choose(page, 'Experience level', answers.level);
  await field(page, 'Years of experience').fill(answers.years);
  await page.getByRole('checkbox', { name: answers.industry }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Preferred work model', answers.model);
  await field(page, 'Location preference').fill(answers.place);
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Minimum salary').fill(answers.salary[0]!);
  await field(page, 'Target salary').fill(answers.salary[1]!);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL(pathIs('/dashboard/job-seeker'));
  return email;
}

const tile = (page: TrackedPage, label: string) => page.getByRole('group', { name: label, exact: true });

describe('dashboards in Chromium', () => {
  it("puts a marketing graduate's marketing jobs first, with reasons that name their skills", async () => {
    const page = await newPage();
    // The graduate's own answers and resume, from the evaluation corpus.
    await onboardedJobSeeker(page, {
      goals: 'Grow a brand through social media and content.',
      level: EXPERIENCE_LEVEL_LABELS.entry,
      years: '0',
      industry: 'Marketing',
      model: 'Hybrid',
      place: 'Austin',
      salary: ['45000', '58000'],
    });
    const graduate = (JSON.parse(readFileSync(new URL('../../eval/corpus/resumes.json', import.meta.url), 'utf8')) as { id: string; content: ResumeContent }[]).find(
      (r) => r.id === 'r-marketing-grad',
    )!;
    await mutate(page, 'resumes.save', { template: 'modern-professional', content: graduate.content });
    await page.goto('/dashboard');

    const recommended = page.getByRole('region', { name: 'Recommended Jobs' });
    const cards = recommended.getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(FREE_LIMITS.visibleJobResults);
    // Marketing jobs lead (a remote customer-success role from her service-desk job can sit among
    // them), and their reasons name her skills.
    const marketing = /Marketing|Social Media|SEO|Content/;
    const titles = await cards.getByRole('link').allTextContents();
    expect(titles.slice(0, 3).filter((t) => marketing.test(t)).length).toBeGreaterThanOrEqual(2);
    const reasons = (await cards.allTextContents()).filter((text) => marketing.test(text));
    // "Matches Social media, branding and your Marketing interest": the first thing named is a skill her resume shows.
    const resumeText = JSON.stringify(graduate.content).toLowerCase();
    const namesASkill = (text: string) => {
      const first = /Matches ([^,;]+?)(,| and |;|$)/.exec(text)?.[1];
      return first !== undefined && !first.startsWith('your ') && resumeText.includes(first.toLowerCase());
    };
    expect(reasons.some(namesASkill)).toBe(true);
    await screenshot(page, 'dashboard-marketing-graduate');
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows a job seeker their own figures, profile completion and recommended jobs", async () => {
    const page = await newPage();
    await onboardedJobSeeker(page);

    // Two tracked applications, one past "Applied", through the tracker's own procedure.
    await mutate(page, 'applications.add', { companyName: 'Lumenfield', jobTitle: 'Platform Engineer', status: 'interviewing', salaryMin: null, salaryMax: null });
    await mutate(page, 'applications.add', { companyName: 'Northwind', jobTitle: 'Web Developer', status: 'applied', salaryMin: null, salaryMax: null });
    await page.goto('/dashboard');

    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Ada!' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Update Resume' }).getAttribute('href')).toBe('/features/resume-builder');
    expect(await page.getByLabel('Premium member').count()).toBe(0);

    expect(await tile(page, 'Applications').textContent()).toContain('2');
    expect(await tile(page, 'Applications').textContent()).toContain('1 applied · 1 interviewing');
    expect(await tile(page, 'Interviews Scheduled').textContent()).toContain('1');
    expect(await tile(page, 'Response Rate').textContent()).toContain('50%');
    expect(await tile(page, 'Saved Jobs').textContent()).toContain('0');

    // Everything but a resume was filled in onboarding: 9 of 10 items.
    const completion = page.getByRole('region', { name: 'Profile Completion' });
    expect(await completion.textContent()).toContain('90%');
    expect(await completion.getByRole('list', { name: 'Missing profile items' }).textContent()).toBe('Resume');
    expect(await completion.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe('/profile');

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    expect(await activity.textContent()).toContain('Applied to Web Developer');
    expect(await activity.textContent()).toContain('Applied to Platform Engineer');

    // Five demo jobs ranked by score, each with a reason and a link to the job board's search.
    const recommended = page.getByRole('region', { name: 'Recommended Jobs' });
    const cards = recommended.getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(5);
    const scores = (await recommended.getByLabel(/^Match score/).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).map(
      (label) => Number(/(\d+)%/.exec(label ?? '')![1]),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // No resume yet: the answers alone rank the jobs, and each says why.
    expect(await cards.first().textContent()).toMatch(/Matches |Few matches/);
    const firstLink = cards.first().getByRole('link');
    const title = (await firstLink.textContent())!;
    expect(await firstLink.getAttribute('href')).toBe(`/jobs?q=${encodeURIComponent(title)}`);

    const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
    const upgradeLabel = `Upgrade Now - ${formatPrice(PLANS.premium_monthly.priceUsd)}/mo`;
    expect(await upgrade.getByRole('link', { name: upgradeLabel }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('region', { name: 'Premium Actions' }).count()).toBe(0);
    await screenshot(page, 'dashboard-job-seeker');

    // The sidebar links to both screens the spec lists there.
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await sidebar.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    expect(await sidebar.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');

    // Another type's dashboard sends the job seeker back to their own.
    await page.goto('/dashboard/employer');
    await page.waitForURL(pathIs('/dashboard/job-seeker'));
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Ada!' }).isVisible(), { timeout: 10_000 }).toBe(true);

    // /features/matching: the features page plus this free user's top matches, as many as /jobs shows them.
    await page.goto('/features/matching');
    const matches = page.getByRole('region', { name: 'Your top matches' });
    await expect.poll(() => matches.getByRole('listitem').count(), { timeout: 10_000 }).toBe(FREE_LIMITS.visibleJobResults);
    expect(await page.getByRole('article', { name: 'Job Matching' }).getByRole('link').getAttribute('href')).toBe('/features/matching');
    await screenshot(page, 'features-matching');
    expect(page.consoleErrors).toEqual([]);
  });

  it('gives a premium job seeker the crown and Premium Actions instead of the upgrade card', async () => {
    const premium = DEMO_ACCOUNTS.find((account) => account.key === 'premium')!;
    const page = await newPage();
    await page.goto('/auth');
    await signIn(page, premium.email, premium.password);
    await page.waitForURL(pathIs('/dashboard/job-seeker'));
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name: `Welcome back, ${premium.firstName}!` }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await main.getByLabel('Premium member').isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);
    expect(await main.getByRole('region', { name: 'Upgrade to Premium' }).count()).toBe(0);

    const actions = page.getByRole('region', { name: 'Premium Actions' });
    const hrefs = await actions.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/features/resume-builder', '/features/cover-letters', '/applications', '/features/assessment', '/jobs?alerts=1']);
    expect(await actions.getByRole('link', { name: 'Premium Job Alerts' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-job-seeker-premium');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows an employer the sample employer dashboard, and keeps them off the job-seeker one', async () => {
    const page = await newPage();
    const email = uniqueEmail('employer');
    await createAccount(page, email, 'Employer');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(pathIs('/dashboard/employer'));

    await expect.poll(() => page.getByRole('heading', { name: 'Employer Dashboard' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Sample data', { exact: true }).isVisible()).toBe(true);
    expect(await tile(page, 'Total Applicants').textContent()).toContain('248');
    const candidates = page.getByRole('list', { name: 'Recent Candidates' });
    for (const status of ['New', 'Reviewed', 'Interview']) expect(await candidates.getByText(status, { exact: true }).count()).toBeGreaterThan(0);

    // Quick actions wait for employer accounts: disabled, with the reason on hover.
    const postJob = page.getByRole('button', { name: 'Post a Job' });
    expect(await postJob.getAttribute('aria-disabled')).toBe('true');
    await postJob.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5_000 }).toBe('Available when employer accounts launch');
    await postJob.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/dashboard/employer');
    await screenshot(page, 'dashboard-employer-sample');

    await page.goto('/dashboard');
    await page.waitForURL(pathIs('/dashboard/employer'));
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the features page to visitors on /solutions, without matches', async () => {
    const page = await newPage();
    await page.goto('/solutions');
    await expect.poll(() => page.getByRole('heading', { name: 'Solutions', level: 1 }).isVisible(), { timeout: 10_000 }).toBe(true);
    const hrefs = await page.getByRole('article').getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/features/resume-builder', '/features/cover-letters', '/features/assessment', '/features/matching', '/features/interview-prep']);
    expect(await page.getByRole('link', { name: 'Schedule a Demo' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Book a Consultation' }).getAttribute('href')).toBe('/contact');
    // No endorsements no company gave (decision 041).
    expect(await page.getByText('Trusted by').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Your top matches' }).count()).toBe(0);
    await screenshot(page, 'solutions');
    expect(page.consoleErrors).toEqual([]);
  });
});
