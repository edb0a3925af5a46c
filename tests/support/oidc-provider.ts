// A real OpenID provider (oidc-provider) on loopback, standing in for Google and LinkedIn: one client
// for each, accounts from a registry the test fills, and its development login and consent pages.
// `signInAtProvider` walks those pages over plain HTTP the way a browser would.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import type { OAuthProvider } from '#shared/constants/auth.ts';

export const TEST_OAUTH_CLIENTS: Record<OAuthProvider, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'upward-test-google', clientSecret: 'google-test-client-secret-0123456789' },
  linkedin: { clientId: 'upward-test-linkedin', clientSecret: 'linkedin-test-client-secret-0123456789' },
};

export interface TestAccountClaims {
  email?: string;
  /** A string lets a test send what a sloppy provider might. */
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** The account whose login name is `id`; its subject is `id` too. */
  setAccount(id: string, claims: TestAccountClaims): void;
  close(): Promise<void>;
}

/** The app's environment for signing in with both providers at this issuer. */
export function oauthEnv(issuer: string) {
  return {
    GOOGLE_CLIENT_ID: TEST_OAUTH_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: TEST_OAUTH_CLIENTS.google.clientSecret,
    GOOGLE_ISSUER: issuer,
    LINKEDIN_CLIENT_ID: TEST_OAUTH_CLIENTS.linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: TEST_OAUTH_CLIENTS.linkedin.clientSecret,
    LINKEDIN_ISSUER: issuer,
  };
}

/**
 * Starts the provider for an app served at `appPublicUrl`. `port` lets a test start it where an
 * app already expects it (0, the default, picks a free one). `accountFor` answers for login names
 * the registry lacks, for callers in another process that cannot fill it (the browser suite).
 */
export async function startOidcProvider(
  appPublicUrl: string,
  options: { port?: number; accountFor?: (id: string) => TestAccountClaims | undefined } = {},
): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const clients: ClientMetadata[] = Object.entries(TEST_OAUTH_CLIENTS).map(([provider, c]) => ({
    client_id: c.clientId,
    client_secret: c.clientSecret,
    redirect_uris: [`${appPublicUrl.replace(/\/$/, '')}/api/auth/oauth/${provider}/callback`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  }));
  const configuration: Configuration = {
    clients,
    jwks: { keys: [{ ...signingKey, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Google and LinkedIn put the e-mail and names in the ID token itself; the app reads them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id) ?? options.accountFor?.(id);
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    setAccount: (id, claims) => void accounts.set(id, claims),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Cookies by name: the provider's cookies have distinct names, so their paths can be ignored. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const decodeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/').replace(/&#x3D;/g, '=');

/**
 * Follows an authorization URL through the provider's login and consent pages as the account
 * `login`, and returns the URL the provider finally sends the browser to (the app's callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, appPublicUrl: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(appPublicUrl)) return url;
    const res: Response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body,
    });
    jar.store(res);
    body = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html: string = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action: string | undefined = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt: string | undefined = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    url = new URL(decodeHtml(action), url);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never redirected back to the app');
}
