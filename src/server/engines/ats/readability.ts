// The readability half of the score: what an ATS parses and a recruiter skims before any keyword.
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { factor, listOf, percent, quoted, WEIGHTS, type Scored } from './factor.ts';
import { bullets, entryName, experiencePlace, monthIndex, nowIndex, recency, roles, yearsOfExperience, type Bullet } from './resume.ts';
import { countWords, stem } from './text.ts';
import { WEAK_OPENERS, type Lexicon } from './vocabulary.ts';

/** "2019-2023" or "2019 – 2023": a date range typed into the phone field. */
const YEAR_RANGE = /^\s*(19|20)\d{2}\s*[-–—/]\s*((19|20)\d{2}|present|now)\s*$/i;

export function phoneProblem(phone: string): string | null {
  if (!phone.trim()) return 'add a phone number';
  if (YEAR_RANGE.test(phone)) return `"${phone.trim()}" reads as a year range, not a phone number: enter one of 7 to 15 digits`;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : `"${phone.trim()}" has ${digits} digits; a phone number has 7 to 15`;
}

function contactFactor(content: ResumeContent): Scored {
  const info = content.personalInfo;
  const phone = phoneProblem(info.phone);
  // Points per item: how to reach you matters most, a profile link least.
  const checks: { ok: boolean; points: number; missing: string; fix: string }[] = [
    { ok: Boolean(info.firstName && info.lastName), points: 1, missing: 'full name', fix: 'add your first and last name' },
    { ok: Boolean(info.email), points: 3, missing: 'email', fix: 'add an email address' },
    { ok: phone === null, points: 3, missing: 'phone', fix: phone ?? '' },
    { ok: Boolean(info.location), points: 2, missing: 'location', fix: 'add your city and region' },
    { ok: Boolean(info.linkedin || info.portfolio), points: 1, missing: 'profile link', fix: 'add a LinkedIn or portfolio link' },
  ];
  const missing = checks.filter((c) => !c.ok);
  const earned = checks.reduce((sum, c) => sum + (c.ok ? c.points : 0), 0);
  const detail =
    missing.length === 0
      ? 'Name, email, phone, location and a profile link sit at the top, where an ATS looks for them first.'
      : `The contact block at the top lacks ${listOf(missing.map((c) => c.missing))}; add ${missing.length === 1 ? 'it' : 'them'} so the ATS and recruiters can reach you.`;
  return {
    factor: factor('contact', 'Contact details', 'readability', WEIGHTS.contact, earned / WEIGHTS.contact, detail),
    suggestions: missing.map((c) => ({ text: `Contact: ${c.fix}`, points: c.points })),
  };
}

function sectionsFactor(content: ResumeContent): Scored {
  const summaryWords = countWords(content.professionalSummary);
  const checks: { ok: number; points: number; name: string; fix: string }[] = [
    {
      ok: summaryWords >= 15 ? 1 : summaryWords > 0 ? 0.5 : 0,
      points: 2,
      name: 'summary',
      fix: summaryWords > 0 ? 'Summary: expand it to 2-3 sentences (it has under 15 words)' : 'Summary: write 2-3 sentences on who you are and what you offer',
    },
    {
      // A student's projects, volunteering and leadership are experience too.
      ok: content.experience.some((e) => e.position || e.company) || content.projects.some((p) => p.name) || roles(content).some((r) => r.title || r.org) ? 1 : 0,
      points: 2.5,
      name: 'experience',
      fix: 'Experience: add your positions, including internships, volunteering or projects',
    },
    { ok: content.education.some((e) => e.institution || e.degree) ? 1 : 0, points: 1.5, name: 'education', fix: 'Education: add your degree or school' },
    {
      ok: content.skills.length >= 5 ? 1 : content.skills.length > 0 ? 0.5 : 0,
      points: 2,
      name: 'skills',
      fix: content.skills.length > 0 ? 'Skills: list at least five skills' : 'Skills: add the skills you use, one per entry',
    },
  ];
  const weak = checks.filter((c) => c.ok < 1);
  const earned = checks.reduce((sum, c) => sum + c.ok * c.points, 0);
  const detail =
    weak.length === 0
      ? 'Summary, experience, education and skills are all filled in under the standard headings an ATS expects.'
      : `The ${listOf(weak.map((c) => c.name))} ${weak.length === 1 ? 'section is' : 'sections are'} empty or thin; fill ${weak.length === 1 ? 'it' : 'them'} in, since an ATS reads those standard headings.`;
  return {
    factor: factor('sections', 'Standard sections', 'readability', WEIGHTS.sections, earned / WEIGHTS.sections, detail),
    suggestions: weak.map((c) => ({ text: c.fix, points: (1 - c.ok) * c.points })),
  };
}

