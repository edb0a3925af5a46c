// Staff's side of direct messages: the reports, and the conversations they name. Staff reach a
// conversation only through a report on it, never by its id, so conversations nobody reported
// stay between their two members.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { reportedThreadInput, reportIdInput, reportListInput, ReportedThread, ReportSummary } from '#shared/schemas/messages.ts';
import { selectRows, type Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../../platform/keyset.ts';
import type { StaffContext } from '../../../trpc/context.ts';
import { memberName, messagesPage } from '../members.ts';

interface ReportRow {
  id: string;
  conversation_id: string;
  reason: string;
  reporter_id: string;
  reporter_name: string;
  reported_id: string;
  reported_name: string;
  created_ms: number;
  created_key: string;
  resolved_ms: number | null;
  resolved_by: string | null;
}

/** A report with both members' names; the reported member is the conversation's other participant. */
const reportQuery = (where: ReturnType<typeof sql>) => sql`
  select r.id, r.conversation_id, r.reason, r.reporter_id, ${memberName('rp')} as reporter_name,
         o.reported_id, ${memberName('op')} as reported_name,
         (extract(epoch from r.created_at) * 1000)::float8 as created_ms, r.created_at::text as created_key,
         (extract(epoch from r.resolved_at) * 1000)::float8 as resolved_ms,
         case when r.resolved_at is null then null else coalesce(${memberName('sp')}, '') end as resolved_by
  from message_reports r
  join conversations c on c.id = r.conversation_id
  cross join lateral (select case when c.user_low = r.reporter_id then c.user_high else c.user_low end as reported_id) o
  left join profiles rp on rp.user_id = r.reporter_id
  left join profiles op on op.user_id = o.reported_id
  left join profiles sp on sp.user_id = r.resolved_by
  where ${where}`;

const toReport = (r: ReportRow): ReportSummary => ({
  id: r.id,
  conversationId: r.conversation_id,
  reason: r.reason,
  reporter: { userId: r.reporter_id, name: r.reporter_name },
  reported: { userId: r.reported_id, name: r.reported_name },
  createdAt: new Date(Number(r.created_ms)),
  resolvedAt: r.resolved_ms === null ? null : new Date(Number(r.resolved_ms)),
  resolvedBy: r.resolved_by,
});

async function findReport(db: Db, reportId: string): Promise<ReportSummary> {
  const [row] = await selectRows<ReportRow>(db, reportQuery(sql`r.id = ${reportId}`));
  if (!row) throw new AppError('NOT_FOUND', TOASTS.directMessages.reportNotFound);
  return toReport(row);
}

/** Open or resolved reports, newest first. */
export async function listReports(ctx: StaffContext, input: z.output<typeof reportListInput>) {
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.directMessages.loadFailed) : null;
  const size = MESSAGE_LIMITS.reportPageSize;
  const status = input.status === 'open' ? sql`r.resolved_at is null` : sql`r.resolved_at is not null`;
  const after = cursor ? sql`and (r.created_at, r.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``;
  const rows = await selectRows<ReportRow>(
    ctx.db,
    sql`${reportQuery(sql`${status} ${after}`)} order by r.created_at desc, r.id desc limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.created_key, last.id]);
  return { reports: page.map(toReport), nextCursor };
}

/** The reported conversation, whole and read-only, a page of messages at a time (newest first). */
export async function readReportedThread(ctx: StaffContext, input: z.output<typeof reportedThreadInput>): Promise<ReportedThread> {
  const report = await findReport(ctx.db, input.reportId);
  return { report, ...(await messagesPage(ctx.db, report.conversationId, input.cursor)) };
}

/** Marks the report resolved by the caller; resolving again keeps the first resolution. */
export async function resolveReport(ctx: StaffContext, { reportId }: z.output<typeof reportIdInput>): Promise<ReportSummary> {
  await ctx.db.execute(sql`update message_reports set resolved_at = now(), resolved_by = ${ctx.user.id} where id = ${reportId} and resolved_at is null`);
  return findReport(ctx.db, reportId);
}
