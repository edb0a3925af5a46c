// buildApp(config, database): the whole HTTP surface. main.ts adds only listening and shutdown;
// tests build the same app on their own database.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { INPUT_TEXT, TRPC_MAX_BATCH } from '#shared/constants.ts';
import { TOASTS } from '#shared/toasts.ts';
import { findRoute } from '#shared/routes.ts';
import type { Config } from './config.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, type Database } from './db/client.ts';
import { applicationsRoutes } from './features/applications/routes.ts';
import { oauthRoutes } from './features/auth/oauth-routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { dataExportRoutes } from './features/data-export/routes.ts';
import { jobBenchRoutes } from './features/jobs/bench-routes.ts';
import { jobImportRoutes } from './features/jobs/staff/imports/routes.ts';
import { jobCaptureRoutes } from './features/job-capture/routes.ts';
import { inboundMailRoutes } from './features/inbound-mail/routes.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { resumeRoutes } from './features/resumes/routes.ts';
import { coverLetterRoutes } from './features/cover-letters/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { docsRoutes } from './docs/routes.ts';
import { pageSender, registerSeoRoutes } from './seo/routes.ts';
import { dataExportJob } from './features/data-export/service.ts';
import { jobAlertDigestJob } from './features/job-alerts/service.ts';
import { followUpReminderJob } from './features/notifications/follow-up.ts';
import { teamNotificationJob } from './features/outreach/service.ts';
import { jobExpiryJob } from './features/jobs/expiry.ts';
import { jobSourceSyncJob } from './features/jobs/staff/sources/sync.ts';
import { appRouter, type AppRouter } from './router.ts';
import { serializeError } from './platform/error-log.ts';
import { Drain } from './platform/drain.ts';
import { createMailer } from './platform/mail.ts';
import { RateLimitedError } from './platform/rate-limit.ts';
import { TerminalLogController, terminalLogStream } from './platform/terminal-log.ts';
import { JobQueue } from './platform/queue.ts';
import { BackgroundTasks } from './platform/tasks.ts';
import { contextFactory, type Platform, type ServerDeps } from './trpc/context.ts';
import { mountHttpRoutes } from './trpc/http-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and background work, shared by every request; tests wait on `platform.tasks.idle()` and `platform.queue.settled()`. */
    platform: Platform;
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** JSON bodies above this are refused with 413; file uploads get their own limit on their route. */
export const BODY_LIMIT_BYTES = 256 * 1024;
/** Query parameters never logged: secrets, and tRPC's `input`, which is whatever a caller typed. */
const SENSITIVE_QUERY = /([?&](?:token|code|state|key|secret|password|input)=)[^&#]*/gi;

const requestId = (req: { headers: Record<string, string | string[] | undefined> }) => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
};

export interface BuildOptions {
  /** Where log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  /**
   * Terminal lines instead of JSON (platform/terminal-log.ts); by default when the log goes to
   * standard output, it is a terminal and this is not production.
   */
  terminalLog?: boolean;
}

export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const terminalLog = options.terminalLog ?? (!options.logStream && !config.isProduction && process.stdout.isTTY);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Without a stream, pino's own writer to standard output.
      ...(terminalLog ? { stream: terminalLogStream(options.logStream ?? process.stdout) } : options.logStream && { stream: options.logStream }),
      // Credentials never reach the logs, whatever object a log call is given.
      redact: ['*.authorization', '*.cookie', '*.password', '*.token', '*.secret'],
      serializers: {
        // Reset links and OAuth callbacks carry secrets in the query string, tRPC queries their
        // input: never log them.
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: req.url.replace(SENSITIVE_QUERY, '$1[redacted]'),
          remoteAddress: req.ip,
        }),
        err: serializeError,
      },
    },
    genReqId: requestId,
    ...(terminalLog && { logController: new TerminalLogController() }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count becomes the equivalent function: Fastify's types take it only that way.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Requests that reach a kept-alive connection while draining are still served, not refused.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 5000 },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const platform: Platform = {
    mailer: createMailer(config, app.log),
    tasks: new BackgroundTasks(app.log),
    queue: new JobQueue(database, app.log, { ...config.queue, stopTimeoutMs: config.shutdownTimeoutMs / 2 }),
    drain: new Drain(),
  };
  const deps: ServerDeps = { db: database.db, config, platform };
  platform.queue.register(teamNotificationJob({ ...deps, log: app.log }));
  platform.queue.register(jobAlertDigestJob({ ...deps, log: app.log }));
  platform.queue.register(dataExportJob({ ...deps, log: app.log }));
  platform.queue.register(followUpReminderJob({ ...deps, log: app.log }));
  platform.queue.register(jobExpiryJob({ ...deps, log: app.log }));
  platform.queue.register(jobSourceSyncJob({ ...deps, log: app.log }));
  app.decorate('platform', platform);
  // While draining, every answer ends its connection, so clients stop reusing a socket the server is
  // about to close.
  app.addHook('onSend', async (_req, reply) => {
    if (platform.drain.draining) reply.header('connection', 'close');
  });
  // The app serves (and /api/healthz reports) even when the queue cannot start yet; jobs sent
  // meanwhile try the start again.
  app.addHook('onReady', async () => {
    await platform.queue.start().catch((err: unknown) => app.log.error({ err }, 'job queue did not start'));
  });
  // Mail queued by the last requests goes out before the process ends; running jobs may finish.
  app.addHook('onClose', async () => {
    await platform.tasks.idle();
    await platform.queue.stop();
  });

  // The secret signs the short-lived OAuth state cookie; the session cookie needs no signature.
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and a style tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The push service worker (/sw.js).
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  });

  registerErrorHandling(app);
  registerNulGuard(app);
  registerMutationGuard(app, config);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH,
      // A query may come as a JSON POST (the client's `methodOverride: 'POST'`): the resume score's
      // input is a whole resume, which as a GET's query string outgrows Node's 16 KB header limit.
      allowMethodOverride: true,
      createContext: contextFactory(deps),
      responseMeta({ errors }) {
        const limited = errors.find((e) => e instanceof RateLimitedError);
        if (limited) return { headers: new Headers({ 'retry-after': String(limited.retryAfterSeconds) }) };
        return errors.some(isDatabaseUnavailable) ? { headers: new Headers({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) }) } : {};
      },
      onError({ error, path: procedure, ctx }) {
        const log = ctx?.log ?? app.log;
        // An outage is no bug of ours: one line each, without the stack.
        if (isDatabaseUnavailable(error)) log.warn({ procedure, reason: outageReason(error) }, 'procedure refused: database unavailable');
        else if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
        else log.debug({ code: error.code, procedure }, 'procedure refused');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // Every /api/* route, each with its level from the access table (trpc/http-routes.ts).
  await mountHttpRoutes(app, deps, [
    ...systemRoutes,
    ...docsRoutes(appRouter),
    ...oauthRoutes(config),
    ...billingRoutes(config),
    ...settingsRoutes,
    ...onboardingRoutes,
    ...resumeRoutes,
    ...coverLetterRoutes,
    ...applicationsRoutes,
    ...profileRoutes,
    ...dataExportRoutes,
    ...jobImportRoutes,
    ...jobCaptureRoutes,
    ...inboundMailRoutes,
    // `npm run bench` only: the job search without tRPC, to compare against.
    ...(process.env.BENCH_ROUTES === '1' ? jobBenchRoutes : []),
  ]);

  registerSeoRoutes(app, deps);
  await registerClient(app, deps);
  return app;
}

