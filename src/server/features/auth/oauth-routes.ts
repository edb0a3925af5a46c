// The browser's half of social sign-in: a redirect to the provider, and the callback that turns its
// answer into a session. Both end on /auth/callback, with `?error=<code>` when sign-in did not
// happen; the log says which provider and why, never the code, the state or a token.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthErrorCode, type OAuthProvider } from '#shared/constants/auth.ts';
import { COOKIE_ATTRIBUTES, COOKIES, SESSION_COOKIE } from '#shared/cookies.ts';
import { rememberDevice } from '../../platform/known-devices.ts';
import { enforceRateLimit, RateLimitedError, RATE_LIMITS } from '../../platform/rate-limit.ts';
import { fastifyDeviceCookie, fastifySessionCookie, type ServerDeps } from '../../trpc/context.ts';
import { completeOAuthSignIn, createOAuthClients, OAuthRefusedError, oauthRedirectUri, type PendingAuthorization } from './oauth.ts';

const PENDING_COOKIE = COOKIES.oauthPending.name;
const CALLBACK_PAGE = '/auth/callback';

const secretValue = z.string().min(16).max(256);
const pendingCookie = z.object({ provider: z.enum(OAUTH_PROVIDERS), state: secretValue, codeVerifier: secretValue, nonce: secretValue });

type ProviderRequest = FastifyRequest<{ Params: { provider: string } }>;

const parseProvider = (value: string): OAuthProvider | null =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value) ? (value as OAuthProvider) : null;

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: { statusCode: 404, message: 'Unknown sign-in provider' } });

function refuse(log: FastifyBaseLogger, reply: FastifyReply, provider: OAuthProvider, err: unknown) {
  let code: OAuthErrorCode = 'failed';
  if (err instanceof OAuthRefusedError) {
    code = err.errorCode;
    log.warn({ provider, reason: err.reason }, 'oauth sign-in refused');
  } else {
    // Database errors can quote the values they were given: only their first line is kept.
    const reason = err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
    log.error({ provider, reason }, 'oauth sign-in failed');
  }
  return reply.redirect(`${CALLBACK_PAGE}?error=${code}`);
}

/** The pending authorization, only if our signature holds and it was made for this provider. */
function readPending(req: FastifyRequest, provider: OAuthProvider): PendingAuthorization | null {
  const raw = req.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(unsigned.value);
  } catch {
    return null;
  }
  const parsed = pendingCookie.safeParse(json);
  return parsed.success && parsed.data.provider === provider ? parsed.data : null;
}

export function registerOAuthRoutes(app: FastifyInstance, { db, config }: ServerDeps): void {
  const clients = createOAuthClients(config);
  const cookieOptions = { ...COOKIE_ATTRIBUTES, path: COOKIES.oauthPending.path, secure: config.isProduction };

  app.get('/api/auth/oauth/:provider', async (req: ProviderRequest, reply) => {
    const provider = parseProvider(req.params.provider);
    if (!provider) return notFound(reply);
    // Each start costs a discovery and a signed cookie: bounded per address.
    try {
      await enforceRateLimit(db, RATE_LIMITS.oauthPerIp, req.ip);
    } catch (err) {
      if (!(err instanceof RateLimitedError)) throw err;
      return reply
        .code(429)
        .header('retry-after', String(err.retryAfterSeconds))
        .send({ error: { statusCode: 429, message: err.message } });
    }
    reply.header('cache-control', 'no-store');
    if (!clients.isConfigured(provider)) return refuse(req.log, reply, provider, new OAuthRefusedError('not_configured', 'provider not configured'));
    try {
      const { url, pending } = await clients.authorizationUrl(provider);
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), { ...cookieOptions, signed: COOKIES.oauthPending.signed, maxAge: COOKIES.oauthPending.maxAgeSeconds });
      return reply.redirect(url.href);
    } catch (err) {
      return refuse(req.log, reply, provider, err);
    }
  });

  app.get('/api/auth/oauth/:provider/callback', async (req: ProviderRequest, reply) => {
    const provider = parseProvider(req.params.provider);
    if (!provider) return notFound(reply);
    reply.header('cache-control', 'no-store');
    // One use only: whatever happens next, the pending state is gone.
    reply.clearCookie(PENDING_COOKIE, cookieOptions);
    if (!clients.isConfigured(provider)) return refuse(req.log, reply, provider, new OAuthRefusedError('not_configured', 'provider not configured'));
    const pending = readPending(req, provider);
    if (!pending) return refuse(req.log, reply, provider, new OAuthRefusedError('failed', 'no valid pending-authorization cookie'));

    // The URL the provider redirected to, as registered with it: the token request must repeat it.
    const callbackUrl = new URL(oauthRedirectUri(config, provider));
    callbackUrl.search = new URL(req.url, 'http://callback.invalid').search;
    try {
      const { userId, outcome } = await completeOAuthSignIn(db, clients, callbackUrl, pending, fastifySessionCookie(reply, config), {
        previousToken: req.cookies[SESSION_COOKIE],
        userAgent: req.headers['user-agent'] ?? null,
        ip: req.ip,
      });
      // The browser has proved this account as a password sign-in does, so a later password
      // sign-in from it draws on its own budget of attempts, not the account's shared one.
      const device = fastifyDeviceCookie(req, reply, config);
      device.set(rememberDevice(config.sessionSecret, userId, device.value));
      req.log.info({ provider, userId, outcome }, 'oauth sign-in');
      return reply.redirect(CALLBACK_PAGE);
    } catch (err) {
      return refuse(req.log, reply, provider, err);
    }
  });
}
