// Every cookie the server sets, in one catalogue: the code that sets each one takes its name,
// path and lifetime from here, the Cookie Policy page is rendered from it, and an integration test
// fails when a response sets a cookie that is not here or differs from its entry. So the page
// cannot describe cookies the product does not set, or miss one it does.
import { AUTH_LIMITS } from './constants/auth.ts';

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieEntry {
  name: string;
  /** Why it exists, in a sentence a reader of the Cookie Policy understands. */
  purpose: string;
  /** When it is set. */
  setWhen: string;
  /** How long the browser keeps it, in seconds. */
  maxAgeSeconds: number;
  /** The lifetime as the page says it. */
  lifetime: string;
  path: string;
  /** Signed with the server's cookie secret, so a changed value is rejected. */
  signed: boolean;
}

/** All are HttpOnly (no script can read them), SameSite=Lax, and Secure in production. */
export const COOKIE_ATTRIBUTES = { httpOnly: true, sameSite: 'lax' } as const;

export const COOKIES = {
  session: {
    name: 'upward_session',
    purpose: 'Keeps you signed in: it holds a random session token; the server stores only its hash.',
    setWhen: 'When you sign in, and again when an active session is renewed halfway through its life.',
    maxAgeSeconds: AUTH_LIMITS.sessionTtlDays * DAY_SECONDS,
    lifetime: `${AUTH_LIMITS.sessionTtlDays} days, renewed while you use it; removed when you sign out`,
    path: '/',
    signed: false,
  },
  knownDevice: {
    name: 'upward_device',
    purpose:
      'Remembers that this browser signed in to your account before, so wrong passwords typed elsewhere never lock you out here. It is a keyed hash over your account id and a random value: nothing about it is stored on the server.',
    setWhen: 'After a successful sign-in.',
    maxAgeSeconds: 365 * DAY_SECONDS,
    lifetime: '1 year',
    path: '/',
    signed: false,
  },
  oauthPending: {
    name: 'upward_oauth',
    purpose:
      'Carries the state, PKCE verifier and nonce of a sign-in with Google or LinkedIn from the moment you leave for the provider until you come back, so the answer can be checked as yours.',
    setWhen: 'When you choose to sign in with Google or LinkedIn; deleted when you come back.',
    maxAgeSeconds: 10 * 60,
    lifetime: '10 minutes at most',
    path: '/api/auth/oauth',
    signed: true,
  },
} as const satisfies Record<string, CookieEntry>;

/** The browser's session cookie. */
export const SESSION_COOKIE = COOKIES.session.name;
