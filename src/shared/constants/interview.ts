// The interview coach: its interview types and how many questions each asks, the difficulties,
// the limits of an answer and of the history, the target length of a spoken answer, and the
// messages of its inputs.

export const INTERVIEW_TYPES = ['behavioral', 'technical', 'leadership'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  behavioral: 'Behavioral',
  technical: 'Technical',
  leadership: 'Leadership',
};
export const INTERVIEW_TYPE_DESCRIPTIONS: Record<InterviewType, string> = {
  behavioral: 'Stories from your past: teamwork, conflict, setbacks and what you learned.',
  technical: 'How you use the skills the job asks for, and how you solve problems.',
  leadership: 'Taking the lead, influencing others and making decisions.',
};
/** The spec's question counts per type. */
export const INTERVIEW_QUESTION_COUNTS: Record<InterviewType, number> = { behavioral: 4, technical: 2, leadership: 2 };

export const INTERVIEW_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

export const INTERVIEW_LIMITS = {
  answerMax: 5000,
  /** A timed answer longer than an hour is a timer left running, not an answer. */
  durationMax: 3600,
  historyMax: 50,
  /** A spoken answer's target, in seconds: one to two minutes. */
  targetSeconds: { min: 60, max: 120 },
  /** Words per minute of calm speech: turns a typed answer's length into speaking time. */
  wordsPerMinute: 150,
} as const;

export const INTERVIEW_TEXT = {
  typeRequired: 'Choose an interview type',
  answerRequired: 'Type your answer first',
  answerTooLong: `An answer must be at most ${INTERVIEW_LIMITS.answerMax} characters`,
  durationInvalid: `The answer's time must be between 0 and ${INTERVIEW_LIMITS.durationMax} seconds`,
  questionInvalid: 'Choose a question of this interview',
  oneTarget: 'Choose either a tracked application or a job, not both',
} as const;

