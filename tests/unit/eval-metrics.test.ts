import { describe, expect, it } from 'vitest';
import { dcg, ndcgAt, saysPhrase } from '../../scripts/support/eval-metrics.ts';

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
});
