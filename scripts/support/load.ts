// Closed-loop HTTP load, recording every request, so a caller can ask what happened to the requests
// in flight at one moment (a shutdown signal) and to those sent after it: the shutdown script and the
// process tests use it. Each client sends its next request as soon as the last one is answered.
// Kept-alive clients reuse one connection; short-lived clients open a new one for every request.
// Every few requests of a kept-alive client is a slow one whose body arrives later, so a handler is
// still reading when the signal comes. With `healthCheckMs` the clients stand behind a load balancer
// model: it asks /api/healthz that often and stops sending here at the first answer other than 200.
import http from 'node:http';

export interface LoadOptions {
  /** Clients on kept-alive connections, each with one request at a time. */
  connections: number;
  /** Clients that open a new connection for each request (`Connection: close`). */
  shortLived?: number;
  /** GET paths, taken in turn. */
  paths: string[];
  /** Every n-th request of a kept-alive client is a POST whose body is sent `slowMs` after its headers (0: none). */
  slowEvery?: number;
  slowMs?: number;
  /** Ask /api/healthz this often, on a connection of its own, and send nothing more once it answers anything but 200 (or does not answer). */
  healthCheckMs?: number;
}

export interface RequestRecord {
  path: string;
  sentAt: number;
  doneAt: number | null;
  status: number | null;
  error: string | null;
  /** The request's connection was established (reused, or its handshake completed) before it failed or was answered. */
  connected: boolean;
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

export interface AfterReport {
  /** Requests not settled before the moment: in flight then, or sent after. */
  requests: number;
  /** Answers by status. */
  answered: Record<string, number>;
  /** Requests whose connection was never established (refused), by error code: nothing reached the server, so a client may send them elsewhere. */
  refused: Record<string, number>;
  /** Requests whose connection was established and whose bytes went out, but which got no answer (reset, hang-up), by error code. */
  resets: Record<string, number>;
  /** The last answer's time (performance.now()), or null. */
  lastAnswerAt: number | null;
}

export interface Load {
  records: RequestRecord[];
  /** When the load balancer model took the server out (performance.now()), or null. */
  outAt: number | null;
  /** Stops sending new requests; resolves when every request sent has settled. */
  stop(): Promise<void>;
  /** What became of the requests in flight at `moment` (a performance.now() reading). */
  inFlightAt(moment: number): InFlightReport;
  /** What became of every request not settled before `moment`. */
  after(moment: number): AfterReport;
}

const SLOW_BODY = '{}';
/** A mutation that needs no session and no rows: the slowness is the body's arrival. */
const SLOW_PATH = '/trpc/auth.signOut';

function send(agent: http.Agent | false, base: URL, path: string, slowMs: number, record: RequestRecord): Promise<void> {
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
        path,
        headers: {
          ...(slow && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SLOW_BODY) }),
          ...(agent === false && { connection: 'close' }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => settle(res.statusCode ?? 0, null, res.headers.connection === 'close'));
        res.on('error', (err: NodeJS.ErrnoException) => settle(null, err.code ?? err.message));
      },
    );
    req.on('socket', (socket) => {
      if (!socket.connecting) record.connected = true;
      else socket.once('connect', () => (record.connected = true));
    });
    req.on('error', (err: NodeJS.ErrnoException) => settle(null, err.code ?? err.message));
    if (slow) {
      req.flushHeaders();
      setTimeout(() => req.end(SLOW_BODY), slowMs);
    } else req.end();
  });
}

const count = (tally: Record<string, number>, key: string) => (tally[key] = (tally[key] ?? 0) + 1);

export function startLoad(baseUrl: string, options: LoadOptions): Load {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const records: RequestRecord[] = [];
  let stopped = false;
  let outAt: number | null = null;
  let counter = 0;

  async function healthCheck(everyMs: number) {
    while (!stopped && outAt === null) {
      const probe: RequestRecord = { path: '/api/healthz', sentAt: performance.now(), doneAt: null, status: null, error: null, connected: false, closesConnection: false };
      await send(false, base, probe.path, 0, probe);
      if (probe.status !== 200) outAt = performance.now();
      else await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  async function client(keptAlive: boolean) {
    while (!stopped && outAt === null) {
      const n = counter++;
      const slow = keptAlive && options.slowEvery ? n % options.slowEvery === options.slowEvery - 1 : false;
      const path = slow ? SLOW_PATH : options.paths[n % options.paths.length]!;
      const record: RequestRecord = { path, sentAt: performance.now(), doneAt: null, status: null, error: null, connected: false, closesConnection: false };
      records.push(record);
      await send(keptAlive ? agent : false, base, path, slow ? (options.slowMs ?? 0) : 0, record);
      // A refused connection (the server is gone) answers at once: do not spin on it.
      if (record.error) await new Promise((r) => setTimeout(r, 20));
    }
  }
  const running = Promise.all([
    ...Array.from({ length: options.connections }, () => client(true)),
    ...Array.from({ length: options.shortLived ?? 0 }, () => client(false)),
    options.healthCheckMs && healthCheck(options.healthCheckMs),
  ]);

  return {
    records,
    get outAt() {
      return outAt;
    },
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
          count(report.statuses, String(r.status));
        } else {
          report.failed++;
          count(report.errors, r.error ?? 'pending');
        }
      }
      return report;
    },
    after: (moment) => {
      const report: AfterReport = { requests: 0, answered: {}, refused: {}, resets: {}, lastAnswerAt: null };
      for (const r of records) {
        if (r.doneAt !== null && r.doneAt <= moment) continue;
        report.requests++;
        if (r.status !== null) {
          count(report.answered, String(r.status));
          report.lastAnswerAt = Math.max(report.lastAnswerAt ?? 0, r.doneAt!);
        } else if (!r.connected) count(report.refused, r.error ?? 'pending');
        else count(report.resets, r.error ?? 'pending');
      }
      return report;
    },
  };
}
