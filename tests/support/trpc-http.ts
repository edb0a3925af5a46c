// tRPC over real HTTP (Fastify's inject): what a browser or a script sends, cookies included.
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { randomIp } from './users.ts';

export interface TrpcResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  data: T;
  error: { message: string; data: { code: string; title: string | null; description: string | null; fieldErrors: Record<string, string[]> | null } } | null;
  /** The session token the response set, '' when it cleared the cookie, undefined when untouched. */
  sessionToken: string | undefined;
}

export interface CallOptions {
  token?: string | null;
  bearer?: string;
  ip?: string;
}

function readSessionCookie(setCookie: string | string[] | number | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  const ours = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return ours === undefined ? undefined : ours.slice(SESSION_COOKIE.length + 1).split(';')[0];
}

/**
 * One call as the browser's link sends it, with its input already encoded (the fuzzer sends
 * envelopes no client would write): a GET with `input` for a query, a JSON POST for a mutation.
 */
export function sendTrpc(app: FastifyInstance, kind: 'query' | 'mutation', path: string, encoded: string | undefined, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  return kind === 'query'
    ? app.inject({
        method: 'GET',
        url: `/trpc/${path}${encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`}`,
        headers,
        remoteAddress: options.ip,
      })
    : app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: encoded ?? '',
        remoteAddress: options.ip,
      });
}

export async function trpcCall<T = unknown>(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
  options: CallOptions = {},
): Promise<TrpcResponse<T>> {
  const encoded = input === undefined ? (kind === 'mutation' ? '{}' : undefined) : JSON.stringify(superjson.serialize(input));
  const res = await sendTrpc(app, kind, path, encoded, options);
  const body = res.json() as { result?: { data: never }; error?: { json?: never } & TrpcResponse['error'] };
  const error = body.error ? ((superjson.deserialize(body.error as never) as TrpcResponse['error']) ?? body.error) : null;
  return {
    status: res.statusCode,
    headers: res.headers,
    data: body.result ? (superjson.deserialize(body.result.data) as T) : (undefined as T),
    error,
    sessionToken: readSessionCookie(res.headers['set-cookie']),
  };
}

/** `mutate` and `query` for one app, each request from its own random address unless one is given. */
export function httpCaller(app: FastifyInstance) {
  return {
    mutate: <T = unknown>(path: string, input?: unknown, options?: CallOptions) => trpcCall<T>(app, 'mutation', path, input, { ip: randomIp(), ...options }),
    query: <T = unknown>(path: string, input?: unknown, options?: CallOptions) => trpcCall<T>(app, 'query', path, input, { ip: randomIp(), ...options }),
  };
}
