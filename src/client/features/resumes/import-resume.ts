// Import: a PDF or DOCX goes to the import route (multipart, like onboarding's upload) and a JSON
// Resume file is read here and sent to `resumes.importJson`. Both answer a draft for the editor;
// nothing is saved until the user saves it.
import { RESUME_UPLOAD, RESUME_UPLOAD_TEXT } from '#shared/constants/onboarding.ts';
import { RESUME_IMPORT_PATH, RESUME_LIMITS, RESUME_TEXT } from '#shared/constants/resumes.ts';
import { resumeDraft, type ResumeDraft } from '#shared/schemas/resumes.ts';
import { uploadFile } from '../../lib/upload.ts';

export const IMPORT_ACCEPT = '.pdf,.docx,.json,application/pdf,application/json,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const WRONG_TYPE = 'Choose a PDF, a DOCX or a JSON Resume file.';

export const isJsonResumeFile = (file: File) => file.name.toLowerCase().endsWith('.json');

/** The refusal the server would give, found before sending. */
export function checkImportFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (isJsonResumeFile(file)) return file.size > RESUME_LIMITS.jsonImportMaxBytes ? RESUME_TEXT.jsonTooLarge : null;
  if (!name.endsWith('.pdf') && !name.endsWith('.docx')) return WRONG_TYPE;
  if (file.size === 0) return WRONG_TYPE;
  if (file.size > RESUME_UPLOAD.maxBytes) return RESUME_UPLOAD_TEXT.tooLarge;
  return null;
}

export const uploadForImport = (file: File): Promise<ResumeDraft> =>
  uploadFile(RESUME_IMPORT_PATH, file, (body) => resumeDraft.safeParse(body).data ?? null).done;
