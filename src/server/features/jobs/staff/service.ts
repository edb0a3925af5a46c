// Staff job management: the admin list (search, status and source filters, newest change first),
// one job with its audit trail, and posting, editing, closing and reopening a job.
//
// Every write locks the job's row (`for update`) and writes the job and its job_events row in one
// transaction, so two staff members acting at once run one after the other and the second sees
// what the first did: closing a job twice is refused ("already closed"), never recorded twice.
// Jobs from live feeds change at their source (the next sync would overwrite an edit here), so
// they can only be closed and reopened; staff postings and imported jobs can be edited. A job a
// member saved from another site is theirs alone (decision 058): it is not listed, read or changed
// here, as if it did not exist.
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_ADMIN_LIMITS,
  type JobCloseReason,
  type JobEventAction,
  type JobSourceKind,
  LIVE_JOB_SOURCE_KINDS,
} from '#shared/constants/jobs.ts';
import type {
  JobAdminDetail,
  jobAdminIdInput,
  jobAdminListInput,
  JobAdminPage,
  JobAdminRow,
  jobAdminUpdateInput,
  JobFields,
} from '#shared/schemas/jobs.ts';
import { canonicalJobUrl } from '#shared/rules/job-posting.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/contains-pattern.ts';
import { jobEvents, jobSources, jobs, profiles, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../../platform/keyset.ts';
import type { StaffContext } from '../../../trpc/context.ts';
import { fieldChanges } from '../../../engines/sourced-jobs/write.ts';
import { jobFeatures } from '../../../engines/match/index.ts';

type JobRow = typeof jobs.$inferSelect;

const isLiveFeed = (kind: string) => (LIVE_JOB_SOURCE_KINDS as readonly string[]).includes(kind);

/** A person's shown name: "First Last", else their e-mail (staff need to tell colleagues apart). */
const personName = sql<string | null>`coalesce(nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.email})`;

const rowColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  sourceKind: jobs.sourceKind,
  sourceName: jobSources.board,
  postedDate: jobs.postedDate,
  updatedAt: jobs.updatedAt,
  isActive: jobs.isActive,
  closeReason: jobs.closeReason,
  closedAt: jobs.closedAt,
};

/** A row as selected by `rowColumns`: the database's text where the answer has enumerations. */
type SelectedRow = Omit<JobAdminRow, 'sourceKind' | 'closeReason' | 'editable'> & { sourceKind: string; closeReason: string | null };

function toRow(r: SelectedRow): JobAdminRow {
  return {
    ...r,
    sourceKind: r.sourceKind as JobSourceKind,
    closeReason: r.closeReason as JobCloseReason | null,
    editable: !isLiveFeed(r.sourceKind),
  };
}

/** The board's jobs, open or closed: never a member's own capture. */
const boardJob = ne(jobs.sourceKind, 'captured');

function listConditions(input: z.output<typeof jobAdminListInput>): SQL[] {
  const where: SQL[] = [boardJob];
  if (input.q) where.push(sql`${jobs.searchText} like ${containsPattern(input.q)}`);
  if (input.source) where.push(eq(jobs.sourceKind, input.source));
  return where;
}

/** A page of jobs, the most recently changed first, with how many are open and closed under the same search. */
export async function listJobs(ctx: StaffContext, input: z.output<typeof jobAdminListInput>): Promise<JobAdminPage> {
  const size = JOB_ADMIN_LIMITS.pageSize;
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.jobAdmin.loadFailed) : null;
  const base = listConditions(input);
  const where = [...base];
  if (input.status !== 'all') where.push(eq(jobs.isActive, input.status === 'open'));
  if (cursor) where.push(sql`(${jobs.updatedAt}, ${jobs.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`);
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select({ ...rowColumns, key: sql<string>`${jobs.updatedAt}::text` })
      .from(jobs)
      .leftJoin(jobSources, eq(jobSources.id, jobs.sourceId))
      .where(and(...where))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(size + 1),
    ctx.db
      .select({
        open: sql<number>`count(*) filter (where ${jobs.isActive})::int`,
        closed: sql<number>`count(*) filter (where not ${jobs.isActive})::int`,
      })
      .from(jobs)
      .where(and(...base)),
  ]);
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.key, last.id]);
  return {
    jobs: page.map(({ key: _key, ...r }) => toRow(r)),
    nextCursor,
    counts: counts ?? { open: 0, closed: 0 },
  };
}

/** The job's row for the list after a write, with its source's name. */
async function readRow(db: Db | Tx, jobId: string): Promise<JobAdminRow> {
  const [row] = await db
    .select(rowColumns)
    .from(jobs)
    .leftJoin(jobSources, eq(jobSources.id, jobs.sourceId))
    .where(and(eq(jobs.id, jobId), boardJob));
  if (!row) throw new AppError('NOT_FOUND', TOASTS.jobAdmin.notFound);
  return toRow(row);
}

