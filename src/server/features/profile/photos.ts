// Profile photos (docs/decisions/025-profile-photos-and-member-card.md): an upload is judged by its first bytes,
// decoded and re-encoded by sharp to a square WebP (which drops EXIF, GPS and every other piece of
// metadata), and stored by user with a hash of its bytes, the hash being part of its address. A
// photo is read by anyone while its owner's profile is visible, and by its owner only otherwise.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PHOTO_LIMITS, PHOTO_TEXT, photoPath, type PhotoType } from '#shared/constants/profile.ts';
import { PRIVACY_DEFAULTS } from '#shared/constants/settings.ts';
import { selectRows, type Db } from '../../db/client.ts';
import { profilePhotos } from '../../db/schema/index.ts';
import type { AuthedContext } from '../../trpc/context.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type a file's first bytes name, or null for anything but JPEG, PNG and WebP. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type PhotoRefusal = 'wrong-type' | 'too-many-pixels' | 'unreadable';
export type ProcessedPhoto = { ok: true; webp: Buffer; hash: string } | { ok: false; reason: PhotoRefusal };

/**
 * The stored form of an uploaded image: turned upright by its EXIF orientation, cropped to a
 * square around its most interesting part and resized. sharp writes no metadata unless asked to.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, reason: 'wrong-type' };
  try {
    // Loaded at the first upload, not at start-up (docs/architecture.md, "Start-up").
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' });
    // The decoder must agree with the bytes' own claim: a PNG signature on a GIF is not a PNG.
    const { format } = await image.metadata();
    if (format !== type) return { ok: false, reason: 'wrong-type' };
    const webp = await image
      .rotate()
      .resize(PHOTO_LIMITS.sizePx, PHOTO_LIMITS.sizePx, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: PHOTO_LIMITS.webpQuality })
      .toBuffer();
    return { ok: true, webp, hash: createHash('sha256').update(webp).digest('hex').slice(0, PHOTO_LIMITS.hashChars) };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) return { ok: false, reason: 'too-many-pixels' };
    return { ok: false, reason: 'unreadable' };
  }
}

/** How the upload route answers each refusal. */
export const PHOTO_REFUSALS = {
  'wrong-type': { code: 'UNSUPPORTED_MEDIA_TYPE', message: PHOTO_TEXT.wrongType },
  'too-many-pixels': { code: 'UNPROCESSABLE_CONTENT', message: PHOTO_TEXT.tooManyPixels },
  unreadable: { code: 'UNPROCESSABLE_CONTENT', message: PHOTO_TEXT.unreadable },
} as const satisfies Record<PhotoRefusal, { code: string; message: string }>;

/** Replaces the user's photo; answers its new address. */
export async function savePhoto(db: Db, userId: string, photo: { webp: Buffer; hash: string }): Promise<string> {
  const values = { hash: photo.hash, content: photo.webp, sizeBytes: photo.webp.length, createdAt: new Date() };
  await db
    .insert(profilePhotos)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profilePhotos.userId, set: values });
  return photoPath(userId, photo.hash);
}

/** Removes the caller's photo, if they have one; their page and card fall back to initials. */
export async function removePhoto(ctx: AuthedContext): Promise<void> {
  await ctx.db.delete(profilePhotos).where(eq(profilePhotos.userId, ctx.user.id));
}

/** A photo at its exact address, with whether its owner's profile is visible to others; null when there is none. */
export async function readPhoto(db: Db, userId: string, hash: string): Promise<{ content: Buffer; visible: boolean } | null> {
  const [row] = await selectRows<{ content: Buffer | Uint8Array; visible: boolean | null }>(
    db,
    sql`select ph.content, s.profile_visible as visible
        from profile_photos ph left join user_settings s on s.user_id = ph.user_id
        where ph.user_id = ${userId} and ph.hash = ${hash}`,
  );
  if (!row) return null;
  return { content: Buffer.from(row.content), visible: row.visible ?? PRIVACY_DEFAULTS.profileVisible };
}
