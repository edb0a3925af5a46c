// The match score, 0-100, and the one line that says why. It combines what the person can do with
// what they want, and the job's level against their experience:
//
//   fit (80%)   title   the job title's work words the person's titles hold (held, studied, side
//                       roles, wanted), weighted by how telling each word is          35%
//               skills  the job's hard skills the resume shows, by where it shows them 25%
//               field   the O*NET occupations the job reads as, against the person's   25%
//               text    the words of the posting and the resume in common (cosine)     15%
//               …times the level: the years a posting asks for against the person's, and its level
//               against theirs (a student meets a "10+ years" role at a third of the credit)
//   wants (20%) industry 30%, work model 25%, location 25%, salary 20% of the onboarding answers; an
//               answer not given neither helps nor sinks a job (half credit).
//
// Ranking the whole board reads every open job, so both sides are compiled once into arrays over one
// table of ids (a person's weights indexed by word, skill and occupation), and a job's score is a few
// dozen array reads. The reason is written only for the jobs shown.
import { EXPERIENCE_LEVELS, INDUSTRIES, type Industry } from '#shared/constants.ts';
import { lexicon } from '../ats/vocabulary.ts';
import type { JobFeatures, PersonFeatures, PersonTitle } from './features.ts';
import { idf, occupationReach, titleWords } from './occupations.ts';

export const FIT_WEIGHTS = { title: 0.35, skills: 0.25, field: 0.25, text: 0.15 } as const;
export const WANT_WEIGHTS = { industry: 0.3, workModel: 0.25, location: 0.25, salary: 0.2 } as const;
const FIT_SHARE = 0.8;
/** A cosine this high between a posting and a resume is as close as two texts about one job get. */
const TEXT_FULL = 0.35;
/** A posting naming fewer skills than this is not fully matched by one of them. */
const SKILLS_FLOOR = 4;
/** The level multiplies the fit between this floor and 1. */
const LEVEL_FLOOR = 0.3;
/** Displayed scores: a fit this good (title, field and most skills) shows as 100%. */
const FULL_MARKS = 0.85;

/** The onboarding answers matching reads. */
export interface Wants {
  industryPreferences: readonly string[];
  preferredWorkModel: string | null;
  locationPreference: string | null;
  willingToRelocate: boolean;
  targetSalaryMin: number | null;
  targetSalaryMax: number | null;
  skillLevel: string | null;
}

/** What a job row says that matching reads besides its features. */
export interface JobFacts {
  location: string | null;
  workType: string;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** A salary is compared with the target (asked in US dollars) only when it is in dollars: never converted. */
  salaryCurrency: string;
}

// ---- One table of ids for words, skills and occupations ----

const ids = new Map<string, number>();
const names: string[] = [];
const intern = (key: string): number => {
  let id = ids.get(key);
  if (id === undefined) {
    id = names.length;
    ids.set(key, id);
    names.push(key);
  }
  return id;
};
const word = (stem: string) => intern(`w:${stem}`);
const skill = (key: string) => intern(`s:${key}`);
const occupation = (code: string) => intern(`o:${code}`);
const industryBits = (list: readonly string[]) => list.reduce((bits, i) => bits | (1 << INDUSTRIES.indexOf(i as Industry)), 0);
const levelOf = (level: string | null) => EXPERIENCE_LEVELS.indexOf(level as (typeof EXPERIENCE_LEVELS)[number]);

export interface CompiledJob {
  title: Int32Array;
  titleIdf: Float32Array;
  titleIdfSum: number;
  textIds: Int32Array;
  textWeights: Float32Array;
  skills: Int32Array;
  occupations: Int32Array;
  occupationWeights: Float32Array;
  years: number | null;
  industries: number;
  workType: string;
  level: number;
  salaryMin: number | null;
  salaryMax: number | null;
  /** Lower-cased, for the location preference. */
  location: string | null;
  /** As written, for the reason. */
  locationLabel: string | null;
}

