// Writing a batch of jobs from one source (an import file or a live feed) in the caller's
// transaction: the one path both take, so "the same file twice changes nothing" and "a sync writes
// only the jobs that changed" hold for both.
//
// One read fetches what the board holds for the source's external ids (their hash, not their text);
// each incoming job is hashed the same way, and only the jobs whose hash differs are written: one
// insert for the new, one update for the changed, one update closing the jobs a feed dropped, one
// insert of their audit events. A job a feed dropped and brings back is reopened; one that staff
// closed or that expired stays closed (its text still follows the feed). A new job that another
// source already has open on the board (dedupe.ts, one more read) is not created: it is counted
// as a duplicate, so the board shows each posting once however many feeds carry it.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobFeedKind } from '#shared/constants/jobs.ts';
import { canonicalJobUrl } from '#shared/rules/job-posting.ts';
import type { JobFields, SourcedJob } from '#shared/schemas/jobs.ts';
import { selectRows, type Tx } from '../../db/client.ts';
import { mapInSlices } from '../../platform/turns.ts';
import { boardJobsFor } from './dedupe.ts';

export interface SourceRef {
  id: string;
  kind: JobFeedKind;
}

export interface SourcedWriteOptions {
  /** Who applied it: the staff member importing a file; null for a scheduled sync. */
  actorId: string | null;
  /** A feed lists every open job, so what it no longer lists is closed; a file adds to what is there. */
  closeMissing: boolean;
}

export interface SourcedCounts {
  created: number;
  updated: number;
  reopened: number;
  closed: number;
  unchanged: number;
  /** New jobs not created: another source has them open on the board. */
  duplicate: number;
}

/** What one incoming job would do to the board; `plan` answers it for the dry run and `write` does it. */
export type SourcedAction = 'create' | 'update' | 'reopen' | 'unchanged' | 'duplicate';

interface HeldJob {
  id: string;
  external_id: string;
  source_hash: string | null;
  is_active: boolean;
  close_reason: string | null;
}

/** The job's fields and posted date as one stable string's hash: what decides "changed". */
export function sourceHash(job: SourcedJob): string {
  const f = job.fields;
  const stable = [f.title, f.companyName, f.location, f.workType, f.experienceLevel, f.salaryMin, f.salaryMax, f.description, f.applyUrl];
  // The currency joins the hash only when it is not the dollars every stored hash assumed, so a sync
  // after this column arrived rewrites no job whose salary was already right.
  if (f.salaryCurrency !== 'USD') stable.push(f.salaryCurrency);
  return createHash('sha256')
    .update(JSON.stringify([...stable, job.postedDate?.toISOString() ?? null]))
    .digest('base64url');
}

