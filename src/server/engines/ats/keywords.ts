// The keyword half of the score: the target's terms found in the resume, weighted by how much the
// target wants them and by where the resume shows them.
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { factor, percent, WEIGHTS, type Scored, type Suggestion } from './factor.ts';
import { nameBook, resumeNames } from './names.ts';
import { indexResume, recency, rolePlace, type ResumeIndex, type Role } from './resume.ts';
import { wholeSkills } from './skills.ts';
import { importance, targetNames, targetTerms, workWords, type AtsTarget, type TargetTerm } from './target.ts';
import { saysWords, tokenize } from './text.ts';
import { findSkills, type Lexicon, type SkillKind } from './vocabulary.ts';

/** A term the target requires weighs double one it prefers; a hard skill triple a repeated word. */
function termWeight(term: TargetTerm): number {
  const base = term.kind === 'term' ? 1 : 3;
  return term.required ? base : base / 2;
}

/** Shown in a bullet or certification: full credit; only listed under skills, summary or education: part. */
const LISTED_ONLY_CREDIT = 0.6;

type Presence = 'shown' | 'listed' | 'absent';

/** A term inside an employer's or school's name is read by an ATS, so it counts as listed. */
const presence = (term: TargetTerm, index: ResumeIndex): Presence =>
  index.shown.has(term.key) ? 'shown' : index.listed.has(term.key) || index.named.has(term.key) ? 'listed' : 'absent';

const credit = (p: Presence) => (p === 'shown' ? 1 : p === 'listed' ? LISTED_ONLY_CREDIT : 0);

function reason(term: TargetTerm): string {
  if (term.source === 'title') return 'the target title names it';
  if (term.kind === 'term') return `the job description uses it ${term.count} times`;
  return term.required ? 'the job description requires it' : 'the job description prefers it';
}

export interface KeywordAnalysis {
  terms: TargetTerm[];
  presence: Map<string, Presence>;
  index: ResumeIndex;
  /** The skills list as whole terms ("AWS (EC2, Lambda)" is AWS, EC2 and Lambda). */
  skills: string[];
}

/** The employers' and schools' names of a resume and a target: the target's company and the resume's own. */
export const employerNames = (content: ResumeContent, target: AtsTarget, lex: Lexicon) => nameBook([...targetNames(target, lex), ...resumeNames(content)], lex);

/** The target's terms, none of them an employer's or a school's name (the target's own or the resume's). */
export function analyseKeywords(content: ResumeContent, target: AtsTarget, lex: Lexicon): KeywordAnalysis {
  const terms = targetTerms(target, lex, employerNames(content, target, lex)).sort(importance);
  const skills = wholeSkills(content.skills, lex);
  const index = indexResume(content, skills, lex, new Set([...terms.map((t) => t.key), ...workWords(target.industry, lex)]));
  return { terms, index, skills, presence: new Map(terms.map((t) => [t.key, presence(t, index)])) };
}

/** Without target terms the factor falls back to how many of the kind the resume shows at all. */
function countInResume(content: ResumeContent, skills: string[], lex: Lexicon, kind: SkillKind): number {
  const keys = new Set<string>();
  const texts = [
    content.professionalSummary,
    ...skills,
    ...content.experience.map((e) => e.description),
    ...[...content.projects, ...content.volunteer, ...content.leadership].map((e) => e.description),
  ];
  for (const text of texts) for (const { skill } of findSkills(lex, tokenize(text))) if (skill.kind === kind) keys.add(skill.key);
  return keys.size;
}

/** How a role fits the target: its title's share of the target title's work words, and by weight the target's skills and terms it shows. */
export interface RoleFit {
  role: Role;
  fit: number;
}

const SECTION_ORDER: Record<Role['section'], number> = { Experience: 0, Volunteer: 1, Leadership: 2 };

/** The title counts double: "Data Analyst Intern" is the data role, whatever the teaching job's bullets say. */
const TITLE_FIT_WEIGHT = 2;

/**
 * The roles held, best fit for this target first: a position before a volunteer or leadership role,
 * then the most recent. The first is the role the resume's case rests on; with nothing fitting, the
 * most recent position.
 */
