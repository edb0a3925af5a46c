// Single-use links sent by e-mail. The link holds a random token; the row holds its hash, the
// purpose and the address it was sent to. Consuming deletes the row, so a link works once.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { AUTH_LIMITS, type EmailLinkPurpose } from '#shared/constants/auth.ts';
import type { Db } from '../db/client.ts';
import { emailTokens } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import { appUrl } from '#shared/routes.ts';

/** A fresh link token; earlier links of the same purpose stop working. */
export async function issueEmailToken(db: Db, userId: string, purpose: EmailLinkPurpose, email: string): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + AUTH_LIMITS.emailLinkTtlHours[purpose] * 3600_000);
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
    await tx.insert(emailTokens).values({ id: sha256Hex(token), userId, purpose, email, expiresAt });
  });
  return token;
}

/** The link's row if it is valid for one of the purposes, deleted in the same statement. */
export async function consumeEmailToken(db: Db, token: string, purposes: readonly EmailLinkPurpose[]) {
  const [row] = await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.id, sha256Hex(token)), inArray(emailTokens.purpose, purposes), gt(emailTokens.expiresAt, new Date())))
    .returning();
  return row ? { ...row, purpose: row.purpose as EmailLinkPurpose } : null;
}

export function linkUrl(publicUrl: string, purpose: EmailLinkPurpose, token: string): string {
  const url = new URL(appUrl(publicUrl, purpose === 'resetPassword' ? '/auth/reset' : '/auth/callback'));
  if (purpose !== 'resetPassword') url.searchParams.set('type', 'email');
  url.searchParams.set('token', token);
  return url.toString();
}

/** How long a link of this purpose lasts, as the e-mail says it: "24 hours", "1 hour". */
export function linkExpiry(purpose: EmailLinkPurpose): string {
  const hours = AUTH_LIMITS.emailLinkTtlHours[purpose];
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
