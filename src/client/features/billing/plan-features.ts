// What each plan includes, in the product's words. Free members post and reply in the community
// (docs/product.md).
import { FREE_LIMITS } from '#shared/constants.ts';

export const BASIC_FEATURES = [
  'Basic resume builder',
  `View job posts (top ${FREE_LIMITS.visibleJobResults} results per search)`,
  `Save up to ${FREE_LIMITS.savedJobs} jobs`,
  `Track up to ${FREE_LIMITS.trackedApplications} applications`,
  `Basic career assessment with ${FREE_LIMITS.assessmentSuggestions} career suggestions`,
  'Community posts and replies',
  'Limited job alerts',
  'Community support',
];

export const PREMIUM_FEATURES = [
  'AI resume optimisation',
  'Unlimited job saving and application tracking',
  'Full assessment report with learning paths',
  'Video pitch recorder and mock interviews',
  'Full forum access',
  'Premium profile badge',
  'Advanced job alerts',
  'Early access to events and webinars',
  'Career coaching sessions',
  'Premium career reports',
  'Market insights',
  'Priority support',
  'Custom branding for employers',
  'Advanced analytics',
];

export const ANNUAL_EXTRAS = ['One 30-minute coaching session', 'Priority support', 'Early access to new features'];
