// The access levels, the callers each admits, and the level of every raw HTTP route. They sit on the
// tiers' floor so that raw routes, which live in the features, can take their level from here;
// src/server/access.ts re-exports all of it beside ACCESS, the procedures' half of the table.

/**
 * The kinds of caller. `apiToken` is a free user's personal API token; `mfaPending` is a session
 * of a user with a second factor who has not passed it yet.
 */
export const CALLERS = ['anonymous', 'mfaPending', 'free', 'premium', 'moderator', 'admin', 'apiToken'] as const;
export type Caller = (typeof CALLERS)[number];

const SIGNED_IN_USERS = ['free', 'premium', 'moderator', 'admin'] as const satisfies Caller[];

/**
 * Each access level is one tier in `src/server/trpc/init.ts` (its rule in tiers.ts), and admits
 * these callers. An API token acts as its user, so a premium user's token reaches `premium` too;
 * the table's token is a free user's.
 */
export const LEVELS = {
  /** publicProcedure: anyone. */
  public: CALLERS,
  /** signedInProcedure: a session, before or after the second factor, never a token; only the challenge uses it. */
  signedIn: ['mfaPending', ...SIGNED_IN_USERS],
  /** authedProcedure: a user past the second factor, or an API token. */
  authed: [...SIGNED_IN_USERS, 'apiToken'],
  /** accountProcedure: the account's own credentials, from a real session only. */
  account: SIGNED_IN_USERS,
  /** premiumProcedure: a premium user (resume optimisation, the Interest Profiler; other premium content is cut inside services). */
  premium: ['premium'],
  /** staffProcedure: moderators and admins. */
  staff: ['moderator', 'admin'],
  /** adminProcedure. */
  admin: ['admin'],
} as const satisfies Record<string, readonly Caller[]>;
export type Level = keyof typeof LEVELS;

/**
 * Who may call each raw route (trpc/http-routes.ts), keyed by method and path as Fastify routes
 * them. The route helper applies the level's tier before the handler runs, and types the handler's
 * context by it. A route whose key is not here fails the type-check where it is defined; a key no
 * route mounts fails it where app.ts mounts the routes.
 */
export const ROUTE_ACCESS = {
  'GET /api/healthz': 'public',
  'GET /api/docs.json': 'public',
  // Sign-in with a provider: the answer is always a redirect, never a refusal.
  'GET /api/auth/oauth/:provider': 'public',
  'GET /api/auth/oauth/:provider/callback': 'public',
  // Stripe proves itself by the signature; the unsubscribe link by its signed token.
  'POST /api/billing/stripe/webhook': 'public',
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
  // Anyone may load a photo; a hidden profile's is a 404 to all but its owner, past the second factor.
  'GET /api/photos/:userId/:file': 'public',
  // `npm run bench` only: the job search without tRPC, as public as jobs.search.
  'GET /api/bench/jobs': 'public',
  // The browser extension, made for this server: it holds nothing of anyone's (its token is made in Settings).
  'GET /api/job-capture/extension.zip': 'public',

  'POST /api/onboarding/resume': 'authed',
  'POST /api/resumes/import': 'authed',
  'GET /api/resumes/:id/pdf': 'authed',
  'GET /api/resumes/:id/json': 'authed',
  'GET /api/cover-letters/:id/pdf': 'authed',
  'GET /api/cover-letters/:id/docx': 'authed',
  'GET /api/cover-letters/:id/txt': 'authed',
  'GET /api/applications/export.csv': 'authed',
  'GET /api/applications/interviews/:id/event.ics': 'authed',
  'POST /api/profile/photo': 'authed',
  // A message saved as .eml, read as if it had been forwarded to the member's address.
  'POST /api/inbound-mail/import': 'authed',
  // Everything about the account at once: a browser session, or the mailed link's token, which
  // stands in for the tier for that one archive (the route's own proof).
  'GET /api/data-export/:id': 'account',

  'POST /api/admin/job-imports': 'staff',
} as const satisfies Record<`${'GET' | 'POST'} /api/${string}`, Level>;
export type RouteKey = keyof typeof ROUTE_ACCESS;
