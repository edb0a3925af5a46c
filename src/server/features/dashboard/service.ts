// The job-seeker dashboard from the user's own rows, and jobs ranked by the match score.
//
// Round trips: dashboard.jobSeeker makes three queries whatever the data size: (1) the profile
// with every count as scalar subqueries, in parallel with (2) the recent activity as one UNION ALL;
// then (3) the person as matching reads them (one row) with the jobs applied to, and (4) the ranked
// jobs' cards by id; the ranking itself runs over the board held in memory. dashboard.matches makes
// (1), (3) and (4).
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '#shared/constants/applications.ts';
import { FREE_LIMITS } from '#shared/constants.ts';
import { DASHBOARD_LIMITS, type ProfileItem } from '#shared/constants/dashboard.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { type ActivityItem, type JobMatches, type JobSeekerDashboard, type MatchedJob } from '#shared/schemas/dashboard.ts';
import { selectRows, type Db } from '../../db/client.ts';
import { matchProfileColumns } from '../../db/queries/match-profile.ts';
import { careerAssessments, jobApplications, jobSeekerProfiles, jobs, resumes, savedJobs } from '../../db/schema/index.ts';
import { blankPerson, matchOf } from '../../engines/match/index.ts';
import { rankedCards } from '../../engines/match/ranking.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { matchPersonOf } from '../jobs/service.ts';

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** The onboarding profile and every figure of the stat tiles, in one query. */
async function loadProfileAndCounts(db: Db, userId: string) {
  const statusCounts = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [
      status,
      count(sql`select count(*) from ${jobApplications} where ${jobApplications.userId} = ${userId} and ${jobApplications.status} = ${status}`),
    ]),
  ) as Record<ApplicationStatus, ReturnType<typeof count>>;
  const [row] = await db
    .select({
      profile: {
        userId: jobSeekerProfiles.userId,
        careerGoals: jobSeekerProfiles.careerGoals,
        yearsExperience: jobSeekerProfiles.yearsExperience,
        ...matchProfileColumns,
      },
      savedJobs: count(sql`select count(*) from ${savedJobs} where ${savedJobs.userId} = ${userId}`),
      assessments: count(sql`select count(*) from ${careerAssessments} where ${careerAssessments.userId} = ${userId}`),
      resumes: count(sql`select count(*) from ${resumes} where ${resumes.userId} = ${userId}`),
      ...statusCounts,
    })
    // A one-row anchor, so the counts come back even for a user without a profile row.
    .from(sql`(select 1) as anchor`)
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, userId));
  return row!;
}

type ProfileRow = Awaited<ReturnType<typeof loadProfileAndCounts>>['profile'];

const filled = (value: string | null | undefined) => Boolean(value?.trim());

function profileCompletion(user: SessionUser, profile: ProfileRow, resumeCount: number): JobSeekerDashboard['profileCompletion'] {
  const present: Record<ProfileItem, boolean> = {
    'First name': filled(user.firstName),
    'Last name': filled(user.lastName),
    'Career goals': filled(profile?.careerGoals),
    'Experience level': filled(profile?.skillLevel),
    'Years of experience': profile?.yearsExperience !== null && profile?.yearsExperience !== undefined,
    Industries: (profile?.industryPreferences.length ?? 0) > 0,
    'Preferred work model': filled(profile?.preferredWorkModel),
    'Location preference': filled(profile?.locationPreference),
    'Target salary': profile?.targetSalaryMin !== null && profile?.targetSalaryMin !== undefined,
    Resume: resumeCount > 0,
  };
  const items = Object.keys(present) as ProfileItem[];
  const missing = items.filter((item) => !present[item]);
  return { percent: Math.round(((items.length - missing.length) / items.length) * 100), missing };
}

/**
 * The open jobs best matched to the user's resume and answers, over the whole board
 * (engines/match/ranking.ts); jobs they already applied to are left out. Ties keep the newest first.
 */
