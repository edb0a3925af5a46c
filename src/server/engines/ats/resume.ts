// The resume as the engine reads it: the roles held (experience, volunteer and leadership) and
// their bullets with a place name for suggestions, the text where a term counts fully (experience,
// projects, volunteering, leadership, certifications) or partly (skills, summary, education, awards,
// languages), the names that are never evidence of a skill, and the years of experience.
import { RESUME_MONTH_PATTERN } from '#shared/constants/resumes.ts';
import type { ExperienceEntry, ProjectEntry, ResumeContent } from '#shared/schemas/resumes.ts';
import { findSkills, spelledRight, type Lexicon } from './vocabulary.ts';
import { keyOf, phraseStarts, tokenize } from './text.ts';

export interface Bullet {
  text: string;
  /** "Experience › Data Analyst at Acme, bullet 2". */
  place: string;
  /** What it was written under, so a sentence built on it can say where the work was done. */
  under: { kind: 'role'; role: Role } | { kind: 'project'; project: ProjectEntry };
}

/** A role the person held: a position, or a volunteer or leadership role, in one shape. */
export interface Role {
  section: 'Experience' | 'Volunteer' | 'Leadership';
  title: string;
  org: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

/** "Data Analyst at Acme", or whichever half is filled in. */
export function entryName(entry: Pick<ExperienceEntry, 'position' | 'company'>): string {
  if (entry.position && entry.company) return `${entry.position} at ${entry.company}`;
  return entry.position || entry.company || 'Untitled position';
}

export const experiencePlace = (entry: ExperienceEntry) => `Experience › ${entryName(entry)}`;

/** "Volunteer › Data Lead at Pilsen Food Pantry": where a suggestion about a role goes. */
export const rolePlace = (role: Role) => `${role.section} › ${entryName({ position: role.title, company: role.org })}`;

/** Every role held, positions first, each section in its own order. */
export function roles(content: ResumeContent): Role[] {
  const activity = (section: 'Volunteer' | 'Leadership') => (e: ResumeContent['volunteer'][number]): Role => ({ section, ...e, title: e.role, org: e.organization });
  return [
    ...content.experience.map((e): Role => ({ section: 'Experience', ...e, title: e.position, org: e.company })),
    ...content.volunteer.map(activity('Volunteer')),
    ...content.leadership.map(activity('Leadership')),
  ];
}

const BULLET_MARK = /^\s*(?:[-•*·▪–—>]|\d+[.)])\s*/;

const bulletsOf = (description: string, place: string, under: Bullet['under']): Bullet[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET_MARK, '').trim())
    .filter(Boolean)
    .map((text, i) => ({ text, place: `${place}, bullet ${i + 1}`, under }));

/** The bullets of every role and project: what a recruiter reads for verbs and numbers. */
export function bullets(content: ResumeContent): Bullet[] {
  return [
    ...roles(content).flatMap((role) => bulletsOf(role.description, rolePlace(role), { kind: 'role', role })),
    ...content.projects.flatMap((project) => bulletsOf(project.description, `Projects › ${project.name || 'Untitled project'}`, { kind: 'project', project })),
  ];
}

/**
 * A `YYYY-MM` month as months since year 0, for ordering and spans; null when empty or malformed
 * (content saved before the schema checked months still reaches the engine).
 */
export const monthIndex = (month: string): number | null =>
  RESUME_MONTH_PATTERN.test(month) ? Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 : null;
export const nowIndex = (now: Date) => now.getUTCFullYear() * 12 + now.getUTCMonth();

/** Where an entry sorts among the others, newest first: current ones on top, then by end month. */
export function recency(entry: Pick<Role, 'current' | 'startDate' | 'endDate'>, now: Date): number {
  if (entry.current) return nowIndex(now);
  return monthIndex(entry.endDate) ?? monthIndex(entry.startDate) ?? -1;
}

/** Years covered by the positions given (all of them by default), overlapping positions counted once. */
export function yearsOfExperience(content: ResumeContent, now: Date, entries: readonly Pick<Role, 'current' | 'startDate' | 'endDate'>[] = content.experience): number {
  const spans = entries
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

export interface ResumeIndex {
  /** Wanted keys found in roles, projects and certifications: a term shown in use. */
  shown: Set<string>;
  /** Wanted keys found in skills, summary, education, awards or languages: a term only claimed. */
  listed: Set<string>;
  /** Wanted keys the summary already says, so a rewrite can lead with the others. */
  summary: Set<string>;
  /**
   * Wanted keys found in employers', schools' and organisations' names: an ATS reads them, so they
   * are not missing, but working at Salesforce is no Salesforce skill, so nothing claims them.
   */
  named: Set<string>;
  /** Each role held with the wanted keys its title and bullets show, in roles() order. */
  roles: { role: Role; keys: Set<string> }[];
}

/** Adds the wanted phrases the text holds, and the skills its spellings name, so aliases meet. */
export function indexInto(into: Set<string>, text: string, lex: Lexicon, wanted: Set<string>, starts: Map<string, number>, anyCase = false) {
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

/** Where the resume holds each wanted key (a target term, or one word of the industry). `skills` are whole terms. */
export function indexResume(content: ResumeContent, skills: readonly string[], lex: Lexicon, wanted: Set<string>): ResumeIndex {
  const starts = phraseStarts(wanted);
  const into = (text: string, set = new Set<string>(), anyCase = false) => {
    indexInto(set, text, lex, wanted, starts, anyCase);
    return set;
  };
  const byRole = roles(content).map((role) => ({ role, keys: into(`${role.title}\n${role.description}`) }));
  const shown = new Set(byRole.flatMap((r) => [...r.keys]));
  for (const project of content.projects) into(`${project.name}\n${project.role}\n${project.description}`, shown);
  for (const cert of content.certifications) into(`${cert.name}\n${cert.issuer}`, shown);
  const summary = into(content.professionalSummary);
  const listed = new Set(summary);
  for (const skill of skills) into(skill, listed, true);
  for (const edu of content.education) into(`${edu.degree}\n${edu.field}`, listed);
  for (const award of content.awards) into(`${award.title}\n${award.description}`, listed);
  for (const language of content.languages) into(language.language, listed);
  const named = new Set<string>();
  for (const name of [...roles(content).map((r) => r.org), ...content.education.map((e) => e.institution), ...content.awards.map((a) => a.awarder)]) into(name, named);
  return { shown, listed, summary, named, roles: byRole };
}
