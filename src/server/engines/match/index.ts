// Matching: how well a job fits a person, from their resume and their onboarding answers, with the
// reason in one line. features.ts reads both sides, occupations.ts ties titles to O*NET occupations,
// score.ts weighs them; the board is ranked from stored job features (ranking.ts).
import { resumeContent } from '#shared/schemas/resumes.ts';
import { personFeatures } from './features.ts';
import { compilePerson, displayScore, parts, rankScore, reason, type CompiledJob, type CompiledPerson } from './score.ts';

export { JOB_FEATURES_VERSION, jobFeatures, personFeatures, type JobFeatures, type PersonFeatures } from './features.ts';
export { compileJob, compilePerson, type CompiledJob, type CompiledPerson, type JobFacts, type Wants } from './score.ts';
export { inferIndustries } from './industries.ts';

export interface Match {
  score: number;
  reason: string;
}

/** One job's score and reason for one person. */
export function matchOf(person: CompiledPerson, job: CompiledJob): Match {
  const p = parts(person, job);
  return { score: displayScore(rankScore(p)), reason: reason(person, job, p) };
}

/** The unrounded score ranking orders by (0-1). */
export const rankOf = (person: CompiledPerson, job: CompiledJob): number => rankScore(parts(person, job));

/** Someone matching knows nothing about: every job scores on its own, so the newest come first. */
export const blankPerson = (): CompiledPerson =>
  compilePerson(personFeatures(resumeContent.parse({}), { careerGoals: '', yearsExperience: null }, new Date()), {
    industryPreferences: [],
    preferredWorkModel: null,
    locationPreference: null,
    willingToRelocate: false,
    targetSalaryMin: null,
    targetSalaryMax: null,
    skillLevel: null,
  });
