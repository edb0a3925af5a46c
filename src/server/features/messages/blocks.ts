// Blocks between members: a block stops messages both ways (see members.ts `reach`) and leaves the
// history readable. Blocking is idempotent and answers alike whether or not the member exists, so
// it tells the blocker nothing about them.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { blockedListInput, memberIdInput } from '#shared/schemas/messages.ts';
import { selectRows } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, keysetPage } from '../../platform/keyset.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { memberName } from './members.ts';

export async function blockMember(ctx: AuthedContext, { userId }: z.output<typeof memberIdInput>) {
  if (userId === ctx.user.id) throw new AppError('BAD_REQUEST', TOASTS.directMessages.notYourself);
  await ctx.db.execute(sql`insert into user_blocks (blocker_id, blocked_id)
    select ${ctx.user.id}, id from users where id = ${userId}
    on conflict (blocker_id, blocked_id) do nothing`);
  return { userId, blocked: true };
}

export async function unblockMember(ctx: AuthedContext, { userId }: z.output<typeof memberIdInput>) {
  await ctx.db.execute(sql`delete from user_blocks where blocker_id = ${ctx.user.id} and blocked_id = ${userId}`);
  return { userId, blocked: false };
}

/** The members the caller blocked, most recent first. */
export async function listBlocked(ctx: AuthedContext, input: z.output<typeof blockedListInput>) {
  const cursor = input.cursor ? decodeCursor(input.cursor, ['timestamp', 'uuid'], TOASTS.directMessages.loadFailed) : null;
  const size = MESSAGE_LIMITS.blockedPageSize;
  const rows = await selectRows<{ user_id: string; name: string; blocked_ms: number; blocked_key: string }>(
    ctx.db,
    sql`select b.blocked_id as user_id, ${memberName('p')} as name,
               (extract(epoch from b.created_at) * 1000)::float8 as blocked_ms, b.created_at::text as blocked_key
        from user_blocks b left join profiles p on p.user_id = b.blocked_id
        where b.blocker_id = ${ctx.user.id}
          ${cursor ? sql`and (b.created_at, b.blocked_id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : sql``}
        order by b.created_at desc, b.blocked_id desc
        limit ${size + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, size, (last) => [last.blocked_key, last.user_id]);
  return {
    members: page.map((r) => ({ userId: r.user_id, name: r.name, blockedAt: new Date(Number(r.blocked_ms)) })),
    nextCursor,
  };
}
