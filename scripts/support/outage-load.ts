// Mixed load against a running server, recorded request by request, for measuring a database
// outage: the outage test and `scripts/outage.ts` drive the same load and read the same record.
import superjson from 'superjson';
import { APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/accounts.ts';
import { signIn } from './sign-in.ts';

/** Longer than any answer should take while the database is down: past this a request counts as hung. */
export const HANG_MS = 10_000;

export interface Answer {
  kind: 'healthz' | 'search' | 'add-application' | 'export';
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no answer came (refused, reset, or hung past HANG_MS). */
  status: number;
  retryAfter: string | null;
}

export interface Load {
  answers: Answer[];
  /** Ids of tracker applications whose creation the server acknowledged with 200. */
  acknowledged: string[];
  stop: () => Promise<void>;
}

/** The premium demo account: the tracker has no free-plan limit for it, so no write is refused for that. */
const WRITER = DEMO_ACCOUNTS.find((a) => a.key === 'premium')!;

/** One request, timed; never throws. */
async function send(kind: Answer['kind'], url: string, init: RequestInit): Promise<{ answer: Answer; body: unknown }> {
  const startedAt = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    const body: unknown = await res.json().catch(() => null);
    return { answer: { kind, startedAt, endedAt: performance.now(), status: res.status, retryAfter: res.headers.get('retry-after') }, body };
  } catch {
    return { answer: { kind, startedAt, endedAt: performance.now(), status: 0, retryAfter: null }, body: null };
  }
}

/**
 * `workers` loops, each sending in turn a health check, a job search (tRPC), a new tracker
 * application (a transaction under a row lock, like most writes) and the tracker's CSV export (a
 * raw /api route), until stop().
 */
export async function startLoad(url: string, workers: number): Promise<Load> {
  const cookie = await signIn(url, WRITER.email, WRITER.password);
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let sequence = 0;
  const searchInput = encodeURIComponent(JSON.stringify(superjson.serialize({ q: 'engineer' })));

  async function worker(index: number) {
    for (let turn = index; running; turn++) {
      const step = turn % 4;
      if (step === 0) {
        answers.push((await send('healthz', `${url}/api/healthz`, {})).answer);
      } else if (step === 1) {
        answers.push((await send('search', `${url}/trpc/jobs.search?input=${searchInput}`, {})).answer);
      } else if (step === 3) {
        answers.push((await send('export', `${url}${APPLICATIONS_EXPORT_PATH}`, { headers: { cookie } })).answer);
      } else {
        const input = { companyName: `Outage Co ${++sequence}`, jobTitle: 'Engineer', status: 'applied' };
        const { answer, body } = await send('add-application', `${url}/trpc/applications.add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(superjson.serialize(input)),
        });
        answers.push(answer);
        const id = (body as { result?: { data?: { json?: { id?: string } } } } | null)?.result?.data?.json?.id;
        if (answer.status === 200 && id) acknowledged.push(id);
      }
    }
  }

  const loops = Array.from({ length: workers }, (_, i) => worker(i));
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Polls until the server answers `path` with 200; the milliseconds that took, or null past the limit. */
export async function waitForOk(url: string, limitMs: number, path = '/api/healthz'): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (res?.status === 200) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Answers by status, and the longest answer, among requests sent between `from` and `to`. */
export function summarize(answers: Answer[], from: number, to: number) {
  const during = answers.filter((a) => a.startedAt >= from && a.startedAt < to);
  const byStatus: Record<string, number> = {};
  for (const a of during) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return {
    byStatus,
    longestMs: Math.round(Math.max(0, ...during.map((a) => a.endedAt - a.startedAt))),
    withoutRetryAfter: during.filter((a) => a.status === 503 && !a.retryAfter).length,
    total: during.length,
  };
}
