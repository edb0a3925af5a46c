// Job-search analytics: the range the summary covers and the words for a refused range.

export const ANALYTICS_LIMITS = {
  /** With no range chosen, the summary covers this many weeks up to today. */
  defaultWeeks: 12,
  /** Wider ranges are refused: a week-by-week chart of more than two years is unreadable anyway. */
  maxDays: 731,
} as const;

export const ANALYTICS_TEXT = {
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  rangeReversed: 'The start date must be on or before the end date',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_LIMITS.maxDays} days (two years)`,
} as const;

/** Where an application came from: the job board (it has a job) or entered by hand. */
export const APPLICATION_SOURCES = ['board', 'manual'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = { board: 'Job board', manual: 'Entered by hand' };
