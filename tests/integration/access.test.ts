// The access table (src/server/access.ts) against the router: every procedure is in it, each is
// built on its level's tier, and every procedure called over HTTP by each of the seven kinds of
// caller is refused or let through exactly as the table says. The calls carry an input no schema
// accepts: tiers run before input parsing (checked below), so a call the tier lets through ends in
// BAD_REQUEST and never reaches a service, and the whole walk changes nothing. The raw routes'
// half of the table is walked the same way, each route called with no body and ids that name
// nothing, so a caller the tier lets through is answered by the route itself, never by a tier.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { API_TOKEN_SCOPE_PROCEDURES } from '#shared/constants/account.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { TOASTS } from '#shared/toasts.ts';
import { ACCESS, admits, CALLERS, LEVELS, ROUTE_ACCESS, type Caller, type Level, type ProcedurePath, type RouteKey } from '../../src/server/access.ts';
import { userRoles } from '../../src/server/db/schema/index.ts';
import { appRouter } from '../../src/server/router.ts';
import {
  accountProcedure,
  adminProcedure,
  authedProcedure,
  premiumProcedure,
  publicProcedure,
  router,
  signedInProcedure,
  staffProcedure,
} from '../../src/server/trpc/init.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { createCallers, sessionCaller, tokenCaller, type TestCaller } from '../support/callers.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database);
const http = httpCaller(app);
const callers = await createCallers(db, app);

const TIERS = {
  public: publicProcedure,
  signedIn: signedInProcedure,
  authed: authedProcedure,
  account: accountProcedure,
  premium: premiumProcedure,
  staff: staffProcedure,
  admin: adminProcedure,
} satisfies Record<Level, unknown>;

interface Middleware {
  _type?: string;
}
interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  middlewares: Middleware[];
}
const defOf = (procedure: unknown) => (procedure as { _def: ProcedureDef })._def;
const procedures = Object.entries(appRouter._def.procedures).map(([path, procedure]) => ({ path: path as ProcedurePath, def: defOf(procedure) }));
const tierMiddlewares = Object.fromEntries(Object.entries(TIERS).map(([level, tier]) => [level, defOf(tier).middlewares])) as Record<
  Level,
  Middleware[]
>;
const anyTierMiddleware = new Set(Object.values(tierMiddlewares).flat());

/** What the tiers answer when they refuse, and nothing else does before input parsing. */
const TIER_TOASTS = [
  TOASTS.auth.sessionMissing,
  TOASTS.auth.mfaRequired,
  TOASTS.auth.sessionRequired,
  TOASTS.common.premiumRequired,
  TOASTS.resume.premiumOptimization,
  TOASTS.coverLetter.premiumDraft,
  TOASTS.assessment.premiumProfiler,
  TOASTS.interview.premiumRequired,
  TOASTS.common.forbidden,
  TOASTS.news.unauthorized,
  TOASTS.auth.tokenOutOfScope,
];
const TIER_REFUSALS = TIER_TOASTS.map((m) => `${m.title}|${m.description ?? ''}`);

describe('the access table', () => {
  it('names every procedure of the router, and nothing else', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(procedures.map((p) => p.path).sort());
  });

  it("builds each procedure on its level's tier, checked before its input is parsed", () => {
    const wrong = procedures.flatMap(({ path, def }) => {
      const inputAt = def.middlewares.findIndex((m) => m._type === 'input');
      const beforeInput = def.middlewares.slice(0, inputAt === -1 ? undefined : inputAt);
      // A procedure that wraps a tier (news.publish's refusal words) repeats the base step: once is what counts.
      const tier = [...new Set(beforeInput.filter((m) => anyTierMiddleware.has(m)))];
      const afterInput = def.middlewares.slice(beforeInput.length).filter((m) => anyTierMiddleware.has(m));
      const level = (Object.keys(TIERS) as Level[]).find((l) => sameList(tierMiddlewares[l], tier));
      return level === ACCESS[path] && afterInput.length === 0 ? [] : [`${path}: table says ${ACCESS[path]}, router uses ${level ?? 'no known tier'}`];
    });
    expect(wrong).toEqual([]);
  });
});

const sameList = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type Outcome = 'refused' | 'through';

/** Calls one procedure with an input no schema accepts; anything but a tier's refusal or BAD_REQUEST is a finding. */
async function probe(path: ProcedurePath, type: ProcedureDef['type'], caller: TestCaller): Promise<Outcome | string> {
  const call = type === 'query' ? http.query : http.mutate;
  const res = await call(path, 'not an input of any procedure', caller.http);
  const error = res.error;
  if (!error) return `succeeded (status ${res.status})`;
  const { code, title, description } = error.data;
  if ((code === 'UNAUTHORIZED' || code === 'FORBIDDEN') && TIER_REFUSALS.includes(`${title ?? ''}|${description ?? ''}`)) return 'refused';
  if (code === 'BAD_REQUEST') return 'through';
  return `${code}: ${error.message}`;
}

