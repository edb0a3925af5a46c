// What every area's search box shares: its limit and message.

export const SEARCH_LIMITS = { termMax: 100 } as const;

export const SEARCH_MESSAGES = {
  termTooLong: `Search terms must be at most ${SEARCH_LIMITS.termMax} characters`,
} as const;
