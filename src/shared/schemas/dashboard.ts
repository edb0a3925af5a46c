// The job-seeker dashboard and the matching screen: figures from the user's own data and jobs
// ranked by the match score.
import { z } from 'zod';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, JOB_WORK_TYPES } from '../constants.ts';

export const matchedJob = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string().nullable(),
  workType: z.enum(JOB_WORK_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  score: z.number().int().min(0).max(100),
  reason: z.string(),
});
export type MatchedJob = z.infer<typeof matchedJob>;

export const ACTIVITY_KINDS = ['saved', 'application', 'assessment'] as const;

export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  at: z.date(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** What profile completion counts, in the order the missing list names them. */
export const PROFILE_ITEMS = [
  'First name',
  'Last name',
  'Career goals',
  'Experience level',
  'Years of experience',
  'Industries',
  'Preferred work model',
  'Location preference',
  'Target salary',
  'Resume',
] as const;
export type ProfileItem = (typeof PROFILE_ITEMS)[number];

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

export const DASHBOARD_LIMITS = { recentActivity: 5, recommendedJobs: 5, matches: 20, candidateJobs: 200 } as const;