describe('every procedure, as every kind of caller', () => {
  // About 500 requests: a few seconds alone, many more on a machine busy with other suites.
  it('is refused or let through exactly as the table says', async () => {
    const unexpectedAllows: string[] = [];
    const unexpectedRefusals: string[] = [];
    const unclean: string[] = [];
    let calls = 0;
    for (const { path, def } of procedures) {
      for (const kind of CALLERS) {
        const outcome = await probe(path, def.type, callers[kind]);
        calls += 1;
        const expected: Outcome = admits(path, kind) ? 'through' : 'refused';
        if (outcome !== 'refused' && outcome !== 'through') unclean.push(`${path} as ${kind}: ${outcome}`);
        else if (outcome !== expected) (outcome === 'through' ? unexpectedAllows : unexpectedRefusals).push(`${path} as ${kind}`);
      }
    }
    console.info(
      `access: ${procedures.length} procedures × ${CALLERS.length} callers = ${calls} calls; ` +
        `${unexpectedAllows.length} unexpected allows, ${unexpectedRefusals.length} unexpected refusals, ${unclean.length} other answers`,
    );
    expect({ unexpectedAllows, unexpectedRefusals, unclean }).toEqual({ unexpectedAllows: [], unexpectedRefusals: [], unclean: [] });
    expect(calls).toBe(Object.keys(ACCESS).length * CALLERS.length);
  }, 180_000);

  it('refuses a visitor with the tier message, and names no procedure or role', async () => {
    const res = await http.query('account.overview', undefined, callers.anonymous.http);
    expect(res.error).toMatchObject({ message: 'Auth session missing!', data: { code: 'UNAUTHORIZED' } });
  });
});

// The raw routes on an app that mounts them all: the Stripe webhook needs Stripe set up (a bad
// signature is refused before Stripe is asked anything), the benchmark's route its switch.
vi.stubEnv('BENCH_ROUTES', '1');
const { app: rawApp } = await useTestApp(database, {
  config: testConfig({
    STRIPE_SECRET_KEY: 'sk_test_access',
    STRIPE_WEBHOOK_SECRET: 'whsec_access',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_ANNUAL: 'price_annual',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  }),
});
vi.unstubAllEnvs();
const rawRoutes = (Object.keys(ROUTE_ACCESS) as RouteKey[]).map((key) => {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST', string];
  return { key, method, pattern };
});

/** A path for the pattern: a provider that exists, and for every other parameter an id that names nothing. */
const pathFor = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'provider' ? 'google' : randomUUID()));

/** Calls one raw route with no body; anything but a tier's refusal or the route's own answer is a finding. */
async function probeRoute(method: 'GET' | 'POST', pattern: string, caller: TestCaller): Promise<Outcome | string> {
  const { token, bearer } = caller.http;
  const res = await rawApp.inject({
    method,
    url: pathFor(pattern),
    headers: { ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    remoteAddress: randomIp(),
  });
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode !== 401 && res.statusCode !== 403) return 'through';
  const error = (res.json() as { error?: { code?: string; title?: string; message?: string } }).error;
  const tier = TIER_TOASTS.some((m) => error?.title === m.title && error.message === (m.description ?? m.title));
  return tier && (error?.code === 'UNAUTHORIZED' || error?.code === 'FORBIDDEN') ? 'refused' : `status ${res.statusCode}: ${error?.message}`;
}

describe('every raw route, as every kind of caller', () => {
  it('is mounted', () => {
    expect(rawRoutes.filter(({ method, pattern }) => !rawApp.hasRoute({ method, url: pattern })).map((r) => r.key)).toEqual([]);
  });

  it('is refused or let through exactly as the table says', async () => {
    const unexpectedAllows: string[] = [];
    const unexpectedRefusals: string[] = [];
    const unclean: string[] = [];
    let calls = 0;
    for (const { key, method, pattern } of rawRoutes) {
      for (const kind of CALLERS) {
        const outcome = await probeRoute(method, pattern, callers[kind]);
        calls += 1;
        const expected: Outcome = admits(key, kind) ? 'through' : 'refused';
        if (outcome !== 'refused' && outcome !== 'through') unclean.push(`${key} as ${kind}: ${outcome}`);
        else if (outcome !== expected) (outcome === 'through' ? unexpectedAllows : unexpectedRefusals).push(`${key} as ${kind}`);
      }
    }
    console.info(
      `access: ${rawRoutes.length} raw routes × ${CALLERS.length} callers = ${calls} calls; ` +
        `${unexpectedAllows.length} unexpected allows, ${unexpectedRefusals.length} unexpected refusals, ${unclean.length} other answers`,
    );
    expect({ unexpectedAllows, unexpectedRefusals, unclean }).toEqual({ unexpectedAllows: [], unexpectedRefusals: [], unclean: [] });
    expect(calls).toBe(Object.keys(ROUTE_ACCESS).length * CALLERS.length);
  }, 120_000);
});

