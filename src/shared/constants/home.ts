// The home page's facts. No zod: the home page loads this (architecture: zod stays out of the first load).

/** How long one count of the home figures serves every visitor: the page is public and hot, the figures move slowly. */
export const HOME_FIGURES_CACHE_MS = 60_000;
