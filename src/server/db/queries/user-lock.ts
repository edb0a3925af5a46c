import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * Locks the user's row until the transaction ends. Every per-user limit (saved jobs, tracked
 * applications, job alerts, API tokens) is counted after this, so parallel requests of one user
 * take turns and none can slip past the limit.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
