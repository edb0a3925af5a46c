// What each plan includes: only features that exist, each with the screen where it is found
// (decision 041). The limits come from FREE_LIMITS and PREMIUM_LIMITS, which the server enforces.
// The spec's "career coaching sessions", "custom branding", "market insights", "advanced
// analytics", "video pitch recorder", "events and webinars" and "early access" were never built
// and are not offered.
import { FREE_LIMITS, PREMIUM_LIMITS } from '#shared/constants.ts';
import { PLAN_FEATURE_TEXT } from '#shared/constants/billing.ts';
import { link, type Href } from '#shared/routes.ts';

export interface PlanFeature {
  label: string;
  /** Where the feature is: every item links to it. */
  href: Href;
}

export const BASIC_FEATURES: readonly PlanFeature[] = [
  { label: `Resume builder (up to ${FREE_LIMITS.resumes} resumes)`, href: link('/features/resume-builder') },
  { label: PLAN_FEATURE_TEXT.atsScoreFree, href: link('/features/resume-builder') },
  { label: `Cover letters (up to ${FREE_LIMITS.coverLetters})`, href: link('/features/cover-letters') },
  { label: `Job search (top ${FREE_LIMITS.visibleJobResults} results per search)`, href: link('/jobs') },
  { label: `Save up to ${FREE_LIMITS.savedJobs} jobs`, href: link('/saved-jobs') },
  { label: `Track up to ${FREE_LIMITS.trackedApplications} applications`, href: link('/applications') },
  { label: `Career assessment with ${FREE_LIMITS.assessmentSuggestions} career suggestions`, href: link('/features/assessment') },
  { label: 'Community posts and replies', href: link('/community') },
  { label: `${FREE_LIMITS.jobAlerts} job alert by e-mail`, href: link('/jobs?alerts=1') },
  { label: 'Help centre and e-mail support', href: link('/help') },
];

export const PREMIUM_FEATURES: readonly PlanFeature[] = [
  { label: PLAN_FEATURE_TEXT.atsOptimisationPremium, href: link('/features/resume-builder') },
  { label: PLAN_FEATURE_TEXT.aiCoverLettersPremium, href: link('/features/cover-letters') },
  { label: 'Every job search result, not only the top 5', href: link('/jobs') },
  { label: 'Unlimited saved jobs', href: link('/saved-jobs') },
  { label: 'Unlimited application tracking', href: link('/applications') },
  { label: 'Full assessment with the O*NET Interest Profiler', href: link('/features/assessment') },
  { label: 'AI interview coach with feedback', href: link('/features/interview-prep') },
  { label: `Up to ${PREMIUM_LIMITS.jobAlerts} job alerts`, href: link('/jobs?alerts=1') },
  { label: 'Premium-only community posts and news', href: link('/community') },
  { label: 'Premium badge on your profile', href: link('/profile') },
  { label: 'Priority support', href: link('/help') },
];

/** The annual plan adds no feature: it is Premium paid yearly, for less (the card shows both prices). */
export const ANNUAL_EXTRAS: readonly PlanFeature[] = [{ label: 'Every Premium feature, billed once a year', href: link('/pricing') }];
