// The contexts every service function takes as its first argument, one per procedure tier, and
// how a request becomes one. The context has an inner part that tests build without HTTP (db,
// config, log, platform, the signed-in user) and the Fastify part that reads credentials from the
// request and writes the cookie. Raw HTTP routes get their context here too, the same way.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '#shared/constants.ts';
import { COOKIE_ATTRIBUTES, COOKIES, SESSION_COOKIE } from '#shared/cookies.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isApiToken, validateApiToken, type ApiTokenGrant } from '../platform/api-tokens.ts';
import type { Drain } from '../platform/drain.ts';
import type { Mailer } from '../platform/mail.ts';
import type { JobQueue } from '../platform/queue.ts';
import { validateSessionToken, type Session, type SessionUser } from '../platform/sessions.ts';
import type { BackgroundTasks } from '../platform/tasks.ts';

/**
 * How the request proved who it is: the browser's session cookie, a session token sent as a bearer
 * header, or a personal API token (which cannot touch the account's credentials).
 */
export type Credential = 'cookie' | 'bearer' | 'api-token';

/** The outside world a procedure may reach: mail, work that runs after the response, jobs that retry, and whether the process is shutting down. */
export interface Platform {
  mailer: Mailer;
  tasks: BackgroundTasks;
  queue: JobQueue;
  drain: Drain;
}

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The known-device cookie sign-in reads and renews (`platform/known-devices.ts`). */
export interface DeviceCookie {
  value: string | null;
  set(value: string): void;
}

/** What the whole server shares: the database, the configuration and the platform. */
export interface ServerDeps {
  db: Db;
  config: Config;
  platform: Platform;
}

/** What any server work reaches, with or without a request: background jobs and the health check take this. */
export interface ServerContext extends ServerDeps {
  log: FastifyBaseLogger;
}

/** A request's context (publicProcedure): the caller may be anyone, or no one. */
export interface Context extends ServerContext {
  session: Session | null;
  user: SessionUser | null;
  credential: Credential | null;
  /** The API token the request carries (its scope limits what it may call), or null. */
  apiToken: ApiTokenGrant | null;
  ip: string | null;
  userAgent: string | null;
  sessionCookie: SessionCookie;
  deviceCookie: DeviceCookie;
}

export type PublicContext = Context;

/** A user behind a session or an API token, who may still owe the second factor (tiers.ts: requireSignedIn). */
export type SignedInContext = Context & { user: SessionUser };

/** signedInProcedure: a real session, which may still owe the second factor (the challenge itself). */
export type ChallengeContext = SignedInContext & { session: Session };

/**
 * authedProcedure and premiumProcedure: a signed-in user whose second factor, if they have one, was
 * passed. The shape is SignedInContext's; the tier is what proves the rest.
 */
export type AuthedContext = SignedInContext;

/** accountProcedure: the account's own credentials, from a real session only, never an API token. */
export type AccountContext = AuthedContext & { session: Session };

/** staffProcedure: an admin or a moderator. */
export type StaffContext = AuthedContext & { user: SessionUser & { role: StaffRole } };

/** adminProcedure. */
export type AdminContext = AuthedContext & { user: SessionUser & { role: 'admin' } };

export interface InnerContextOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  platform: Platform;
  session?: Session | null;
  user?: SessionUser | null;
  credential?: Credential | null;
  apiToken?: ApiTokenGrant | null;
  ip?: string | null;
  userAgent?: string | null;
  sessionCookie?: SessionCookie;
  deviceCookie?: DeviceCookie;
}

const noCookie: SessionCookie = { set() {}, clear() {} };
const noDeviceCookie: DeviceCookie = { value: null, set() {} };

export function createInnerContext(options: InnerContextOptions): Context {
  return {
    session: null,
    user: null,
    credential: null,
    apiToken: null,
    ip: null,
    userAgent: null,
    sessionCookie: noCookie,
    deviceCookie: noDeviceCookie,
    ...options,
  };
}

export function readCredential(req: FastifyRequest): { token: string; credential: Credential } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return { token, credential: isApiToken(token) ? 'api-token' : 'bearer' };
  }
  const cookie = req.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, credential: 'cookie' } : null;
}

export function fastifySessionCookie(reply: FastifyReply, config: Config): SessionCookie {
  // Expires, not Max-Age: the cookie ends when the session it names does, renewal included.
  const base = { ...COOKIE_ATTRIBUTES, path: COOKIES.session.path, secure: config.isProduction };
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}

export function fastifyDeviceCookie(req: FastifyRequest, reply: FastifyReply, config: Config): DeviceCookie {
  return {
    value: req.cookies[COOKIES.knownDevice.name] ?? null,
    set: (value) =>
      void reply.setCookie(COOKIES.knownDevice.name, value, {
        ...COOKIE_ATTRIBUTES,
        path: COOKIES.knownDevice.path,
        secure: config.isProduction,
        maxAge: COOKIES.knownDevice.maxAgeSeconds,
      }),
  };
}

/**
 * Who sent the request, from whichever credential it carries: an API token, or a session token as
 * a bearer header or the cookie (a cookie naming no session is cleared; one whose expiry slid is
 * sent again). The tRPC context and the raw routes (http-routes.ts) both ask this, through
 * contextFactory.
 */
async function resolveCaller(db: Db, req: FastifyRequest, cookie: SessionCookie) {
  const found = readCredential(req);
  if (!found) return null;
  if (found.credential === 'api-token') {
    const valid = await validateApiToken(db, found.token);
    return valid && { user: valid.user, session: null, apiToken: valid.token, credential: found.credential };
  }
  const valid = await validateSessionToken(db, found.token);
  if (found.credential === 'cookie') {
    if (!valid) cookie.clear();
    else if (valid.renewed) cookie.set(found.token, valid.session.expiresAt);
  }
  return valid && { user: valid.user, session: valid.session, apiToken: null, credential: found.credential };
}

export function contextFactory(deps: ServerDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const sessionCookie = fastifySessionCookie(res, deps.config);
    const caller = await resolveCaller(deps.db, req, sessionCookie);
    return createInnerContext({
      ...deps,
      ...caller,
      log: req.log,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      sessionCookie,
      deviceCookie: fastifyDeviceCookie(req, res, deps.config),
    });
  };
}
