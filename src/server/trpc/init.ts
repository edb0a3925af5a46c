// The procedure tiers, defined once. Features pick a tier; they never check sessions, roles or
// premium themselves.
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, flattenError } from 'zod';
import { MESSAGES } from '#shared/messages.ts';
import { isPremium, isStaff } from '#shared/rules/premium.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, FieldError } from '../platform/errors.ts';
import {
  requireAuthed,
  requireSignedIn,
  type AccountContext,
  type AdminContext,
  type ChallengeContext,
  type Context,
  type StaffContext,
} from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // A database outage reaches here as whatever failed first (the session lookup, a query): the
    // caller is told to come back (503, Retry-After in app.ts), not that something broke.
    if (isDatabaseUnavailable(error)) {
      const { title, description } = MESSAGES.common.unavailable;
      return {
        message: description!,
        code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
        data: { code: 'SERVICE_UNAVAILABLE' as const, httpStatus: 503, path: shape.data.path, title, description: description!, fieldErrors: null },
      };
    }
    const app = error instanceof AppError ? error : null;
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const message = internal
      ? MESSAGES.common.internal.description!
      : (zod?.issues[0]?.message ?? error.message);
    // No stack, no internal message: clients get the code, the spec's title/description and field errors.
    return {
      message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        title: app?.title ?? (internal ? MESSAGES.common.internal.title : null),
        description: app?.description ?? null,
        fieldErrors: zod
          ? (flattenError(zod).fieldErrors as Record<string, string[]>)
          : error instanceof FieldError
            ? error.fieldErrors
            : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure;

/**
 * A signed-in session, even one that still owes the second factor: only the challenge itself uses
 * this. Never an API token: a token has no challenge to answer.
 */
export const signedInProcedure = t.procedure.use(({ ctx, next }) => {
  const signedIn = requireSignedIn(ctx);
  if (!signedIn.session) throw new AppError('FORBIDDEN', MESSAGES.auth.sessionRequired);
  return next({ ctx: { ...signedIn, session: signedIn.session } satisfies ChallengeContext });
});

/**
 * A session whose second factor, if the user has one, has been passed, or a personal API token
 * (made from such a session).
 */
export const authedProcedure = t.procedure.use(({ ctx, next }) => next({ ctx: requireAuthed(requireSignedIn(ctx)) }));

/** The account's own credentials (password, e-mail, 2FA, tokens, deletion): a real session only, never an API token. */
export const accountProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError('FORBIDDEN', MESSAGES.auth.sessionRequired);
  return next({ ctx: { ...ctx, session: ctx.session } satisfies AccountContext });
});

export const premiumProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isPremium(ctx.user)) throw new AppError('FORBIDDEN', MESSAGES.common.premiumRequired);
  return next();
});

/** Admins and moderators. */
export const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  const { role } = ctx.user;
  if (!isStaff(role)) throw new AppError('FORBIDDEN', MESSAGES.common.forbidden);
  return next({ ctx: { ...ctx, user: { ...ctx.user, role } } satisfies StaffContext });
});

export const adminProcedure = staffProcedure.use(({ ctx, next }) => {
  const { role } = ctx.user;
  if (role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.common.forbidden);
  return next({ ctx: { ...ctx, user: { ...ctx.user, role } } satisfies AdminContext });
});

/** What a mutation that answers nothing else returns once its work is done. */
export async function done(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}
