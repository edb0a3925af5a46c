// What every area shares: the search box's limit and message, what any input may hold (text and
// dates Postgres can store), and how many calls one tRPC request may carry.

export const SEARCH_LIMITS = { termMax: 100 } as const;

export const SEARCH_MESSAGES = {
  termTooLong: `Search terms must be at most ${SEARCH_LIMITS.termMax} characters`,
} as const;

/**
 * Postgres refuses a NUL character in text and dates outside its calendar with an error, so every
 * input is held to what it stores: no NUL anywhere, years 1 to 9999 (four digits, as dates are
 * written and as keyset cursors carry them).
 */
export const INPUT_LIMITS = { yearMin: 1, yearMax: 9999 } as const;

export const INPUT_MESSAGES = {
  nullCharacter: 'Text cannot contain a null character.',
  dateOutOfRange: `Dates must fall between the years ${INPUT_LIMITS.yearMin} and ${INPUT_LIMITS.yearMax}.`,
} as const;

/**
 * The most procedure calls one batched tRPC request may carry; the server refuses more with 400
 * before any of them runs, and the client's batch link splits at the same number. The busiest
 * screen (the dashboard with the header's session and notifications) starts fewer than ten
 * queries at once, so twenty leaves room while keeping one request's work and answer small.
 */
export const TRPC_MAX_BATCH = 20;

/**
 * Queries the client sends as a JSON POST (tRPC's method override) because their input can outgrow
 * an address: the live ATS score sends a whole resume and a pasted job description (up to 20,000
 * characters), and Node refuses a request line over 16 KB. Shared so the developer docs say so.
 */
export const POSTED_QUERIES: ReadonlySet<string> = new Set(['resumes.score']);
