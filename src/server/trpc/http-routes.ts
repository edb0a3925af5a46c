// The raw HTTP routes' twin of the procedure tiers: every /api/* route is defined here, by its key in
// the access table (trpc/levels.ts) and a handler. The helper builds the request's context exactly as
// tRPC does, applies the level's tier (tiers.ts) before the handler runs, counts the route's rate
// limit before any body is read, and answers every refusal, a handler's, a service's or a tier's, in
// the app's one JSON error shape with its status from tRPC's one table. Anything else goes on to
// Fastify's error handler (app.ts), as it would from any route.
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Toast } from '#shared/toasts.ts';
import { AppError } from '../platform/errors.ts';
import { enforceRateLimit, RateLimitedError, type RateRule } from '../platform/rate-limit.ts';
import { readUploadedFile, registerUploadScope, type UploadRules } from '../platform/uploads.ts';
import { contextFactory, type Context, type ServerContext, type ServerDeps, type SignedInContext } from './context.ts';
import { ROUTE_ACCESS, type Level, type RouteKey } from './levels.ts';
import { enterLevel, requireTokenScope, type LevelContexts } from './tiers.ts';

/**
 * A handler's own refusal, in the route's words: one of tRPC's codes, so its status comes from the
 * same table as every other. A toast gives the answer its title too.
 */
export class RouteRefusal extends TRPCError {
  readonly title: string | undefined;

  constructor(code: TRPC_ERROR_CODE_KEY, message: string | Toast) {
    super({ code, message: typeof message === 'string' ? message : (message.description ?? message.title) });
    this.name = 'RouteRefusal';
    this.title = typeof message === 'string' ? undefined : message.title;
  }
}

type LevelOf<K extends RouteKey> = (typeof ROUTE_ACCESS)[K];

/**
 * What a handler's `ctx` is at each level. A public route does not look the caller up unless it
 * asks (`enter`), so a visitor's request reads no session and a cached answer sets no cookie.
 */
type RouteContext<L extends Level> = L extends 'public' ? ServerContext : LevelContexts[L];

/** `{ id: string }` for `GET /api/resumes/:id/pdf`: the path's parameters, as Fastify reads them. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Record<Name, string>
    : Record<never, never>;

export interface RouteOptions<L extends Level> {
  /** `cache-control: no-store` on every answer the handler does not give another (refusals included). */
  noStore?: boolean;
  /**
   * The path's parameters: a path the schema refuses names nothing, and is a 404 in these words
   * before the caller is even asked who they are. The handler gets what the schema made of them.
   */
  params?: { schema: z.ZodType; notFound: string | Toast };
  /**
   * A proof of the route's own that stands in for the tier (the data export's mailed link): a
   * request that carries one skips the tier, and the handler's context holds the proof instead of
   * a caller. Without one, the level applies as to any other request.
   */
  proof?: (req: FastifyRequest) => unknown;
  /** Who else the route refuses on top of its level (FORBIDDEN in these words), before the rate limit counts. */
  only?: { admits: (ctx: RouteContext<L>) => boolean; refusal: string | Toast };
  /** Counted per user (past the tier) or per address, before any body is read; past it, 429 with Retry-After. */
  rateLimit?: { rule: RateRule; per: L extends 'public' ? 'ip' : 'user' | 'ip' };
  /** One file as multipart/form-data under these rules, in a scope of its own so no other route parses forms. */
  upload?: UploadRules;
  /**
   * The body as it came, in a scope without the JSON parser: kept as bytes (a signature covers
   * them) or read and dropped (a one-click unsubscribe's is a fixed phrase), at most maxBytes.
   */
  body?: { keep: 'bytes' | 'nothing'; maxBytes: number };
}

type ProofContext<O> = O extends { proof: (req: FastifyRequest) => infer P } ? ServerContext & { proof: NonNullable<P> } : never;

/** The context at a level for this request, built on first use; the tier's refusal, or `refusal` instead (a hidden thing is a 404). */
type Enter = <L extends Level>(level: L, refusal?: RouteRefusal) => Promise<LevelContexts[L]>;

export type RouteArgs<K extends RouteKey, O extends RouteOptions<LevelOf<K>>> = {
  req: FastifyRequest<{ Params: PathParams<K> }>;
  reply: FastifyReply;
  ctx: RouteContext<LevelOf<K>> | ProofContext<O>;
} & (LevelOf<K> extends 'public' ? { enter: Enter } : unknown) &
  (O extends { params: { schema: infer S extends z.ZodType } } ? { params: z.output<S> } : unknown) &
  (O extends { upload: UploadRules } ? { readFile: () => Promise<{ fileName: string; contentType: string; bytes: Buffer }> } : unknown);

/** A route ready to mount: its key names it in the access table. */
export interface HttpRoute<K extends RouteKey = RouteKey> {
  readonly key: K;
  mount(app: FastifyInstance, deps: ServerDeps): Promise<void>;
}

