// The context has an inner part that tests build without HTTP (db, config, log, the signed-in
// user) and the Fastify part that reads credentials from the request and writes the cookie.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isApiToken, validateApiToken } from '../platform/api-tokens.ts';
import type { Mailer } from '../platform/mail.ts';
import type { JobQueue } from '../platform/queue.ts';
import { secondFactorOwed, validateSessionToken, type Session, type SessionUser } from '../platform/sessions.ts';
import type { BackgroundTasks } from '../platform/tasks.ts';

/**
 * How the request proved who it is: the browser's session cookie, a session token sent as a bearer
 * header, or a personal API token (which cannot touch the account's credentials).
 */
export type Credential = 'cookie' | 'bearer' | 'api-token';

/** The outside world a procedure may reach: mail, work that runs after the response, and jobs that retry. */
export interface Platform {
  mailer: Mailer;
  tasks: BackgroundTasks;
  queue: JobQueue;
}

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  platform: Platform;
  session: Session | null;
  user: SessionUser | null;
  credential: Credential | null;
  apiTokenId: string | null;
  ip: string | null;
  userAgent: string | null;
  sessionCookie: SessionCookie;
}

export interface InnerContextOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  platform: Platform;
  session?: Session | null;
  user?: SessionUser | null;
  credential?: Credential | null;
  apiTokenId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  sessionCookie?: SessionCookie;
}

const noCookie: SessionCookie = { set() {}, clear() {} };

export function createInnerContext(options: InnerContextOptions): Context {
  return {
    session: null,
    user: null,
    credential: null,
    apiTokenId: null,
    ip: null,
    userAgent: null,
    sessionCookie: noCookie,
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
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}

/**
 * Who sent the request, from whichever credential it carries: an API token, or a session token as
 * a bearer header or the cookie (a cookie naming no session is cleared; one whose expiry slid is
 * sent again). The tRPC context and the raw routes both ask this.
 */
async function resolveCaller(db: Db, req: FastifyRequest, cookie: SessionCookie) {
  const found = readCredential(req);
  if (!found) return null;
  if (found.credential === 'api-token') {
    const valid = await validateApiToken(db, found.token);
    return valid && { user: valid.user, session: null, apiTokenId: valid.tokenId, credential: found.credential };
  }
  const valid = await validateSessionToken(db, found.token);
  if (found.credential === 'cookie') {
    if (!valid) cookie.clear();
    else if (valid.renewed) cookie.set(found.token, valid.session.expiresAt);
  }
  return valid && { user: valid.user, session: valid.session, apiTokenId: null, credential: found.credential };
}

export function contextFactory(deps: { db: Db; config: Config; platform: Platform }) {
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
    });
  };
}

/**
 * The user behind a raw HTTP route (the resume upload, the CSV export), found exactly as the tRPC
 * context finds it. A session that still owes its second factor is refused, as authedProcedure does.
 */
export async function authenticateRequest(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: SessionUser } | { code: 'UNAUTHORIZED' | 'FORBIDDEN'; message: string }> {
  const caller = await resolveCaller(db, req, fastifySessionCookie(reply, config));
  if (!caller) return { code: 'UNAUTHORIZED', message: MESSAGES.auth.sessionMissing.title };
  if (caller.session && secondFactorOwed(caller.user, caller.session)) return { code: 'FORBIDDEN', message: MESSAGES.auth.mfaRequired.description! };
  return { user: caller.user };
}
