// Opaque keyset cursors: the sort key of a page's last row as base64url JSON. A cursor comes back
// as client input, so each part is checked against what it must be before it reaches SQL; one
// that does not fit is refused with the caller's message.
import type { Message } from '#shared/messages.ts';
import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as Postgres prints it (`::text`), to the microsecond: the cursor keeps full precision. */
const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?)?$/;

export const isUuid = (value: string) => UUID.test(value);

const CHECKS = {
  uuid: (v: unknown) => typeof v === 'string' && UUID.test(v),
  timestamp: (v: unknown) => typeof v === 'string' && PG_TIMESTAMP.test(v),
  int: (v: unknown) => Number.isSafeInteger(v),
} as const;

type Part = keyof typeof CHECKS;
type Parts<T extends readonly Part[]> = { [K in keyof T]: T[K] extends 'int' ? number : string };

export const encodeCursor = (parts: readonly (string | number)[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

export function decodeCursor<const T extends readonly Part[]>(raw: string, shape: T, invalid: Message): Parts<T> {
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
