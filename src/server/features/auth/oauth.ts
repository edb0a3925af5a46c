// Sign-in with Google and LinkedIn through openid-client: the authorization request (state, PKCE,
// nonce), the code exchange, which user an identity belongs to, and the session that follows.
// Errors carry a reason meant for the log: never a code, a state, a token or a claim's value.
import { and, eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { OAUTH_ERROR_TEXT, type OAuthErrorCode, type OAuthProvider } from '#shared/constants/auth.ts';
import { emailField } from '#shared/schemas/auth.ts';
import { isLoopbackHttp, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { oauthAccounts, profiles, users } from '../../db/schema/index.ts';
import { AppError, type AppErrorCode } from '../../platform/errors.ts';
import { replaceSession, sessionIdOf } from '../../platform/sessions.ts';
import type { SessionCookie } from '../../trpc/context.ts';

export const OAUTH_SCOPES = 'openid email profile';
const NAME_MAX_LENGTH = 100;
const DISCOVERY_TIMEOUT_SECONDS = 10;
/** Two requests racing to create or link the same identity settle within a couple of rounds. */
const MAX_ACCOUNT_ATTEMPTS = 3;

const STATUS_FOR: Record<OAuthErrorCode, AppErrorCode> = {
  not_configured: 'PRECONDITION_FAILED',
  email_unverified: 'CONFLICT',
  failed: 'BAD_REQUEST',
};

export class OAuthRefusedError extends AppError {
  readonly errorCode: OAuthErrorCode;
  /** What went wrong, for the log. */
  readonly reason: string;

  constructor(errorCode: OAuthErrorCode, reason: string) {
    super(STATUS_FOR[errorCode], OAUTH_ERROR_TEXT[errorCode]);
    this.errorCode = errorCode;
    this.reason = reason;
  }
}

/** What the browser keeps between the redirect to the provider and the callback. */
export interface PendingAuthorization {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  /** Lower-cased and well-formed, or null when the provider sent none we can use. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const firstLine = (text: string) => text.split('\n')[0]!.slice(0, 200);

/** openid-client's errors name the check that failed without the values that failed it. */
function describe(stage: string, err: unknown): string {
  if (err instanceof client.AuthorizationResponseError || err instanceof client.ResponseBodyError) {
    return `${stage}: provider answered ${firstLine(err.error)}`;
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return `${stage}: ${typeof code === 'string' ? code : err.name}: ${firstLine(err.message)}`;
  }
  return `${stage}: unknown error`;
}

export function oauthRedirectUri(config: Config, provider: OAuthProvider): string {
  return `${config.publicUrl}/api/auth/oauth/${provider}/callback`;
}

export interface OAuthClients {
  isConfigured(provider: OAuthProvider): boolean;
  authorizationUrl(provider: OAuthProvider): Promise<{ url: URL; pending: PendingAuthorization }>;
  /** Validates the callback against what was pending and returns who the provider says this is. */
  exchange(callbackUrl: URL, pending: PendingAuthorization): Promise<ProviderIdentity>;
}

/** One per app: discovery results are kept for its lifetime, a failed discovery is tried again. */
export function createOAuthClients(config: Config): OAuthClients {
  const discovered = new Map<OAuthProvider, Promise<client.Configuration>>();

  function discover(provider: OAuthProvider): Promise<client.Configuration> {
    const cached = discovered.get(provider);
    if (cached) return cached;
    const settings = config.oauth[provider];
    if (!settings) return Promise.reject(new OAuthRefusedError('not_configured', 'provider not configured'));
    const found = client
      .discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretPost(settings.clientSecret), {
        execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        if (discovered.get(provider) === found) discovered.delete(provider);
        throw new OAuthRefusedError('failed', describe('discovery', err));
      });
    discovered.set(provider, found);
    return found;
  }

  return {
    isConfigured: (provider) => config.oauth[provider] !== null,

    async authorizationUrl(provider) {
      const configuration = await discover(provider);
      const pending: PendingAuthorization = {
        provider,
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oauthRedirectUri(config, provider),
        scope: OAUTH_SCOPES,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    async exchange(callbackUrl, pending) {
      const configuration = await discover(pending.provider);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
        });
        claims = tokens.claims();
      } catch (err) {
        throw new OAuthRefusedError('failed', describe('code exchange', err));
      }
      if (!claims) throw new OAuthRefusedError('failed', 'no ID token in the token response');
      return identityFromClaims(pending.provider, claims);
    },
  };
}

/** Profile names are capped in characters, not UTF-16 units, so a name never ends in half an emoji. */
function nameClaim(value: unknown): string {
  return typeof value === 'string' ? Array.from(value.trim()).slice(0, NAME_MAX_LENGTH).join('').trim() : '';
}

export function identityFromClaims(provider: OAuthProvider, claims: client.IDToken): ProviderIdentity {
  const email = emailField.safeParse(claims.email);
  return {
    provider,
    subject: claims.sub,
    email: email.success ? email.data : null,
    emailVerified: claims.email_verified === true,
    firstName: nameClaim(claims.given_name),
    lastName: nameClaim(claims.family_name),
  };
}

export type OAuthOutcome = 'signed-in' | 'linked' | 'created';

/** Rolls back a transaction that lost a race; the next round reads what the winner wrote. */
class LostRace extends Error {}

/**
 * The user an identity belongs to: the one it is linked to; else the account with its e-mail, linked
 * only when the provider vouches for the address; else a new job seeker.
 */
export async function resolveOAuthUser(db: Db, identity: ProviderIdentity): Promise<{ userId: string; outcome: OAuthOutcome }> {
  const { provider, subject } = identity;
  let outcome: OAuthOutcome = 'signed-in';
  for (let attempt = 0; attempt < MAX_ACCOUNT_ATTEMPTS; attempt++) {
    const [linked] = await db
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
    if (linked) return { userId: linked.userId, outcome };

    const email = identity.email;
    if (!email) throw new OAuthRefusedError('failed', 'the provider sent no usable e-mail address');
    const [existing] = await db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));

    if (existing) {
      // Anyone can put any address on a provider account; only a verified one proves the inbox.
      if (!identity.emailVerified) {
        throw new OAuthRefusedError('email_unverified', 'an account has this e-mail and the provider does not verify it');
      }
      await db.transaction(async (tx) => {
        await tx.insert(oauthAccounts).values({ provider, subject, userId: existing.id }).onConflictDoNothing();
        // A password set on an address nobody confirmed may be a squatter's: the provider has now
        // proved the inbox, so the address counts as verified and that password goes.
        if (!existing.emailVerifiedAt) {
          await tx.update(users).set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() }).where(eq(users.id, existing.id));
        }
      });
      outcome = 'linked';
      continue;
    }

    try {
      const userId = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email, passwordHash: null, userType: 'job-seeker', emailVerifiedAt: identity.emailVerified ? new Date() : null })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) throw new LostRace();
        await tx.insert(profiles).values({ userId: user.id, firstName: identity.firstName, lastName: identity.lastName });
        const [link] = await tx.insert(oauthAccounts).values({ provider, subject, userId: user.id }).onConflictDoNothing().returning();
        if (!link) throw new LostRace();
        return user.id;
      });
      return { userId, outcome: 'created' };
    } catch (err) {
      if (!(err instanceof LostRace)) throw err;
    }
  }
  throw new OAuthRefusedError('failed', 'account lookup kept racing');
}

export interface SignInRequest {
  /** The session cookie the browser came with, if any. */
  previousToken: string | undefined;
  userAgent: string | null;
  ip: string | null;
}

/**
 * A fresh aal1 session, replacing the one the browser came with (no fixation). A user with a second
 * factor still owes it: the session says aal1 and the client sends them to the challenge.
 */
export async function startOAuthSession(db: Db, cookie: SessionCookie, userId: string, request: SignInRequest): Promise<void> {
  const previous = request.previousToken ? sessionIdOf(request.previousToken) : null;
  const { token, session } = await replaceSession(db, previous, userId, { aal: 'aal1', userAgent: request.userAgent, ip: request.ip });
  cookie.set(token, session.expiresAt);
}

/** The callback from start to finish: exchange, account rule, session. */
export async function completeOAuthSignIn(
  db: Db,
  clients: OAuthClients,
  callbackUrl: URL,
  pending: PendingAuthorization,
  cookie: SessionCookie,
  request: SignInRequest,
): Promise<{ userId: string; outcome: OAuthOutcome }> {
  const identity = await clients.exchange(callbackUrl, pending);
  const result = await resolveOAuthUser(db, identity);
  await startOAuthSession(db, cookie, result.userId, request);
  return result;
}
