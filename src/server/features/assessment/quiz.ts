// The 5-question quiz's scoring, pure: each answer adds its points to the trait of its option, the
// top trait (ties to the earlier of TRAITS, decision 021) picks the suggestions, strengths and
// development areas, and the score is that trait's share of all points.
import { QUIZ_LIMITS, TRAIT_RESULTS, TRAITS, type Trait } from '#shared/constants/assessment.ts';

/** What is stored: the spec's results shape, complete whatever the plan, so upgrading reveals it. */
export interface QuizScore {
  overallScore: number;
  categories: Record<Trait, number>;
  topCategory: Trait;
  suggestions: string[];
  strengths: string[];
  recommendations: string[];
}

export function scoreQuiz(answers: readonly number[]): QuizScore {
  const categories = Object.fromEntries(TRAITS.map((trait) => [trait, 0])) as Record<Trait, number>;
  for (const option of answers) categories[TRAITS[option]!] += QUIZ_LIMITS.pointsPerAnswer;
  // reduce keeps the first of equal totals, and TRAITS is the tie-break order.
  const topCategory = TRAITS.reduce((best, trait) => (categories[trait] > categories[best] ? trait : best));
  const total = answers.length * QUIZ_LIMITS.pointsPerAnswer;
  const result = TRAIT_RESULTS[topCategory];
  return {
    overallScore: Math.round((categories[topCategory] / total) * 100),
    categories,
    topCategory,
    suggestions: [...result.suggestions],
    strengths: [...result.strengths],
    recommendations: [...result.recommendations],
  };
}
