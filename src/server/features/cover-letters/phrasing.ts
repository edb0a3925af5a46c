// How a resume's line is told in a letter: in the first person, with the words and figures as
// written ("Built weekly SQL dashboards" → "I built weekly SQL dashboards"), after where the work was
// done ("At Acme, where I worked as Data Analyst"). Phrasing only: nothing here adds a fact.
import { hardSkillsIn, opensWithVerb, weakOpener, type Bullet, type Role } from '../../engines/ats/index.ts';

/** "a BS", "an MBA", "an Informatics degree": the article as the word is said. */
export const article = (word: string) => ((/^[A-Z]{2,}/.test(word) ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(word) ? 'an' : 'a');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A bullet's first word lower-cased when it is a plain capitalised word, not a skill or an acronym ("Python tooling" stays). */
function lowerPlainStart(text: string): string {
  const first = /^[A-Z][a-z'’-]*\b/.exec(text)?.[0];
  return first && hardSkillsIn(first).length === 0 ? lowerFirst(text) : text;
}

/** "Leads" → "lead", "Oversees" → "oversee", "Teaches" → "teach": a present tense told in the first person. */
function firstPersonVerb(word: string): string {
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/** Openers that take "I was" ("Responsible for…" → "I was responsible for…"). */
const STATE_OPENERS = new Set(['responsible for', 'tasked with', 'in charge of', 'involved in']);

/**
 * The bullet told in the first person, words and figures as written: "Built weekly SQL dashboards"
 * → "I built weekly SQL dashboards"; a bullet that opens with no verb ("Dashboard automation for
 * sales") → "my work included dashboard automation for sales". `also` for a second one in a row.
 */
export function firstPerson(text: string, current: boolean, also: boolean): string {
  const more = also ? 'also ' : '';
  const be = current ? 'am' : 'was';
  const opener = weakOpener(text)?.toLowerCase() ?? null;
  const first = /^\S+/.exec(text)![0];
  if (opener !== null && STATE_OPENERS.has(opener)) return `I ${be} ${more}${lowerFirst(text)}`;
  if (opener === 'was' || opener === 'was responsible') return `I was ${more}${text.slice(3).trimStart()}`;
  if (opener === 'duties included' || opener === 'duties were') return `my duties ${more}${text.slice('duties '.length)}`;
  if (/^[A-Z][a-z]+ing$/.test(first)) return `I ${be} ${more}${lowerFirst(text)}`;
  if (opensWithVerb(text) && /[^s]s$/.test(first)) return `I ${more}${lowerFirst(firstPersonVerb(first))}${text.slice(first.length)}`;
  if (opener !== null || opensWithVerb(text) || /^[A-Z][a-z]{2,}ed$/.test(first)) return `I ${more}${lowerFirst(text)}`;
  return `my work ${more}included ${lowerPlainStart(text)}`;
}

export const sentenceEnd = (text: string) => {
  const trimmed = text.replace(/[\s.,;:–—-]+$/, '');
  return /[!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Where the work was done, as a sentence opens: "At Acme, where I worked as Data Analyst" the first
 * time, "At Acme" once the letter has said the role.
 */
export function workContext(under: Bullet['under'], known: boolean): string {
  if (under.kind === 'project') return under.project.name ? `In my project ${under.project.name}` : 'In a project of mine';
  const { role } = under;
  const { title, org } = role;
  if (role.section === 'Volunteer') return title && org && !known ? `Volunteering as ${title} with ${org}` : org ? `Volunteering with ${org}` : `Volunteering as ${title}`;
  if (role.section === 'Leadership') return title && org ? `As ${title} of ${org}` : org ? `At ${org}` : `As ${title}`;
  if (title && org) return known ? `At ${org}` : `At ${org}, where I ${role.current ? 'work' : 'worked'} as ${title}`;
  return org ? `At ${org}` : `In my role as ${title}`;
}

/** A role or project as one key: each reading of the resume builds its own role objects. */
export const roleKey = (role: Role) => `${role.section}\n${role.org}\n${role.title}\n${role.startDate}`;
export const underOf = (under: Bullet['under']): string => (under.kind === 'role' ? roleKey(under.role) : `Projects\n${under.project.name}\n${under.project.startDate}`);

export const isCurrent = (under: Bullet['under']) => under.kind === 'role' && under.role.current;
