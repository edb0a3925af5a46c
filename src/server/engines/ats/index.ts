// The ATS score: a pure, local, deterministic reading of a resume against a target (job title,
// industry, optional description). Readability factors and keyword factors add up to 100; every
// factor says why it earned its points and what to change, and the suggestions name their place.
// Why local and deterministic: see the decision record 018.
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import type { Scored } from './factor.ts';
import { analyseKeywords, employerNames, keywordFactors, roleFits } from './keywords.ts';
import { nameBook, nameSpans } from './names.ts';
import { opensWithActionVerb, readabilityFactors } from './readability.ts';
import { indexInto, type Role } from './resume.ts';
import { skillTerms as termsOf } from './skills.ts';
import { professionalSummary, skillsSection } from './suggestions.ts';
import { importance, targetTerms, type AtsTarget } from './target.ts';
import { phraseKey, phraseStarts, tokenize } from './text.ts';
import { findSkills, lexicon, type Skill } from './vocabulary.ts';

export type { AtsTarget } from './target.ts';
// The engine's reading that a feature writing from a resume and a job builds on (the cover letter's
// draft and checks): the roles and bullets with their places, the description's sentences under
// their headings, word counts, and the factors' grades and phrasing.
export type { Bullet, Role } from './resume.ts';
export { bullets as resumeBullets, recency, rolePlace, roles } from './resume.ts';
export { splitDescription } from './target.ts';
export { countWords } from './text.ts';
export { weakOpener } from './readability.ts';
export { graded, listOf, percent } from './factor.ts';

/** How many suggestions the panel lists as high priority. */
const HIGH_PRIORITY_COUNT = 6;
/**
 * At most this many from one factor: six "add this skill" lines would hide a missing phone number
 * worth nearly as much, and the factor's detail already lists the rest.
 */
const PER_FACTOR = 3;

/** The suggestions with most points at stake, biggest first; ties keep the factors' order. */
function highPriority(scored: Scored[]): string[] {
  const taken = new Map<number, number>();
  return scored
    .flatMap((s, factor) => s.suggestions.map((suggestion) => ({ ...suggestion, factor })))
    .map((s, i) => ({ ...s, i }))
    .filter((s) => s.points > 0)
    .sort((a, b) => b.points - a.points || a.i - b.i)
    .filter((s) => {
      const count = taken.get(s.factor) ?? 0;
      taken.set(s.factor, count + 1);
      return count < PER_FACTOR;
    })
    .slice(0, HIGH_PRIORITY_COUNT)
    .map((s) => s.text);
}

/** `now` dates "current" positions and catches months in the future; tests pin it. */
export function scoreResume(content: ResumeContent, target: AtsTarget, now: Date = new Date()): AtsResult {
  const lex = lexicon();
  const analysis = analyseKeywords(content, target, lex);
  const scored = [...readabilityFactors(content, lex, now), ...keywordFactors(content, target, lex, analysis, now)];
  const breakdown = scored.map((s) => s.factor);
  const skills = skillsSection(analysis, lex);
  const score = Math.round(breakdown.reduce((sum, f) => sum + f.earned, 0));
  return {
    score: Math.min(100, Math.max(0, score)),
    improvements: { high_priority: highPriority(scored) },
    keywords: {
      missing: analysis.terms.filter((t) => analysis.presence.get(t.key) === 'absent').map((t) => t.display),
      matched: analysis.terms.filter((t) => analysis.presence.get(t.key) !== 'absent').map((t) => t.display),
    },
    optimized_suggestions: {
      professional_summary: professionalSummary(content, target, analysis, skills, roleFits(analysis, target, lex, now), lex, now),
      skills_section: skills,
    },
    breakdown,
    rewrittenBy: 'local',
  };
}

