// The ATS score over the fixture corpus: each resume's score and factor grades are pinned, and every
// result keeps the contract's shape and arithmetic.
import { describe, expect, it } from 'vitest';
import { atsResult } from '#shared/schemas/resumes.ts';
import { scoreResume } from '../../src/server/engines/ats/index.ts';
import { NOW } from './fixtures/ats/build.ts';
import { ATS_CASES } from './fixtures/ats/index.ts';

describe('ATS corpus', () => {
  it('holds ten varied resumes', () => {
    expect(ATS_CASES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ATS_CASES.map((c) => c.target.jobTitle)).size).toBe(ATS_CASES.length);
  });

  describe.each(ATS_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = scoreResume(c.content, c.target, NOW);

    it('scores in its pinned range', () => {
      expect(result.score).toBeGreaterThanOrEqual(c.score[0]);
      expect(result.score).toBeLessThanOrEqual(c.score[1]);
    });

    it('grades each factor as pinned', () => {
      expect(Object.fromEntries(result.breakdown.map((f) => [f.id, f.status]))).toEqual(c.statuses);
    });

    it('keeps the contract: the schema, 100 possible points, the score as the rounded sum', () => {
      expect(atsResult.parse(result)).toEqual(result);
      expect(result.breakdown.reduce((sum, f) => sum + f.possible, 0)).toBe(100);
      expect(result.score).toBe(Math.round(result.breakdown.reduce((sum, f) => sum + f.earned, 0)));
      expect(result.rewrittenBy).toBe('local');
      for (const f of result.breakdown) {
        expect(f.earned).toBeGreaterThanOrEqual(0);
        expect(f.earned).toBeLessThanOrEqual(f.possible);
        const share = f.earned / f.possible;
        expect(f.status).toBe(share >= 0.8 ? 'strong' : share >= 0.4 ? 'partial' : 'weak');
      }
    });

    it('explains each factor in one sentence', () => {
      for (const f of result.breakdown) expect(f.detail).toMatch(/^[A-Z0-9"][^]*[^.]\.$/);
      for (const f of result.breakdown) expect(f.detail.replace(/"[^"]*"/g, '').replace(/\be\.g\./g, '').split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
    });

    it('names the place of every suggestion', () => {
      for (const text of result.improvements.high_priority) expect(text).toMatch(/^(Contact|Summary|Experience|Education|Skills|Projects|Volunteer|Leadership)( › [^:]+)?: \S/);
      expect(result.improvements.high_priority.length).toBeLessThanOrEqual(6);
    });

    it('never lists a term as both missing and matched, nor a filler word', () => {
      const matched = new Set(result.keywords.matched.map((k) => k.toLowerCase()));
      for (const term of result.keywords.missing) expect(matched.has(term.toLowerCase())).toBe(false);
      for (const term of [...result.keywords.missing, ...result.keywords.matched]) {
        expect(['team', 'work', 'candidate', 'ability', 'experience', 'years', 'the', 'and']).not.toContain(term.toLowerCase());
      }
    });

    it('suggests only skills the resume already shows, and keeps every listed skill', () => {
      const section = result.optimized_suggestions.skills_section;
      for (const skill of c.content.skills) expect(section).toContain(skill);
      const missing = new Set(result.keywords.missing);
      for (const skill of section) expect(missing.has(skill)).toBe(false);
      // The closing line names the target; the claims before it must come from the resume.
      const claims = result.optimized_suggestions.professional_summary.split(' Looking to bring')[0]!;
      for (const term of result.keywords.missing) expect(claims).not.toContain(term);
    });
  });
});
