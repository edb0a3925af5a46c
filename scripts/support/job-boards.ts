// Greenhouse, Lever and Ashby job boards on loopback, answering each public API's real response
// shape: Greenhouse's { jobs, meta } with entity-escaped HTML content, Lever's bare array paged by
// skip/limit, Ashby's { apiVersion, jobs } with compensation. Tests set each board's jobs, add raw
// (malformed) entries, and make a board fail: 429 with Retry-After, 500, too slow, HTML instead of
// JSON, or a changed shape. Greenhouse and Lever also answer one posting at its own address (what
// the job capture reads a posting link with). Every request is recorded. Tests and
// `npm run bench:job-sync` share it.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BoardKind = 'greenhouse' | 'lever' | 'ashby';

export interface BoardJob {
  id: string;
  title: string;
  location?: string | null;
  /** HTML. */
  description?: string;
  postedAt?: Date;
  workplace?: 'remote' | 'hybrid' | 'on-site';
  salary?: { min: number; max: number; currency?: string; yearly?: boolean };
  /** Ashby only: an unlisted job. */
  unlisted?: boolean;
  /** Greenhouse only: the employer's name a single posting's answer carries. */
  company?: string;
}

export type BoardFailure =
  | { kind: 'rate-limited'; retryAfter: string }
  | { kind: 'error'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'html' }
  | { kind: 'shape-changed' };