/** The whole job and its history, newest change first, with who made each change. */
export async function getJob(ctx: StaffContext, { jobId }: z.output<typeof jobAdminIdInput>): Promise<JobAdminDetail> {
  const [[job], events] = await Promise.all([
    ctx.db
      .select({
        ...rowColumns,
        workType: jobs.workType,
        experienceLevel: jobs.experienceLevel,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
        description: jobs.description,
        applyUrl: jobs.applyUrl,
        externalId: jobs.externalId,
        postedByName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      })
      .from(jobs)
      .leftJoin(jobSources, eq(jobSources.id, jobs.sourceId))
      .leftJoin(users, eq(users.id, jobs.postedBy))
      .leftJoin(profiles, eq(profiles.userId, jobs.postedBy))
      .where(and(eq(jobs.id, jobId), boardJob)),
    ctx.db
      .select({
        id: jobEvents.id,
        action: jobEvents.action,
        actorName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
        sourceName: jobSources.board,
        changes: jobEvents.changes,
        createdAt: jobEvents.createdAt,
      })
      .from(jobEvents)
      .leftJoin(users, eq(users.id, jobEvents.actorId))
      .leftJoin(profiles, eq(profiles.userId, jobEvents.actorId))
      .leftJoin(jobSources, eq(jobSources.id, jobEvents.sourceId))
      .where(eq(jobEvents.jobId, jobId))
      .orderBy(desc(jobEvents.createdAt), desc(jobEvents.id))
      .limit(JOB_ADMIN_LIMITS.historyMax),
  ]);
  if (!job) throw new AppError('NOT_FOUND', TOASTS.jobAdmin.notFound);
  const { workType, experienceLevel, salaryMin, salaryMax, salaryCurrency, description, applyUrl, externalId, postedByName, ...row } = job;
  return {
    ...toRow(row),
    workType: workType as JobAdminDetail['workType'],
    experienceLevel: experienceLevel as JobAdminDetail['experienceLevel'],
    salaryMin,
    salaryMax,
    salaryCurrency,
    description,
    applyUrl,
    externalId,
    postedByName,
    events: events.map((e) => ({
      ...e,
      action: e.action as JobEventAction,
      changes: e.changes as Record<string, [unknown, unknown]> | null,
    })),
  };
}

function recordEvent(tx: Tx, ctx: StaffContext, jobId: string, action: JobEventAction, changes: Record<string, [unknown, unknown]> | null) {
  return tx.insert(jobEvents).values({ jobId, actorId: ctx.user.id, action, changes });
}

/** The job's row, locked until the transaction ends: the one way every write here reads it. */
async function lockJob(tx: Tx, jobId: string): Promise<JobRow> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), boardJob))
    .for('update');
  if (!job) throw new AppError('NOT_FOUND', TOASTS.jobAdmin.notFound);
  return job;
}

/** What a job's fields decide beside themselves: its match features and its canonical address. */
const derived = (fields: JobFields) => ({
  matchFeatures: jobFeatures(fields),
  canonicalUrl: fields.applyUrl ? canonicalJobUrl(fields.applyUrl) : null,
});

/** A staff posting: on the board at once, posted now, by the caller. */
export async function createJob(ctx: StaffContext, fields: JobFields): Promise<JobAdminRow> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({ ...fields, ...derived(fields), sourceKind: 'staff', postedBy: ctx.user.id, postedDate: sql`now()` })
      .returning({ id: jobs.id });
    await recordEvent(tx, ctx, job!.id, 'created', null);
    return readRow(tx, job!.id);
  });
}

/** Writes only when a field changed, and records each changed field's before and after. */
export async function updateJob(ctx: StaffContext, { jobId, fields }: z.output<typeof jobAdminUpdateInput>): Promise<JobAdminRow> {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (isLiveFeed(job.sourceKind)) throw new AppError('CONFLICT', TOASTS.jobAdmin.feedReadOnly);
    const before = {
      title: job.title,
      company_name: job.companyName,
      location: job.location,
      work_type: job.workType,
      experience_level: job.experienceLevel,
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      salary_currency: job.salaryCurrency,
      description: job.description,
      apply_url: job.applyUrl,
    };
    const changes = fieldChanges(before, fields);
    if (changes) {
      await tx
        .update(jobs)
        .set({ ...fields, ...derived(fields), updatedAt: sql`now()` })
        .where(eq(jobs.id, jobId));
      await recordEvent(tx, ctx, jobId, 'updated', changes);
    }
    return readRow(tx, jobId);
  });
}

export async function closeJob(ctx: StaffContext, { jobId }: z.output<typeof jobAdminIdInput>): Promise<JobAdminRow> {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job.isActive) throw new AppError('CONFLICT', TOASTS.jobAdmin.alreadyClosed);
    await tx
      .update(jobs)
      .set({ isActive: false, closedAt: sql`now()`, closeReason: 'staff', updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    await recordEvent(tx, ctx, jobId, 'closed', null);
    return readRow(tx, jobId);
  });
}

/**
 * Back on the board. A job posted longer ago than the board's maximum age gets today's posted date,
 * or the expiry job would close it again within the hour; the history records the old date.
 */
export async function reopenJob(ctx: StaffContext, { jobId }: z.output<typeof jobAdminIdInput>): Promise<JobAdminRow> {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.isActive) throw new AppError('CONFLICT', TOASTS.jobAdmin.alreadyOpen);
    const [moved] = await tx
      .update(jobs)
      .set({
        isActive: true,
        closedAt: null,
        closeReason: null,
        updatedAt: sql`now()`,
        postedDate: sql`case when ${jobs.postedDate} < now() - make_interval(days => ${ctx.config.jobs.maxAgeDays}) then now() else ${jobs.postedDate} end`,
      })
      .where(eq(jobs.id, jobId))
      .returning({ postedDate: jobs.postedDate });
    const redated = moved!.postedDate.getTime() !== job.postedDate.getTime();
    await recordEvent(tx, ctx, jobId, 'reopened', redated ? { postedDate: [job.postedDate.toISOString(), moved!.postedDate.toISOString()] } : null);
    return readRow(tx, jobId);
  });
}
