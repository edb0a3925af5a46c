// The evaluation harness's measures (scripts/eval.ts), kept pure so a unit test can check them by hand.

/** Discounted cumulative gain of graded relevances in rank order, gain 2^grade − 1 (Järvelin and Kekäläinen). */
export function dcg(grades: readonly number[], k: number): number {
  return grades.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/**
 * NDCG@k: the ranking's DCG over the best possible ordering of every graded item (not only the ranked
 * ones), so leaving a relevant item out costs as much as ranking it low. Null when nothing is relevant.
 */
export function ndcgAt(rankedGrades: readonly number[], allGrades: readonly number[], k: number): number | null {
  const ideal = dcg([...allGrades].sort((a, b) => b - a), k);
  return ideal === 0 ? null : dcg(rankedGrades, k) / ideal;
}

export const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** Lower case words and numbers only, single-spaced: "Node.js, AWS (EC2)" → "node js aws ec2". */
export const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Whether a text says a phrase as whole words, ignoring case and punctuation (no stemming: literal presence). */
export function saysPhrase(text: string, phrase: string): boolean {
  const key = normalize(phrase);
  return key !== '' && ` ${normalize(text)} `.includes(` ${key} `);
}
