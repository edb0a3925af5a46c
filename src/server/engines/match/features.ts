// What matching reads from a job and from a person, as plain data. A job's features are computed when
// the job is written and stored with it (jobs.match_features), so ranking the board reads them rather
// than re-reading every description; a person's are computed from their active resume and onboarding
// answers. Words are the ATS engine's stems, skills its vocabulary's keys (aliases meet: "Postgres" is
// PostgreSQL), and titles are also read as O*NET occupations (occupations.ts).
import type { Industry } from '#shared/constants.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { hardSkillsIn } from '../ats/index.ts';
import { tokenize } from '../ats/text.ts';
import { findSkills, lexicon } from '../ats/vocabulary.ts';
import { monthIndex, nowIndex, yearsOfExperience } from '../ats/resume.ts';
import { inferIndustries } from './industries.ts';
import { idf, readOccupations, titleWords, type Weighted } from './occupations.ts';

/** Bumped when what a job's features hold changes: stored features of another version are recomputed. */
export const JOB_FEATURES_VERSION = 1;
/** The posting's strongest words kept for the text similarity: enough to say what the work is. */
const TEXT_TERMS = 24;
/** The occupations kept for a person: several roles and a degree can point several ways. */
const PERSON_OCCUPATIONS = 6;

export interface JobFeatures {
  v: number;
  /** The title's work words, stemmed ("data", "analyst" of "Junior Data Analyst"). */
  title: string[];
  /** The posting's distinctive words with their tf-idf weights, normalised to length 1. */
  text: Weighted[];
  /** Hard skills the title and description name, by vocabulary key. */
  skills: string[];
  /** The O*NET occupations the posting reads as, strongest first, weights summing to 1. */
  occupations: Weighted[];
  /** Years of experience the posting asks for ("3+ years of experience"), when it says. */
  years: number | null;
  industries: Industry[];
}

export interface JobText {
  title: string;
  companyName: string;
  description: string;
}

const YEARS = /\b(\d{1,2})\s*(?:\+|-\s*\d{1,2}|to\s+\d{1,2})?\s*\+?\s*(?:years?|yrs?)\b(?:\s+of)?(?:\s+\w+){0,4}?\s+(?:experience|exp)\b/gi;

/** The smallest number of years the posting asks for: "3-5 years of experience" asks for 3; "10+ years of progressive experience" for 10. */
export function yearsAskedFor(description: string): number | null {
  let asked: number | null = null;
  for (const m of description.matchAll(YEARS)) {
    const years = Number(m[1]);
    if (years <= 30) asked = Math.max(asked ?? 0, years);
  }
  return asked;
}

/** Stems that say what a text is about: no filler, no numbers, not the company's own name. */
function contentStems(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const lex = lexicon();
  return tokenize(text)
    .map((t) => t.stem)
    .filter((s) => s.length > 1 && !lex.stopWords.has(s) && !/^\d/.test(s) && !exclude.has(s));
}

/** Term frequencies weighted by idf, the strongest `keep`, normalised to length 1. */
export function textVector(weighted: Iterable<[string, number]>, keep = Number.POSITIVE_INFINITY): Weighted[] {
  const tf = new Map<string, number>();
  for (const [stem, weight] of weighted) tf.set(stem, (tf.get(stem) ?? 0) + weight);
  const vector = [...tf].map(([stem, count]): Weighted => [stem, (1 + Math.log(count)) * idf(stem)]);
  vector.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = vector.slice(0, keep);
  const norm = Math.hypot(...kept.map(([, w]) => w)) || 1;
  // Three decimals are all a ranking tells apart, and keep the stored features small.
  return kept.map(([stem, w]) => [stem, Math.round((w / norm) * 1000) / 1000]);
}

const hardSkills = (text: string): string[] => [...new Set(hardSkillsIn(text).map((skill) => skill.key))];

export function jobFeatures(job: JobText): JobFeatures {
  const company = new Set(contentStems(job.companyName));
  const title = [...new Set(titleWords(job.title))];
  const text = textVector(
    [...contentStems(job.title, company).map((s): [string, number] => [s, 3]), ...contentStems(job.description, company).map((s): [string, number] => [s, 1])],
    TEXT_TERMS,
  );
  return {
    v: JOB_FEATURES_VERSION,
    title,
    text,
    skills: hardSkills(`${job.title}\n${job.description}`),
    occupations: readOccupations(job.title, text),
    years: yearsAskedFor(job.description),
    industries: inferIndustries(job),
  };
}

/** Where a word or skill of the resume stands: a title held or a thing done counts more than a bare list. */
const WEIGHT = { held: 1, done: 1, studied: 0.8, side: 0.6, listed: 0.6, stated: 0.5 } as const;

/** A title the person can claim, with how strongly: held (1, less when long past), studied (0.8), a side role (0.6), wanted (0.5). */
export interface PersonTitle {
  title: string;
  kind: 'held' | 'studied' | 'side' | 'wanted';
  weight: number;
}

