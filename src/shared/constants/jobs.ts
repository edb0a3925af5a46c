// The job board: work types, page size, search and count limits, and the search form's messages.
// The server caps free users and visitors at FREE_LIMITS.visibleJobResults.

/** A job's work type is where the work happens; "flexible" is only a seeker's preference. */
export const JOB_WORK_TYPES = ['remote', 'hybrid', 'on-site'] as const;
export type JobWorkType = (typeof JOB_WORK_TYPES)[number];

export const JOB_LIMITS = {
  /** A premium user's page of results. */
  pageSize: 20,
  /**
   * Search terms shorter than this match everything: a trigram index needs three characters to
   * narrow a substring search, and a shorter term would read the whole table.
   */
  searchTermMin: 3,
  locationMax: 100,
  /**
   * The total is counted exactly up to this many matches; past it the server says
   * `total: totalCountCap, totalIsEstimate: true` and screens show "1,000+".
   */
  totalCountCap: 1000,
  /** Premium users' saved lists are unlimited in principle; one response still stops somewhere. */
  savedListMax: 1000,
  /** "Did you mean": at most this many titles and companies are suggested when a search finds nothing. */
  suggestionsMax: 5,
  /** Open jobs the suggestion query scores at most: the trigram index finds them, this bounds the work. */
  suggestionCandidates: 200,
  /** pg_trgm word similarity a title or company needs to be suggested (the extension's default is 0.6: one typo in a short word falls below it). */
  suggestionThreshold: 0.4,
  /** Sort by match scores the newest this many matching jobs (the match score is computed in code, not SQL). */
  matchSortCandidates: 500,
} as const;

/** How results can be ordered; the screen keeps the choice in the URL (?sort=). */
export const JOB_SORTS = ['newest', 'salary', 'match'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = { newest: 'Newest', salary: 'Salary', match: 'Match' };
/** Why sort by match fell back to newest. */
export const MATCH_SORT_UNAVAILABLE = ['signedOut', 'noProfile'] as const;
export type MatchSortUnavailable = (typeof MATCH_SORT_UNAVAILABLE)[number];
export const MATCH_SORT_UNAVAILABLE_TEXT: Record<MatchSortUnavailable, string> = {
  signedOut: 'Sign in and complete your profile to sort by match.',
  noProfile: 'Complete your profile to sort by match: the score compares each job with your goals, industries, work model, location and salary.',
};

export const JOB_TEXT = {
  locationTooLong: `Location must be at most ${JOB_LIMITS.locationMax} characters`,
} as const;

/**
 * Where a job came from. Staff postings and file imports are made by Upward's staff; the others are
 * employers' public job-board feeds, synced on a schedule. Demo jobs count as staff postings.
 */
export const JOB_SOURCE_KINDS = ['staff', 'import', 'greenhouse', 'lever', 'ashby'] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number];
/** The kinds a job_sources row can have: a staff posting needs none. */
export const JOB_FEED_KINDS = ['import', 'greenhouse', 'lever', 'ashby'] as const;
export type JobFeedKind = (typeof JOB_FEED_KINDS)[number];
/** The live feeds, synced on a schedule. */
export const LIVE_JOB_SOURCE_KINDS = ['greenhouse', 'lever', 'ashby'] as const;
export type LiveJobSourceKind = (typeof LIVE_JOB_SOURCE_KINDS)[number];

/** What a job card says after "via": the feed's name, or the team for staff postings and imports. */
export const JOB_SOURCE_LABELS: Record<JobSourceKind, string> = {
  staff: 'Upward Team',
  import: 'Upward Team',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** Why a job left the board: a staff member closed it, its source dropped it, or it grew too old. */
export const JOB_CLOSE_REASONS = ['staff', 'source', 'expired'] as const;
export type JobCloseReason = (typeof JOB_CLOSE_REASONS)[number];

/** The audit trail's verbs (job_events.action). */
export const JOB_EVENT_ACTIONS = ['created', 'updated', 'closed', 'reopened'] as const;
export type JobEventAction = (typeof JOB_EVENT_ACTIONS)[number];

/** The full job's limits: the staff form, imported rows and synced feeds all pass the same schema. */
export const JOB_FIELD_LIMITS = {
  titleMax: 200,
  companyMax: 200,
  locationMax: 200,
  descriptionMax: 20_000,
  applyUrlMax: 2_000,
  salaryMax: 10_000_000,
  externalIdMax: 200,
} as const;

export const JOB_FIELD_TEXT = {
  titleRequired: 'Job title is required',
  titleTooLong: `Job title must be at most ${JOB_FIELD_LIMITS.titleMax} characters`,
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be at most ${JOB_FIELD_LIMITS.companyMax} characters`,
  locationTooLong: `Location must be at most ${JOB_FIELD_LIMITS.locationMax} characters`,
  workType: 'Work type must be remote, hybrid or on-site',
  experienceLevel: 'Experience level must be entry, mid, senior or expert',
  salary: `Salary must be a whole number of dollars a year between 0 and ${JOB_FIELD_LIMITS.salaryMax.toLocaleString('en-US')}, without currency symbols`,
  salaryRange: 'Minimum salary cannot be more than maximum salary',
  descriptionTooLong: `Description must be at most ${JOB_FIELD_LIMITS.descriptionMax.toLocaleString('en-US')} characters`,
  applyUrl: 'Apply URL must be a web address starting with http:// or https://',
  externalIdRequired: 'External id is required',
  externalIdTooLong: `External id must be at most ${JOB_FIELD_LIMITS.externalIdMax} characters`,
} as const;

/** Expiry (decision 037): open jobs older than config.jobs.maxAgeDays close by themselves. */
export const JOB_EXPIRY = {
  /** pg-boss schedule (UTC): hourly, so a job closes within an hour of reaching the age. */
  cron: '7 * * * *',
  /** What the closing event records: the state and reason, before and after. */
  changes: { isActive: [true, false], closeReason: [null, 'expired'] },
} as const;