/** A list of values as one parameter (a JSON array), however many there are: `column in ${textList(values)}`. */
const textList = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const uuidList = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::uuid)`;

/** The board's jobs for these external ids of the source (all of the source's jobs when closing the missing); none for a source not yet made. */
async function heldJobs(tx: Tx, source: SourceRef | null, externalIds: string[], all: boolean): Promise<Map<string, HeldJob>> {
  if (!source) return new Map();
  const rows = await selectRows<HeldJob>(
    tx,
    sql`select id, external_id, source_hash, is_active, close_reason from jobs
        where source_id = ${source.id}${all ? sql`` : sql` and external_id in ${textList(externalIds)}`}`,
  );
  return new Map(rows.map((r) => [r.external_id, r]));
}

function actionFor(held: HeldJob | undefined, hash: string): SourcedAction {
  if (!held) return 'create';
  const reopen = !held.is_active && held.close_reason === 'source';
  if (reopen) return 'reopen';
  return held.source_hash === hash ? 'unchanged' : 'update';
}

/** One incoming job with what is computed of it once: the hash that decides "changed" and its canonical address. */
interface Digested {
  job: SourcedJob;
  hash: string;
  /** The address that makes a job the same posting wherever it is listed: its apply link's canonical form. */
  canonicalUrl: string | null;
}

/** Jobs hashed between two turns of the event loop: a 5,000-row file never holds it. */
const DIGEST_SLICE = 500;

const digest = (jobsIn: SourcedJob[]) =>
  mapInSlices(jobsIn, DIGEST_SLICE, (job): Digested => ({
    job,
    hash: sourceHash(job),
    canonicalUrl: job.fields.applyUrl ? canonicalJobUrl(job.fields.applyUrl) : null,
  }));

/**
 * Which of these jobs, each about to be created, another source already has open on the board (by
 * address, or company, title and location): one read, and none when nothing is new.
 */
async function duplicatesOf(tx: Tx, source: SourceRef | null, fresh: Digested[]): Promise<Set<Digested>> {
  const found = await boardJobsFor(
    tx,
    fresh.map(({ job, canonicalUrl }) => ({
      companyName: job.fields.companyName,
      title: job.fields.title,
      location: job.fields.location,
      canonicalUrl,
      postedDate: job.postedDate,
      source: null,
    })),
    source?.id ?? null,
  );
  return new Set(fresh.filter((_, i) => found[i] !== null));
}

/**
 * What applying these jobs would do, job by job, without writing: an import's dry run. `source` is
 * null for an import not made yet (every job would be new, unless it is already on the board).
 */
export async function planSourcedJobs(tx: Tx, source: SourceRef | null, jobsIn: SourcedJob[]): Promise<SourcedAction[]> {
  const held = await heldJobs(tx, source, jobsIn.map((j) => j.externalId), false);
  const digested = await digest(jobsIn);
  const actions = digested.map((d) => actionFor(held.get(d.job.externalId), d.hash));
  const duplicates = await duplicatesOf(tx, source, digested.filter((_, i) => actions[i] === 'create'));
  return actions.map((action, i) => (duplicates.has(digested[i]!) ? 'duplicate' : action));
}

const FIELD_COLUMNS: Record<keyof JobFields, string> = {
  title: 'title',
  companyName: 'company_name',
  location: 'location',
  workType: 'work_type',
  experienceLevel: 'experience_level',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  salaryCurrency: 'salary_currency',
  description: 'description',
  applyUrl: 'apply_url',
};

/** One job as a JSON record for jsonb_to_recordset: every write below is one statement for the whole batch. */
const record = ({ job, hash, canonicalUrl }: Digested, id?: string) => ({
  id,
  external_id: job.externalId,
  source_hash: hash,
  posted_date: job.postedDate?.toISOString() ?? null,
  canonical_url: canonicalUrl,
  ...Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([key, column]) => [column, job.fields[key as keyof JobFields]])),
});

const RECORD_TYPE = sql.raw(`id uuid, external_id text, source_hash text, posted_date timestamptz, canonical_url text, title text, company_name text,
  location text, work_type text, experience_level text, salary_min int, salary_max int, salary_currency text, description text, apply_url text`);

interface EventRecord {
  job_id: string;
  action: 'created' | 'updated' | 'closed' | 'reopened';
  changes: Record<string, [unknown, unknown]> | null;
}

/**
 * Applies the batch: creates, updates, reopens and (for a feed) closes, and records each change in
 * job_events. External ids must be unique within the batch (callers refuse duplicates first).
 */
export async function writeSourcedJobs(tx: Tx, source: SourceRef, jobsIn: SourcedJob[], options: SourcedWriteOptions): Promise<SourcedCounts> {
  const held = await heldJobs(tx, source, jobsIn.map((j) => j.externalId), options.closeMissing);
  const fresh: Digested[] = [];
  const toChange: { digested: Digested; held: HeldJob; reopen: boolean }[] = [];
  let unchanged = 0;
  for (const digested of await digest(jobsIn)) {
    const was = held.get(digested.job.externalId);
    const action = actionFor(was, digested.hash);
    if (action === 'create') fresh.push(digested);
    else if (action === 'unchanged') unchanged++;
    else toChange.push({ digested, held: was!, reopen: action === 'reopen' });
  }
  const duplicates = await duplicatesOf(tx, source, fresh);
  const toCreate = fresh.filter((f) => !duplicates.has(f)).map((f) => record(f));
  const incoming = new Set(jobsIn.map((j) => j.externalId));
  const toClose = options.closeMissing ? [...held.values()].filter((h) => h.is_active && !incoming.has(h.external_id)).map((h) => h.id) : [];

  const events: EventRecord[] = [];
  if (toCreate.length > 0) {
    const created = await selectRows<{ id: string }>(
      tx,
      sql`insert into jobs (source_kind, source_id, external_id, source_hash, posted_date, title, company_name, location, work_type,
            experience_level, salary_min, salary_max, salary_currency, description, apply_url, canonical_url)
          select ${source.kind}, ${source.id}, v.external_id, v.source_hash, coalesce(v.posted_date, now()), v.title, v.company_name,
            v.location, v.work_type, v.experience_level, v.salary_min, v.salary_max, v.salary_currency, coalesce(v.description, ''), v.apply_url,
            v.canonical_url
          from jsonb_to_recordset(${JSON.stringify(toCreate)}::jsonb) as v(${RECORD_TYPE})
          returning id`,
    );
    for (const { id } of created) events.push({ job_id: id, action: 'created', changes: null });
  }
  if (toChange.length > 0) {
    const before = await previousValues(tx, toChange.map((c) => c.held.id));
    await tx.execute(sql`
      update jobs j set source_hash = v.source_hash, posted_date = coalesce(v.posted_date, j.posted_date), title = v.title,
        company_name = v.company_name, location = v.location, work_type = v.work_type, experience_level = v.experience_level,
        salary_min = v.salary_min, salary_max = v.salary_max,
        salary_currency = v.salary_currency, description = coalesce(v.description, ''), apply_url = v.apply_url, canonical_url = v.canonical_url,
        match_features = null, is_active = j.is_active or v.reopen, closed_at = case when v.reopen then null else j.closed_at end,
        close_reason = case when v.reopen then null else j.close_reason end, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(toChange.map((c) => ({ ...record(c.digested, c.held.id), reopen: c.reopen })))}::jsonb)
        as v(${RECORD_TYPE}, reopen boolean)
      where j.id = v.id`);
    for (const change of toChange) {
      const diff = fieldChanges(before.get(change.held.id), change.digested.job.fields);
      if (diff) events.push({ job_id: change.held.id, action: 'updated', changes: diff });
      if (change.reopen) events.push({ job_id: change.held.id, action: 'reopened', changes: null });
    }
  }
  if (toClose.length > 0) {
    await tx.execute(sql`
      update jobs set is_active = false, closed_at = now(), close_reason = 'source', updated_at = now()
      where id in ${uuidList(toClose)}`);
    for (const id of toClose) events.push({ job_id: id, action: 'closed', changes: null });
  }
  if (events.length > 0) {
    await tx.execute(sql`
      insert into job_events (job_id, actor_id, source_id, action, changes)
      select v.job_id, ${options.actorId}, ${source.id}, v.action, v.changes
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as v(job_id uuid, action text, changes jsonb)`);
  }
  const reopened = toChange.filter((c) => c.reopen).length;
  return { created: toCreate.length, updated: toChange.length - reopened, reopened, closed: toClose.length, unchanged, duplicate: duplicates.size };
}

/** The changed jobs' current fields, read only for the jobs about to change, so the audit can say what changed. */
async function previousValues(tx: Tx, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const columns = sql.raw(Object.values(FIELD_COLUMNS).join(', '));
  const rows = await selectRows<Record<string, unknown> & { id: string }>(tx, sql`select id, ${columns} from jobs where id in ${uuidList(ids)}`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each field whose value differs, as [before, after]; null when only the posted date or nothing changed. */
export function fieldChanges(before: Record<string, unknown> | undefined, after: JobFields): Record<string, [unknown, unknown]> | null {
  const diff: Record<string, [unknown, unknown]> = {};
  for (const [key, column] of Object.entries(FIELD_COLUMNS)) {
    const old = before?.[column] ?? null;
    const next = after[key as keyof JobFields] ?? null;
    if (old !== next) diff[key] = [old, next];
  }
  return Object.keys(diff).length > 0 ? diff : null;
}
