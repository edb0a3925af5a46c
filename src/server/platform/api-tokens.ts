// Personal API tokens: a script sends one as `Authorization: Bearer upw_...` and acts as its user,
// within the token's scope (trpc/tiers.ts requireTokenScope). Only the SHA-256 is stored, as for sessions.
import { and, eq, gt } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '#shared/constants/account.ts';
import type { Db } from '../db/client.ts';
import { apiTokens } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import { loadSessionUser, type SessionUser } from './sessions.ts';

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

export function newApiToken() {
  const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
  return { token, tokenHash: sha256Hex(token) };
}

/** The token a request carries: which one, and what it may do. */
export interface ApiTokenGrant {
  id: string;
  scope: ApiTokenScope;
}

export async function validateApiToken(db: Db, token: string): Promise<{ token: ApiTokenGrant; user: SessionUser } | null> {
  if (!/^upw_[a-z2-7]{40,64}$/.test(token)) return null;
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, sha256Hex(token)), gt(apiTokens.expiresAt, new Date())));
  if (!row) return null;
  const user = await loadSessionUser(db, row.userId);
  if (!user) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
  }
  return { token: { id: row.id, scope: row.scope }, user };
}
