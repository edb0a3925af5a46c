// Ranking the whole board by match. Every open job's features are held compiled in this process (a
// few hundred bytes a job: 100,000 jobs are tens of megabytes), so ranking is a pass of array reads
// over them and the top of the ranking, never a query over every description. The board follows
// the jobs table by updated_at: each ranking first reads the rows changed since the last one (an
// index range, usually empty), so a job written by any process is ranked at its next query. A
// stored feature set of an older version, or none (a job written before matching read features),
// is computed here, a few jobs at a time so the event loop is never held, and written back.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import { turn } from '../../platform/turns.ts';
import { JOB_FEATURES_VERSION, jobFeatures, type JobFeatures } from './features.ts';
import { compileJob, emptyParts, parts, rankScore, type CompiledJob, type CompiledPerson } from './score.ts';

/**
 * A transaction commits after its now(): each read goes back this far before the previous read
 * began, for writes still in flight then (and for a clock between this process and Postgres that
 * drifts a little).
 */
const SYNC_OVERLAP_MS = 60_000;
const SYNC_BATCH = 5_000;
/** Jobs whose features are computed here between two turns of the event loop. */
const COMPUTE_SLICE = 25;
/** Jobs compiled between two turns of the event loop: a read of the whole board never holds it. */
const COMPILE_SLICE = 100;
/** Ranks are compared as integers: six decimals of the 0-1 score. */
const RANK_SCALE = 1_000_000;

export interface BoardJob {
  id: string;
  /** Minutes since the epoch: newer jobs win ties. */
  posted: number;
  job: CompiledJob;
}

interface Board {
  jobs: Map<string, BoardJob>;
  /** When the last read began (ms), or null before the first. */
  readAt: number | null;
  syncing: Promise<void> | null;
}

const boards = new WeakMap<Db, Board>();

interface Row {
  id: string;
  is_active: boolean;
  posted: number;
  updated_key: string;
  location: string | null;
  work_type: string;
  experience_level: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  match_features: JobFeatures | null;
  /** Only when the stored features are missing or of another version. */
  title: string | null;
  company_name: string | null;
  description: string | null;
}

const stale = sql`(j.match_features is null or (j.match_features->>'v')::int is distinct from ${JOB_FEATURES_VERSION})`;

/** Features for rows that lack current ones, computed in slices and stored so the next process reads them. */
async function computeMissing(db: Db, rows: Row[]): Promise<void> {
  const missing = rows.filter((r) => r.title !== null);
  for (let i = 0; i < missing.length; i += COMPUTE_SLICE) {
    const slice = missing.slice(i, i + COMPUTE_SLICE);
    for (const r of slice) r.match_features = jobFeatures({ title: r.title!, companyName: r.company_name!, description: r.description ?? '' });
    await db.execute(sql`
      update jobs j set match_features = v.features
      from jsonb_to_recordset(${JSON.stringify(slice.map((r) => ({ id: r.id, features: r.match_features })))}::jsonb) as v(id uuid, features jsonb)
      where j.id = v.id`);
    await turn();
  }
}

async function sync(db: Db, board: Board): Promise<void> {
  const first = board.readAt === null;
  const startedAt = Date.now();
  let after: [string, string] = [new Date(first ? 0 : board.readAt! - SYNC_OVERLAP_MS).toISOString(), '00000000-0000-0000-0000-000000000000'];
  for (;;) {
    const rows = await selectRows<Row>(
      db,
      sql`
      select j.id, j.is_active, floor(extract(epoch from j.posted_date) / 60)::int as posted,
             j.updated_at::text as updated_key,
             j.location, j.work_type, j.experience_level, j.salary_min, j.salary_max, j.salary_currency,
             case when ${stale} then null else j.match_features end as match_features,
             case when ${stale} then j.title end as title,
             case when ${stale} then j.company_name end as company_name,
             case when ${stale} then j.description end as description
      from jobs j
      where (j.updated_at, j.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)
        ${first ? sql`and j.is_active` : sql``}
      order by j.updated_at, j.id
      limit ${SYNC_BATCH}`,
    );
    await computeMissing(db, rows);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      if (!r.is_active) board.jobs.delete(r.id);
      else board.jobs.set(r.id, { id: r.id, posted: Number(r.posted), job: compileJob(r.match_features!, { ...r, workType: r.work_type, experienceLevel: r.experience_level, salaryMin: r.salary_min, salaryMax: r.salary_max, salaryCurrency: r.salary_currency }) });
      if (i % COMPILE_SLICE === COMPILE_SLICE - 1) await turn();
    }
    if (rows.length < SYNC_BATCH) {
      board.readAt = startedAt;
      return;
    }
    const last = rows.at(-1)!;
    after = [last.updated_key, last.id];
    await turn();
  }
}

