// The job-seeker dashboard and the matching screen: figures from the user's own data and jobs
// ranked by the match score.
import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants.ts';
import { APPLICATION_STATUSES } from '../constants/applications.ts';
import { ACTIVITY_KINDS, PROFILE_ITEMS } from '../constants/dashboard.ts';
import { JOB_WORK_TYPES } from '../constants/jobs.ts';

export const matchedJob = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  score: z.number().int().min(0).max(100),
  reason: z.string(),
});
export type MatchedJob = z.infer<typeof matchedJob>;

export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  at: z.date(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const jobSeekerDashboard = z.object({
  firstName: z.string(),
  isPremium: z.boolean(),
  stats: z.object({
    savedJobs: z.number().int(),
    applications: z.number().int(),
    byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
    interviewsScheduled: z.number().int(),
    assessmentsCompleted: z.number().int(),
    /** Share of applications that got past "applied", in percent; null before the first one. */
    responseRate: z.number().int().min(0).max(100).nullable(),
  }),
  profileCompletion: z.object({
    percent: z.number().int().min(0).max(100),
    missing: z.array(z.enum(PROFILE_ITEMS)),
  }),
  recentActivity: z.array(activityItem),
  recommendedJobs: z.array(matchedJob),
});
export type JobSeekerDashboard = z.infer<typeof jobSeekerDashboard>;

export const jobMatches = z.object({
  /** False until onboarding has stored a profile: matches are then by recency, with half credit everywhere. */
  hasProfile: z.boolean(),
  jobs: z.array(matchedJob),
});
export type JobMatches = z.infer<typeof jobMatches>;