// A narrow token (the browser extension's) against the whole router and every raw route that asks
// who the caller is: only its scope's procedures let it through, with its user's rights.
describe("a capture token (the browser extension's)", () => {
  it('reaches jobCapture.save and is refused everything else, in the scope refusal', async () => {
    const capture = await tokenCaller(db, app, {}, 'capture');
    const allowed = API_TOKEN_SCOPE_PROCEDURES.capture;
    const wrong: string[] = [];
    for (const { path, def } of procedures) {
      const outcome = await probe(path, def.type, capture);
      if (outcome !== (allowed.includes(path) ? 'through' : 'refused')) wrong.push(`${path}: ${outcome}`);
    }
    expect(wrong).toEqual([]);
    const res = await http.query('applications.list', undefined, capture.http);
    expect(res.error?.data).toMatchObject({ code: 'FORBIDDEN', description: TOASTS.auth.tokenOutOfScope.description });
  }, 120_000);

  it('is refused by every raw route that is not public', async () => {
    const capture = await tokenCaller(db, app, {}, 'capture');
    const wrong: string[] = [];
    for (const { key, method, pattern } of rawRoutes.filter((r) => ROUTE_ACCESS[r.key] !== 'public')) {
      const outcome = await probeRoute(method, pattern, capture);
      if (outcome !== 'refused') wrong.push(`${key}: ${outcome}`);
    }
    expect(wrong).toEqual([]);
  });

  it('may send its mutation from another origin, unlike a cookie', async () => {
    const capture = await tokenCaller(db, app, {}, 'capture');
    const headers = { origin: 'chrome-extension://abcdefghijklmnop', 'content-type': 'application/json' };
    const withToken = await app.inject({ method: 'POST', url: '/trpc/jobCapture.save', headers: { ...headers, authorization: `Bearer ${capture.http.bearer}` }, payload: '{}' });
    expect(withToken.statusCode).toBe(400);
    const withCookie = await app.inject({ method: 'POST', url: '/trpc/jobCapture.save', headers: { ...headers, cookie: `${SESSION_COOKIE}=${callers.free.http.token}` }, payload: '{}' });
    expect(withCookie.statusCode).toBe(403);
  });
});

// Each level's tier on its own, so a level no procedure uses yet (premium) is proven too, with the
// cases the seven callers do not cover.
const ok = z.literal('ok');
const answer = () => 'ok' as const;
const tiers = router({
  public: TIERS.public.input(z.void()).output(ok).query(answer),
  signedIn: TIERS.signedIn.input(z.void()).output(ok).query(answer),
  authed: TIERS.authed.input(z.void()).output(ok).query(answer),
  account: TIERS.account.input(z.void()).output(ok).query(answer),
  premium: TIERS.premium.input(z.void()).output(ok).query(answer),
  staff: TIERS.staff.input(z.void()).output(ok).query(answer),
  admin: TIERS.admin.input(z.void()).output(ok).query(answer),
});

async function levelsAdmitting(caller: TestCaller): Promise<Level[]> {
  const call = tiers.createCaller(await caller.context());
  const admitted: Level[] = [];
  for (const level of Object.keys(TIERS) as Level[]) {
    try {
      await call[level]();
      admitted.push(level);
    } catch (err) {
      expect((err as { code: string }).code).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
    }
  }
  return admitted;
}

const levelsFor = (kind: Caller) => (Object.keys(LEVELS) as Level[]).filter((level) => (LEVELS[level] as readonly Caller[]).includes(kind));

describe('the tiers behind the levels', () => {
  it.each(CALLERS)('admit a %s caller exactly where the levels say', async (kind) => {
    expect(await levelsAdmitting(callers[kind])).toEqual(levelsFor(kind));
  });

  it.each<[string, Parameters<typeof sessionCaller>[2], Caller]>([
    ['premium that has expired', { expiredPremium: true }, 'free'],
    ['an admin who passed the second factor', { role: 'admin', mfa: true, aal: 'aal2' }, 'admin'],
    ['an admin who owes the second factor', { role: 'admin', mfa: true, aal: 'aal1' }, 'mfaPending'],
  ])('treat %s as a %s caller', async (_name, options, kind) => {
    expect(await levelsAdmitting(await sessionCaller(db, kind, options))).toEqual(levelsFor(kind));
  });

  it("let a premium user's API token through premium, as its user, but never into the account", async () => {
    expect(await levelsAdmitting(await tokenCaller(db, app, { premium: true }))).toEqual(['public', 'authed', 'premium']);
  });

  it('let a premium admin through every level', async () => {
    expect(await levelsAdmitting(await sessionCaller(db, 'admin', { role: 'admin', premium: true }))).toEqual(Object.keys(LEVELS));
  });

  it('read the role on every request: a removed role stops working at once', async () => {
    const admin = await sessionCaller(db, 'admin', { role: 'admin' });
    await db.delete(userRoles).where(eq(userRoles.userId, admin.userId!));
    expect(await levelsAdmitting(admin)).toEqual(levelsFor('free'));
  });
});