export function compileJob(features: JobFeatures, facts: JobFacts): CompiledJob {
  const titleIdf = Float32Array.from(features.title.map(idf));
  return {
    title: Int32Array.from(features.title.map(word)),
    titleIdf,
    titleIdfSum: titleIdf.reduce((a, b) => a + b, 0),
    textIds: Int32Array.from(features.text.map(([stem]) => word(stem))),
    textWeights: Float32Array.from(features.text.map(([, w]) => w)),
    skills: Int32Array.from(features.skills.map(skill)),
    occupations: Int32Array.from(features.occupations.map(([code]) => occupation(code))),
    occupationWeights: Float32Array.from(features.occupations.map(([, w]) => w)),
    years: features.years,
    industries: industryBits(features.industries),
    workType: facts.workType,
    level: levelOf(facts.experienceLevel),
    salaryMin: facts.salaryCurrency === 'USD' ? facts.salaryMin : null,
    salaryMax: facts.salaryCurrency === 'USD' ? facts.salaryMax : null,
    location: facts.location?.trim().toLowerCase() || null,
    locationLabel: facts.location,
  };
}

export interface CompiledPerson {
  features: PersonFeatures;
  wants: Wants;
  /** Indexed by id: a title word's weight, a text word's weight, a skill's weight, an occupation's reach. */
  titleWords: Float32Array;
  text: Float32Array;
  skills: Float32Array;
  occupations: Float32Array;
  level: number;
  industries: number;
  location: string | null;
}

function dense(entries: Iterable<[number, number]>): Float32Array {
  const list = [...entries];
  const out = new Float32Array(Math.max(0, ...list.map(([id]) => id + 1)));
  for (const [id, w] of list) out[id] = Math.max(out[id]!, w);
  return out;
}

/** A level from the years when the person did not say: under 2 entry, under 5 mid, under 10 senior. */
const levelFromYears = (years: number) => (years < 2 ? 0 : years < 5 ? 1 : years < 10 ? 2 : 3);

export function compilePerson(features: PersonFeatures, wants: Wants): CompiledPerson {
  const stated = levelOf(wants.skillLevel);
  return {
    features,
    wants,
    titleWords: dense([...features.titleWords].map(([stem, w]) => [word(stem), w])),
    text: dense(features.text.map(([stem, w]) => [word(stem), w])),
    skills: dense([...features.skills].map(([key, w]) => [skill(key), w])),
    occupations: dense([...occupationReach(features.occupations)].map(([code, w]) => [occupation(code), w])),
    level: stated >= 0 ? stated : levelFromYears(features.years),
    industries: industryBits(wants.industryPreferences),
    location: wants.locationPreference?.trim().toLowerCase() || null,
  };
}

// ---- The parts of a score ----

export interface Parts {
  title: number;
  skills: number;
  field: number;
  text: number;
  level: number;
  industry: number;
  workModel: number;
  location: number;
  salary: number;
}

const at = (weights: Float32Array, id: number) => (id < weights.length ? weights[id]! : 0);

function levelCredit(person: CompiledPerson, job: CompiledJob): number {
  let credit = 1;
  if (job.years !== null) {
    const gap = job.years - person.features.years;
    if (gap > 0.5) credit = Math.max(0, 1 - (gap - 0.5) / 4);
  }
  if (job.level >= 0 && person.level >= 0) {
    const above = job.level - person.level;
    const byLevel = above <= 0 ? (above === 0 ? 1 : above === -1 ? 0.85 : 0.6) : above === 1 ? 0.55 : 0.1;
    credit = Math.min(credit, byLevel);
  }
  return credit;
}

