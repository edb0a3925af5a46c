// "Download my data": the user asks (one archive at a time, a few a day), a background job reads
// everything stored about them in one consistent snapshot, stores the JSON gzip-compressed and,
// when it is large, mails a link. The archive is downloaded from routes.ts until it expires.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { DATA_EXPORT_FORMAT, DATA_EXPORT_LIMITS, DATA_EXPORT_PATH } from '#shared/constants/data-export.ts';
import { formatBytes } from '#shared/format.ts';
import { isPremium } from '#shared/rules/premium.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { DataExport, DataExportStatusAnswer } from '#shared/schemas/data-export.ts';
import { isDatabaseUnavailable, type Db } from '../../db/client.ts';
import { dataExports, profiles, users } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { AccountContext, ServerContext } from '../../trpc/context.ts';
import { CATALOGUE } from './catalogue.ts';

export const DATA_EXPORT_JOB = 'data-export';

const gzipAsync = promisify(gzip);
const DAY_MS = 86_400_000;
const expiryFrom = (from: Date) => new Date(from.getTime() + DATA_EXPORT_LIMITS.expiryDays * DAY_MS);

const summary = {
  id: dataExports.id,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  sizeBytes: dataExports.sizeBytes,
  expiresAt: dataExports.expiresAt,
};

const toDataExport = (row: { status: string } & Omit<DataExport, 'status'>): DataExport => ({ ...row, status: row.status as DataExport['status'] });

/** The user's latest archive that has not expired: what the Privacy tab shows. */
export async function getExportStatus(ctx: AccountContext): Promise<DataExportStatusAnswer> {
  const [row] = await ctx.db
    .select(summary)
    .from(dataExports)
    .where(and(eq(dataExports.userId, ctx.user.id), gt(dataExports.expiresAt, new Date())))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return { export: row ? toDataExport(row) : null };
}

const pendingOf = (db: Db, userId: string) =>
  db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);

/**
 * Asks for a new archive. A request while one is being prepared is refused before it counts
 * against the daily limit; the partial unique index refuses a parallel one. The earlier archive
 * goes when a new one is asked for: the tab offers only the newest, and storage stays one per user.
 */
export async function requestExport(ctx: AccountContext): Promise<DataExport> {
  const userId = ctx.user.id;
  if ((await pendingOf(ctx.db, userId)).length > 0) throw new AppError('CONFLICT', TOASTS.dataExport.alreadyPending);
  await enforceRateLimit(ctx.db, RATE_LIMITS.dataExportsPerUser, userId);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.delete(dataExports).where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'pending')));
    const [inserted] = await tx
      .insert(dataExports)
      .values({ userId, expiresAt: expiryFrom(new Date()) })
      .onConflictDoNothing()
      .returning(summary);
    return inserted;
  });
  if (!row) throw new AppError('CONFLICT', TOASTS.dataExport.alreadyPending);
  try {
    // The export's id is the job's: a repeated send is dropped by the queue.
    await ctx.platform.queue.send(DATA_EXPORT_JOB, { exportId: row.id }, { id: row.id });
  } catch (err) {
    // A request the queue never took would block the next one until it expired.
    await ctx.db.delete(dataExports).where(eq(dataExports.id, row.id));
    throw err;
  }
  ctx.log.info({ userId, exportId: row.id }, 'data export requested');
  return toDataExport(row);
}

export interface Archive {
  format: typeof DATA_EXPORT_FORMAT.name;
  version: typeof DATA_EXPORT_FORMAT.version;
  generatedAt: string;
  user: { id: string; email: string; emailVerifiedAt: Date | null; userType: string; createdAt: Date; updatedAt: Date };
  tables: Record<string, Record<string, unknown>[]>;
}

/**
 * Everything stored about the user, read in one REPEATABLE READ transaction so every table is
 * seen at the same moment (an application and the resume it names agree), each record as the user's
 * plan shows it (what it withholds is marked locked). Null when the user is gone.
 */
