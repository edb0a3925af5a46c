// A factor of the score and the suggestions it makes, each with the points it puts at stake so the
// high-priority list can take the biggest first.
import type { AtsFactor } from '#shared/schemas/resumes.ts';

export interface Suggestion {
  /** Names its place first: "Contact: add a phone number". */
  text: string;
  /** Points the suggestion would win back. */
  points: number;
}

export interface Scored {
  factor: AtsFactor;
  suggestions: Suggestion[];
}

/** Strong at 80% of a factor's points, partial at 40%: the grades ATS_STATUSES names. */
const statusOf = (share: number): AtsFactor['status'] => (share >= 0.8 ? 'strong' : share >= 0.4 ? 'partial' : 'weak');

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The points a share (0 to 1) of `possible` earns, to a tenth, and their grade, taken from the points
 * shown so that the grade and the figure beside it never disagree: the ATS factors' and the letter
 * checks' one rule.
 */
export function graded(possible: number, share: number): Pick<AtsFactor, 'earned' | 'possible' | 'status'> {
  const earned = round1(possible * Math.min(1, Math.max(0, share)));
  return { earned, possible, status: statusOf(earned / possible) };
}

export function factor(
  id: string,
  label: string,
  category: AtsFactor['category'],
  possible: number,
  share: number,
  detail: string,
): AtsFactor {
  return { id, label, category, ...graded(possible, share), detail };
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`);

/** Points per factor; they sum to 100. Readability 45, keywords 55: see the decision record 018. */
export const WEIGHTS = {
  contact: 10,
  sections: 8,
  dates: 7,
  actionVerbs: 8,
  quantified: 7,
  length: 5,
  hardSkills: 35,
  softSkills: 5,
  title: 10,
  industry: 5,
} as const;
