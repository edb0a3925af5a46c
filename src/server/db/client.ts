// One Db type over either a Postgres server (postgres.js) or embedded PGlite. Both speak the same
// SQL and run the same migrations; the rest of the code never asks which one it has.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** Runs fn while holding a session-level advisory lock (a no-op lock on single-process PGlite). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
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
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
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
  };
}

/** Rows of a raw SQL query: postgres.js answers with an array, PGlite with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