/** The board of this database, brought up to date with the jobs table. The server calls it at start, so no member waits for the first read. */
export async function boardOf(db: Db): Promise<Board> {
  let board = boards.get(db);
  if (!board) {
    board = { jobs: new Map(), readAt: null, syncing: null };
    boards.set(db, board);
  }
  // Concurrent rankings share one read of what changed.
  board.syncing ??= sync(db, board).finally(() => {
    board.syncing = null;
  });
  await board.syncing;
  return board;
}

/** Where a job stands in the ranking: its rank, then newest first, then id; compared descending. */
export type RankKey = readonly [rank: number, posted: number, id: string];

/** Negative when a ranks before b. */
const compareKeys = (a: RankKey, b: RankKey) => b[0] - a[0] || b[1] - a[1] || (a[2] < b[2] ? 1 : a[2] > b[2] ? -1 : 0);

export interface Ranked extends BoardJob {
  key: RankKey;
}

export interface RankOptions {
  /** Only these jobs (the search's other filters), or every open job. */
  only?: ReadonlySet<string> | null;
  /** Jobs left out (the dashboard's: those already applied to). */
  exclude?: ReadonlySet<string>;
  /** The page starts after this key. */
  after?: RankKey | null;
  limit: number;
}

/**
 * The best `limit` open jobs for a person after the cursor, and how many jobs were ranked. A sorted
 * buffer of `limit` entries is kept: almost every job fails the comparison with its last entry.
 */
async function rankBoard(db: Db, person: CompiledPerson, options: RankOptions): Promise<{ ranked: Ranked[]; total: number }> {
  const board = await boardOf(db);
  const top: Ranked[] = [];
  const scratch = emptyParts();
  let total = 0;
  for (const entry of board.jobs.values()) {
    if ((options.only && !options.only.has(entry.id)) || options.exclude?.has(entry.id)) continue;
    total += 1;
    const key: RankKey = [Math.round(rankScore(parts(person, entry.job, scratch)) * RANK_SCALE), entry.posted, entry.id];
    if (options.after && compareKeys(key, options.after) <= 0) continue;
    if (top.length === options.limit && compareKeys(key, top.at(-1)!.key) >= 0) continue;
    let at = top.length;
    while (at > 0 && compareKeys(key, top[at - 1]!.key) < 0) at -= 1;
    top.splice(at, 0, { ...entry, key });
    if (top.length > options.limit) top.pop();
  }
  return { ranked: top, total };
}

/**
 * A ranked page with each job's card, read by the caller (open jobs only). A job the board still
 * holds but the table no longer does (deleted, or closed since the last read) leaves the board, and
 * the ranking is taken again without it.
 */
export async function rankedCards<T>(
  db: Db,
  person: CompiledPerson,
  options: RankOptions,
  read: (ids: string[]) => Promise<Map<string, T>>,
): Promise<{ ranked: (Ranked & { card: T })[]; total: number }> {
  for (;;) {
    const { ranked, total } = await rankBoard(db, person, options);
    const cards = ranked.length > 0 ? await read(ranked.map((r) => r.id)) : new Map<string, T>();
    const gone = ranked.filter((r) => !cards.has(r.id));
    if (gone.length === 0) return { ranked: ranked.map((r) => ({ ...r, card: cards.get(r.id)! })), total };
    const board = boards.get(db);
    for (const r of gone) board?.jobs.delete(r.id);
  }
}
