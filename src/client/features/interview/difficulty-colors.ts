import type { InterviewDifficulty } from '#shared/constants/interview.ts';

/** The spec's difficulty colours. */
export const DIFFICULTY_COLORS: Record<InterviewDifficulty, string> = { easy: 'green', medium: 'yellow', hard: 'red' };