/** Each dated entry's checks: a start, an end or "current", in order, nothing in the future; entries newest first. */
function dateProblems(content: ResumeContent, now: Date): { checks: number; problems: string[] } {
  const problems: string[] = [];
  let checks = 0;
  const check = (ok: boolean, problem: string) => {
    checks++;
    if (!ok) problems.push(problem);
  };
  const today = nowIndex(now);
  content.experience.forEach((entry, i) => {
    const place = experiencePlace(entry);
    const start = monthIndex(entry.startDate);
    const end = monthIndex(entry.endDate);
    check(start !== null, `${place}: add a start month (YYYY-MM)`);
    check(entry.current ? entry.endDate === '' : end !== null, entry.current ? `${place}: a current position has no end month` : `${place}: add an end month (YYYY-MM), or mark it current`);
    if (start !== null && end !== null) check(start <= end, `${place}: the start month comes after the end month`);
    if (start !== null) check((end ?? start) <= today, `${place}: a month lies in the future`);
    const previous = content.experience[i - 1];
    if (previous) {
      check(
        recency(entry, now) <= recency(previous, now),
        `${place}: move it above ${entryName(previous)}, so entries run newest first`,
      );
    }
  });
  for (const edu of content.education) {
    check(monthIndex(edu.graduationDate) !== null, `Education › ${edu.degree || edu.institution || 'Untitled'}: add the graduation month (expected, if still studying)`);
  }
  return { checks, problems };
}

function datesFactor(content: ResumeContent, now: Date): Scored {
  const { checks, problems } = dateProblems(content, now);
  const share = checks === 0 ? 0 : 1 - problems.length / checks;
  const detail =
    checks === 0
      ? 'There are no dated entries yet; add experience or education with their months so an ATS can build your timeline.'
      : problems.length === 0
        ? 'Every date is a month in order, newest entry first, so an ATS can read your timeline.'
        : `${problems.length} of ${checks} date checks fail (missing, reversed or out-of-order months); fix them so an ATS reads your timeline right.`;
  return {
    factor: factor('dates', 'Dates and order', 'readability', WEIGHTS.dates, share, detail),
    suggestions: problems.map((text) => ({ text, points: WEIGHTS.dates / Math.max(1, checks) })),
  };
}

/** The weak opener a bullet starts with, as the user wrote it ("Responsible for"), if any. */
export function weakOpener(text: string): string | null {
  const lower = text.toLowerCase();
  const opener = WEAK_OPENERS.find((o) => lower.startsWith(o) && !/[a-z]/.test(lower.charAt(o.length)));
  return opener ? text.slice(0, opener.length) : null;
}

export function opensWithActionVerb(text: string, lex: Lexicon): boolean {
  const first = /^[a-z]+/i.exec(text)?.[0];
  return first !== undefined && weakOpener(text) === null && lex.actionVerbs.has(stem(first.toLowerCase()));
}

const NO_BULLETS = 'There are no experience bullets yet; describe each position in 3-5 lines that start with an action verb and carry a number.';

/** A factor graded on the share of bullets that pass a test: full points at the target share, proportional below. */
interface BulletRule {
  id: string;
  label: string;
  possible: number;
  target: number;
  passes: (bullet: Bullet) => boolean;
  /** What a passing bullet does: "open with an action verb". */
  does: string;
  /** What to change, given the failing bullets, when under the target. */
  advice: (failing: Bullet[]) => string;
  /** The suggestion for one failing bullet, after its place. */
  fix: (bullet: Bullet) => string;
}

function bulletShareFactor(rule: BulletRule, list: Bullet[]): Scored {
  const failing = list.filter((b) => !rule.passes(b));
  const hits = list.length - failing.length;
  const share = hits / Math.max(1, list.length);
  const target = percent(rule.target);
  const counted = `${hits} of ${list.length} bullets (${percent(share)}) ${rule.does}`;
  const detail =
    list.length === 0
      ? NO_BULLETS
      : share >= rule.target
        ? `${counted}, meeting the ${target} target.`
        : `${counted}, under the ${target} target; ${rule.advice(failing)}.`;
  // Each fixed bullet wins back an equal part of the points, until the target share is reached.
  const needed = Math.ceil(list.length * rule.target);
  const points = rule.possible / Math.max(1, needed);
  const stillNeeded = Math.max(0, needed - hits);
  return {
    factor: factor(rule.id, rule.label, 'readability', rule.possible, list.length === 0 ? 0 : share / rule.target, detail),
    suggestions: failing.map((b, i) => ({ text: `${b.place}: ${rule.fix(b)}`, points: i < stillNeeded ? points : 0 })),
  };
}

