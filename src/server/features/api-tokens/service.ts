// Personal API tokens for scripts. The token is shown once at creation; the database keeps its
// hash. A user holds at most ACCOUNT_LIMITS.apiTokensPerUser, counted inside the insert's transaction.
import { and, count, desc, eq } from 'drizzle-orm';
import { ACCOUNT_LIMITS } from '#shared/constants/account.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type apiTokenIdInput, type createApiTokenInput } from '#shared/schemas/account.ts';
import type { z } from 'zod';
import { lockUser } from '../../db/queries/user-lock.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { newApiToken } from '../../platform/api-tokens.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountContext } from '../../trpc/context.ts';

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  scope: apiTokens.scope,
};

export const listApiTokens = (ctx: AccountContext) =>
  ctx.db.select(columns).from(apiTokens).where(eq(apiTokens.userId, ctx.user.id)).orderBy(desc(apiTokens.createdAt)).limit(ACCOUNT_LIMITS.apiTokensPerUser);

export async function createApiToken(ctx: AccountContext, input: z.output<typeof createApiTokenInput>) {
  const { token, tokenHash } = newApiToken();
  const row = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, ctx.user.id));
    if ((held?.n ?? 0) >= ACCOUNT_LIMITS.apiTokensPerUser) throw new AppError('CONFLICT', TOASTS.account.tokenLimit);
    const [created] = await tx
      .insert(apiTokens)
      .values({ userId: ctx.user.id, name: input.name, scope: input.scope, tokenHash, expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000) })
      .returning(columns);
    return created!;
  });
  return { ...row, token };
}

export async function revokeApiToken(ctx: AccountContext, input: z.output<typeof apiTokenIdInput>) {
  await ctx.db.delete(apiTokens).where(and(eq(apiTokens.id, input.id), eq(apiTokens.userId, ctx.user.id)));
}
