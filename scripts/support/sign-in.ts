// Signing in to a running server as a browser does, for the load scripts and tests that act as a
// member over real HTTP.
import superjson from 'superjson';
import { SESSION_COOKIE } from '#shared/cookies.ts';

/** Signs in through auth.signIn; the session cookie as a `cookie` header value. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(superjson.serialize({ email, password })),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!res.ok || !cookie) throw new Error(`sign-in as ${email} failed with ${res.status}: ${await res.text()}`);
  return cookie.split(';')[0]!;
}