function actionVerbsFactor(list: Bullet[], lex: Lexicon): Scored {
  return bulletShareFactor(
    {
      id: 'action-verbs',
      label: 'Action verbs',
      possible: WEIGHTS.actionVerbs,
      target: 0.7,
      passes: (b) => opensWithActionVerb(b.text, lex),
      does: 'open with an action verb',
      advice: (failing) => {
        const openers = [...new Set(failing.map((b) => weakOpener(b.text)).filter((o): o is string => o !== null))];
        return openers.length > 0 ? `replace weak openers such as ${listOf(quoted(openers.slice(0, 4)))}` : 'start each with a verb like Led, Built or Reduced';
      },
      fix: (b) => `start with an action verb (Led, Built, Reduced…) instead of "${weakOpener(b.text) ?? /^\S+/.exec(b.text)?.[0] ?? ''}"`,
    },
    list,
  );
}

const NUMBER_WORDS = /\b(dozens?|hundreds?|thousands?|millions?|billions?|doubled|tripled|halved|twice|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\b/i;

const isQuantified = (text: string) => /[\d%$€£¥]/.test(text) || NUMBER_WORDS.test(text);

function quantifiedFactor(list: Bullet[]): Scored {
  return bulletShareFactor(
    {
      id: 'quantified',
      label: 'Measurable results',
      possible: WEIGHTS.quantified,
      target: 0.4,
      passes: (b) => isQuantified(b.text),
      does: 'carry a number',
      advice: () => 'add how many, how much or what % to your strongest ones',
      fix: () => 'add a number (how many, how much, what %)',
    },
    list,
  );
}

function resumeWords(content: ResumeContent): number {
  const info = content.personalInfo;
  const parts = [
    info.firstName, info.lastName, info.email, info.phone, info.location, info.linkedin, info.portfolio,
    content.professionalSummary,
    ...content.experience.flatMap((e) => [e.position, e.company, e.location, e.description]),
    ...content.education.flatMap((e) => [e.institution, e.degree, e.field, e.gpa]),
    ...content.skills,
    ...content.certifications.flatMap((c) => [c.name, c.issuer]),
    ...content.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...[...content.volunteer, ...content.leadership].flatMap((e) => [e.role, e.organization, e.location, e.description]),
    ...content.awards.flatMap((a) => [a.title, a.awarder, a.description]),
    ...content.languages.flatMap((l) => [l.language, l.fluency]),
  ];
  return parts.reduce((sum, part) => sum + countWords(part), 0);
}

/** Under two years of experience a resume should fit one page (about 600 words). */
const EARLY_CAREER_YEARS = 2;

function lengthRange(years: number): { min: number; max: number } {
  return { min: years < EARLY_CAREER_YEARS ? 200 : 350, max: years < EARLY_CAREER_YEARS ? 600 : 900 };
}

function lengthFactor(content: ResumeContent, now: Date): Scored {
  const words = resumeWords(content);
  const years = yearsOfExperience(content, now);
  const { min, max } = lengthRange(years);
  // Points fall off in proportion to the distance from the range.
  const share = words < min ? words / min : words > max ? Math.max(0, 1 - (words - max) / max) : 1;
  const level = years < EARLY_CAREER_YEARS ? 'under two years of experience (one page)' : `${Math.floor(years)} years of experience`;
  const within = `${min}-${max} words`;
  const detail =
    words < min
      ? `At ${words} words it is short for ${level}; aim for ${within} by adding bullets with results.`
      : words > max
        ? `At ${words} words it is long for ${level}; cut older or weaker bullets to reach ${within}.`
        : `At ${words} words it fits the ${within} that suits ${level}.`;
  const fix = words < min ? `Experience: add bullets with results (about ${min - words} more words)` : `Experience: cut about ${words - max} words from older or weaker bullets`;
  return {
    factor: factor('length', 'Length', 'readability', WEIGHTS.length, share, detail),
    suggestions: share < 1 ? [{ text: fix, points: WEIGHTS.length * (1 - share) }] : [],
  };
}

export function readabilityFactors(content: ResumeContent, lex: Lexicon, now: Date): Scored[] {
  const list = bullets(content);
  return [contactFactor(content), sectionsFactor(content), datesFactor(content, now), actionVerbsFactor(list, lex), quantifiedFactor(list), lengthFactor(content, now)];
}
