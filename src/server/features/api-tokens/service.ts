// Personal API tokens for scripts. The token is shown once at creation; the database keeps its
// hash. A user holds at most API_TOKENS_PER_USER, counted inside the insert's transaction.
import { and, count, desc, eq } from 'drizzle-orm';
import { API_TOKENS_PER_USER } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { apiTokens, users } from '../../db/schema/index.ts';
import { newApiToken } from '../../platform/api-tokens.ts';
import { AppError } from '../../platform/errors.ts';
import type { Context } from '../../trpc/context.ts';

type SignedIn = Context & { user: NonNullable<Context['user']> };

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export const listApiTokens = (ctx: SignedIn) =>
  ctx.db.select(columns).from(apiTokens).where(eq(apiTokens.userId, ctx.user.id)).orderBy(desc(apiTokens.createdAt)).limit(API_TOKENS_PER_USER);

export async function createApiToken(ctx: SignedIn, input: { name: string; expiresInDays: number }) {
  const { token, tokenHash } = newApiToken();
  const row = await ctx.db.transaction(async (tx) => {
    // Serialises concurrent creations for one user so the count below cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, ctx.user.id));
    if ((held?.n ?? 0) >= API_TOKENS_PER_USER) throw new AppError('CONFLICT', MESSAGES.account.tokenLimit);
    const [created] = await tx
      .insert(apiTokens)
      .values({ userId: ctx.user.id, name: input.name, tokenHash, expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000) })
      .returning(columns);
    return created!;
  });
  return { ...row, token };
}

export async function revokeApiToken(ctx: SignedIn, input: { id: string }) {
  await ctx.db.delete(apiTokens).where(and(eq(apiTokens.id, input.id), eq(apiTokens.userId, ctx.user.id)));
}