/** Writes the four wants' credits into `p`. */
function wantCredits(person: CompiledPerson, job: CompiledJob, p: Parts): void {
  const w = person.wants;
  p.industry = person.industries === 0 ? 0.5 : person.industries & job.industries ? 1 : 0;
  const pref = w.preferredWorkModel;
  p.workModel = !pref ? 0.5 : pref === 'flexible' || pref === job.workType ? 1 : pref === 'hybrid' || job.workType === 'hybrid' ? 0.5 : 0;
  p.location = 0.5;
  if (job.workType === 'remote') p.location = 1;
  else if (person.location && job.location) {
    p.location = job.location.includes(person.location) || person.location.includes(job.location) ? 1 : w.willingToRelocate ? 0.5 : 0;
  }
  const wantMin = w.targetSalaryMin ?? w.targetSalaryMax;
  const jobMax = job.salaryMax ?? job.salaryMin;
  p.salary = 0.5;
  // A job paying more than asked still fits; one paying less loses credit with the shortfall, none left at 25% below.
  if (wantMin !== null && jobMax !== null) p.salary = jobMax >= wantMin ? 1 : Math.max(0, 1 - (wantMin - jobMax) / wantMin / 0.25);
}

export const emptyParts = (): Parts => ({ title: 0, skills: 0, field: 0, text: 0, level: 0, industry: 0, workModel: 0, location: 0, salary: 0 });

/** The parts of one job's score, written into `into`: ranking passes one object for the whole board rather than making 100,000. */
export function parts(person: CompiledPerson, job: CompiledJob, into: Parts = emptyParts()): Parts {
  let title = 0;
  for (let i = 0; i < job.title.length; i++) title += job.titleIdf[i]! * Math.min(1, at(person.titleWords, job.title[i]!));
  into.title = job.titleIdfSum > 0 ? title / job.titleIdfSum : 0;
  let skills = 0;
  for (let i = 0; i < job.skills.length; i++) skills += Math.min(1, at(person.skills, job.skills[i]!));
  into.skills = job.skills.length > 0 ? skills / Math.max(SKILLS_FLOOR, job.skills.length) : 0.5;
  let field = 0;
  for (let i = 0; i < job.occupations.length; i++) field += job.occupationWeights[i]! * at(person.occupations, job.occupations[i]!);
  into.field = field;
  let text = 0;
  for (let i = 0; i < job.textIds.length; i++) text += job.textWeights[i]! * at(person.text, job.textIds[i]!);
  into.text = Math.min(1, text / TEXT_FULL);
  into.level = levelCredit(person, job);
  wantCredits(person, job, into);
  return into;
}

/** The score as ranking orders it: 0-1, unrounded. */
export function rankScore(p: Parts): number {
  const F = FIT_WEIGHTS;
  const W = WANT_WEIGHTS;
  const fit = (p.title * F.title + p.skills * F.skills + p.field * F.field + p.text * F.text) * (LEVEL_FLOOR + (1 - LEVEL_FLOOR) * p.level);
  const wants = p.industry * W.industry + p.workModel * W.workModel + p.location * W.location + p.salary * W.salary;
  return FIT_SHARE * fit + (1 - FIT_SHARE) * wants;
}

/** The score shown, 0-100: a fit of FULL_MARKS or more shows as 100. */
export const displayScore = (rank: number): number => Math.round(Math.min(1, rank / FULL_MARKS) * 100);

// ---- The reason: the two strongest factors and the biggest gap ----

const joinWords = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const skillName = (id: number) => lexicon().byKey.get(names[id]!.slice(2))?.skill.display ?? names[id]!.slice(2);

/** How each kind of title is named in a reason. */
const titleWording = (t: PersonTitle) => (t.kind === 'held' ? `your ${t.title} experience` : t.kind === 'studied' ? `your ${t.title} studies` : `your ${t.title} role`);

