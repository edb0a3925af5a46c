// Members' forwarding addresses: `<local_part>@<config.inbound.domain>`, the local part a random
// secret. A member has one current address, made the first time they look; rotating retires it and
// makes another in one transaction. Retired rows stay, so mail to an old address is refused as
// retired and the secret is never handed out again.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/queries/user-lock.ts';
import { inboundAddresses } from '../../db/schema/index.ts';
import { base32 } from '../../platform/crypto.ts';

const ad = inboundAddresses;

export const formatAddress = (localPart: string, config: Config) => `${localPart}@${config.inbound.domain}`;

const newLocalPart = () => base32(randomBytes(INBOUND_LIMITS.secretBytes));

/**
 * The member's current address, made on first use. Two first looks at once both try the insert;
 * the partial unique index lets one in and the other reads it.
 */
export async function currentAddress(db: Db | Tx, userId: string): Promise<{ id: string; localPart: string }> {
  const current = () =>
    db
      .select({ id: ad.id, localPart: ad.localPart })
      .from(ad)
      .where(and(eq(ad.userId, userId), isNull(ad.retiredAt)));
  const [held] = await current();
  if (held) return held;
  await db.insert(ad).values({ userId, localPart: newLocalPart() }).onConflictDoNothing();
  const [made] = await current();
  return made!;
}

/** Retires the current address (if any) and makes another, under the member's row lock. */
export async function rotate(db: Db, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .update(ad)
      .set({ retiredAt: new Date() })
      .where(and(eq(ad.userId, userId), isNull(ad.retiredAt)));
    const [made] = await tx.insert(ad).values({ userId, localPart: newLocalPart() }).returning({ localPart: ad.localPart });
    return made!.localPart;
  });
}

/**
 * Whose current address `address` is: null when it is not on our domain, names no address, or
 * names a retired one. The comparison is case-blind, as mail servers treat local parts in practice.
 */
export async function recipientOf(db: Db, address: string, config: Config): Promise<{ userId: string } | null> {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  const localPart = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== config.inbound.domain || !/^[a-z2-7]+$/.test(localPart)) return null;
  const [row] = await db
    .select({ userId: ad.userId })
    .from(ad)
    .where(and(eq(ad.localPart, localPart), isNull(ad.retiredAt)));
  return row ?? null;
}
