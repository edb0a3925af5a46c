// Profile photos: one per user, re-encoded on the server (docs/decisions/025-profile-photos-and-member-card.md).
// Stored in the database so PGlite and Postgres alike serve them and the data export includes them.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PHOTO_LIMITS } from '#shared/constants/profile.ts';
import { bytea, createdAt } from './helpers.ts';
import { ownerId } from './users.ts';

export const profilePhotos = pgTable(
  'profile_photos',
  {
    userId: ownerId().primaryKey(),
    /** The first hex digits of the SHA-256 of `content`: the photo's address changes with every new photo. */
    hash: text('hash').notNull(),
    /** WebP, square, PHOTO_LIMITS.sizePx on a side. */
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('profile_photos_hash_check', sql`${t.hash} ~ '^[0-9a-f]{${sql.raw(String(PHOTO_LIMITS.hashChars))}}$'`),
    check('profile_photos_size_check', sql`${t.sizeBytes} = octet_length(${t.content}) and ${t.sizeBytes} > 0`),
  ],
);
