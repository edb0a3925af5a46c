// The requests that are not tRPC: a file goes to its own multipart route (a resume, a profile
// photo, a job import), through XMLHttpRequest because fetch cannot report upload progress. The
// cookie rides along.
import { UPLOAD_FIELD, UPLOAD_TEXT } from '#shared/constants.ts';
import { TOASTS } from '#shared/toasts.ts';

/** The route's own words when it gave them (a limit names what it counts), else the generic ones for the status. */
function messageOf(status: number, body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message === 'string' && message) return message;
  return status === 429 ? TOASTS.common.rateLimited.description! : UPLOAD_TEXT.failed;
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
        else reject(new Error(UPLOAD_TEXT.failed));
      } else reject(new Error(messageOf(xhr.status, body)));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_TEXT.failed));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
