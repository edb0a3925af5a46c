// The optimised summary and skills section: rebuilt from what the resume already says, reordered
// and worded for the target. Nothing here claims a skill or a year the resume does not show.
import type { EducationEntry, ResumeContent } from '#shared/schemas/resumes.ts';
import { listOf } from './factor.ts';
import type { KeywordAnalysis } from './keywords.ts';
import { latestEntry, monthIndex, nowIndex, yearsOfExperience } from './resume.ts';
import type { AtsTarget, TargetTerm } from './target.ts';
import { phraseKey, tokenize } from './text.ts';
import { findSkills, type Lexicon } from './vocabulary.ts';

const SUMMARY_SKILLS = 4;
/** Of those, how many may be required skills the summary does not say yet (the rest of the resume does). */
const NEW_TO_SUMMARY = 3;

/**
 * The target's skills the resume shows or lists: the only ones a summary may claim. Required skills
 * the old summary leaves out lead (they are what the rewrite adds), then the rest by importance.
 */
function claimable(analysis: KeywordAnalysis): TargetTerm[] {
  const present = analysis.terms.filter((t) => t.kind !== 'soft' && analysis.presence.get(t.key) !== 'absent');
  const fresh = present.filter((t) => t.required && t.kind === 'hard' && !analysis.index.summary.has(t.key)).slice(0, NEW_TO_SUMMARY);
  return [...fresh, ...present.filter((t) => !fresh.includes(t))];
}

/** "Lesson planning" reads "lesson planning" mid-sentence; names ("Python", "Google Classroom", "SQL") keep their capitals. */
const inSentence = (skill: string) => (/^[A-Z][a-z]+( [a-z][a-z-]*)+$/.test(skill) ? skill[0]!.toLowerCase() + skill.slice(1) : skill);

function yearsPhrase(years: number): string {
  const whole = Math.floor(years);
  if (whole < 1) return 'hands-on experience';
  return `${whole}${whole >= 2 ? '+' : ''} year${whole === 1 ? '' : 's'} of experience`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function educationLine(edu: EducationEntry, status: 'student' | 'graduate'): string {
  const subject = [edu.degree, edu.field && `in ${edu.field}`].filter(Boolean).join(' ');
  return `${subject} ${status}${edu.institution ? ` at ${edu.institution}` : ''}`;
}

/** `section` is the suggested skills section: it fills the line when the target's terms run out. */
export function professionalSummary(content: ResumeContent, target: AtsTarget, analysis: KeywordAnalysis, section: string[], now: Date): string {
  const skills = [...new Set([...claimable(analysis).map((t) => t.display), ...section])].slice(0, SUMMARY_SKILLS).map(inSentence);
  const skilled = skills.length > 0 ? `, skilled in ${listOf(skills)}` : '';
  const title = target.jobTitle.trim();
  const industry = target.industry.trim();
  const aim = title ? ` Looking to bring this to ${article(title)} ${title} role${industry ? ` in ${industry}` : ''}.` : '';
  const edu = content.education[0];
  const graduation = edu ? monthIndex(edu.graduationDate) : null;
  const studying = graduation !== null && graduation > nowIndex(now);
  // A student speaks from the degree under way, whatever part-time jobs came with it.
  if (edu && studying && (edu.degree || edu.field)) return `${educationLine(edu, 'student')}${skilled}.${aim}`;
  const latest = latestEntry(content, now);
  if (latest) {
    const at = latest.company ? ` most recently at ${latest.company}` : '';
    return `${latest.position} with ${yearsPhrase(yearsOfExperience(content, now))}${at}${skilled}.${aim}`;
  }
  if (edu && (edu.degree || edu.field)) return `${educationLine(edu, 'graduate')}${skilled}.${aim}`;
  return skills.length > 0 ? `Professional skilled in ${listOf(skills)}.${aim}` : aim.trim();
}

/**
 * The user's skills with the target's first (in the target's order), then the target's hard skills
 * their experience shows but the list lacks, then the rest: recognised skills before free text,
 * alphabetically, so the suggestion does not depend on the order the skills were typed in.
 */
export function skillsSection(content: ResumeContent, analysis: KeywordAnalysis, lex: Lexicon): string[] {
  const wanted = analysis.terms.filter((t) => t.kind !== 'term');
  const rank = new Map(wanted.map((t, i) => [t.key, i]));
  const keyed = content.skills.map((skill) => {
    const { own, named } = skillKeys(skill, lex);
    const ranks = [own, ...named].map((k) => rank.get(k)).filter((r): r is number => r !== undefined);
    return { skill, keys: [own, ...named], known: named.length > 0, rank: ranks.length > 0 ? Math.min(...ranks) : Infinity };
  });
  const listed = new Set(keyed.flatMap((s) => s.keys));
  const fromExperience = wanted
    .filter((t) => t.kind === 'hard' && analysis.presence.get(t.key) === 'shown' && !listed.has(t.key))
    .map((t) => t.display);
  const alphabetical = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en') || (a < b ? -1 : a > b ? 1 : 0);
  const ordered = [...keyed].sort((a, b) => a.rank - b.rank || Number(b.known) - Number(a.known) || alphabetical(a.skill, b.skill));
  const matched = ordered.filter((s) => s.rank !== Infinity).map((s) => s.skill);
  const rest = ordered.filter((s) => s.rank === Infinity).map((s) => s.skill);
  return [...matched, ...fromExperience, ...rest];
}

/** The keys a listed skill answers to: its own phrase, and the skills it names ("React.js" → React). */
function skillKeys(skill: string, lex: Lexicon): { own: string; named: string[] } {
  return { own: phraseKey(skill), named: findSkills(lex, tokenize(skill), true).map((f) => f.skill.key) };
}