/** "Matches SQL, Tableau and your remote preference; asks for 3 years". */
export function reason(person: CompiledPerson, job: CompiledJob, p: Parts): string {
  const goods: { weight: number; text: string; skills?: number[] }[] = [];
  const matched = [...job.skills].filter((id) => at(person.skills, id) > 0);
  if (matched.length > 0) goods.push({ weight: p.skills * FIT_WEIGHTS.skills * 1.2, text: '', skills: matched });
  const held = bestTitle(person, job);
  if (held && p.title >= 0.5) goods.push({ weight: p.title * FIT_WEIGHTS.title, text: titleWording(held) });
  const shared = INDUSTRIES.find((industry, i) => person.industries & job.industries & (1 << i));
  const wants: [keyof typeof WANT_WEIGHTS, string | null][] = [
    ['workModel', person.wants.preferredWorkModel === 'flexible' ? 'your flexible work preference' : `your ${job.workType} preference`],
    ['location', job.workType === 'remote' ? 'your location (remote)' : job.locationLabel && `your location (${job.locationLabel})`],
    ['salary', 'your salary range'],
    ['industry', shared ? `your ${shared} interest` : null],
  ];
  for (const [key, text] of wants) if (p[key] === 1 && text) goods.push({ weight: WANT_WEIGHTS[key] * (1 - FIT_SHARE), text });
  // The strongest two, skills named first as the product's example does.
  const top = goods
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .sort((a, b) => Number(Boolean(b.skills)) - Number(Boolean(a.skills)));
  const texts = top.map((g) => (g.skills ? (top.length > 1 ? g.skills.slice(0, 2).map(skillName).join(', ') : joinWords(g.skills.slice(0, 3).map(skillName))) : g.text));
  const head = texts.length > 0 ? `Matches ${texts.join(' and ')}` : 'Few matches with your resume';
  const gap = biggestGap(person, job, p);
  return gap ? `${head}; ${gap}` : head;
}

/** The title the person holds, studied or took on whose work words share most with the job title's. */
function bestTitle(person: CompiledPerson, job: CompiledJob): PersonTitle | null {
  const jobWords = new Set(job.title);
  let best: PersonTitle | null = null;
  let bestShared = 0;
  for (const t of person.features.titles) {
    // What they say they want is not a background.
    if (t.kind === 'wanted') continue;
    const shared = titleWords(t.title).filter((stem) => jobWords.has(word(stem))).length;
    if (shared > bestShared) [best, bestShared] = [t, shared];
  }
  return best;
}

function biggestGap(person: CompiledPerson, job: CompiledJob, p: Parts): string | null {
  const gaps: { lost: number; text: string }[] = [];
  if (p.level < 1) {
    const asked = job.years !== null && job.years - person.features.years > 0.5 ? `asks for ${job.years} years` : `${EXPERIENCE_LEVELS[job.level] === 'expert' ? 'an' : 'a'} ${EXPERIENCE_LEVELS[job.level]}-level role`;
    gaps.push({ lost: (1 - p.level) * FIT_SHARE * 0.5, text: asked });
  }
  if (p.skills < 0.5 && job.skills.length > 0) {
    const missing = [...job.skills].filter((id) => at(person.skills, id) === 0).slice(0, 2).map(skillName);
    if (missing.length > 0) gaps.push({ lost: (1 - p.skills) * FIT_WEIGHTS.skills * FIT_SHARE, text: `asks for ${joinWords(missing)}` });
  }
  if (p.workModel === 0) gaps.push({ lost: WANT_WEIGHTS.workModel * (1 - FIT_SHARE), text: `${job.workType}, not ${person.wants.preferredWorkModel}` });
  if (p.location === 0) gaps.push({ lost: WANT_WEIGHTS.location * (1 - FIT_SHARE), text: `in ${job.locationLabel}` });
  if (p.salary === 0) gaps.push({ lost: WANT_WEIGHTS.salary * (1 - FIT_SHARE), text: 'pays below your target' });
  if (p.industry === 0) gaps.push({ lost: WANT_WEIGHTS.industry * (1 - FIT_SHARE), text: 'outside your industries' });
  gaps.sort((a, b) => b.lost - a.lost);
  return gaps[0]?.text ?? null;
}
