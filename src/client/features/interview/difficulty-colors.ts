import type { InterviewDifficulty } from '#shared/constants/interview.ts';

/** The spec's difficulty colours. */
export const DIFFICULTY_COLORS: Record<InterviewDifficulty, string> = { easy: 'green', medium: 'yellow', hard: 'red' };

/** A score's colour: the same bands as the feedback's overall words. */
export const scoreColor = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'teal' : score >= 40 ? 'yellow' : 'red');
