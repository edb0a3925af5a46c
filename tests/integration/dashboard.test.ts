// The job-seeker dashboard and the matching list through the real procedures: figures from the
// user's own rows only, profile completion computed from the profile, jobs ranked by the match
// score, and a fixed number of queries whatever the data size.
import type { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '#shared/constants.ts';
import { DASHBOARD_LIMITS, PROFILE_ITEMS } from '#shared/constants/dashboard.ts';
import { careerAssessments, jobApplications, jobSeekerProfiles, jobs, resumes, savedJobs } from '../../src/server/db/schema/index.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { useTestDatabase } from '../support/database.ts';
import { callerWith, createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;
await db.delete(jobs);

type NewJob = typeof jobs.$inferInsert;
let jobCounter = 0;
async function addJob(overrides: Partial<NewJob> = {}) {
  jobCounter += 1;
  const [row] = await db
    .insert(jobs)
    .values({
      title: `Clerk ${jobCounter}`,
      companyName: 'Acme Holdings',
      location: 'Denver, CO',
      workType: 'on-site',
      experienceLevel: 'mid',
      description: 'General duties.',
      postedDate: new Date(Date.now() - jobCounter * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

const dashboardOf = async (token: string) => (await callerWith(db, token).caller()).dashboard.jobSeeker();

const seekerProfile = {
  careerGoals: 'Build developer tools',
  skillLevel: 'mid',
  yearsExperience: 4,
  industryPreferences: ['Technology'],
  preferredWorkModel: 'remote',
  locationPreference: 'Austin',
  targetSalaryMin: 90_000,
  targetSalaryMax: 120_000,
  willingToRelocate: false,
  onboardingCompleted: true,
};

async function addAssessment(userId: string, score: number, completedAt = new Date()) {
  await db.insert(careerAssessments).values({ userId, assessmentType: 'career_fit', questions: [], answers: {}, results: {}, score, completedAt });
}

describe('dashboard.jobSeeker', () => {
  it('refuses a visitor', async () => {
    const visitor = await callerWith(db, null).caller();
    await expect(visitor.dashboard.jobSeeker()).rejects.toMatchObject({ code: 'UNAUTHORIZED' } satisfies Partial<TRPCError>);
    await expect(visitor.dashboard.matches()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("counts the user's own saved jobs, applications by status and assessments, and no one else's", async () => {
    const me = await createTestUser(db);
    const other = await createTestUser(db);
    const [a, b, c] = [await addJob(), await addJob(), await addJob()];
    await db.insert(savedJobs).values([
      { userId: me.id, jobId: a.id, createdAt: new Date(Date.now() - 50_000) },
      { userId: me.id, jobId: b.id, createdAt: new Date(Date.now() - 40_000) },
      { userId: other.id, jobId: a.id },
      { userId: other.id, jobId: c.id },
    ]);
    const app = (userId: string, status: string, ago: number) => ({
      userId,
      companyName: 'Acme',
      jobTitle: `Role ${status}`,
      status,
      createdAt: new Date(Date.now() - ago),
    });
    await db.insert(jobApplications).values([
      app(me.id, 'applied', 30_000),
      app(me.id, 'interviewing', 20_000),
      app(me.id, 'offer', 10_000),
      app(other.id, 'rejected', 5_000),
      app(other.id, 'interviewing', 5_000),
    ]);
    await addAssessment(me.id, 80, new Date(Date.now() - 1_000));
    await addAssessment(other.id, 40);
    await addAssessment(other.id, 60);

    const dashboard = await dashboardOf(me.token);
    expect(dashboard.firstName).toBe('Test');
    expect(dashboard.isPremium).toBe(false);
    expect(dashboard.stats).toEqual({
      savedJobs: 2,
      applications: 3,
      byStatus: { applied: 1, interviewing: 1, offer: 1, rejected: 0 },
      interviewsScheduled: 1,
      assessmentsCompleted: 1,
      responseRate: 67,
    });
    // Saved, applied and assessed, merged newest first and capped.
    expect(dashboard.recentActivity.map((item) => item.title)).toEqual([
      'Completed a career assessment',
      'Applied to Role offer',
      'Applied to Role interviewing',
      'Applied to Role applied',
      `Saved ${b.title}`,
    ]);
    expect(dashboard.recentActivity[1]!.detail).toBe('Acme · Offer');
    expect(dashboard.recentActivity[0]!.detail).toBe('Score 80%');

    const empty = await dashboardOf((await createTestUser(db, { premium: true })).token);
    expect(empty.isPremium).toBe(true);
    expect(empty.stats).toMatchObject({ savedJobs: 0, applications: 0, assessmentsCompleted: 0, responseRate: null });
    expect(empty.recentActivity).toEqual([]);
  });

  it('computes profile completion from the profile and lists what is missing', async () => {
    const me = await createTestUser(db);
    const before = await dashboardOf(me.token);
    // createTestUser fills the first and last name only.
    expect(before.profileCompletion).toEqual({ percent: 20, missing: PROFILE_ITEMS.filter((i) => i !== 'First name' && i !== 'Last name') });

    await db.insert(jobSeekerProfiles).values({ userId: me.id, careerGoals: 'Lead a data team', skillLevel: 'mid', industryPreferences: ['Finance'] });
    const some = await dashboardOf(me.token);
    expect(some.profileCompletion.percent).toBe(50);
    expect(some.profileCompletion.missing).toEqual(['Years of experience', 'Preferred work model', 'Location preference', 'Target salary', 'Resume']);

    await db.update(jobSeekerProfiles).set(seekerProfile);
    await db.insert(resumes).values({ userId: me.id, title: 'My Resume' });
    expect((await dashboardOf(me.token)).profileCompletion).toEqual({ percent: 100, missing: [] });
  });

  it('recommends the active jobs that fit the resume and the answers, ranked by score, with reasons', async () => {
    await db.delete(jobs);
    const me = await createTestUser(db);
    await db.insert(jobSeekerProfiles).values({ userId: me.id, ...seekerProfile });
    await db.insert(resumes).values({
      userId: me.id,
      title: 'Developer',
      isActive: true,
      content: {
        personalInfo: { firstName: 'Ada' },
        experience: [
          {
            id: 'e1',
            company: 'Globex',
            position: 'Software Engineer',
            startDate: '2021-01',
            current: true,
            description: 'Built React and TypeScript front ends\nWrote Node.js services on PostgreSQL',
          },
        ],
        skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
      },
    });
    const stack = 'You will build React and TypeScript front ends and Node.js services on PostgreSQL.';
    const perfect = await addJob({ title: 'Software Engineer', workType: 'remote', location: 'Remote', salaryMin: 100_000, salaryMax: 130_000, experienceLevel: 'mid', description: stack });
    const onSite = await addJob({ title: 'Software Engineer', workType: 'on-site', location: 'Denver, CO', experienceLevel: 'mid', description: stack });
    const nurse = await addJob({ title: 'Telehealth Nurse', workType: 'remote', location: 'Remote', salaryMin: 90_000, salaryMax: 100_000, description: 'Triage patients by video. BLS and an RN licence required.' });
    const architect = await addJob({ title: 'Principal Software Architect', workType: 'remote', experienceLevel: 'expert', description: `${stack} 12+ years of experience.` });
    await addJob({ title: 'Closed Software Role', workType: 'remote', isActive: false, description: stack });
    const applied = await addJob({ title: 'Applied Software Role', workType: 'remote', salaryMin: 100_000, salaryMax: 130_000, description: stack });
    await db.insert(jobApplications).values({ userId: me.id, jobId: applied.id, companyName: 'Acme', jobTitle: applied.title });

    const { recommendedJobs } = await dashboardOf(me.token);
    const ids = recommendedJobs.map((j) => j.id);
    expect(ids.slice(0, 2)).toEqual([perfect.id, onSite.id]);
    expect(ids.indexOf(architect.id)).toBeGreaterThan(1);
    expect(ids.at(-1)).toBe(nurse.id);
    const scores = recommendedJobs.map((j) => j.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(recommendedJobs[0]!.score).toBeGreaterThanOrEqual(80);
    expect(recommendedJobs[0]!.reason).toMatch(/^Matches (React|TypeScript|Node\.js|PostgreSQL)/);
    expect(recommendedJobs.find((j) => j.id === architect.id)!.reason).toContain('asks for 12 years');

    const caller = await callerWith(db, me.token).caller();
    const matches = await caller.dashboard.matches();
    expect(matches.hasProfile).toBe(true);
    expect(matches.jobs.map((j) => j.title)).toEqual(recommendedJobs.map((j) => j.title));
    expect(matches.jobs.map((j) => j.title)).not.toContain('Applied Software Role');
    expect(matches.jobs.map((j) => j.title)).not.toContain('Closed Software Role');
  });

  it(`ranks up to ${DASHBOARD_LIMITS.matches} matches for premium, by recency when there is no profile yet`, async () => {
    await db.delete(jobs);
    for (let i = 0; i < 25; i++) await addJob({ title: `Analyst ${i}` });
    const me = await createTestUser(db, { premium: true });
    const matches = await (await callerWith(db, me.token).caller()).dashboard.matches();
    expect(matches.hasProfile).toBe(false);
    expect(matches.jobs).toHaveLength(DASHBOARD_LIMITS.matches);
    expect(matches.jobs[0]!.title).toBe('Analyst 0');
  });

  it(`shows a free user, or one whose premium ended, at most ${FREE_LIMITS.visibleJobResults} jobs in matches and recommendations`, async () => {
    await db.delete(jobs);
    for (let i = 0; i < 25; i++) await addJob({ title: `Analyst ${i}` });
    for (const options of [{}, { expiredPremium: true }]) {
      const me = await createTestUser(db, options);
      const caller = await callerWith(db, me.token).caller();
      const matches = await caller.dashboard.matches();
      expect(matches.jobs.map((j) => j.title)).toEqual(['Analyst 0', 'Analyst 1', 'Analyst 2', 'Analyst 3', 'Analyst 4']);
      expect((await caller.dashboard.jobSeeker()).recommendedJobs.length).toBeLessThanOrEqual(FREE_LIMITS.visibleJobResults);
    }
  });

  it('makes the same small number of queries however much data the user has', async () => {
    const me = await createTestUser(db);
    const measure = async (run: (c: Awaited<ReturnType<ReturnType<typeof callerWith>['caller']>>) => Promise<unknown>) => {
      const caller = await callerWith(counter.db, me.token).caller();
      counter.reset();
      await run(caller);
      return counter.statements.length;
    };
    // One open job, and one call first: the board reads new jobs (and computes features a job was
    // written without) once, then every call makes the same statements.
    await db.delete(jobs);
    await addJob({ title: 'Software Engineer', workType: 'remote' });
    await measure((c) => c.dashboard.jobSeeker());
    const emptyDashboard = await measure((c) => c.dashboard.jobSeeker());
    const emptyMatches = await measure((c) => c.dashboard.matches());

    await db.insert(jobSeekerProfiles).values({ userId: me.id, ...seekerProfile });
    const many = [];
    for (let i = 0; i < 30; i++) many.push(await addJob({ title: `Software Engineer ${i}`, workType: 'remote' }));
    await db.insert(savedJobs).values(many.map((job) => ({ userId: me.id, jobId: job.id })));
    await db.insert(jobApplications).values(many.slice(0, 12).map((job) => ({ userId: me.id, jobId: job.id, companyName: 'Acme', jobTitle: job.title })));
    for (let i = 0; i < 6; i++) await addAssessment(me.id, 50 + i);

    await measure((c) => c.dashboard.jobSeeker());
    // Profile and counts, activity, the person and their applications, what changed on the board, the cards.
    expect(emptyDashboard).toBe(6);
    expect(emptyMatches).toBe(5);
    expect(await measure((c) => c.dashboard.jobSeeker())).toBe(emptyDashboard);
    expect(await measure((c) => c.dashboard.matches())).toBe(emptyMatches);
  });
});
