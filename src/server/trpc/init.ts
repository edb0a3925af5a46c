// The procedure tiers, defined once from the level rules in tiers.ts (which the raw routes apply
// too). Features pick a tier; they never check sessions, roles or premium themselves.
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, flattenError } from 'zod';
import { INPUT_TEXT } from '#shared/constants.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, FieldError } from '../platform/errors.ts';
import type { Context } from './context.ts';
import { requireAdmin, requireAuthed, requirePremium, requireSession, requireSignedIn, requireStaff, requireTokenScope } from './tiers.ts';

/**
 * A procedure's refusals in the words the spec gives that feature ("AI optimization is available
 * for Premium users only"), in place of its tier's general ones. A session that still owes its
 * second factor, or an API token where a session is needed, hears the general words all the same.
 */
export interface Refusal {
  /** To a signed-in caller the tier turns away: not Premium (premium), not staff or not an admin (staff, admin). */
  tier: Toast;
  /** To a visitor (no session, no valid token); without it, the general "Auth session missing!". */
  visitor?: Toast;
}

export interface ProcedureMeta {
  /**
   * Meta, not a tier of its own: the procedure keeps its tier's very middlewares, which the access
   * table checks, and the API description quotes the words.
   */
  refusal?: Refusal;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // A database outage reaches here as whatever failed first (the session lookup, a query): the
    // caller is told to come back (503, Retry-After in app.ts), not that something broke.
    if (isDatabaseUnavailable(error)) {
      const { title, description } = TOASTS.common.unavailable;
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
      ? TOASTS.common.internal.description!
      : (zod?.issues[0]?.message ?? error.message);
    // No stack, no internal message: clients get the code, the spec's title/description and field errors.
    return {
      message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        title: app?.title ?? (internal ? TOASTS.common.internal.title : null),
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
/** One router from several at the same path: the admin panel's procedures come from more than one feature. */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** A key the answer may name as a field: superjson refuses to send `constructor` or `__proto__` back. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const UNSAFE_KEYS = new Set(['constructor', 'prototype', '__proto__']);

/**
 * Where a NUL character sits in an input (the top-level field, or "input" for the input itself),
 * or null. Postgres refuses NUL in text with an error, so it is refused here for every procedure
 * before any schema or service sees it: in values and keys, at any depth. The walk keeps its own
 * stack, so no nesting overflows the call stack.
 */
function findNulCharacter(input: unknown): string | null {
  const pending: { value: unknown; field: string }[] = [{ value: input, field: 'input' }];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const { value, field } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field;
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const top = (key: string) => (value !== input ? field : FIELD_NAME.test(key) && !UNSAFE_KEYS.has(key) ? key : 'input');
    if (value instanceof Map || value instanceof Set) {
      for (const entry of value instanceof Map ? value.entries() : value.values()) pending.push({ value: entry, field });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return top(key);
      pending.push({ value: item, field: top(key) });
    }
  }
  return null;
}

/** Every procedure's first steps: a narrow API token is within its scope; the raw input holds no NUL character (see findNulCharacter). */
export const publicProcedure = t.procedure.use(async ({ ctx, path, getRawInput, next }) => {
  requireTokenScope(ctx, path);
  const field = findNulCharacter(await getRawInput());
  if (field !== null) throw new FieldError(field, INPUT_TEXT.nullCharacter);
  return next();
});

/**
 * A signed-in session, even one that still owes the second factor: only the challenge itself uses
 * this. Never an API token: a token has no challenge to answer.
 */
export const signedInProcedure = publicProcedure.use(({ ctx, meta, next }) => next({ ctx: requireSession(requireSignedIn(ctx, meta?.refusal?.visitor)) }));

/**
 * A session whose second factor, if the user has one, has been passed, or a personal API token
 * (made from such a session).
 */
export const authedProcedure = publicProcedure.use(({ ctx, meta, next }) => next({ ctx: requireAuthed(requireSignedIn(ctx, meta?.refusal?.visitor)) }));

/** The account's own credentials (password, e-mail, 2FA, tokens, deletion): a real session only, never an API token. */
export const accountProcedure = authedProcedure.use(({ ctx, next }) => next({ ctx: requireSession(ctx) }));

export const premiumProcedure = authedProcedure.use(({ ctx, meta, next }) => next({ ctx: requirePremium(ctx, meta?.refusal?.tier) }));

/** Admins and moderators. */
export const staffProcedure = authedProcedure.use(({ ctx, meta, next }) => next({ ctx: requireStaff(ctx, meta?.refusal?.tier) }));

export const adminProcedure = staffProcedure.use(({ ctx, meta, next }) => next({ ctx: requireAdmin(ctx, meta?.refusal?.tier) }));

/** What a mutation that answers nothing else returns once its work is done. */
export async function done(work: Promise<unknown>): Promise<{ ok: true }> {
  await work;
  return { ok: true };
}
