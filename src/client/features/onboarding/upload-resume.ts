// The requests that are not tRPC: a resume file goes to its own multipart route (onboarding's, or
// the builder's import), through XMLHttpRequest because fetch cannot report upload progress. The
// cookie rides along.
import { RESUME_UPLOAD, RESUME_UPLOAD_FIELD, RESUME_UPLOAD_TEXT, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { TOASTS } from '#shared/toasts.ts';
import { resumeUploadResult } from '#shared/schemas/onboarding.ts';

/** The refusal the server would give, found before sending: wrong extension or too large. */
export function checkResumeFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_UPLOAD.extensions.some((ext) => name.endsWith(ext))) return RESUME_UPLOAD_TEXT.wrongType;
  if (file.size > RESUME_UPLOAD.maxBytes) return RESUME_UPLOAD_TEXT.tooLarge;
  if (file.size === 0) return RESUME_UPLOAD_TEXT.wrongType;
  return null;
}

function messageOf(status: number, body: unknown): string {
  if (status === 429) return TOASTS.common.rateLimited.description!;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : RESUME_UPLOAD_TEXT.failed;
}

/**
 * Sends the file as multipart to `path` and reads the answer with `parse` (null: not what the route
 * answers). `onProgress` gets 0-1 as bytes leave. Rejects with an Error carrying the server's words.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  parse: (body: unknown) => T | null,
  onProgress: (fraction: number) => void = () => undefined,
): { done: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = parse(body);
        if (parsed !== null) resolve(parsed);
        else reject(new Error(RESUME_UPLOAD_TEXT.failed));
      } else reject(new Error(messageOf(xhr.status, body)));
    };
    xhr.onerror = () => reject(new Error(RESUME_UPLOAD_TEXT.failed));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    const form = new FormData();
    form.append(RESUME_UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Onboarding's upload: the file is stored and attached to the profile. */
export const uploadResume = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(RESUME_UPLOAD_PATH, file, (body) => resumeUploadResult.safeParse(body).data ?? null, onProgress);

/** "840 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
