// The keyword half of the score: the target's terms found in the resume, weighted by how much the
// target wants them and by where the resume shows them.
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { factor, listOf, percent, quoted, WEIGHTS, type Scored, type Suggestion } from './factor.ts';
import { indexResume, latestEntry, entryName, type ResumeIndex } from './resume.ts';
import { importance, targetTerms, workWords, type AtsTarget, type TargetTerm } from './target.ts';
import { tokenize } from './text.ts';
import { findSkills, type Lexicon, type SkillKind } from './vocabulary.ts';

/** A term the target requires weighs double one it prefers; a hard skill triple a repeated word. */
function termWeight(term: TargetTerm): number {
  const base = term.kind === 'term' ? 1 : 3;
  return term.required ? base : base / 2;
}

/** Shown in a bullet or certification: full credit; only listed under skills, summary or education: part. */
const LISTED_ONLY_CREDIT = 0.6;

type Presence = 'shown' | 'listed' | 'absent';

const presence = (term: TargetTerm, index: ResumeIndex): Presence =>
  index.shown.has(term.key) ? 'shown' : index.listed.has(term.key) ? 'listed' : 'absent';

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
}

export function analyseKeywords(content: ResumeContent, target: AtsTarget, lex: Lexicon): KeywordAnalysis {
  const terms = targetTerms(target, lex).sort(importance);
  const index = indexResume(content, lex, new Set([...terms.map((t) => t.key), ...workWords(target.industry, lex)]));
  return { terms, index, presence: new Map(terms.map((t) => [t.key, presence(t, index)])) };
}

/** Without target terms the factor falls back to how many of the kind the resume shows at all. */
function countInResume(content: ResumeContent, lex: Lexicon, kind: SkillKind): number {
  const keys = new Set<string>();
  for (const text of [content.professionalSummary, ...content.skills, ...content.experience.map((e) => e.description)]) {
    for (const { skill } of findSkills(lex, tokenize(text))) if (skill.kind === kind) keys.add(skill.key);
  }
  return keys.size;
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
  if (missing.length > 0) parts.push(`add ${listOf(quoted(missing.slice(0, 3).map((t) => t.display)))} where true`);
  if (listedOnly.length > 0) parts.push(`show ${listOf(quoted(listedOnly.slice(0, 2).map((t) => t.display)))} in a bullet, not only in a list`);
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

function titleFactor(content: ResumeContent, target: AtsTarget, lex: Lexicon): Scored {
  const core = workWords(target.jobTitle, lex);
  const positions = Math.max(0, ...content.experience.map((e) => coverage(core, e.position)));
  const summary = SUMMARY_TITLE_CREDIT * coverage(core, content.professionalSummary);
  // With no title there is nothing to match, and no points for it: the detail asks for the title.
  const share = Math.max(positions, summary);
  const title = target.jobTitle.trim();
  const detail =
    core.length === 0
      ? 'There is no target title to match; enter the job title you are applying for.'
      : share >= 1
        ? `A position you held names "${title}", the title an ATS searches for first.`
        : share >= SUMMARY_TITLE_CREDIT
          ? `Your summary names "${title}" but no position does; keep it there, and put it in a position only if you held the title.`
          : `Neither a position nor the summary names "${title}"; say it in your summary's first line, if it fits your background.`;
  return {
    factor: factor('title', 'Target job title', 'keywords', WEIGHTS.title, share, detail),
    suggestions: share < SUMMARY_TITLE_CREDIT && core.length > 0 ? [{ text: `Summary: name the target title "${title}" in the first sentence`, points: WEIGHTS.title * (SUMMARY_TITLE_CREDIT - share) }] : [],
  };
}

function industryFactor(content: ResumeContent, target: AtsTarget, lex: Lexicon, index: ResumeIndex): Scored {
  const core = workWords(target.industry, lex);
  const found = core.filter((s) => index.shown.has(s) || index.listed.has(s));
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
  const latest = latestEntry(content, now);
  const where = latest ? `Experience › ${entryName(latest)}` : 'Experience';
  const described = target.jobDescription.trim() !== '';
  const hard = analysis.terms.filter((t) => t.kind !== 'soft');
  const soft = analysis.terms.filter((t) => t.kind === 'soft');
  return [
    skillFactor('hard-skills', 'Hard skills and job terms', WEIGHTS.hardSkills, hard, analysis, { found: countInResume(content, lex, 'hard'), wanted: FALLBACK_HARD, noun: 'hard skills', described }, where),
    skillFactor('soft-skills', 'Soft skills', WEIGHTS.softSkills, soft, analysis, { found: countInResume(content, lex, 'soft'), wanted: FALLBACK_SOFT, noun: 'soft skills', described }, where),
    titleFactor(content, target, lex),
    industryFactor(content, target, lex, analysis.index),
  ];
}
