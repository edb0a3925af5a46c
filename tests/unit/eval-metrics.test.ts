import { describe, expect, it } from 'vitest';
import { dcg, inboundScores, ndcgAt, saysPhrase, summaryOpening, summarySkills, termProblem, titleClaims } from '../../scripts/support/eval-metrics.ts';

describe('evaluation metrics', () => {
  it('computes NDCG@k against the ideal order of every graded item, by hand', () => {
    // Ranked grades 2, 3, 0 (k = 3): DCG = 3/log2(2) + 7/log2(3) + 0 = 3 + 4.41651… = 7.41651…
    // All grades 3, 2, 1, 0 → ideal 3, 2, 1: 7 + 3/log2(3) + 1/log2(4) = 7 + 1.89279… + 0.5 = 9.39279…
    expect(dcg([2, 3, 0], 3)).toBeCloseTo(3 + 7 / Math.log2(3), 10);
    expect(ndcgAt([2, 3, 0], [0, 1, 2, 3], 3)).toBeCloseTo(7.416508 / 9.392789, 5);
    expect(ndcgAt([3, 2, 1], [1, 2, 3, 0], 3)).toBe(1);
  });

  it('counts a relevant item left out of the top k and ignores what is below k', () => {
    // The grade-3 item is ranked 4th: outside the top 2, so only the grade-1 item earns gain.
    expect(ndcgAt([1, 0, 0, 3], [3, 1, 0, 0], 2)).toBeCloseTo(1 / (7 + 1 / Math.log2(3)), 10);
    expect(ndcgAt([0, 0], [0, 0], 10)).toBeNull();
  });

  it('finds a phrase as whole words, whatever the case and punctuation', () => {
    expect(saysPhrase('Built dashboards in Tableau; SQL (Postgres).', 'sql')).toBe(true);
    expect(saysPhrase('Data Analyst Intern', 'data analyst')).toBe(true);
    expect(saysPhrase('MySQL', 'sql')).toBe(false);
  });

  it("reads the ATS's title claims, its summary's opening and skills, and whole terms", () => {
    const answer = (detail: string, summary: string) => ({
      score: 0,
      improvements: { high_priority: [] },
      keywords: { missing: [], matched: [] },
      optimized_suggestions: { professional_summary: summary, skills_section: [] },
      breakdown: [{ id: 'title', label: 'Target job title', category: 'keywords' as const, earned: 0, possible: 10, status: 'weak' as const, detail }],
      rewrittenBy: 'local' as const,
    });
    expect(titleClaims(answer('A position you held names "Data Analyst", the title an ATS searches for first.', 'Data Analyst Intern with hands-on experience at Northwind.'), 'Data Analyst')).toEqual([
      'Data Analyst',
      'Data Analyst Intern',
    ]);
    const student = 'B.S. in Statistics student at UIC who has worked as a Financial Analyst Intern, Commercial Banking at Summit Bank, skilled in SQL, Node.js and A/B testing. Looking to bring this to a Data Analyst role.';
    expect(titleClaims(answer('Your "Data Analyst Intern" role is close to the target "Junior Data Analyst".', student), 'Junior Data Analyst')).toEqual([
      'Data Analyst Intern',
      'Financial Analyst Intern, Commercial Banking',
    ]);
    expect(summaryOpening(student)).toBe('B.S. in Statistics student at UIC who has worked as a Financial Analyst Intern, Commercial Banking at Summit Bank');
    expect(summarySkills(student)).toEqual(['SQL', 'Node.js', 'A/B testing']);
    expect(summarySkills('Nurse with 2 years of experience. Looking to bring this to a Nurse role.')).toEqual([]);
    for (const whole of ['AWS', 'C++', 'C#', '.NET', 'Node.js', 'A/B testing', 'Python (pandas)']) expect(termProblem(whole), whole).toBeNull();
    for (const piece of ['AWS (EC2', 'Lambda), S3', 'C. Frameworks: React', 'Excel,', '- Tableau']) expect(termProblem(piece), piece).not.toBeNull();
  });

  it('scores e-mail outcomes, telling a wrong known outcome from a miss, and what was read on the known ones', () => {
    const reading = (outcome: string, company: string | null = null, role: string | null = null) => ({ outcome, company, role, postingId: null, interviewStart: null });
    const scores = inboundScores([
      { file: 'a', expected: reading('rejection', 'Acme Inc.', 'Data Analyst'), got: reading('rejection', 'acme inc', 'Data Analyst') },
      { file: 'b', expected: reading('interview', 'Acme', 'Engineer'), got: reading('unknown') },
      { file: 'c', expected: reading('unknown'), got: reading('received', 'Harbor') },
      { file: 'd', expected: reading('offer', null, 'Designer'), got: reading('offer', null, 'Designer') },
    ]);
    // Right: a and d (2 of 4). Answered known: a, c, d; c is wrong (2 of 3 right). b is a miss.
    expect(scores).toMatchObject({ messages: 4, outcomeAccuracy: 0.5, knownPrecision: 2 / 3, wrongKnownOutcomes: 1, missedKnownOutcomes: 1 });
    // On the three labelled known (a, b, d): the names of a match ignoring case and punctuation, b's are missed.
    expect(scores.extraction).toEqual({ company: 2 / 3, role: 2 / 3, postingId: 1, interviewStart: 1 });
    expect(scores.findings.map((f) => `${f.file}.${f.field}`)).toEqual(['b.outcome', 'c.outcome', 'b.company', 'b.role']);
  });
});
