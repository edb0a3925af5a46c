// Job imports: a staff member's file into a named import source. The preview reads the file and asks
// the shared write path what each row would do, in a read-only transaction; the apply reads the file
// again (the same bytes give the same rows) and, in one transaction, creates the source if it is
// new, writes the valid rows through writeSourcedJobs and records the run on the source. Refused rows
// are skipped, the rest applied; a new row that another source already has open on the board is
// reported as a duplicate and not created; a file refused whole writes nothing. The file is read in a worker
// thread under the upload parse limits (DOCUMENT_PARSE_*), so a large or hostile one never holds
// the server's event loop.
import { sql } from 'drizzle-orm';
import { JOB_IMPORT_TEXT } from '#shared/constants/jobs.ts';
import type { JobImportCounts, JobImportQuery, JobImportReport, JobImportRow, JobImportSource } from '#shared/schemas/jobs.ts';
import { selectRows, type Db } from '../../../../db/client.ts';
import { runInWorker } from '../../../../platform/workers.ts';
import type { StaffContext } from '../../../../trpc/context.ts';
import { planSourcedJobs, writeSourcedJobs, type SourcedAction } from '../../../../engines/sourced-jobs/write.ts';
import type { ParsedFile, ParsedRow, ParseOptions } from './parse.ts';

const PARSE_WORKER = new URL('./parse-worker.ts', import.meta.url);

export interface JobImportInput extends JobImportQuery {
  fileName: string;
  bytes: Uint8Array;
}

/** A file refused whole: unreadable or too complex (422), or every parse slot taken (503). */
export type JobImportOutcome = { ok: true; report: JobImportReport } | { ok: false; code: 'UNPROCESSABLE_CONTENT' | 'SERVICE_UNAVAILABLE'; message: string };

interface SourceRow {
  id: string;
  board: string;
  company_name: string;
}

/** The import source of that name (names match ignoring case, as the unique index does). */
async function findImportSource(db: Db, name: string): Promise<SourceRow | null> {
  const [row] = await selectRows<SourceRow>(
    db,
    sql`select id, board, company_name from job_sources where kind = 'import' and lower(board) = lower(${name})`,
  );
  return row ?? null;
}

/** Previews or applies one uploaded file (input.mode), answering the row-by-row report or why the whole file is refused. */
export async function importJobs(ctx: StaffContext, input: JobImportInput): Promise<JobImportOutcome> {
  const existing = await findImportSource(ctx.db, input.source);
  const companyName = input.company || existing?.company_name || input.source;
  const options: ParseOptions = { defaultCompany: companyName, maxAgeDays: ctx.config.jobs.maxAgeDays, now: new Date() };
  const run = await runInWorker<ParsedFile>(PARSE_WORKER, { bytes: input.bytes, fileName: input.fileName, options }, ctx.config.documentParse);
  if (!run.ok) {
    ctx.log.warn({ userId: ctx.user.id, reason: run.detail, sizeBytes: input.bytes.length }, `job import refused: ${run.reason}`);
    if (run.reason === 'busy') return { ok: false, code: 'SERVICE_UNAVAILABLE', message: JOB_IMPORT_TEXT.busy };
    return { ok: false, code: 'UNPROCESSABLE_CONTENT', message: JOB_IMPORT_TEXT.tooComplex };
  }
  const parsed = run.value;
  if (!parsed.ok) {
    ctx.log.info({ userId: ctx.user.id, reason: parsed.message, sizeBytes: input.bytes.length }, 'job import refused');
    return { ok: false, code: 'UNPROCESSABLE_CONTENT', message: parsed.message };
  }
  const valid = parsed.rows.filter((r) => r.job !== null);
  const jobs = valid.map((r) => r.job!);
  const refused = parsed.rows.length - valid.length;
  const source = { name: existing?.board ?? input.source, companyName: existing?.company_name ?? companyName, isNew: !existing };

  if (input.mode === 'preview') {
    const actions = await ctx.db.transaction(
      async (tx) => planSourcedJobs(tx, existing ? { id: existing.id, kind: 'import' } : null, jobs),
      { accessMode: 'read only' },
    );
    const rows = reportRows(parsed.rows, valid, actions);
    return { ok: true, report: { mode: 'preview', format: parsed.format, source, rows, totals: totalsOf(rows) } };
  }

  const { actions, totals, isNew } = await ctx.db.transaction(async (tx) => {
    // The upsert takes the source's row lock: a second apply into the same import waits for this one
    // and then sees its jobs, instead of both inserting the same external ids.
    const [held] = await selectRows<SourceRow & { is_new: boolean }>(
      tx,
      sql`insert into job_sources (kind, board, company_name, created_by)
          values ('import', ${input.source}, ${companyName}, ${ctx.user.id})
          on conflict (kind, lower(board)) do update set updated_at = now()
          returning id, board, company_name, (xmax = 0) as is_new`,
    );
    const ref = { id: held!.id, kind: 'import' as const };
    const planned = await planSourcedJobs(tx, ref, jobs);
    const counts = await writeSourcedJobs(tx, ref, jobs, { actorId: ctx.user.id, closeMissing: false });
    const result: JobImportCounts = {
      created: counts.created,
      updated: counts.updated,
      reopened: counts.reopened,
      unchanged: counts.unchanged,
      duplicate: counts.duplicate,
      refused,
    };
    await tx.execute(sql`
      update job_sources set last_counts = ${JSON.stringify({ ...result, closed: 0 })}::jsonb, last_synced_at = now(),
        last_success_at = now(), last_error = null, updated_at = now()
      where id = ${ref.id}`);
    return { actions: planned, totals: result, isNew: held!.is_new };
  });
  ctx.log.info({ userId: ctx.user.id, source: input.source, ...totals }, 'jobs imported');
  const rows = reportRows(parsed.rows, valid, actions);
  return { ok: true, report: { mode: 'apply', format: parsed.format, source: { ...source, isNew }, rows, totals } };
}

/** Each row of the file with its action: the planned action for a valid row, refused for the others. */
function reportRows(all: ParsedRow[], valid: ParsedRow[], actions: SourcedAction[]): JobImportRow[] {
  const actionOf = new Map(valid.map((row, i) => [row, actions[i]!]));
  return all.map((row) => ({
    row: row.row,
    externalId: row.externalId,
    title: row.title,
    action: actionOf.get(row) ?? 'refused',
    errors: row.errors,
    notes: row.notes,
  }));
}

function totalsOf(rows: JobImportRow[]): JobImportCounts {
  const count = (action: JobImportRow['action']) => rows.filter((r) => r.action === action).length;
  return {
    created: count('create'),
    updated: count('update'),
    reopened: count('reopen'),
    unchanged: count('unchanged'),
    duplicate: count('duplicate'),
    refused: count('refused'),
  };
}

/** The import sources, by name, with their open jobs: what the form suggests. */
export async function listImportSources(ctx: StaffContext): Promise<JobImportSource[]> {
  const rows = await selectRows<{ id: string; board: string; company_name: string; job_count: number; last_synced_at: Date | string | null }>(
    ctx.db,
    sql`select s.id, s.board, s.company_name, s.last_synced_at,
          (select count(*)::int from jobs j where j.source_id = s.id and j.is_active) as job_count
        from job_sources s where s.kind = 'import' order by lower(s.board)`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.board,
    companyName: r.company_name,
    jobCount: r.job_count,
    lastSyncedAt: r.last_synced_at === null ? null : new Date(r.last_synced_at),
  }));
}
