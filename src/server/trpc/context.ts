// The context has an inner part that tests build without HTTP (db, config, log, the signed-in
// user) and the Fastify part that reads credentials from the request and writes the cookie.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { validateSessionToken, type Session, type SessionUser } from '../platform/sessions.ts';

/** How the request proved who it is: the browser's cookie, or a bearer header from a script. */
export type Credential = 'cookie' | 'bearer';

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  session: Session | null;
  user: SessionUser | null;
  credential: Credential | null;
  ip: string | null;
  userAgent: string | null;
  sessionCookie: SessionCookie;
}

export interface InnerContextOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  session?: Session | null;
  user?: SessionUser | null;
  credential?: Credential | null;
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
    ip: null,
    userAgent: null,
    sessionCookie: noCookie,
    ...options,
  };
}

export function readCredential(req: FastifyRequest): { token: string; credential: Credential } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), credential: 'bearer' };
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

export function contextFactory(deps: { db: Db; config: Config }) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const found = readCredential(req);
    const sessionCookie = fastifySessionCookie(res, deps.config);
    const validated = found ? await validateSessionToken(deps.db, found.token) : null;
    if (found && !validated && found.credential === 'cookie') sessionCookie.clear();
    if (validated?.renewed && found?.credential === 'cookie') sessionCookie.set(found.token, validated.session.expiresAt);
    return createInnerContext({
      ...deps,
      log: req.log,
      session: validated?.session ?? null,
      user: validated?.user ?? null,
      credential: validated ? found!.credential : null,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      sessionCookie,
    });
  };
}
