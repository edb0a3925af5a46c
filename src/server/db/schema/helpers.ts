import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** bytea, as Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `column IN ('a', 'b')`: keeps CHECK constraints in step with the enumerations in constants.ts. */
export function oneOf(column: SQL | string, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  const col = typeof column === 'string' ? sql.raw(`"${column}"`) : column;
  return sql`${col} in (${list})`;
}

/** `char_length(column) BETWEEN min AND max`. */
export function lengthBetween(column: string, min: number, max: number): SQL {
  return sql.raw(`char_length("${column}") between ${min} and ${max}`);
}