async function rankJobs(db: Db, userId: string, limit: number): Promise<MatchedJob[]> {
  const [person, applied] = await Promise.all([
    matchPersonOf(db, userId),
    db.select({ jobId: jobApplications.jobId }).from(jobApplications).where(and(eq(jobApplications.userId, userId), isNotNull(jobApplications.jobId))),
  ]);
  const who = person ?? blankPerson();
  const { ranked } = await rankedCards(db, who, { exclude: new Set(applied.map((a) => a.jobId!)), limit }, async (ids) => {
    const cards = await db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        workType: jobs.workType,
        experienceLevel: jobs.experienceLevel,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
      })
      .from(jobs)
      .where(and(eq(jobs.isActive, true), inArray(jobs.id, ids)));
    return new Map(cards.map((card) => [card.id, card]));
  });
  // The CHECK constraints hold work_type and experience_level to the enumerations.
  return ranked.map((r) => ({ ...(r.card as Omit<MatchedJob, 'score' | 'reason'>), ...matchOf(who, r.job) }));
}

/** Every list of jobs a free user reaches holds at most FREE_LIMITS.visibleJobResults, as job search does. */
const jobsShownTo = (user: SessionUser, wanted: number) => (isPremium(user) ? wanted : Math.min(wanted, FREE_LIMITS.visibleJobResults));

interface ActivityRow {
  id: string;
  kind: ActivityItem['kind'];
  title: string;
  company: string | null;
  status: string | null;
  score: number | null;
  at: Date | string;
}

/** The latest saved jobs, applications and assessments, merged newest first, in one query. */
async function recentActivity(db: Db, userId: string): Promise<ActivityItem[]> {
  const n = DASHBOARD_LIMITS.recentActivity;
  const rows = await selectRows<ActivityRow>(
    db,
    sql`
      (select s.id::text as id, 'saved' as kind, j.title as title, j.company_name as company, null::text as status, null::int as score, s.created_at as at
         from ${savedJobs} s join ${jobs} j on j.id = s.job_id
        where s.user_id = ${userId} order by s.created_at desc limit ${n})
      union all
      (select a.id::text, 'application', a.job_title, a.company_name, a.status, null::int, a.created_at
         from ${jobApplications} a where a.user_id = ${userId} order by a.created_at desc limit ${n})
      union all
      (select c.id::text, 'assessment', 'Career assessment', null::text, null::text, c.score, c.completed_at
         from ${careerAssessments} c where c.user_id = ${userId} order by c.completed_at desc limit ${n})
      order by at desc limit ${n}`,
  );
  return rows.map((row) => {
    const base = { id: `${row.kind}:${row.id}`, kind: row.kind, at: new Date(row.at) };
    if (row.kind === 'saved') return { ...base, title: `Saved ${row.title}`, detail: row.company };
    if (row.kind === 'application') {
      const status = APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? row.status;
      return { ...base, title: `Applied to ${row.title}`, detail: `${row.company ?? ''} · ${status}` };
    }
    return { ...base, title: 'Completed a career assessment', detail: `Score ${row.score}%` };
  });
}

export async function jobSeekerDashboard(ctx: AuthedContext): Promise<JobSeekerDashboard> {
  const userId = ctx.user.id;
  const [row, activity] = await Promise.all([loadProfileAndCounts(ctx.db, userId), recentActivity(ctx.db, userId)]);
  const byStatus = { applied: row.applied, interviewing: row.interviewing, offer: row.offer, rejected: row.rejected };
  const applications = APPLICATION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const responded = applications - byStatus.applied;
  return {
    firstName: ctx.user.firstName || ctx.user.email.split('@')[0]!,
    isPremium: isPremium(ctx.user),
    stats: {
      savedJobs: row.savedJobs,
      applications,
      byStatus,
      interviewsScheduled: byStatus.interviewing,
      assessmentsCompleted: row.assessments,
      responseRate: applications === 0 ? null : Math.round((responded / applications) * 100),
    },
    profileCompletion: profileCompletion(ctx.user, row.profile, row.resumes),
    recentActivity: activity,
    recommendedJobs: await rankJobs(ctx.db, userId, jobsShownTo(ctx.user, DASHBOARD_LIMITS.recommendedJobs)),
  };
}

export async function jobMatches(ctx: AuthedContext): Promise<JobMatches> {
  const row = await loadProfileAndCounts(ctx.db, ctx.user.id);
  return {
    hasProfile: row.profile !== null,
    jobs: await rankJobs(ctx.db, ctx.user.id, jobsShownTo(ctx.user, DASHBOARD_LIMITS.matches)),
  };
}
