// Log lines for a person at a terminal (development, standard output a TTY): one line per request,
// "GET /api/healthz 200 3 ms", and "level message key=value" for the rest. Production, a pipe and
// the tests keep pino's JSON lines, which tools read. In-process and synchronous, unlike a pino
// transport: no worker thread to start, and nothing needed from the dev dependencies.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** pino's own fields and the request id: the line's shape says them, or a terminal reader needs them not. */
const UNSAID = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);
const REQUEST_DONE = 'request completed';

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null;

/** A value as it reads after `key=`: bare when it is one word, else quoted JSON. */
const formatValue = (v: unknown) => (typeof v === 'string' && /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v));

/** One pino JSON line as a terminal line (an error's stack follows it, indented); anything else as it came. */
export function formatLogLine(json: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  if (!isFields(entry)) return json;
  const { req, res, responseTime, err } = entry;
  if (entry.msg === REQUEST_DONE && isFields(req) && isFields(res) && typeof responseTime === 'number') {
    return `${String(req.method)} ${String(req.url)} ${String(res.statusCode)} ${Math.round(responseTime)} ms`;
  }
  const pairs = Object.entries(entry).flatMap(([key, value]) => (UNSAID.has(key) ? [] : [`${key}=${formatValue(value)}`]));
  const line = [LEVELS[entry.level as number] ?? String(entry.level), ...(typeof entry.msg === 'string' ? [entry.msg] : []), ...pairs].join(' ');
  if (!isFields(err)) return line;
  const detail = typeof err.stack === 'string' ? err.stack : `${String(err.type)}: ${String(err.message)}`;
  return `${line}\n${detail.replace(/^/gm, '    ')}`;
}

/** A pino destination writing each line, formatted, to `out`. */
export function terminalLogStream(out: NodeJS.WritableStream) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(`${formatLogLine(line)}\n`);
    },
  };
}

/**
 * Fastify's request lines, folded into one at the end that carries the method and path (Fastify's
 * own "request completed" names only the request id, its "incoming request" the path).
 */
export class TerminalLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, REQUEST_DONE);
  }
}