export interface FakeJobBoards {
  url: string;
  port: number;
  requests: string[];
  setJobs(kind: BoardKind, board: string, jobs: BoardJob[]): void;
  /** Raw entries added after the board's jobs, as the API would list them (e.g. malformed ones). */
  setExtra(kind: BoardKind, board: string, entries: unknown[]): void;
  /** Every later request to the board fails this way, until set to null. */
  fail(kind: BoardKind, board: string, failure: BoardFailure | null): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function greenhouseJob(job: BoardJob, board: string) {
  const posted = (job.postedAt ?? new Date()).toISOString();
  return {
    id: Number(job.id),
    internal_job_id: Number(job.id) + 1_000_000,
    title: job.title,
    updated_at: posted,
    requisition_id: `REQ-${job.id}`,
    location: { name: job.workplace === 'remote' ? `Remote - ${job.location ?? 'US'}` : (job.location ?? '') },
    absolute_url: `https://boards.greenhouse.io/${board}/jobs/${job.id}`,
    language: 'en',
    metadata: null,
    data_compliance: [{ type: 'gdpr', requires_consent: false, retention_period: null }],
    content: escapeHtml(job.description ?? ''),
    departments: [{ id: 1, name: 'Engineering', child_ids: [], parent_id: null }],
    offices: [{ id: 2, name: job.location ?? 'Anywhere', location: job.location ?? null, child_ids: [], parent_id: null }],
    first_published: posted,
  };
}

function leverPosting(job: BoardJob, board: string) {
  return {
    id: job.id,
    text: job.title,
    categories: { commitment: 'Full-time', department: 'Engineering', location: job.location ?? null, team: 'Platform', allLocations: [job.location] },
    country: 'US',
    workplaceType: job.workplace ?? 'unspecified',
    createdAt: (job.postedAt ?? new Date()).getTime(),
    hostedUrl: `https://jobs.lever.co/${board}/${job.id}`,
    applyUrl: `https://jobs.lever.co/${board}/${job.id}/apply`,
    description: job.description ?? '',
    descriptionPlain: (job.description ?? '').replace(/<[^>]+>/g, ''),
    lists: [{ text: 'What you will do', content: '<li>Build things</li><li>Ship them</li>' }],
    additional: '<p>We are an equal opportunity employer.</p>',
    additionalPlain: 'We are an equal opportunity employer.',
    ...(job.salary && {
      salaryRange: { currency: job.salary.currency ?? 'USD', interval: job.salary.yearly === false ? 'per-hour-wage' : 'per-year-salary', min: job.salary.min, max: job.salary.max },
    }),
  };
}

function ashbyJob(job: BoardJob, board: string) {
  const workplace = { remote: 'Remote', hybrid: 'Hybrid', 'on-site': 'OnSite' } as const;
  return {
    id: job.id,
    title: job.title,
    department: 'Engineering',
    team: 'Platform',
    employmentType: 'FullTime',
    location: job.location ?? 'Remote',
    secondaryLocations: [],
    publishedAt: (job.postedAt ?? new Date()).toISOString(),
    isListed: !job.unlisted,
    isRemote: job.workplace === 'remote',
    workplaceType: job.workplace ? workplace[job.workplace] : null,
    address: { postalAddress: { addressLocality: job.location ?? null, addressCountry: 'United States' } },
    jobUrl: `https://jobs.ashbyhq.com/${board}/${job.id}`,
    applyUrl: `https://jobs.ashbyhq.com/${board}/${job.id}/application`,
    descriptionHtml: job.description ?? '',
    descriptionPlain: (job.description ?? '').replace(/<[^>]+>/g, ''),
    compensation: job.salary
      ? {
          compensationTierSummary: `$${job.salary.min / 1000}K – $${job.salary.max / 1000}K`,
          scrapeableCompensationSalarySummary: `$${job.salary.min / 1000}K - $${job.salary.max / 1000}K`,
          compensationTiers: [],
          summaryComponents: [
            {
              compensationType: 'Salary',
              interval: job.salary.yearly === false ? '1 HOUR' : '1 YEAR',
              currencyCode: job.salary.currency ?? 'USD',
              minValue: job.salary.min,
              maxValue: job.salary.max,
            },
            { compensationType: 'EquityPercentage', interval: 'NONE', currencyCode: null, minValue: 0.1, maxValue: 0.5 },
          ],
        }
      : null,
  };
}

export async function startJobBoards(options: { port?: number } = {}): Promise<FakeJobBoards> {
  const jobs = new Map<string, BoardJob[]>();
  const extra = new Map<string, unknown[]>();
  const failures = new Map<string, BoardFailure>();
  const requests: string[] = [];
  const key = (kind: BoardKind, board: string) => `${kind}:${board.toLowerCase()}`;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    // One connection per request: a kept-alive one can be closed by the server's idle timer just
    // as the client reuses it (ECONNRESET), which embedded PGlite's long synchronous writes between
    // two syncs made likely. Real boards are reached the same way either way.
    res.shouldKeepAlive = false;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    // The second group, when there is one, is a single posting's id.
    const routes: Array<[BoardKind, RegExp]> = [
      ['greenhouse', /^\/v1\/boards\/([^/]+)\/jobs(?:\/([^/]+))?$/],
      ['lever', /^\/v0\/postings\/([^/]+)(?:\/([^/]+))?$/],
      ['ashby', /^\/posting-api\/job-board\/([^/]+)$/],
    ];
    const route = routes.map(([kind, pattern]) => [kind, pattern.exec(url.pathname)] as const).find(([, m]) => m);
    if (!route) return json(res, 404, { error: 'Not found' });
    const [kind, match] = route;
    const board = decodeURIComponent(match![1]!);
    const postingId = match![2] === undefined ? null : decodeURIComponent(match![2]);
    const k = key(kind, board);
    const notFound = () => json(res, 404, kind === 'greenhouse' ? { status: 404, error: 'Job not found' } : { ok: false, error: 'Document not found' });
    if (!jobs.has(k)) return notFound();
    const failure = failures.get(k);
    const answer = () => {
      const list = jobs.get(k)!;
      if (postingId !== null) {
        const one = list.find((j) => j.id === postingId);
        if (!one) return notFound();
        if (kind === 'lever') return json(res, 200, leverPosting(one, board));
        return json(res, 200, { ...greenhouseJob(one, board), ...(one.company && { company_name: one.company }) });
      }
      const raw = extra.get(k) ?? [];
      if (kind === 'greenhouse') {
        const entries = [...list.map((j) => greenhouseJob(j, board)), ...raw];
        return json(res, 200, { jobs: entries, meta: { total: entries.length } });
      }
      if (kind === 'ashby') return json(res, 200, { apiVersion: '1', jobs: [...list.map((j) => ashbyJob(j, board)), ...raw] });
      const all = [...list.map((j) => leverPosting(j, board)), ...raw];
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? all.length);
      return json(res, 200, all.slice(skip, skip + limit));
    };
    if (!failure) return answer();
    switch (failure.kind) {
      case 'rate-limited':
        res.writeHead(429, { 'retry-after': failure.retryAfter, 'content-type': 'application/json' });
        return res.end('{"error":"Too many requests"}');
      case 'error':
        return json(res, failure.status, { error: 'Internal server error' });
      case 'slow':
        return void setTimeout(answer, failure.delayMs);
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!DOCTYPE html><html><head><title>Jobs</title></head><body><h1>Current openings</h1></body></html>');
      case 'shape-changed':
        return json(res, 200, kind === 'lever' ? { data: [], hasNext: false } : { postings: [], total: 0 });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setJobs: (kind, board, list) => void jobs.set(key(kind, board), list),
    setExtra: (kind, board, entries) => void extra.set(key(kind, board), entries),
    fail: (kind, board, failure) => void (failure ? failures.set(key(kind, board), failure) : failures.delete(key(kind, board))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
