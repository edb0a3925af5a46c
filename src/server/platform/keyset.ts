// Keyset pages. A list reads one row more than its page (`limit + 1`) and keysetPage makes the
// page: the extra row only says there is more. The cursor is opaque: the sort key of the page's
// last row as base64url JSON. It comes back as client input, so each part is checked against what
// it must be before it reaches SQL; one that does not fit is refused with the caller's message.
import type { Toast } from '#shared/toasts.ts';
import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as Postgres prints it (`::text`), to the microsecond: the cursor keeps full precision. */
const PG_TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d{1,6})?(?:[+-](\d\d)(?::?(\d\d))?)?$/;
/** Cursor counts are int4 columns: a larger number would fail in Postgres, not here. */
const INT4_MAX = 2_147_483_647;

export const isUuid = (value: string) => UUID.test(value);

/**
 * The shape alone lets through times Postgres refuses with an error (month 13, year 0, February
 * 30th, an offset of +99): each field is checked against the calendar and the clock, years
 * 1..9999 and offsets up to ±15:59 as Postgres takes them.
 */
function isRealTimestamp(value: string): boolean {
  const match = PG_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  // Day 0 of the next month is the month's last day; setUTCFullYear keeps years below 100 as written.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year!, month!, 0);
  return (
    year! >= 1 && month! >= 1 && month! <= 12 && day! >= 1 && day! <= lastDay.getUTCDate() &&
    hour! <= 23 && minute! <= 59 && second! <= 59 && offsetHours! <= 15 && offsetMinutes! <= 59
  );
}

const CHECKS = {
  uuid: (v: unknown) => typeof v === 'string' && UUID.test(v),
  timestamp: (v: unknown) => typeof v === 'string' && isRealTimestamp(v),
  int: (v: unknown) => Number.isInteger(v) && Math.abs(v as number) <= INT4_MAX,
} as const;

type Part = keyof typeof CHECKS;
type Parts<T extends readonly Part[]> = { [K in keyof T]: T[K] extends 'int' ? number : string };

export const encodeCursor = (parts: readonly (string | number)[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * The page from rows read with `limit + 1`: its first `limit` rows, and the cursor made from the
 * last one's sort key (`keyOf`, in the order the query compares it) when a row beyond shows there
 * is more; null otherwise.
 */
export function keysetPage<T>(rows: readonly T[], limit: number, keyOf: (last: T) => readonly (string | number)[]): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[limit - 1];
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

export function decodeCursor<const T extends readonly Part[]>(raw: string, shape: T, invalid: Toast): Parts<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', invalid);
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length || !shape.every((part, i) => CHECKS[part](parsed[i]))) {
    throw new AppError('BAD_REQUEST', invalid);
  }
  return parsed as Parts<T>;
}
