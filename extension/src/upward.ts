// The Upward server this copy of the extension belongs to, the token it saves with, and the save
// itself: one tRPC mutation over plain fetch. The download wrote the server's origin into
// config.json (src/server/features/job-capture/routes.ts); the token is the user's, pasted once.
import { JOB_CAPTURE_EXTENSION, type JobCaptureExtensionConfig } from '#shared/constants/job-capture.ts';
import type { CaptureSaveInput, CaptureSaveResult } from '#shared/schemas/job-capture.ts';

const TOKEN_KEY = 'token';

/** The server's origin, or null for a copy built but not downloaded from a server. */
export async function serverOrigin(): Promise<string | null> {
  try {
    const res = await fetch(chrome.runtime.getURL(JOB_CAPTURE_EXTENSION.configFile));
    const config = (await res.json()) as Partial<JobCaptureExtensionConfig>;
    return typeof config.origin === 'string' && URL.canParse(config.origin) ? config.origin : null;
  } catch {
    return null;
  }
}

export async function storedToken(): Promise<string | null> {
  const { [TOKEN_KEY]: token } = await chrome.storage.local.get(TOKEN_KEY);
  return typeof token === 'string' && token ? token : null;
}

export const storeToken = (token: string) => chrome.storage.local.set({ [TOKEN_KEY]: token });
export const forgetToken = () => chrome.storage.local.remove(TOKEN_KEY);

export type SaveOutcome =
  | { ok: true; result: CaptureSaveResult }
  /** `tokenRefused`: the token must be replaced before trying again. */
  | { ok: false; message: string; tokenRefused: boolean };

interface TrpcError {
  error?: { json?: { message?: string } };
}

/**
 * `jobCapture.save` as the API's scripts call it: a Bearer token, JSON, and superjson's envelope
 * (`{"json": input}`; the posting's dates travel as ISO text, which the schema accepts). Every
 * failure comes back in words: what went wrong and what to do.
 */
export async function saveToUpward(origin: string, token: string, input: CaptureSaveInput): Promise<SaveOutcome> {
  let res: Response;
  try {
    res = await fetch(`${origin}/trpc/jobCapture.save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: input }),
    });
  } catch {
    return { ok: false, message: JOB_CAPTURE_EXTENSION.unreachable(origin), tokenRefused: false };
  }
  const body = (await res.json().catch(() => null)) as ({ result?: { data?: { json?: CaptureSaveResult } } } & TrpcError) | null;
  const result = body?.result?.data?.json;
  if (res.ok && result) return { ok: true, result };
  if (res.status === 401) return { ok: false, message: JOB_CAPTURE_EXTENSION.tokenRefused, tokenRefused: true };
  const trpcError = body?.error?.json;
  // tRPC's 403 is the token's scope; any other 403 (a proxy, the server's own guard) is told as it is.
  if (res.status === 403 && trpcError) return { ok: false, message: JOB_CAPTURE_EXTENSION.outOfScope, tokenRefused: true };
  // The server's refusals are written for people (an invalid posting, a limit reached).
  return { ok: false, message: trpcError?.message ?? JOB_CAPTURE_EXTENSION.failed(res.status), tokenRefused: false };
}