function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, req, reply) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ reason: outageReason(error) }, 'request refused: database unavailable');
      const { title, description } = TOASTS.common.unavailable;
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send({ error: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: description, title } });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: { statusCode: status, message: 'Internal Server Error' } });
    }
    return reply.code(status).send({ error: { statusCode: status, code: error.code, message: error.message } });
  });
}

/** The innermost message of an outage error, for its one warning line. */
function outageReason(error: unknown): string {
  let e = error as { cause?: unknown; message?: string };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return e.message ?? String(e);
}

/**
 * A NUL character in the address (a query string, a path parameter) of any route is refused before
 * routing: Postgres refuses it in text, and no address needs one. tRPC inputs are checked by the base
 * procedure (trpc/init.ts); the upload route reads only its file, whose name loses control characters.
 */
function registerNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (/%00|\0/i.test(req.url)) {
      return reply.code(400).send({ error: { statusCode: 400, code: 'BAD_REQUEST', message: INPUT_TEXT.nullCharacter } });
    }
  });
}

/**
 * Cross-site request forgery. Any request that can change something (every method but GET and
 * HEAD: tRPC mutations, the resume upload, any other /api route) is refused when the browser names a
 * foreign Origin; a request with no Origin (a script, Stripe's webhook) passes, and so does one that
 * carries its credential in an Authorization header (the browser extension's token, from its own
 * origin): forgery rides on the cookie a browser adds by itself, and a page on another site cannot
 * set that header without a CORS preflight this server never approves; the header's credential,
 * not the cookie, is then the one the request acts as (trpc/context.ts). tRPC mutations must also
 * be JSON, which a cross-site form cannot send without CORS; uploads are multipart and rely on the
 * Origin check and the SameSite=Lax cookie.
 */
function registerMutationGuard(app: FastifyInstance, config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const origin = req.headers.origin;
    const own = `${req.protocol}://${req.host}`;
    if (origin && origin !== own && origin !== publicOrigin && !req.headers.authorization?.startsWith('Bearer ')) {
      return reply.code(403).send({ error: { statusCode: 403, message: 'Cross-origin request refused' } });
    }
    if (req.method !== 'POST' || !req.url.startsWith('/trpc/')) return;
    if (!req.headers['content-type']?.toLowerCase().startsWith('application/json')) {
      return reply.code(415).send({ error: { statusCode: 415, message: 'Mutations accept application/json only' } });
    }
  });
}

/**
 * The built client, hashed assets cached for a year, and index.html for every route we know, with
 * the page's own title, description and link preview in its head (src/server/seo).
 */
async function registerClient(app: FastifyInstance, deps: ServerDeps) {
  const { config } = deps;
  const indexFile = path.join(config.clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (!hasClient) app.log.warn({ clientDir: config.clientDir }, 'client build not found; serving the API only');
  else {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControl(filePath));
      },
    });
  }

  const sendPage = hasClient ? pageSender(deps, indexFile) : null;
  // The root is a directory to the static plugin, which refuses to list it.
  if (sendPage) app.get('/', sendPage);

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url;
    const pathname = url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/trpc');
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(pathname);
    if (!wantsPage || !sendPage) {
      return reply.code(404).send({ error: { statusCode: 404, message: `Route ${req.method} ${pathname} not found` } });
    }
    if (findRoute(pathname) === null) req.log.warn({ path: pathname }, 'unknown path');
    return sendPage(req, reply);
  });
}

/** Hashed assets never change; index.html and the service worker must be revalidated so a deploy is seen at once. */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The service worker too: a browser checks it for updates, and a cached copy would delay a fix.
  // The static plugin names the precompressed file it sends (sw.js.br), so the suffix is dropped.
  if (['index.html', 'sw.js'].includes(path.basename(filePath).replace(/\.(br|gz)$/, ''))) return 'no-cache';
  return 'public, max-age=3600';
}
