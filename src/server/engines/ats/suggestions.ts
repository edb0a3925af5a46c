// The optimised summary and skills section: rebuilt from what the resume already says, reordered
// and worded for the target. Nothing here claims a title, a skill or a year the resume does not
// show: the summary speaks from the role that fits the target best, by its own title, and its
// skills are whole terms of the resume (never a piece of a list cut at a parenthesis).
import type { EducationEntry, ResumeContent } from '#shared/schemas/resumes.ts';
import { listOf } from './factor.ts';
import type { KeywordAnalysis, RoleFit } from './keywords.ts';
import { monthIndex, nowIndex, recency, yearsOfExperience, type Role } from './resume.ts';
import type { AtsTarget, TargetTerm } from './target.ts';
import { phraseKey, tokenize } from './text.ts';
import { findSkills, type Lexicon } from './vocabulary.ts';

const SUMMARY_SKILLS = 4;
/** Of those, how many may be required skills the summary does not say yet (the rest of the resume does). */
const NEW_TO_SUMMARY = 3;

/**
 * The target's named skills the resume shows or lists, in the resume's own spelling ("Microsoft 365"
 * where the target says "Microsoft Office"): the only skills a summary may claim. Required skills
 * the old summary leaves out lead (they are what the rewrite adds), then the rest by importance.
 * A word the ad repeats ("claims", "students") is no skill to claim, and a skill found only in an
 * employer's name (Salesforce) is none of the person's.
 */
function claimable(analysis: KeywordAnalysis, lex: Lexicon): string[] {
  const { shown, listed, summary } = analysis.index;
  const present = analysis.terms.filter((t) => t.kind === 'hard' && (shown.has(t.key) || listed.has(t.key)));
  const fresh = present.filter((t) => t.required && !summary.has(t.key)).slice(0, NEW_TO_SUMMARY);
  const spelled = new Map<string, string>();
  for (const skill of analysis.skills) {
    const { own, named } = skillKeys(skill, lex);
    for (const key of [own, ...named]) if (!spelled.has(key)) spelled.set(key, skill);
  }
  // The vocabulary's spelling when the resume's is the same words ("copywriting", not a list's "Copywriting").
  const spelling = (t: TargetTerm) => {
    const own = spelled.get(t.key);
    return own && own.toLowerCase() !== t.display.toLowerCase() ? own : t.display;
  };
  return [...fresh, ...present.filter((t) => !fresh.includes(t))].map(spelling);
}

/** Each once, whatever its case: "Active Directory" and "active directory" are one skill. */
function once(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** "Lesson planning" reads "lesson planning" mid-sentence; names ("Python", "Google Classroom", "SQL") keep their capitals. */
const inSentence = (skill: string) => (/^[A-Z][a-z-]+( [a-z][a-z-]*)+$/.test(skill) ? skill[0]!.toLowerCase() + skill.slice(1) : skill);

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

/** " at Northwind Health", " most recently at Northwind Health" when no position is newer. */
function atOrg(role: Role, content: ResumeContent, now: Date): string {
  if (!role.org) return '';
  const newest = content.experience.every((e) => recency(e, now) <= recency(role, now));
  return newest ? ` most recently at ${role.org}` : ` at ${role.org}`;
}

/**
 * `section` is the suggested skills section: it fills the line when the target's terms run out.
 * `fits` are the roles held, best fit first (keywords.ts): a student names the best after the
 * degree, anyone else opens with its title, counting the years of the positions that fit the target.
 */
export function professionalSummary(
  content: ResumeContent,
  target: AtsTarget,
  analysis: KeywordAnalysis,
  section: string[],
  fits: RoleFit[],
  lex: Lexicon,
  now: Date,
): string {
  const relevant = fits[0];
  const skills = once([...claimable(analysis, lex), ...section]).slice(0, SUMMARY_SKILLS).map(inSentence);
  const skilled = skills.length > 0 ? `, skilled in ${listOf(skills)}` : '';
  const title = target.jobTitle.trim();
  const industry = target.industry.trim();
  const aim = title ? ` Looking to bring this to ${article(title)} ${title} role${industry ? ` in ${industry}` : ''}.` : '';
  const edu = content.education[0];
  const graduation = edu ? monthIndex(edu.graduationDate) : null;
  const studying = graduation !== null && graduation > nowIndex(now);
  // A student speaks from the degree under way, and the role that fits the target, if any does.
  if (edu && studying && (edu.degree || edu.field)) {
    const role = relevant && relevant.fit > 0 ? relevant.role : undefined;
    const worked = role ? ` who ${role.current ? 'works' : 'has worked'} as ${article(role.title)} ${role.title}${role.org ? ` at ${role.org}` : ''}` : '';
    return `${educationLine(edu, 'student')}${worked}${skilled}.${aim}`;
  }
  if (relevant) {
    const { role, fit } = relevant;
    // The years said beside a title are those of the positions that fit the target, not of every job.
    const fitting = fit > 0 ? fits.filter((f) => f.fit > 0 && f.role.section === 'Experience').map((f) => f.role) : content.experience;
    return `${role.title} with ${yearsPhrase(yearsOfExperience(content, now, fitting))}${atOrg(role, content, now)}${skilled}.${aim}`;
  }
  if (edu && (edu.degree || edu.field)) return `${educationLine(edu, 'graduate')}${skilled}.${aim}`;
  return skills.length > 0 ? `Professional skilled in ${listOf(skills)}.${aim}` : aim.trim();
}

/**
 * The user's skills with the target's first (in the target's order), then the target's hard skills
 * their experience shows but the list lacks, then the rest: recognised skills before free text,
 * alphabetically, so the suggestion does not depend on the order the skills were typed in.
 */
export function skillsSection(analysis: KeywordAnalysis, lex: Lexicon): string[] {
  const wanted = analysis.terms.filter((t) => t.kind !== 'term');
  const rank = new Map(wanted.map((t, i) => [t.key, i]));
  const keyed = analysis.skills.map((skill) => {
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
