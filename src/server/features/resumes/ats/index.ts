// The ATS score: a pure, local, deterministic reading of a resume against a target (job title,
// industry, optional description). Readability factors and keyword factors add up to 100; every
// factor says why it earned its points and what to change, and the suggestions name their place.
// Why local and deterministic: see the decision record 018.
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';
import type { Suggestion } from './factor.ts';
import { analyseKeywords, keywordFactors } from './keywords.ts';
import { readabilityFactors } from './readability.ts';
import { professionalSummary, skillsSection } from './suggestions.ts';
import type { AtsTarget } from './target.ts';
import { lexicon } from './vocabulary.ts';

export type { AtsTarget } from './target.ts';

/** How many suggestions the panel lists as high priority. */
const HIGH_PRIORITY_COUNT = 6;

/** The suggestions with most points at stake, biggest first; ties keep the factors' order. */
function highPriority(suggestions: Suggestion[]): string[] {
  return suggestions
    .map((s, i) => ({ ...s, i }))
    .filter((s) => s.points > 0)
    .sort((a, b) => b.points - a.points || a.i - b.i)
    .slice(0, HIGH_PRIORITY_COUNT)
    .map((s) => s.text);
}

/** `now` dates "current" positions and catches months in the future; tests pin it. */
export function scoreResume(content: ResumeContent, target: AtsTarget, now: Date = new Date()): AtsResult {
  const lex = lexicon();
  const analysis = analyseKeywords(content, target, lex);
  const scored = [...readabilityFactors(content, lex, now), ...keywordFactors(content, target, lex, analysis, now)];
  const breakdown = scored.map((s) => s.factor);
  const score = Math.round(breakdown.reduce((sum, f) => sum + f.earned, 0));
  return {
    score: Math.min(100, Math.max(0, score)),
    improvements: { high_priority: highPriority(scored.flatMap((s) => s.suggestions)) },
    keywords: {
      missing: analysis.terms.filter((t) => analysis.presence.get(t.key) === 'absent').map((t) => t.display),
      matched: analysis.terms.filter((t) => analysis.presence.get(t.key) !== 'absent').map((t) => t.display),
    },
    optimized_suggestions: {
      professional_summary: professionalSummary(content, target, analysis, now),
      skills_section: skillsSection(content, analysis, lex),
    },
    breakdown,
    rewrittenBy: 'local',
  };
}
