// "Download my data": one row per archive asked for. The archive is kept here, gzip-compressed,
// until it expires (the hourly sweep deletes it) or the account goes (cascade).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '#shared/constants/data-export.ts';
import { bytea, id, oneOf } from './helpers.ts';
import { ownerId } from './users.ts';

export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: ownerId(),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Bytes of JSON once unpacked: what the Privacy tab shows and what decides whether to mail a link. */
    sizeBytes: integer('size_bytes'),
    /** The JSON archive, gzip-compressed; null until ready. */
    archive: bytea('archive'),
    /** Set at the request (so a job that never ran is swept too) and again when the archive is ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the token in the mailed link; null when no link was mailed. */
    downloadTokenHash: text('download_token_hash'),
  },
  (t) => [
    check('data_exports_status_check', oneOf('status', DATA_EXPORT_STATUSES)),
    check('data_exports_ready_check', sql`${t.status} <> 'ready' or (${t.archive} is not null and ${t.sizeBytes} is not null and ${t.readyAt} is not null)`),
    // At most one archive being prepared per user, also under parallel requests.
    uniqueIndex('data_exports_one_pending_per_user_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('data_exports_user_requested_idx').on(t.userId, t.requestedAt.desc()),
    index('data_exports_expires_at_idx').on(t.expiresAt),
  ],
);
