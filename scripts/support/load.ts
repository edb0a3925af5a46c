// Closed-loop HTTP load over kept-alive connections, recording every request, so a caller can
// ask what happened to the requests that were in flight at one moment (a shutdown signal): the
// shutdown script and the process tests use it. Each connection sends its next request as soon as
// the last one is answered; every few requests is a slow one whose body arrives later, so a
// handler is still reading when the signal comes.
import http from 'node:http';

export interface LoadOptions {
  /** Concurrent kept-alive connections, each with one request at a time. */
  connections: number;
  /** GET paths, taken in turn. */
  paths: string[];
  /** Every n-th request is a POST whose body is sent `slowMs` after its headers (0: none). */
  slowEvery?: number;
  slowMs?: number;
}

export interface RequestRecord {
  sentAt: number;
  doneAt: number | null;
  status: number | null;
  error: string | null;
  /** The answer said `Connection: close`. */
  closesConnection: boolean;
}

export interface InFlightReport {
  /** Requests sent before the moment and not answered by then. */
  inFlight: number;
  /** Of those, answered with a status (any status). */
  answered: number;
  /** Of those, failed at the socket (reset, hang-up), by error code. */
  failed: number;
  errors: Record<string, number>;
  statuses: Record<string, number>;
}

export interface Load {
  records: RequestRecord[];
  /** Stops sending new requests; resolves when every request sent has settled. */
  stop(): Promise<void>;
  /** What became of the requests in flight at `moment` (a performance.now() reading). */
  inFlightAt(moment: number): InFlightReport;
}

const SLOW_BODY = '{}';

function send(agent: http.Agent, base: URL, path: string, slowMs: number, record: RequestRecord): Promise<void> {
  return new Promise((resolve) => {
    const settle = (status: number | null, error: string | null, closesConnection = false) => {
      if (record.doneAt !== null) return;
      record.doneAt = performance.now();
      record.status = status;
      record.error = error;
      record.closesConnection = closesConnection;
      resolve();
    };
    const slow = slowMs > 0;
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: slow ? 'POST' : 'GET',
        // A mutation that needs no session and no rows: the slowness is the body's arrival.
        path: slow ? '/trpc/auth.signOut' : path,
        headers: slow ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SLOW_BODY) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => settle(res.statusCode ?? 0, null, res.headers.connection === 'close'));
        res.on('error', (err: NodeJS.ErrnoException) => settle(null, err.code ?? err.message));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => settle(null, err.code ?? err.message));
    if (slow) {
      req.flushHeaders();
      setTimeout(() => req.end(SLOW_BODY), slowMs);
    } else req.end();
  });
}

export function startLoad(baseUrl: string, options: LoadOptions): Load {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const records: RequestRecord[] = [];
  let stopped = false;
  let counter = 0;

  async function connection() {
    while (!stopped) {
      const n = counter++;
      const slow = options.slowEvery ? n % options.slowEvery === options.slowEvery - 1 : false;
      const record: RequestRecord = { sentAt: performance.now(), doneAt: null, status: null, error: null, closesConnection: false };
      records.push(record);
      await send(agent, base, options.paths[n % options.paths.length]!, slow ? (options.slowMs ?? 0) : 0, record);
      // A refused connection (the server is gone) answers at once: do not spin on it.
      if (record.error) await new Promise((r) => setTimeout(r, 20));
    }
  }
  const running = Promise.all(Array.from({ length: options.connections }, connection));

  return {
    records,
    stop: async () => {
      stopped = true;
      await running;
      agent.destroy();
    },
    inFlightAt: (moment) => {
      const report: InFlightReport = { inFlight: 0, answered: 0, failed: 0, errors: {}, statuses: {} };
      for (const r of records) {
        if (r.sentAt > moment || (r.doneAt !== null && r.doneAt <= moment)) continue;
        report.inFlight++;
        if (r.status !== null) {
          report.answered++;
          report.statuses[r.status] = (report.statuses[r.status] ?? 0) + 1;
        } else {
          report.failed++;
          report.errors[r.error ?? 'pending'] = (report.errors[r.error ?? 'pending'] ?? 0) + 1;
        }
      }
      return report;
    },
  };
}
