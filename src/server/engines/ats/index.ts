// The ATS score: a pure, local, deterministic reading of a resume against a target (job title,
// industry, optional description). Readability factors and keyword factors add up to 100; every
// factor says why it earned its points and what to change, and the suggestions name their place.
// Why local and deterministic: see the decision record 018.
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import type { Scored } from './factor.ts';
import { analyseKeywords, employerNames, keywordFactors, roleFits } from './keywords.ts';
import { readabilityFactors } from './readability.ts';
import { skillTerms as termsOf } from './skills.ts';
import { professionalSummary, skillsSection } from './suggestions.ts';
import { importance, targetTerms, type AtsTarget } from './target.ts';
import { phraseKey, tokenize } from './text.ts';
import { findSkills, lexicon, type Skill } from './vocabulary.ts';

export type { AtsTarget } from './target.ts';

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
  display: string;
  /** A named skill or tool (SQL, Figma), not a soft skill or a repeated word of the ad. */
  hard: boolean;
  required: boolean;
}

/**
 * What a job asks for, most important first: the same reading the ATS score makes of a target, for
 * other features that work from a job description.
 */
export const jobTerms = (target: Pick<AtsTarget, 'jobTitle' | 'jobDescription'>): JobTerm[] =>
  targetTerms({ ...target, industry: '' }, lexicon())
    .sort(importance)
    .map((t) => ({ display: t.display, hard: t.kind === 'hard', required: t.required }));

/** The named skills and tools a text mentions, each once, in order of first mention. */
/** The hard skills a text names, in order, each as often as named. */
export const hardSkillsIn = (text: string): Skill[] =>
  findSkills(lexicon(), tokenize(text))
    .filter((f) => f.skill.kind === 'hard')
    .map((f) => f.skill);

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
