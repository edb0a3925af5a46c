// The onboarding profile's fields that the match score reads (shared/rules/match-score.ts), selected
// under the score's own names: the dashboard's recommendations and the job board's match sort.
import { jobSeekerProfiles as p } from '../schema/index.ts';

export const matchProfileColumns = {
  industryPreferences: p.industryPreferences,
  preferredWorkModel: p.preferredWorkModel,
  locationPreference: p.locationPreference,
  willingToRelocate: p.willingToRelocate,
  targetSalaryMin: p.targetSalaryMin,
  targetSalaryMax: p.targetSalaryMax,
  skillLevel: p.skillLevel,
};
