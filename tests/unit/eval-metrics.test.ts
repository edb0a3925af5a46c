import { describe, expect, it } from 'vitest';
import { dcg, ndcgAt, saysPhrase, summaryOpening, summarySkills, termProblem, titleClaims } from '../../scripts/support/eval-metrics.ts';

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
});
