// The job-seeker dashboard: how much it shows, the kinds of recent activity, and what profile
// completion counts.

/** How many recent items and recommended jobs the dashboard shows, and how many new jobs it ranks. */
export const DASHBOARD_LIMITS = { recentActivity: 5, recommendedJobs: 5, matches: 20, candidateJobs: 200 } as const;

export const ACTIVITY_KINDS = ['saved', 'application', 'assessment'] as const;

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
