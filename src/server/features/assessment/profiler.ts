// The O*NET Interest Profiler Short Form, pure: raw scores, the interest code, careers matched to
// the profile, and the learning path against a resume. The data (items, occupations, activities)
// comes from data/ and the O*NET engine's occupations, derived by scripts/onet-interests.ts; see
// data/README.md for source and licence.
import { readFileSync } from 'node:fs';
import { PROFILER_LIMITS, RIASEC_AREAS, type RiasecArea } from '#shared/constants/assessment.ts';
import { allOccupations, type Occupation } from '../../engines/onet/index.ts';

export type RiasecScores = Record<RiasecArea, number>;

export interface ProfilerItem {
  area: RiasecArea;
  text: string;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;

// Read at first use: only the report needs them.
let items: ProfilerItem[] | undefined;
let activities: Record<RiasecArea, string[]> | undefined;

export const profilerItems = (): ProfilerItem[] => (items ??= readJson<ProfilerItem[]>('items.json'));
export const areaActivities = (): Record<RiasecArea, string[]> => (activities ??= readJson<Record<RiasecArea, string[]>>('activities.json'));
/** Each area's raw score: its ten answers coded 0-4, summed (0-40). */
export function scoreProfiler(answers: readonly number[], form: readonly ProfilerItem[] = profilerItems()): RiasecScores {
  const scores = Object.fromEntries(RIASEC_AREAS.map((area) => [area, 0])) as RiasecScores;
  answers.forEach((answer, i) => (scores[form[i]!.area] += answer));
  return scores;
}

/**
 * The top one to three areas, highest first (equal scores in RIASEC order). An area tied with the
 * lowest score says nothing about a preference, so it never enters the code; when all six are equal
 * the code is empty.
 */
export function interestCode(scores: RiasecScores): string {
  const lowest = Math.min(...RIASEC_AREAS.map((area) => scores[area]));
  return [...RIASEC_AREAS]
    .filter((area) => scores[area] > lowest)
    .sort((a, b) => scores[b] - scores[a])
    .slice(0, PROFILER_LIMITS.codeMax)
    .join('');
}

/** Pearson correlation of the profile with an occupation's OI levels: how alike their shapes are. */
function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/**
 * Careers for a profile: occupations whose first interest high point is one of the profile's code
 * areas, ranked by how closely their six OI levels follow the six raw scores, optionally of one Job
 * Zone. An empty code (identical answers) matches nothing.
 */
export function matchCareers(
  scores: RiasecScores,
  options: { jobZone?: number | undefined; limit?: number; from?: readonly Occupation[] } = {},
): Occupation[] {
  const code = interestCode(scores);
  if (!code) return [];
  const profile = RIASEC_AREAS.map((area) => scores[area]);
  return (options.from ?? allOccupations())
    .filter((o) => o.highPoints !== '' && code.includes(o.highPoints[0]!))
    .filter((o) => options.jobZone === undefined || o.jobZone === options.jobZone)
    .map((o) => ({ o, fit: correlation(profile, o.levels) }))
    .filter(({ fit }) => fit > 0)
    .sort((a, b) => b.fit - a.fit || a.o.title.localeCompare(b.o.title))
    .slice(0, options.limit ?? PROFILER_LIMITS.careers)
    .map(({ o }) => o);
}

/** "Nurses" → "Nurse", "Secretaries" → "Secretary", "Coaches" → "Coach"; "Glass" stays. */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * What to search the job board for: O*NET titles are plural and often paired ("Software Quality
 * Assurance Analysts and Testers", "Bus Drivers, Transit"), while a posting names one job
 * ("Software Quality Assurance Analyst"). The first job named, singular, finds those postings.
 */
export function jobSearchTerm(title: string): string {
  const first = title.split(',')[0]!;
  // "Coaches and Scouts" names two jobs; "Molecular and Cellular Biologists" one, so a plural leads.
  const lead = first.split(' and ')[0]!.trim();
  const named = /s$/.test(lead) ? lead : first.trim();
  const words = named.split(/\s+/);
  return [...words.slice(0, -1), singular(words.at(-1)!)].join(' ');
}

/**
 * How a resume might name a technology: the O*NET name, the name without its vendor ("Microsoft
 * Excel" → "Excel"), and a trailing acronym ("Structured query language SQL" → "SQL").
 */
function spellings(name: string): string[] {
  const words = name.split(/\s+/);
  const found = [name];
  if (words.length > 1) found.push(words.slice(1).join(' '));
  const tail = words.at(-1) === 'software' ? words.at(-2) : words.at(-1);
  if (tail && /^[A-Z]{2,6}$/.test(tail)) found.push(tail);
  return found.map((s) => s.toLowerCase());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The technologies that the resume text names in none of their spellings. */
export function missingTechnologies(technologies: readonly string[], resumeText: string): string[] {
  const text = resumeText.toLowerCase();
  return technologies.filter(
    (name) => !spellings(name).some((s) => new RegExp(`(^|[^a-z0-9])${escape(s)}($|[^a-z0-9])`).test(text)),
  );
}