export function roleFits(analysis: KeywordAnalysis, target: AtsTarget, lex: Lexicon, now: Date): RoleFit[] {
  const core = workWords(target.jobTitle, lex);
  const wanted = analysis.terms.filter((t) => t.kind !== 'soft');
  const total = wanted.reduce((sum, t) => sum + termWeight(t), 0);
  return analysis.index.roles
    .filter(({ role }) => role.title)
    .map(({ role, keys }, i) => {
      const shows = wanted.reduce((sum, t) => sum + (keys.has(t.key) ? termWeight(t) : 0), 0);
      return { role, i, fit: TITLE_FIT_WEIGHT * coverage(core, role.title) + (total > 0 ? shows / total : 0) };
    })
    .sort((a, b) => b.fit - a.fit || SECTION_ORDER[a.role.section] - SECTION_ORDER[b.role.section] || recency(b.role, now) - recency(a.role, now) || a.i - b.i)
    .map(({ role, fit }) => ({ role, fit }));
}

function termSuggestions(terms: TargetTerm[], analysis: KeywordAnalysis, possible: number, totalWeight: number, where: string): Suggestion[] {
  return terms.flatMap((term): Suggestion[] => {
    const p = analysis.presence.get(term.key)!;
    const stake = (possible * termWeight(term) * (1 - credit(p))) / totalWeight;
    if (p === 'shown') return [];
    if (p === 'listed') return [{ text: `${where}: show "${term.display}" in a bullet, where you used it — it is only listed so far`, points: stake }];
    const section = term.kind === 'term' ? 'Experience' : 'Skills';
    return [{ text: `${section}: add "${term.display}" if you have it — ${reason(term)}`, points: stake }];
  });
}

function skillFactor(
  id: string,
  label: string,
  possible: number,
  terms: TargetTerm[],
  analysis: KeywordAnalysis,
  fallback: { found: number; wanted: number; noun: string; described: boolean },
  where: string,
): Scored {
  if (terms.length === 0 && fallback.described) {
    const detail = `The job description asks for no particular ${fallback.noun}, so there is nothing to miss here.`;
    return { factor: factor(id, label, 'keywords', possible, 1, detail), suggestions: [] };
  }
  if (terms.length === 0) {
    const share = Math.min(1, fallback.found / fallback.wanted);
    const detail = `The target names no ${fallback.noun} to match, so this counts the ${fallback.found} your resume shows (${fallback.wanted} earn full points); paste the job description for a real keyword check.`;
    return { factor: factor(id, label, 'keywords', possible, share, detail), suggestions: [] };
  }
  const totalWeight = terms.reduce((sum, t) => sum + termWeight(t), 0);
  const earned = terms.reduce((sum, t) => sum + termWeight(t) * credit(analysis.presence.get(t.key)!), 0);
  const share = earned / totalWeight;
  const missing = terms.filter((t) => analysis.presence.get(t.key) === 'absent');
  const listedOnly = terms.filter((t) => analysis.presence.get(t.key) === 'listed');
  const found = terms.length - missing.length;
  const parts = [`${found} of ${terms.length} ${fallback.noun} the target asks for appear (${percent(share)} of their weight)`];
  // The breakdown counts; which terms to add is the optimisation's (missing keywords, suggestions), a Premium part.
  if (missing.length > 0) parts.push(`add the ${missing.length} missing where true`);
  if (listedOnly.length > 0) parts.push(`show the ${listedOnly.length} only listed in a bullet, not only in a list`);
  return {
    factor: factor(id, label, 'keywords', possible, share, `${parts.join('; ')}.`),
    suggestions: termSuggestions(terms, analysis, possible, totalWeight, where),
  };
}

/** The title's work words found in one line, as a share. */
function coverage(core: string[], text: string): number {
  if (core.length === 0) return 0;
  const stems = new Set(tokenize(text).map((t) => t.stem));
  return core.filter((s) => stems.has(s)).length / core.length;
}

/** A summary that names the title counts a little less than having held it. */
const SUMMARY_TITLE_CREDIT = 0.8;

/**
 * What the title factor says is only ever true of the resume: a role "names" the target title
 * when its title holds the target's words in order ("Data Analyst Intern" names "Data Analyst",
 * not "Junior Data Analyst"); a role that holds every work word otherwise is "close to" it.
 */
