// The board view. Each status is a column; board_position orders a column
// ascending. A move renumbers the column it leaves and the column it enters (0, 1, 2, ...) in one
// statement each, inside one transaction that holds the owner's user-row lock, so two moves of one
// user take turns and a column never ends up with gaps that disagree with what the user saw.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { TOASTS } from '#shared/toasts.ts';
import { type moveApplicationInput } from '#shared/schemas/applications.ts';
import type { Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { jobApplications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { type Changes, recordEvent } from './service.ts';
import type { z } from 'zod';

const a = jobApplications;

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
