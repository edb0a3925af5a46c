// Counts the statements a piece of code sends to the database, to prove a list is one round trip
// (no N+1). Postgres: a second postgres.js client on the same database whose `debug` hook sees
// every statement the driver sends. PGlite (one process, one client): the same client under a
// drizzle instance whose logger sees every statement drizzle sends.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { afterAll } from 'vitest';

export interface QueryCounter {
  db: Db;
  /** The statements sent since the last reset. */
  statements: string[];
  reset(): void;
  /** Runs fn and answers how many statements it sent. */
  count(fn: (db: Db) => Promise<unknown>): Promise<number>;
}

export async function useQueryCounter(database: Database & { url: string | null }): Promise<QueryCounter> {
  const statements: string[] = [];
  let db: Db;
  if (database.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(database.url, { max: 1, onnotice: () => {}, debug: (_conn, query) => void statements.push(query) });
    afterAll(() => client.end({ timeout: 5 }));
    db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    // Connecting reads the array types once: not part of anything being counted.
    await db.execute(sql`select 1`);
  } else {
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // PGlite sends a transaction's BEGIN itself, past drizzle's logger: count it where it is asked
    // for, as postgres.js's hook sees it.
    const counted = new Proxy(client, {
      get: (target, key) => {
        if (key === 'transaction') return (fn: Parameters<PGlite['transaction']>[0]) => (statements.push('begin'), target.transaction(fn));
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    db = drizzle(counted, { schema, casing: 'snake_case', logger: { logQuery: (query) => void statements.push(query) } }) as unknown as Db;
  }
  const counter: QueryCounter = {
    db,
    statements,
    reset: () => void statements.splice(0),
    async count(fn) {
      counter.reset();
      await fn(db);
      return statements.length;
    },
  };
  return counter;
}
