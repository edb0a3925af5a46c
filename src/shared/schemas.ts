// What every area shares: the search box's field, a list's page cursor, dates Postgres can store,
// and the answer of a mutation that has nothing else to say.
import { z } from 'zod';
import { INPUT_LIMITS, INPUT_TEXT, SEARCH_LIMITS, SEARCH_TEXT } from './constants.ts';
import { JOB_FIELD_TEXT } from './constants/jobs.ts';

/** A search box's text, trimmed; empty searches everything. */
export const searchTermField = z.string().trim().max(SEARCH_LIMITS.termMax, SEARCH_TEXT.termTooLong).default('');

/**
 * The opaque keyset cursor a page answered as `nextCursor`, sent back for the page after it; none
 * for the first page. The server checks each of its parts before SQL sees them (platform/keyset.ts);
 * the length only bounds what it decodes, with room to spare: the longest cursor, the forum's (a
 * count, a timestamp to the microsecond with its offset, an id), is 115 characters.
 */
export const cursorField = z.string().max(300).nullish();

const earliest = new Date(0);
earliest.setUTCFullYear(INPUT_LIMITS.yearMin, 0, 1);
const latest = new Date(0);
latest.setUTCFullYear(INPUT_LIMITS.yearMax, 11, 31);
latest.setUTCHours(23, 59, 59, 999);

/** A moment as an input: a date Postgres can compare and store, never one it refuses with an error. */
export const dateInput = z.date().min(earliest, INPUT_TEXT.dateOutOfRange).max(latest, INPUT_TEXT.dateOutOfRange);

/** A calendar day as `YYYY-MM-DD`; year 0000 passes the format but no date column. */
export const isoDateInput = (message: string) =>
  z.iso.date(message).refine((day) => Number(day.slice(0, 4)) >= INPUT_LIMITS.yearMin, INPUT_TEXT.dateOutOfRange);

/** A salary's currency code (ISO 4217) in any case; blank or absent is US dollars, what salaries meant before currencies were kept. */
export const currencyField = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{3}$/.test(v), JOB_FIELD_TEXT.currency)
  .nullable()
  .optional()
  .transform((v) => v || 'USD');

/** What a mutation answers when it has nothing else to say: the work is done. */
export const okResult = z.object({ ok: z.literal(true) });
