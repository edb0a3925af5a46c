// One Db type over either a Postgres server (postgres.js) or embedded PGlite. Both speak the same
// SQL and run the same migrations; the rest of the code never asks which one it has.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type postgresJs from 'postgres';
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

type Sql = ReturnType<typeof postgresJs>;

/**
 * How long callers wait while the database is away, in seconds as postgres.js takes them. It waits
 * 30 s for a connection by default, and between failed attempts backs off up to 20 s: a request
 * would hang that long, and after the server is back the pool would keep waiting out its backoff.
 */
const CONNECT_TIMEOUT_SECONDS = 2;
const backoffSeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);
/** A pool is replaced at most this often, however many of its connections close. */
const RENEW_INTERVAL_MS = 500;
/** A replaced pool's statements get this long to finish (seconds): a slow report outlives a renewal. */
const RETIRE_TIMEOUT_SECONDS = 10;
/** What a caller refused for an outage is told to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * pg-boss (written for node-postgres, which passes strings through) sends JSON parameters already
 * encoded; postgres.js would encode such a string again into a JSON string, which
 * `json_to_recordset($1::json)` refuses: every cron occurrence then logged an error.
 */
const PASS_ENCODED_JSON = {
  json: {
    to: 114,
    from: [114, 3802],
    serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
    parse: (text: string) => JSON.parse(text) as unknown,
  },
};

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const open = (poolMax: number, applicationName: string, types?: typeof PASS_ENCODED_JSON) => (onclose: () => void) =>
    postgres(url, {
      max: poolMax,
      onnotice: () => {},
      onclose,
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      backoff: backoffSeconds,
      connection: { application_name: applicationName },
      ...(types && { types }),
    });
  const client = renewingPool(open(max, 'upward'));
  const db = drizzle(client.sql, { schema, casing: 'snake_case' }) as unknown as Db;
  // Raw SQL gets a small pool of its own: drizzle turns off postgres.js's JSON and date conversions
  // on the client it is given, and raw callers (pg-boss) expect them.
  let rawClient: RenewingPool | undefined;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([client.end(), rawClient?.end()]);
    },
    withLock: async (key, fn) => {
      const conn = await client.sql.reserve();
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
      const raw = (rawClient ??= renewingPool(open(2, 'upward-queue', PASS_ENCODED_JSON))).sql;
      if (values?.length) return { rows: (await raw.unsafe(text, values as never[])) as Record<string, unknown>[] };
      // A block may open its own transaction, which must stay on one connection from start to end.
      const conn = await raw.reserve();
      try {
        const result = (await conn.unsafe(text)) as unknown[];
        // Several statements answer with one result array each.
        const rows = result.some(Array.isArray) ? result.flatMap((r) => (Array.isArray(r) ? r : [])) : result;
        return { rows: rows as Record<string, unknown>[] };
      } catch (err) {
        // A block that failed inside its own BEGIN leaves the connection in an aborted transaction:
        // back in the pool, it would fail every later statement with 25P02.
        await conn.unsafe('rollback').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
  };
}

interface RenewingPool {
  /** Stands for the pool in use now: drizzle and every caller hold this, never a pool itself. */
  sql: Sql;
  end(): Promise<void>;
}

/**
 * A postgres.js pool that is swapped for a fresh one soon after any of its connections closes.
 * postgres.js 3.4.9 leaves a connection that closed while a write was pending unable to send its
 * next start-up message, so every later query on it waits out the connect timeout; the pool never
 * sheds such a connection. A fresh pool has none. A close outside an outage (a connection reaching
 * its lifetime) costs one reconnect per connection. The old pool finishes what it runs and ends.
 */
function renewingPool(open: (onclose: () => void) => Sql): RenewingPool {
  let current: Sql;
  let timer: NodeJS.Timeout | null = null;
  let renewedAt = 0;
  let ended = false;
  const retiring = new Set<Promise<void>>();

  const start = () => {
    const pool: Sql = open(() => pool === current && scheduleRenewal());
    return pool;
  };
  const renew = () => {
    timer = null;
    if (ended) return;
    renewedAt = Date.now();
    const previous = current;
    current = start();
    // drizzle switches some of postgres.js's conversions off on the pool it was given.
    Object.assign(current.options.parsers, previous.options.parsers);
    Object.assign(current.options.serializers, previous.options.serializers);
    const ending = previous.end({ timeout: RETIRE_TIMEOUT_SECONDS }).catch(() => {});
    retiring.add(ending);
    void ending.finally(() => retiring.delete(ending));
  };
  function scheduleRenewal() {
    if (timer || ended) return;
    timer = setTimeout(renew, Math.max(0, renewedAt + RENEW_INTERVAL_MS - Date.now()));
    timer.unref();
  }

  current = start();
  renewals.add(scheduleRenewal);
  guardClosedSocketWrites();
  const sql = new Proxy((() => {}) as unknown as Sql, {
    get: (_target, key) => Reflect.get(current, key) as unknown,
    set: (_target, key, value) => Reflect.set(current, key, value),
    apply: (_target, _this, args: unknown[]) => Reflect.apply(current as (...a: unknown[]) => unknown, undefined, args) as unknown,
  });
  return {
    sql,
    end: async () => {
      ended = true;
      renewals.delete(scheduleRenewal);
      if (timer) clearTimeout(timer);
      await Promise.all([current.end({ timeout: 5 }), ...retiring]);
    },
  };
}

/** Every open pool's renewal, for the guard below. */
const renewals = new Set<() => void>();
let guarding = false;

/**
 * True only for the TypeError postgres.js 3.4.9 throws from a timer when a transaction's own
 * ROLLBACK (or a query on a reserved connection) is written after its connection closed: the
 * buffered write runs `socket.write` on the socket the close handler set to null. No caller can
 * catch it, and Node ends the process on it. The driver has already rejected that work with a
 * connection error, so nothing is lost by dropping the write.
 */
export function isClosedSocketWrite(err: unknown): boolean {
  if (!(err instanceof TypeError) || err.message !== "Cannot read properties of null (reading 'write')") return false;
  const firstFrame = err.stack?.split('\n')[1] ?? '';
  return /^\s+at (?:Immediate\.)?nextWrite \(.*[/\\]postgres[/\\]src[/\\]connection\.js:\d+:\d+\)$/.test(firstFrame);
}

/**
 * Keeps that one error from ending the process: it is logged as a warning and every pool is
 * renewed, since the connection it came from can no longer start. Anything else ends the process as
 * Node would without this listener (printed, exit code 1), unless another listener (a test runner)
 * handles uncaught exceptions itself. Installed once, by the first Postgres pool.
 */
function guardClosedSocketWrites() {
  if (guarding) return;
  guarding = true;
  process.on('uncaughtException', (err) => {
    if (isClosedSocketWrite(err)) {
      process.emitWarning('postgres.js wrote to a connection that had closed; the write was dropped and the pools renewed', {
        code: 'UPWARD_DB_CLOSED_SOCKET_WRITE',
      });
      for (const renewal of renewals) renewal();
      return;
    }
    if (process.listenerCount('uncaughtException') > 1) return;
    console.error(err);
    process.exit(1);
  });
}

/**
 * Errors that mean the database cannot be reached or is going away, not that a statement was
 * wrong: the socket's (refused, reset, timed out), postgres.js's own for a lost connection, and
 * Postgres's connection-exception class (08) and shutdown codes (57P01 admin, 57P02 crash, 57P03
 * starting up or shutting down). Wrappers (drizzle's query error, tRPC's) are searched by `cause`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  }
  return false;
}
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
]);

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
