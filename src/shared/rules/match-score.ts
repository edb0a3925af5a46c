// How well a job fits a seeker's onboarding profile: a score 0-100 and one line saying why. Pure,
// so the dashboard, the matching screen and tests all rank the same way.
//
// Weights (they sum to 100):
//   industry    30  the job's inferred industries include one the seeker picked (jobs have no
//                   industry column: see inferIndustries)
//   work model  20  same model, or the seeker is flexible; hybrid is half-way to remote and on-site
//   salary      20  the ranges overlap; a shortfall loses credit linearly, none left at 25% below
//   location    15  remote jobs and a location containing the seeker's preference; half for a
//                   seeker willing to relocate
//   experience  15  same level; one level apart earns half
// A factor the profile (or the job) says nothing about earns half its weight: an empty answer
// neither helps nor sinks a job.
import { EXPERIENCE_LEVELS, INDUSTRIES, type Industry } from '../constants.ts';
import type { JobWorkType } from '../constants/jobs.ts';

export interface MatchProfile {
  industryPreferences: readonly string[];
  preferredWorkModel: string | null;
  locationPreference: string | null;
  willingToRelocate: boolean;
  targetSalaryMin: number | null;
  targetSalaryMax: number | null;
  skillLevel: string | null;
}

export interface MatchJob {
  title: string;
  companyName: string;
  description: string;
  location: string | null;
  workType: string;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
}

export interface Match {
  score: number;
  reason: string;
}

export const MATCH_WEIGHTS = { industry: 30, workModel: 20, salary: 20, location: 15, experience: 15 } as const;

