// The ATS is never wrong about the resume (issue 28), over the whole evaluation corpus: every resume
// against each of its target postings (eval/corpus/ats.json), as written and in the shapes real input
// takes: after graduation (no student line to lean on), with its skills cut up as a PDF importer
// leaves them, and against an ad that keeps naming its own company, read from the ad and given.
// The measures are the eval's own (scripts/support/eval-metrics.ts).
import { describe, expect, it } from 'vitest';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { mentions, scoreResume, type AtsTarget } from '../../src/server/engines/ats/index.ts';
import { atsPairs, atsTarget, resumes, type CorpusPosting } from '../../scripts/support/eval-corpus.ts';
import { corpusNames, normalize, resumeText, saysPhrase, summaryOpening, summarySkills, termProblem, titleClaims } from '../../scripts/support/eval-metrics.ts';

/** The eval's day: students are students, "current" positions stay current. */
const NOW = new Date('2025-11-15T12:00:00Z');
/** A month after the corpus's last graduation: every summary speaks from a role, none from a degree under way. */
const GRADUATED = (() => {
  const last = resumes.flatMap((r) => r.content.education.map((e) => e.graduationDate)).sort().at(-1)!;
  return new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 15));
})();

/**
 * The skills as an importer that cut a PDF's skills lines at every comma leaves them: a labelled
 * line, a parenthesised group and a slashed pair, split into "Python (pandas", "Tableau)" and
 * "Excel. Tools: R" (slashes only between skills that hold none).
 */
function cutLikeAnImporter(skills: readonly string[]): string[] {
  const [a, b, c, d, e, f, ...rest] = skills;
  const slashed = e && f && !e.includes('/') && !f.includes('/') ? `${e}/${f}` : [e, f].filter(Boolean).join(', ');
  const line = `Skills: ${[a, b && c && d ? `${b} (${c}, ${d})` : [b, c, d].filter(Boolean).join(', '), slashed].filter(Boolean).join(', ')}. Tools: ${rest.join(', ')}`;
  return line.split(/\s*,\s*/).filter(Boolean);
}

/** The ad with its company named as ads name it: a heading, "is hiring", "At X," and the short form. */
const namingAd = (job: CorpusPosting) => {
  const short = job.companyName.split(/\s+/)[0]!;
  return `About ${job.companyName}\n${job.companyName} is hiring.\n${job.description}\nAt ${job.companyName}, you will learn from ${short} colleagues. ${job.companyName} offers mentoring from ${job.companyName} leaders.`;
};

interface Variant {
  name: string;
  content: (content: ResumeContent) => ResumeContent;
  target: (base: AtsTarget, job: CorpusPosting) => AtsTarget;
  now: Date;
}

const VARIANTS: Variant[] = [
  { name: 'as written', content: (c) => c, target: (t) => t, now: NOW },
  { name: 'after graduation', content: (c) => c, target: (t) => t, now: GRADUATED },
  { name: 'skills cut by an importer', content: (c) => ({ ...c, skills: cutLikeAnImporter(c.skills) }), target: (t) => t, now: NOW },
  { name: 'an ad naming its company', content: (c) => c, target: (t, job) => ({ ...t, jobDescription: namingAd(job) }), now: NOW },
  { name: 'an ad naming its company, the company given', content: (c) => c, target: (t, job) => ({ ...t, jobDescription: namingAd(job), company: job.companyName }), now: NOW },
];

const CASES = atsPairs.flatMap((pair) => VARIANTS.map((variant) => ({ label: `${pair.resume.id} × ${pair.posting.id}, ${variant.name}`, pair, variant })));

describe('the ATS over the evaluation corpus', () => {
  it('covers every resume and every target of ats.json', () => {
    expect(new Set(atsPairs.map((p) => p.resume.id)).size).toBe(resumes.length);
    expect(atsPairs.length).toBeGreaterThanOrEqual(resumes.length * 2);
  });

  describe.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, { pair, variant }) => {
    const content = variant.content(pair.resume.content);
    const target = variant.target(atsTarget(pair.resume, pair.posting), pair.posting);
    const result = scoreResume(content, target, variant.now);
    const text = resumeText(content);
    const summary = result.optimized_suggestions.professional_summary;

    it('claims only titles the resume holds', () => {
      const claims = titleClaims(result, pair.posting.title);
      for (const claimed of claims) expect(pair.expected.heldTitles.some((held) => saysPhrase(held, claimed)), `claims "${claimed}"`).toBe(true);
    });

    it('never offers an employer or a school as a missing keyword, nor a word the resume already says', () => {
      const names = corpusNames(pair.expected.names, pair.posting.companyName);
      for (const keyword of result.keywords.missing) {
        expect(names.has(normalize(keyword)), `"${keyword}" is a name`).toBe(false);
        expect(saysPhrase(text, keyword), `"${keyword}" is in the resume`).toBe(false);
      }
    });

    it('suggests whole skills only, each said by the resume or the posting', () => {
      const suggested = [...result.optimized_suggestions.skills_section, ...summarySkills(summary)];
      expect(suggested.length).toBeGreaterThan(0);
      for (const skill of suggested) {
        expect(termProblem(skill), `"${skill}"`).toBeNull();
        // As written, or in another form of the word ("wireframing" where the resume says "wireframes").
        expect(mentions(text, skill) || mentions(target.jobDescription, skill), `"${skill}" is in neither`).toBe(true);
      }
    });

    it('keeps every skill the resume lists, as whole terms', () => {
      const section = new Set(result.optimized_suggestions.skills_section.map((s) => s.toLowerCase()));
      for (const skill of pair.resume.content.skills) expect(section.has(skill.toLowerCase()), `"${skill}"`).toBe(true);
    });

    it('opens the suggested summary with the experience that fits the target best', () => {
      const opening = summaryOpening(summary);
      expect(pair.relevant.some((title) => saysPhrase(opening, title)), opening).toBe(true);
    });
  });
});