async function buildArchive(db: Db, userId: string): Promise<Archive | null> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({
          id: users.id,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          userType: users.userType,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const [plan] = await tx
        .select({ isPremium: profiles.isPremium, subscriptionType: profiles.subscriptionType, subscriptionExpiresAt: profiles.subscriptionExpiresAt })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const premium = plan ? isPremium(plan) : false;
      const tables: Archive['tables'] = {};
      for (const { name, table, columns, rowsOf, asSeen } of CATALOGUE) {
        const rows = await tx.select(columns).from(table).where(rowsOf(user));
        tables[name] = asSeen ? rows.map((row) => asSeen(row, premium)) : rows;
      }
      return { format: DATA_EXPORT_FORMAT.name, version: DATA_EXPORT_FORMAT.version, generatedAt: new Date().toISOString(), user, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export const downloadUrl = (publicUrl: string, exportId: string, token: string) =>
  `${publicUrl}${DATA_EXPORT_PATH}/${exportId}?token=${encodeURIComponent(token)}`;

/**
 * The job: builds and stores one archive. Safe to run twice (only a pending export is built). A
 * database outage is retried by the queue; any other failure marks the export failed, so the tab
 * says so and the user may ask again.
 */
export async function prepareExport(ctx: ServerContext, exportId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ userId: dataExports.userId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'pending') return;
  try {
    const archive = await buildArchive(ctx.db, row.userId);
    if (!archive) return;
    const json = Buffer.from(JSON.stringify(archive, null, 2));
    const large = json.length > DATA_EXPORT_LIMITS.mailAboveBytes;
    const token = large ? randomToken() : null;
    const readyAt = new Date();
    const [ready] = await ctx.db
      .update(dataExports)
      .set({
        status: 'ready',
        archive: await gzipAsync(json),
        sizeBytes: json.length,
        readyAt,
        expiresAt: expiryFrom(readyAt),
        downloadTokenHash: token && sha256Hex(token),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ expiresAt: dataExports.expiresAt });
    ctx.log.info({ userId: row.userId, exportId, sizeBytes: json.length }, 'data export ready');
    if (ready && token) await mailDownloadLink(ctx, archive.user.email, exportId, token, json.length, ready.expiresAt);
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    ctx.log.error({ err, exportId }, 'data export failed');
    await ctx.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
  }
}

/**
 * Transactional mail about an action the user just took, like a password reset: no unsubscribe
 * link. A failure to send is logged; the archive is ready in the Privacy tab all the same.
 */
async function mailDownloadLink(ctx: ServerContext, to: string, exportId: string, token: string, bytes: number, expiresAt: Date) {
  const message = composeMail(
    to,
    `Your ${APP_NAME} data is ready to download`,
    [
      `The copy of your ${APP_NAME} data you asked for is ready (${formatBytes(bytes)} of JSON).`,
      `The link works until ${expiresAt.toUTCString()}; anyone with it can download the file, so do not forward this e-mail.`,
      'You can also download it from Settings > Privacy while you are signed in. If you did not ask for it, change your password.',
    ],
    { url: downloadUrl(ctx.config.publicUrl, exportId, token), label: 'Download your data' },
  );
  await ctx.platform.mailer.send(message).catch((err: unknown) => ctx.log.error({ err, exportId }, 'data export mail not sent'));
}

export function dataExportJob(ctx: ServerContext): JobDefinition<{ exportId?: string }> {
  return {
    name: DATA_EXPORT_JOB,
    retryLimit: 5,
    async run({ exportId }) {
      if (exportId) await prepareExport(ctx, exportId);
    },
  };
}

/**
 * A ready, unexpired archive for download: the owner's (signed in), or the one the mailed link's
 * token was made for. Anything else, another user's included, is null (a 404, never a 403).
 */
export async function findDownload(db: Db, exportId: string, proof: { userId: string } | { token: string }) {
  const [row] = await db
    .select({ archive: dataExports.archive, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, new Date()),
        'userId' in proof ? eq(dataExports.userId, proof.userId) : eq(dataExports.downloadTokenHash, sha256Hex(proof.token)),
      ),
    );
  return row?.archive && row.readyAt ? { archive: row.archive, readyAt: row.readyAt } : null;
}