const isRefusal = (err: unknown): err is TRPCError => err instanceof TRPCError && err.code !== 'INTERNAL_SERVER_ERROR';

/** The app's JSON error shape, with the toast's title when there is one; a rate limit also says when to come back. */
function sendRefusal(reply: FastifyReply, err: TRPCError) {
  const statusCode = getHTTPStatusCodeFromError(err);
  if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
  const title = err instanceof AppError || err instanceof RouteRefusal ? err.title : undefined;
  return reply.code(statusCode).send({ error: { statusCode, code: err.code, message: err.message, ...(title ? { title } : {}) } });
}

export function httpRoute<K extends RouteKey, const O extends RouteOptions<LevelOf<K>>>(
  key: K,
  options: O,
  handler: (args: RouteArgs<K, O>) => Promise<unknown>,
): HttpRoute<K> {
  const [method, url] = key.split(' ') as ['GET' | 'POST', string];
  const level: Level = ROUTE_ACCESS[key];
  // The options' types tie each one to the levels it makes sense at; below, one body serves them all.
  const { noStore, params, proof, only, rateLimit, upload, body } = options as unknown as RouteOptions<Level>;

  async function serve(deps: ServerDeps, createContext: ReturnType<typeof contextFactory>, req: FastifyRequest, reply: FastifyReply) {
    if (noStore) reply.header('cache-control', 'no-store');
    let pathParams: unknown;
    if (params) {
      const parsed = params.schema.safeParse(req.params);
      if (!parsed.success) throw new RouteRefusal('NOT_FOUND', params.notFound);
      pathParams = parsed.data;
    }

    let caller: Promise<Context> | undefined;
    const enter: Enter = async (at, refusal) => {
      const ctx = await (caller ??= createContext({ req, res: reply }));
      try {
        requireTokenScope(ctx, null);
        return enterLevel(at, ctx);
      } catch (err) {
        throw refusal && err instanceof AppError ? refusal : err;
      }
    };
    const server: ServerContext = { ...deps, log: req.log };
    /** The caller at the route's level, unless its tier or its own rule refuses them. */
    const admit = async () => {
      const ctx = level === 'public' ? server : await enter(level);
      if (only && !only.admits(ctx)) throw new RouteRefusal('FORBIDDEN', only.refusal);
      return ctx;
    };
    const shown = proof?.(req);
    const ctx = shown === undefined || shown === null ? await admit() : { ...server, proof: shown };
    // Per user only at a level that proves one (the options' type), so the context has a user here.
    if (rateLimit) await enforceRateLimit(deps.db, rateLimit.rule, rateLimit.per === 'user' ? (ctx as SignedInContext).user.id : req.ip);

    const readFile =
      upload &&
      (async () => {
        const file = await readUploadedFile(req, upload);
        if (!file.ok) throw new RouteRefusal(file.code, file.message);
        return file;
      });
    return handler({ req, reply, ctx, enter, params: pathParams, readFile } as unknown as RouteArgs<K, O>);
  }

  return {
    key,
    async mount(app, deps) {
      const createContext = contextFactory(deps);
      const route = (scope: FastifyInstance) =>
        scope.route({
          method,
          url,
          handler: async (req, reply) => {
            try {
              return await serve(deps, createContext, req, reply);
            } catch (err) {
              if (isRefusal(err)) return sendRefusal(reply, err);
              throw err;
            }
          },
        });
      if (upload) await registerUploadScope(app, route, upload);
      else if (body) {
        await app.register(async (scope) => {
          scope.removeAllContentTypeParsers();
          scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: body.maxBytes }, (_req, raw, done) => done(null, body.keep === 'bytes' ? raw : null));
          route(scope);
        });
      } else route(app);
    },
  };
}

/** Nothing when every key of the access table is among K; else a property naming the keys left out. */
type EveryRoute<K extends RouteKey> = [Exclude<RouteKey, K>] extends [never] ? unknown : { unmountedRoutes: Exclude<RouteKey, K> };

/**
 * Mounts the app's raw routes. They must be every route of the access table: a key no route mounts
 * fails the type-check here, naming the key, as a route missing from the table fails it where the
 * route is defined.
 */
export async function mountHttpRoutes<K extends RouteKey>(
  app: FastifyInstance,
  deps: ServerDeps,
  routes: readonly HttpRoute<K>[] & EveryRoute<K>,
): Promise<void> {
  for (const route of routes) await route.mount(app, deps);
}

/**
 * `attachment` with the title as the file name: an ASCII fallback with anything a header or a file
 * system would misread replaced, and the exact name in RFC 5987's encoding for browsers that read it.
 */
export function attachment(title: string, extension: string): string {
  const name = `${title}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\/:*?<>|%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