export interface PersonFeatures {
  titles: PersonTitle[];
  /** Title words → the strongest weight of a title holding them. */
  titleWords: Map<string, number>;
  text: Weighted[];
  /** Skill key → weight by where it appears: in experience or projects above a bare skills list. */
  skills: Map<string, number>;
  occupations: Weighted[];
  years: number;
}

/** A role that ended years ago says less about what someone does now: full weight for two years, then less. */
function recent(entry: ResumeContent['experience'][number], now: Date): number {
  const ended = entry.current ? nowIndex(now) : (monthIndex(entry.endDate) ?? monthIndex(entry.startDate) ?? nowIndex(now));
  const yearsAgo = (nowIndex(now) - ended) / 12;
  return yearsAgo <= 2 ? 1 : yearsAgo <= 4 ? 0.7 : 0.5;
}

/**
 * The occupations a person's held and studied titles read as, each title by its own weight (an old
 * part-time job counts less than this year's internship), with the whole resume's words behind each.
 */
function personOccupations(titles: PersonTitle[], text: Weighted[]): Weighted[] {
  const reach = new Map<string, number>();
  for (const t of titles) {
    if (t.kind !== 'held' && t.kind !== 'studied') continue;
    for (const [code, w] of readOccupations(t.title, text)) reach.set(code, (reach.get(code) ?? 0) + w * t.weight);
  }
  const total = [...reach.values()].reduce((a, b) => a + b, 0) || 1;
  return [...reach]
    .map(([code, w]): Weighted => [code, w / total])
    .sort((a, b) => b[1] - a[1])
    .slice(0, PERSON_OCCUPATIONS);
}

const raise = (map: Map<string, number>, key: string, weight: number) => map.set(key, Math.max(map.get(key) ?? 0, weight));

/**
 * The person as matching reads them: every section of the active resume (experience, projects,
 * education, volunteering, leadership, certifications, skills) and what they say they want to do
 * (the onboarding's career goals). Years come from the resume's dates, else the onboarding answer.
 */
export function personFeatures(content: ResumeContent, answers: { careerGoals: string; yearsExperience: number | null }, now: Date): PersonFeatures {
  const titles: PersonTitle[] = [
    ...content.experience.map((e): PersonTitle => ({ title: e.position, kind: 'held', weight: WEIGHT.held * recent(e, now) })),
    ...content.education.map((e): PersonTitle => ({ title: e.field || e.degree, kind: 'studied', weight: WEIGHT.studied })),
    ...[...content.projects, ...content.volunteer, ...content.leadership].map((e): PersonTitle => ({ title: e.role, kind: 'side', weight: WEIGHT.side })),
    { title: answers.careerGoals, kind: 'wanted' as const, weight: WEIGHT.stated },
  ].filter((t) => t.title.trim() !== '');
  const heldWords = new Map<string, number>();
  for (const t of titles) for (const word of titleWords(t.title)) raise(heldWords, word, t.weight);

  const passages: [string, number][] = [
    ...content.experience.map((e): [string, number] => [`${e.position}\n${e.description}`, WEIGHT.done * recent(e, now)]),
    ...content.projects.map((p): [string, number] => [`${p.name}\n${p.role}\n${p.description}`, WEIGHT.done]),
    ...[...content.volunteer, ...content.leadership].map((e): [string, number] => [`${e.role}\n${e.description}`, WEIGHT.side]),
    ...content.education.map((e): [string, number] => [`${e.degree} ${e.field}`, WEIGHT.studied]),
    ...content.certifications.map((c): [string, number] => [c.name, WEIGHT.studied]),
    ...content.awards.map((a): [string, number] => [`${a.title}\n${a.description}`, WEIGHT.side]),
    [content.skills.join('\n'), WEIGHT.listed],
    [content.professionalSummary, WEIGHT.stated],
    [answers.careerGoals, WEIGHT.stated],
  ];
  const skills = new Map<string, number>();
  for (const [passage, weight] of passages) for (const key of hardSkills(passage)) raise(skills, key, weight);
  // A skills-list entry is a skill by construction: "sql" there is SQL, whatever its case.
  for (const entry of content.skills) {
    for (const f of findSkills(lexicon(), tokenize(entry), true)) if (f.skill.kind === 'hard') raise(skills, f.skill.key, WEIGHT.listed);
  }
  const text = textVector(passages.flatMap(([passage, weight]) => contentStems(passage).map((s): [string, number] => [s, weight])));

  const resumeYears = yearsOfExperience(content, now);
  return {
    titles,
    titleWords: heldWords,
    text,
    skills,
    occupations: personOccupations(titles, text),
    years: resumeYears > 0 ? resumeYears : (answers.yearsExperience ?? 0),
  };
}
