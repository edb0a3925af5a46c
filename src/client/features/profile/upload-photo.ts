// Change Photo: the image goes to its multipart route as resume files do (with upload progress);
// the server judges it by its bytes, this check only spares a round trip for the obvious cases.
import { PHOTO_LIMITS, PHOTO_TEXT, PHOTO_UPLOAD_PATH } from '#shared/constants/profile.ts';
import { photoUploadResult } from '#shared/schemas/profile.ts';
import { uploadFile } from '../../lib/upload.ts';

export function checkPhotoFile(file: File): string | null {
  if (file.size === 0) return PHOTO_TEXT.wrongType;
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_TEXT.tooLarge;
  return null;
}

export const uploadPhoto = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(PHOTO_UPLOAD_PATH, file, (body) => photoUploadResult.safeParse(body).data ?? null, onProgress);
