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
} as const;

export const JOB_MESSAGES = {
  locationTooLong: `Location must be at most ${JOB_LIMITS.locationMax} characters`,
} as const;
