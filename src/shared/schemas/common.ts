// What every area shares: the search box's field, and the answer of a mutation that has nothing
// else to say.
import { z } from 'zod';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '../constants/common.ts';

/** A search box's text, trimmed; empty searches everything. */
export const searchTermField = z.string().trim().max(SEARCH_LIMITS.termMax, SEARCH_MESSAGES.termTooLong).default('');

/** What a mutation answers when it has nothing else to say: the work is done. */
export const okResult = z.object({ ok: z.literal(true) });
