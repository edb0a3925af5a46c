// Onboarding's resume file: checked before sending, then sent to its multipart route.
import { RESUME_UPLOAD, RESUME_UPLOAD_PATH, RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import { resumeUploadResult } from '#shared/schemas/onboarding.ts';
import { uploadFile } from '../../lib/upload.ts';

/** The refusal the server would give, found before sending: wrong extension or too large. */
export function checkResumeFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_UPLOAD.extensions.some((ext) => name.endsWith(ext))) return RESUME_UPLOAD_TEXT.wrongType;
  if (file.size > RESUME_UPLOAD.maxBytes) return RESUME_UPLOAD_TEXT.tooLarge;
  if (file.size === 0) return RESUME_UPLOAD_TEXT.wrongType;
  return null;
}

/** Onboarding's upload: the file is stored and attached to the profile. */
export const uploadResume = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(RESUME_UPLOAD_PATH, file, (body) => resumeUploadResult.safeParse(body).data ?? null, onProgress);
