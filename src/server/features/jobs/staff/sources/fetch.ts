// Reading a job board's API: one GET, bounded in time and size, answering parsed JSON or a FeedError
// whose message is what the source shows staff. Nothing here touches the database: a sync fetches
// before it opens its transaction.
import { JOB_SOURCE_LIMITS, JOB_SOURCE_TEXT } from '#shared/constants/jobs.ts';

export class FeedError extends Error {
  /** Set for a 429: how long the board asked us to wait, in seconds. */
  readonly retryAfterSeconds: number | null;
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'FeedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After is seconds or an HTTP date; anything else is no hint. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new FeedError(JOB_SOURCE_TEXT.tooLarge);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    // A chunked answer without a length is counted as it arrives and cut off at the cap.
    if (size > maxBytes) throw new FeedError(JOB_SOURCE_TEXT.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** GETs the address and answers its JSON; every way the board can fail becomes a FeedError. */
export async function fetchFeedJson(url: string, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let contentType: string;
  try {
    const res = await fetch(url, { signal, headers: { accept: 'application/json' }, redirect: 'follow' });
    if (res.status === 429) {
      await res.body?.cancel();
      throw new FeedError(JOB_SOURCE_TEXT.rateLimited, retryAfterSeconds(res.headers.get('retry-after')));
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new FeedError(JOB_SOURCE_TEXT.notFound);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new FeedError(JOB_SOURCE_TEXT.httpError(res.status));
    }
    contentType = res.headers.get('content-type') ?? '';
    text = await readCapped(res, JOB_SOURCE_LIMITS.maxBodyBytes);
  } catch (err) {
    if (err instanceof FeedError) throw err;
    if (signal.aborted) throw new FeedError(JOB_SOURCE_TEXT.timeout(timeoutMs / 1000));
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(JOB_SOURCE_TEXT.network(cause?.code ?? cause?.message ?? (err as Error).message));
  }
  if (/text\/html/i.test(contentType) || /^\s*</.test(text)) throw new FeedError(JOB_SOURCE_TEXT.notJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FeedError(JOB_SOURCE_TEXT.badJson);
  }
}
