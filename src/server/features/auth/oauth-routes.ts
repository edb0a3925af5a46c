// The browser's half of social sign-in: a redirect to the provider, and the callback that turns its
// answer into a session. Both end on /auth/callback, with `?error=<code>` when sign-in did not
// happen; the log says which provider and why, never the code, the state or a token.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthErrorCode, type OAuthProvider } from '#shared/constants/auth.ts';
import { COOKIE_ATTRIBUTES, COOKIES, SESSION_COOKIE } from '#shared/cookies.ts';
import type { Config } from '../../config.ts';
import { rememberDevice } from '../../platform/known-devices.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { fastifyDeviceCookie, fastifySessionCookie } from '../../trpc/context.ts';
import { httpRoute } from '../../trpc/http-routes.ts';
import { completeOAuthSignIn, createOAuthClients, OAuthRefusedError, oauthRedirectUri, type PendingAuthorization } from './oauth.ts';
import { link } from '#shared/routes.ts';

const PENDING_COOKIE = COOKIES.oauthPending.name;
const CALLBACK_PAGE = link('/auth/callback');

const secretValue = z.string().min(16).max(256);
const pendingCookie = z.object({ provider: z.enum(OAUTH_PROVIDERS), state: secretValue, codeVerifier: secretValue, nonce: secretValue });

/** A provider we do not know is no address at all: 404, before anything is counted or read. */
const params = { schema: z.object({ provider: z.enum(OAUTH_PROVIDERS) }), notFound: 'Unknown sign-in provider' };

/** Sign-in did not happen: back to the client's callback page, which says why. */
function sendBack(log: FastifyBaseLogger, reply: FastifyReply, provider: OAuthProvider, err: unknown) {
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

export function oauthRoutes(config: Config) {
  const clients = createOAuthClients(config);
  const cookieOptions = { ...COOKIE_ATTRIBUTES, path: COOKIES.oauthPending.path, secure: config.isProduction };
  const notConfigured = () => new OAuthRefusedError('not_configured', 'provider not configured');

  return [
    // Each start costs a discovery and a signed cookie: bounded per address.
    httpRoute(
      'GET /api/auth/oauth/:provider',
      { noStore: true, params, rateLimit: { rule: RATE_LIMITS.oauthPerIp, per: 'ip' } },
      async ({ params: { provider }, req, reply }) => {
        if (!clients.isConfigured(provider)) return sendBack(req.log, reply, provider, notConfigured());
        try {
          const { url, pending } = await clients.authorizationUrl(provider);
          reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), { ...cookieOptions, signed: COOKIES.oauthPending.signed, maxAge: COOKIES.oauthPending.maxAgeSeconds });
          return reply.redirect(url.href);
        } catch (err) {
          return sendBack(req.log, reply, provider, err);
        }
      },
    ),

    httpRoute('GET /api/auth/oauth/:provider/callback', { noStore: true, params }, async ({ ctx, params: { provider }, req, reply }) => {
      // One use only: whatever happens next, the pending state is gone.
      reply.clearCookie(PENDING_COOKIE, cookieOptions);
      if (!clients.isConfigured(provider)) return sendBack(req.log, reply, provider, notConfigured());
      const pending = readPending(req, provider);
      if (!pending) return sendBack(req.log, reply, provider, new OAuthRefusedError('failed', 'no valid pending-authorization cookie'));

      // The URL the provider redirected to, as registered with it: the token request must repeat it.
      const callbackUrl = new URL(oauthRedirectUri(config, provider));
      callbackUrl.search = new URL(req.url, 'http://callback.invalid').search;
      try {
        const { userId, outcome } = await completeOAuthSignIn(ctx.db, clients, callbackUrl, pending, fastifySessionCookie(reply, config), {
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
        return sendBack(req.log, reply, provider, err);
      }
    }),
  ];
}