function titleDetail(core: string[], title: string, held: string[], summary: string, share: number): string {
  if (core.length === 0) return 'There is no target title to match; enter the job title you are applying for.';
  if (held.some((h) => saysWords(h, title))) return `A position you held names "${title}", the title an ATS searches for first.`;
  const closest = held.map((h) => ({ h, c: coverage(core, h) })).sort((a, b) => b.c - a.c)[0];
  const fromRole = closest !== undefined && closest.c > 0 && closest.c >= share;
  if (fromRole && closest.c >= 1) return `Your "${closest.h}" role is close to the target "${title}", with every word an ATS searches that title for.`;
  if (share >= SUMMARY_TITLE_CREDIT && !fromRole) {
    return saysWords(summary, title)
      ? `Your summary names "${title}" but no position does; keep it there, and put it in a position only if you held the title.`
      : `Your summary uses the words of "${title}" but no position does; keep them there, and put the title in a position only if you held it.`;
  }
  if (fromRole) {
    const shared = Math.round(closest.c * core.length);
    return `Your "${closest.h}" role shares ${shared} of ${core.length} key words with "${title}"; say the target title in your summary's first line, if it fits your background.`;
  }
  return `Neither a position nor the summary names "${title}"; say it in your summary's first line, if it fits your background.`;
}

function titleFactor(content: ResumeContent, target: AtsTarget, lex: Lexicon, index: ResumeIndex): Scored {
  const core = workWords(target.jobTitle, lex);
  const held = index.roles.map(({ role }) => role.title).filter(Boolean);
  const positions = Math.max(0, ...held.map((h) => coverage(core, h)));
  const summary = SUMMARY_TITLE_CREDIT * coverage(core, content.professionalSummary);
  // With no title there is nothing to match, and no points for it: the detail asks for the title.
  const share = Math.max(positions, summary);
  const title = target.jobTitle.trim();
  const detail = titleDetail(core, title, held, content.professionalSummary, share);
  return {
    factor: factor('title', 'Target job title', 'keywords', WEIGHTS.title, share, detail),
    suggestions: share < SUMMARY_TITLE_CREDIT && core.length > 0 ? [{ text: `Summary: name the target title "${title}" in the first sentence`, points: WEIGHTS.title * (SUMMARY_TITLE_CREDIT - share) }] : [],
  };
}

function industryFactor(content: ResumeContent, target: AtsTarget, lex: Lexicon, index: ResumeIndex): Scored {
  const core = workWords(target.industry, lex);
  // Working at "Northwind Retail" mentions the retail industry, as an ATS filter reads it.
  const found = core.filter((s) => index.shown.has(s) || index.listed.has(s) || index.named.has(s));
  const share = core.length === 0 ? 0 : found.length / core.length;
  const industry = target.industry.trim();
  const detail =
    core.length === 0
      ? 'There is no target industry to match; enter the industry you are applying in.'
      : share >= 1
        ? `The resume mentions the ${industry} industry, which an ATS filter can match.`
      : `The resume never mentions "${industry}"; name it in your summary or a bullet where your work touched it.`;
  return {
    factor: factor('industry', 'Target industry', 'keywords', WEIGHTS.industry, share, detail),
    suggestions: share < 1 && core.length > 0 ? [{ text: `Summary: mention the ${industry} industry where your work touched it`, points: WEIGHTS.industry * (1 - share) }] : [],
  };
}

/** Hard skills a resume should show at least this many of, when the target names none. */
const FALLBACK_HARD = 8;
const FALLBACK_SOFT = 3;

export function keywordFactors(content: ResumeContent, target: AtsTarget, lex: Lexicon, analysis: KeywordAnalysis, now: Date): Scored[] {
  // A skill only listed is best shown where the resume's case for this target rests.
  const relevant = roleFits(analysis, target, lex, now)[0];
  const where = relevant ? rolePlace(relevant.role) : 'Experience';
  const described = target.jobDescription.trim() !== '';
  const hard = analysis.terms.filter((t) => t.kind !== 'soft');
  const soft = analysis.terms.filter((t) => t.kind === 'soft');
  return [
    skillFactor('hard-skills', 'Hard skills and job terms', WEIGHTS.hardSkills, hard, analysis, { found: countInResume(content, analysis.skills, lex, 'hard'), wanted: FALLBACK_HARD, noun: 'hard skills', described }, where),
    skillFactor('soft-skills', 'Soft skills', WEIGHTS.softSkills, soft, analysis, { found: countInResume(content, analysis.skills, lex, 'soft'), wanted: FALLBACK_SOFT, noun: 'soft skills', described }, where),
    titleFactor(content, target, lex, analysis.index),
    industryFactor(content, target, lex, analysis.index),
  ];
}