/** Jobs have no industry column, so the industry is read from words in the title, company and description. */
export const INDUSTRY_KEYWORDS: Record<Industry, readonly string[]> = {
  Technology: ['software', 'developer', 'frontend', 'backend', 'full stack', 'devops', 'cloud', 'data', 'cybersecurity', 'saas', 'web', 'mobile', 'typescript', 'platform', 'machine learning'],
  Healthcare: ['health', 'healthcare', 'medical', 'clinical', 'clinic', 'clinics', 'nurse', 'nursing', 'hospital', 'patient', 'pharmacy'],
  Finance: ['finance', 'financial', 'accounting', 'accountant', 'bank', 'banking', 'investment', 'portfolio', 'fintech', 'insurance', 'claims', 'audit'],
  Education: ['education', 'teacher', 'teaching', 'school', 'university', 'curriculum', 'instructional', 'tutor', 'students'],
  Marketing: ['marketing', 'seo', 'content', 'brand', 'social media', 'campaign', 'campaigns'],
  Sales: ['sales', 'account executive', 'business development', 'merchandising', 'retail', 'customer success'],
  Design: ['design', 'designer', 'ux', 'ui', 'graphic', 'figma', 'visual'],
  Engineering: ['engineer', 'engineering', 'mechanical', 'electrical', 'civil', 'structural', 'manufacturing', 'hardware'],
  Operations: ['operations', 'logistics', 'supply chain', 'warehouse', 'fleet', 'coordinator', 'procurement'],
  Consulting: ['consultant', 'consulting', 'advisory', 'strategy'],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS = Object.fromEntries(
  INDUSTRIES.map((industry) => [industry, new RegExp(`\\b(${INDUSTRY_KEYWORDS[industry].map(escapeRegExp).join('|')})\\b`, 'gi')]),
) as Record<Industry, RegExp>;

const distinctHits = (pattern: RegExp, text: string) => new Set(Array.from(text.matchAll(pattern), (m) => m[1]!.toLowerCase())).size;

/**
 * A keyword in the title or company name places the job in an industry; the description, where
 * words like "data" or "web" turn up in any posting, needs two different keywords of one industry.
 */
export function inferIndustries(job: Pick<MatchJob, 'title' | 'companyName' | 'description'>): Industry[] {
  const heading = `${job.title}\n${job.companyName}`;
  return INDUSTRIES.filter(
    (industry) => distinctHits(KEYWORD_PATTERNS[industry], heading) > 0 || distinctHits(KEYWORD_PATTERNS[industry], job.description) >= 2,
  );
}

/** Job work types that earn any work-model credit: the dashboard fetches only these. */
export function compatibleWorkTypes(preferred: string | null): JobWorkType[] {
  if (preferred === 'remote') return ['remote', 'hybrid'];
  if (preferred === 'on-site') return ['on-site', 'hybrid'];
  return ['remote', 'hybrid', 'on-site'];
}

/** Experience levels within one step of the seeker's: the dashboard fetches only these. */
export function nearbyLevels(level: string | null): string[] {
  const at = EXPERIENCE_LEVELS.indexOf(level as (typeof EXPERIENCE_LEVELS)[number]);
  if (at < 0) return [...EXPERIENCE_LEVELS];
  return EXPERIENCE_LEVELS.filter((_, i) => Math.abs(i - at) <= 1);
}

type Factor = { credit: number; good?: string; bad?: string };

function industryFactor(profile: MatchProfile, job: MatchJob): Factor {
  if (profile.industryPreferences.length === 0) return { credit: 0.5 };
  const found = inferIndustries(job).find((i) => profile.industryPreferences.includes(i));
  return found ? { credit: 1, good: `${found} interest` } : { credit: 0, bad: 'outside your industries' };
}

function workModelFactor(profile: MatchProfile, job: MatchJob): Factor {
  const pref = profile.preferredWorkModel;
  if (!pref) return { credit: 0.5 };
  if (pref === 'flexible') return { credit: 1, good: `flexible work preference` };
  if (pref === job.workType) return { credit: 1, good: `${pref} preference` };
  if (pref === 'hybrid' || job.workType === 'hybrid') return { credit: 0.5 };
  return { credit: 0, bad: `${job.workType}, not ${pref}` };
}

function salaryFactor(profile: MatchProfile, job: MatchJob): Factor {
  const wantMin = profile.targetSalaryMin ?? profile.targetSalaryMax;
  const wantMax = profile.targetSalaryMax ?? Number.POSITIVE_INFINITY;
  const jobMin = job.salaryMin ?? job.salaryMax;
  const jobMax = job.salaryMax ?? job.salaryMin;
  if (wantMin === null || jobMin === null || jobMax === null) return { credit: 0.5 };
  if (jobMax >= wantMin && jobMin <= wantMax) return { credit: 1, good: 'salary range' };
  // A job paying more than asked still fits; one paying less loses credit with the shortfall.
  if (jobMin > wantMax) return { credit: 1, good: 'salary range' };
  const shortfall = (wantMin - jobMax) / wantMin;
  const credit = Math.max(0, 1 - shortfall / 0.25);
  return credit > 0 ? { credit } : { credit: 0, bad: 'pays below your target' };
}

function locationFactor(profile: MatchProfile, job: MatchJob): Factor {
  if (job.workType === 'remote') return { credit: 1, good: 'location (remote)' };
  const pref = profile.locationPreference?.trim().toLowerCase();
  const where = job.location?.trim().toLowerCase();
  if (!pref || !where) return { credit: 0.5 };
  if (where.includes(pref) || pref.includes(where)) return { credit: 1, good: `location (${job.location})` };
  if (profile.willingToRelocate) return { credit: 0.5 };
  return { credit: 0, bad: `in ${job.location}` };
}

function experienceFactor(profile: MatchProfile, job: MatchJob): Factor {
  const mine = EXPERIENCE_LEVELS.indexOf(profile.skillLevel as (typeof EXPERIENCE_LEVELS)[number]);
  const theirs = EXPERIENCE_LEVELS.indexOf(job.experienceLevel as (typeof EXPERIENCE_LEVELS)[number]);
  if (mine < 0 || theirs < 0) return { credit: 0.5 };
  const distance = Math.abs(mine - theirs);
  if (distance === 0) return { credit: 1, good: 'experience level' };
  if (distance === 1) return { credit: 0.5 };
  return { credit: 0, bad: `a ${job.experienceLevel}-level role` };
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function matchScore(profile: MatchProfile, job: MatchJob): Match {
  const factors: [keyof typeof MATCH_WEIGHTS, Factor][] = [
    ['industry', industryFactor(profile, job)],
    ['workModel', workModelFactor(profile, job)],
    ['salary', salaryFactor(profile, job)],
    ['location', locationFactor(profile, job)],
    ['experience', experienceFactor(profile, job)],
  ];
  const score = Math.round(factors.reduce((sum, [name, f]) => sum + MATCH_WEIGHTS[name] * f.credit, 0));
  const good = factors.flatMap(([, f]) => (f.good ? [f.good] : []));
  const bad = factors.flatMap(([, f]) => (f.bad ? [f.bad] : []));
  let reason = good.length > 0 ? `Matches your ${joinWords(good)}` : 'Few matches with your profile';
  if (bad.length > 0) reason += `; ${bad[0]}`;
  return { score: Math.min(100, Math.max(0, score)), reason };
}
