// The resume as the engine reads it: entries with their bullets and a place name for suggestions,
// the text where a term counts fully (experience and certifications) or partly (skills, summary,
// education), and the years of experience.
import { RESUME_MONTH_PATTERN } from '#shared/constants/resumes.ts';
import type { ExperienceEntry, ResumeContent } from '#shared/schemas/resumes.ts';
import { findSkills, spelledRight, type Lexicon } from './vocabulary.ts';
import { keyOf, phraseStarts, tokenize } from './text.ts';

export interface Bullet {
  text: string;
  /** "Experience › Data Analyst at Acme, bullet 2". */
  place: string;
}

/** "Data Analyst at Acme", or whichever half is filled in. */
export function entryName(entry: Pick<ExperienceEntry, 'position' | 'company'>): string {
  if (entry.position && entry.company) return `${entry.position} at ${entry.company}`;
  return entry.position || entry.company || 'Untitled position';
}

export const experiencePlace = (entry: ExperienceEntry) => `Experience › ${entryName(entry)}`;

const BULLET_MARK = /^\s*(?:[-•*·▪–—>]|\d+[.)])\s*/;

export function bullets(content: ResumeContent): Bullet[] {
  return content.experience.flatMap((entry) =>
    entry.description
      .split(/\r?\n/)
      .map((line) => line.replace(BULLET_MARK, '').trim())
      .filter(Boolean)
      .map((text, i) => ({ text, place: `${experiencePlace(entry)}, bullet ${i + 1}` })),
  );
}

/**
 * A `YYYY-MM` month as months since year 0, for ordering and spans; null when empty or malformed
 * (content saved before the schema checked months still reaches the engine).
 */
export const monthIndex = (month: string): number | null =>
  RESUME_MONTH_PATTERN.test(month) ? Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 : null;
export const nowIndex = (now: Date) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/** Where an entry sorts among the others, newest first: current ones on top, then by end month. */
export function recency(entry: ExperienceEntry, now: Date): number {
  if (entry.current) return nowIndex(now);
  return monthIndex(entry.endDate) ?? monthIndex(entry.startDate) ?? -1;
}

/** Years covered by experience, overlapping positions counted once. */
export function yearsOfExperience(content: ResumeContent, now: Date): number {
  const spans = content.experience
    .map((e) => [monthIndex(e.startDate), (e.current ? null : monthIndex(e.endDate)) ?? nowIndex(now)] as const)
    .filter((span): span is readonly [number, number] => span[0] !== null && span[1] >= span[0])
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end + 1 > from) months += end + 1 - from;
    reached = Math.max(reached, end + 1);
  }
  return months / 12;
}

/** The latest position: what the suggested summary speaks from. */
export function latestEntry(content: ResumeContent, now: Date): ExperienceEntry | undefined {
  return content.experience.filter((e) => e.position).sort((a, b) => recency(b, now) - recency(a, now))[0];
}

export interface ResumeIndex {
  /** Wanted keys found in experience and certifications: a term shown in use. */
  shown: Set<string>;
  /** Wanted keys found in skills, summary or education: a term only claimed. */
  listed: Set<string>;
  /** Wanted keys the summary already says, so a rewrite can lead with the others. */
  summary: Set<string>;
}

/** Adds the wanted phrases the text holds, and the skills its spellings name, so aliases meet. */
function indexInto(into: Set<string>, text: string, lex: Lexicon, wanted: Set<string>, starts: Map<string, number>, anyCase = false) {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const longest = Math.min(starts.get(tokens[i]!.stem) ?? 0, tokens.length - i);
    for (let n = 1; n <= longest; n++) {
      const key = keyOf(tokens, i, n);
      if (wanted.has(key) && spelledRight(lex, tokens, i, n, anyCase)) into.add(key);
    }
  }
  for (const { skill } of findSkills(lex, tokens, anyCase)) if (wanted.has(skill.key)) into.add(skill.key);
}

/** Where the resume holds each wanted key (a target term, or one word of the industry). */
export function indexResume(content: ResumeContent, lex: Lexicon, wanted: Set<string>): ResumeIndex {
  const starts = phraseStarts(wanted);
  const shown = new Set<string>();
  const listed = new Set<string>();
  const add = (into: Set<string>, text: string, anyCase = false) => indexInto(into, text, lex, wanted, starts, anyCase);
  for (const entry of content.experience) add(shown, `${entry.position}\n${entry.company}\n${entry.description}`);
  for (const cert of content.certifications) add(shown, `${cert.name}\n${cert.issuer}`);
  const summary = new Set<string>();
  add(summary, content.professionalSummary);
  for (const skill of content.skills) add(listed, skill, true);
  for (const edu of content.education) add(listed, `${edu.degree}\n${edu.field}\n${edu.institution}`);
  for (const key of summary) listed.add(key);
  return { shown, listed, summary };
}