/** A term a job asks for, as the ATS engine reads it from the title and the description. */
export interface JobTerm {
  /** What every spelling of it shares (stems, the alias group's): what `termReader` answers. */
  key: string;
  display: string;
  /** A named skill or tool (SQL, Figma), not a soft skill or a repeated word of the ad. */
  hard: boolean;
  /** A skill, hard or soft (SQL, stakeholder management), not a word the ad merely repeats. */
  skill: boolean;
  required: boolean;
}

/**
 * What a job asks for, most important first: the same reading the ATS score makes of a target, for
 * other features that work from a job description. Given the resume, its employers' and schools'
 * names are no terms either, as when the score reads it.
 */
export function jobTerms(target: Pick<AtsTarget, 'jobTitle' | 'jobDescription' | 'company'>, resume?: ResumeContent | null): JobTerm[] {
  const lex = lexicon();
  const full = { ...target, industry: '' };
  return targetTerms(full, lex, resume ? employerNames(resume, full, lex) : undefined)
    .sort(importance)
    .map((t) => ({ key: t.key, display: t.display, hard: t.kind === 'hard', skill: t.kind !== 'term', required: t.required }));
}

/**
 * Which of the terms a text shows, as the score reads a resume: stems, aliases ("K8s" shows
 * Kubernetes) and acronyms in capitals, except in a skills list (`list`), where "sql" is SQL.
 * Built once for many texts.
 */
export function termReader(terms: readonly Pick<JobTerm, 'key'>[]): (text: string, list?: boolean) => Set<string> {
  const lex = lexicon();
  const wanted = new Set(terms.map((t) => t.key));
  const starts = phraseStarts(wanted);
  return (text, list = false) => {
    const found = new Set<string>();
    indexInto(found, text, lex, wanted, starts, list);
    return found;
  };
}

/** Whether a text names the company, in full or by the short form people use ("Northwind" for "Northwind Health Inc."). */
export const namesCompany = (text: string, company: string): boolean => nameSpans(tokenize(text), nameBook([company], lexicon())).length > 0;

/** Whether a line opens with one of the action verbs the score looks for ("Built", "Led"). */
export const opensWithVerb = (text: string): boolean => opensWithActionVerb(text, lexicon());

/** The hard skills a text names, in order, each as often as named. */
export const hardSkillsIn = (text: string): Skill[] =>
  findSkills(lexicon(), tokenize(text))
    .filter((f) => f.skill.kind === 'hard')
    .map((f) => f.skill);

/**
 * The roles a resume holds, best fit for a job first (its title's work words, then the job's skills
 * each shows; a position before a volunteer or leadership role, then the most recent): the reading
 * the suggested summary opens with, for other features that speak from the resume's best role.
 */
export function fittingRoles(content: ResumeContent, target: Pick<AtsTarget, 'jobTitle' | 'jobDescription' | 'company'>, now: Date): { role: Role; fit: number }[] {
  const lex = lexicon();
  const full = { ...target, industry: '' };
  return roleFits(analyseKeywords(content, full, lex), full, lex, now);
}

/** The named skills and tools a text mentions, each once, in order of first mention. */
export const namedSkills = (text: string): string[] => [...new Set(hardSkillsIn(text).map((skill) => skill.display))];

/** Whether a text mentions a term, by the engine's stemmed phrase matching ("managed" meets "management"). */
export function mentions(text: string, term: string): boolean {
  const key = phraseKey(term);
  return key !== '' && ` ${phraseKey(text)} `.includes(` ${key} `);
}

/** A skills line as the whole skills it holds ("AWS (EC2, Lambda), S3" → AWS, EC2, Lambda, S3), for the importers. */
export const skillTerms = (line: string): string[] => termsOf(line, lexicon());

/** A test for the employers' and schools' names of a resume and a target (theirs and their short forms): never a keyword. */
export function employerOrSchool(content: ResumeContent, target: AtsTarget): (term: string) => boolean {
  const { keys } = employerNames(content, target, lexicon());
  return (term) => keys.has(phraseKey(term));
}
