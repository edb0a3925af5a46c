// One Db type over either a Postgres server (postgres.js) or embedded PGlite. Both speak the same
// SQL and run the same migrations; the rest of the code never asks which one it has.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * An open transaction. A helper that must run inside its caller's transaction (a row lock, a
 * check-then-insert) takes one as its first parameter, named `tx`; anything else takes a Db.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** Runs fn while holding a session-level advisory lock (a no-op lock on single-process PGlite). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Raw SQL with $1 placeholders, for the job queue (pg-boss). Without values the text may hold
   * several statements (its schema migrations, its BEGIN ... COMMIT blocks); their rows are joined.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is opened in pgliteDir (or in memory). */
  url?: string | null;
  pgliteDir?: string | null;
  /** A PGlite data-folder dump to start from (tests clone one migrated database this way). */
  pgliteDump?: Blob | null;
  /** Connection pool size for Postgres. */
  max?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.max ?? 10)
    : openPglite(options.pgliteDir ?? null, options.pgliteDump ?? null);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, { max, onnotice: () => {}, connection: { application_name: 'upward' } });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  // Raw SQL gets a small pool of its own: drizzle turns off postgres.js's JSON and date conversions
  // on the client it is given, and raw callers (pg-boss) expect them.
  let rawClient: ReturnType<typeof postgres> | undefined;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), rawClient?.end({ timeout: 5 })]);
    },
    withLock: async (key, fn) => {
      const conn = await client.reserve();
      try {
        await conn`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await conn`select pg_advisory_unlock(${key})`;
        }
      } finally {
        conn.release();
      }
    },
    executeSql: async (text, values) => {
      const raw = (rawClient ??= postgres(url, { max: 2, onnotice: () => {}, connection: { application_name: 'upward-queue' } }));
      if (values?.length) return { rows: (await raw.unsafe(text, values as never[])) as Record<string, unknown>[] };
      // A block may open its own transaction, which must stay on one connection from start to end.
      const conn = await raw.reserve();
      try {
        const result = (await conn.unsafe(text)) as unknown[];
        // Several statements answer with one result array each.
        const rows = result.some(Array.isArray) ? result.flatMap((r) => (Array.isArray(r) ? r : [])) : result;
        return { rows: rows as Record<string, unknown>[] };
      } finally {
        conn.release();
      }
    },
  };
}

async function openPglite(dir: string | null, dump: Blob | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? undefined, { extensions: { pg_trgm }, ...(dump && { loadDataDir: dump }) });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    withLock: (_key, fn) => fn(),
    executeSql: async (text, values) => {
      try {
        if (values?.length) return await client.query<Record<string, unknown>>(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
      } catch (err) {
        // The single connection must not stay inside a block that failed half-way: every later
        // query of the app would fail with it.
        if (!client.closed && client.isInTransaction()) await client.query('rollback').catch(() => {});
        throw err;
      }
    },
  };
}

/** Rows of a raw SQL query: postgres.js answers with an array, PGlite with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
