// The board view and the timeline. Each status is a column; board_position orders a column
// ascending. A move renumbers the column it leaves and the column it enters (0, 1, 2, ...) in one
// statement each, inside one transaction that holds the owner's user-row lock, so two moves of one
// user take turns and a column never ends up with gaps that disagree with what the user saw.
import { and, asc, desc, eq, min, ne, sql } from 'drizzle-orm';
import { type ApplicationEventAction, type ApplicationStatus } from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type moveApplicationInput } from '#shared/schemas/applications.ts';
import type { Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { applicationEvents, jobApplications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import type { z } from 'zod';

const a = jobApplications;

export type Changes = Record<string, [unknown, unknown]>;

/** Appends to the application's timeline; callers run it in the transaction of the change itself. */
export async function recordEvent(
  tx: Tx,
  event: { applicationId: string; userId: string; action: ApplicationEventAction; changes?: Changes | null },
): Promise<void> {
  await tx.insert(applicationEvents).values({ ...event, changes: event.changes ?? null });
}

/** The fields that differ as {field: [before, after]}, or null when none does. */
export function changesBetween<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: readonly K[],
): Changes | null {
  const changes: Changes = {};
  for (const field of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    const same = was instanceof Date && now instanceof Date ? was.getTime() === now.getTime() : was === now;
    if (!same) changes[field] = [was instanceof Date ? was.toISOString() : was, now instanceof Date ? now.toISOString() : now];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The position above the column's first card (a new card, or one whose status changed, goes on top). */
export async function topOfColumn(tx: Tx, userId: string, status: ApplicationStatus): Promise<number> {
  const [row] = await tx
    .select({ first: min(a.boardPosition) })
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.status, status)));
  return row?.first === null || row?.first === undefined ? 0 : row.first - 1;
}

/** The column's ids in board order: position, then newest first (the backfill's order). */
const columnIds = async (tx: Tx, userId: string, status: string, except?: string) =>
  (
    await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.status, status), except ? ne(a.id, except) : undefined))
      .orderBy(asc(a.boardPosition), desc(a.createdAt), desc(a.id))
  ).map((r) => r.id);

/** Writes 0..n-1 in the given order, one statement, only on the owner's rows. */
async function renumber(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update job_applications a set board_position = (o.pos - 1)::int
    from unnest(array[${list}]::uuid[]) with ordinality as o(id, pos)
    where a.id = o.id and a.user_id = ${userId} and a.board_position is distinct from (o.pos - 1)::int`);
}

export async function moveApplication(ctx: AuthedContext, input: z.output<typeof moveApplicationInput>): Promise<void> {
  const userId = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select({ id: a.id, status: a.status })
      .from(a)
      .where(and(eq(a.id, input.id), eq(a.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', TOASTS.common.notFound);

    const source = await columnIds(tx, userId, row.status);
    const from = source.indexOf(row.id);
    const target = input.status === row.status ? source.filter((id) => id !== row.id) : await columnIds(tx, userId, input.status);
    const to = Math.min(input.position, target.length);
    target.splice(to, 0, row.id);

    const changes: Changes = {};
    if (input.status !== row.status) {
      await tx
        .update(a)
        .set({ status: input.status, updatedAt: new Date() })
        .where(and(eq(a.id, row.id), eq(a.userId, userId)));
      changes.status = [row.status, input.status];
      await renumber(tx, userId, source.filter((id) => id !== row.id));
    }
    if (input.status !== row.status || from !== to) changes.boardPosition = [from, to];
    await renumber(tx, userId, target);
    if (Object.keys(changes).length > 0) await recordEvent(tx, { applicationId: row.id, userId, action: 'moved', changes });
  });
}
