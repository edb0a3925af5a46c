// Rows that have outlived their use: expired sessions, e-mail links and data exports, finished
// rate-limit windows, uploaded resume files no resume took up within a day, and notifications and
// forwarded messages past their retention. Swept at start-up and hourly; every query that reads
// the expiring ones also checks expiry, so a late sweep is untidy, never unsafe (a notification or
// a forwarded message kept an hour longer is harmless).
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';
import type { Db } from '../db/client.ts';
import { dataExports, emailTokens, inboundMessages, notifications, resumeFiles, resumes } from '../db/schema/index.ts';
import { deleteStaleRateLimits } from './rate-limit.ts';
import { deleteExpiredSessions } from './sessions.ts';

const INTERVAL_MS = 60 * 60 * 1000;

export async function sweepExpired(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, new Date()));
  await db.delete(dataExports).where(lt(dataExports.expiresAt, new Date()));
  await deleteStaleRateLimits(db);
  await db
    .delete(resumeFiles)
    .where(
      sql`${resumeFiles.createdAt} < now() - make_interval(hours => ${RESUME_LIMITS.unclaimedUploadHours}) and not exists (select 1 from ${resumes} where ${resumes.userId} = ${resumeFiles.userId} and ${resumes.sourceFileId} = ${resumeFiles.id})`,
    );
  // The inbox keeps NOTIFICATIONS_LIMITS.retentionDays, read or not.
  await db.delete(notifications).where(sql`${notifications.createdAt} < now() - make_interval(days => ${NOTIFICATIONS_LIMITS.retentionDays})`);
  // A forwarded message's proposal waits INBOUND_LIMITS.retentionDays, decided or not (decision 059).
  await db.delete(inboundMessages).where(sql`${inboundMessages.createdAt} < now() - make_interval(days => ${INBOUND_LIMITS.retentionDays})`);
}

/** Starts the hourly sweep; the returned function stops it. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => sweepExpired(db).catch((err: unknown) => log.error({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
