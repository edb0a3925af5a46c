// The plans in words, for the terms and the job-seekers page, from the shared plan constants.
import { FREE_LIMITS, PLANS, PREMIUM_LIMITS } from '#shared/constants.ts';

const usd = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export const PLAN_LINES = {
  free: `${PLANS.free.name}: free, with up to ${FREE_LIMITS.savedJobs} saved jobs, ${FREE_LIMITS.trackedApplications} tracked applications, ${FREE_LIMITS.resumes} resumes, ${FREE_LIMITS.jobAlerts} job alert, ${FREE_LIMITS.visibleJobResults} job results per search and ${FREE_LIMITS.assessmentSuggestions} career suggestions from the assessment.`,
  monthly: `${PLANS.premium_monthly.name}: ${usd(PLANS.premium_monthly.priceUsd)} per ${PLANS.premium_monthly.interval}, lifting those limits (up to ${PREMIUM_LIMITS.jobAlerts} job alerts and ${PREMIUM_LIMITS.resumes} resumes).`,
  annual: `${PLANS.premium_annual.name}: ${usd(PLANS.premium_annual.priceUsd)} per ${PLANS.premium_annual.interval} (${usd(PLANS.premium_annual.originalPriceUsd)} at the monthly price), the same as Premium Monthly.`,
};
