// The rule of each access level, written once: the procedure tiers (init.ts) chain these steps as
// middlewares, and the raw routes (http-routes.ts) apply the same steps to the context they build.
// Each step refuses with the tier's own AppError, so a refusal reads the same on both paths.
import { API_TOKEN_SCOPE_PROCEDURES } from '#shared/constants/account.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import { isPremium, isStaff } from '#shared/rules/premium.ts';
import { AppError } from '../platform/errors.ts';
import { secondFactorOwed } from '../platform/sessions.ts';
import type {
  AccountContext,
  AdminContext,
  AuthedContext,
  ChallengeContext,
  Context,
  SignedInContext,
  StaffContext,
} from './context.ts';
import type { Level } from './levels.ts';

/** A user behind a session or an API token, who may still owe the second factor; a procedure may word the visitor's refusal. */
export function requireSignedIn(ctx: Context, refusal: Toast = TOASTS.auth.sessionMissing): SignedInContext {
  if (!ctx.user || (!ctx.session && !ctx.apiToken)) throw new AppError('UNAUTHORIZED', refusal);
  return { ...ctx, user: ctx.user };
}

/**
 * A narrow API token (the browser extension's) reaches only the procedures its scope lists, and no
 * raw route (`path` null): refused before anything else, whatever the procedure's level.
 */
export function requireTokenScope(ctx: Context, path: string | null): void {
  const scope = ctx.apiToken?.scope;
  if (!scope || scope === 'full') return;
  if (path !== null && API_TOKEN_SCOPE_PROCEDURES[scope].includes(path)) return;
  throw new AppError('FORBIDDEN', TOASTS.auth.tokenOutOfScope);
}

/** A session that still owes its second factor is refused; an API token was made past it. */
export function requireAuthed(ctx: SignedInContext): AuthedContext {
  if (ctx.session && secondFactorOwed(ctx.user, ctx.session)) throw new AppError('FORBIDDEN', TOASTS.auth.mfaRequired);
  return ctx;
}

/** A real session, never an API token: the second-factor challenge and the account's own credentials. */
export function requireSession<C extends SignedInContext>(ctx: C): C & ChallengeContext {
  if (!ctx.session) throw new AppError('FORBIDDEN', TOASTS.auth.sessionRequired);
  return { ...ctx, session: ctx.session };
}

/** A premium user, refused in the feature's own words when it has them. */
export function requirePremium(ctx: AuthedContext, refusal: Toast = TOASTS.common.premiumRequired): AuthedContext {
  if (!isPremium(ctx.user)) throw new AppError('FORBIDDEN', refusal);
  return ctx;
}

/** Admins and moderators. */
export function requireStaff(ctx: AuthedContext, refusal: Toast = TOASTS.common.forbidden): StaffContext {
  const { role } = ctx.user;
  if (!isStaff(role)) throw new AppError('FORBIDDEN', refusal);
  return { ...ctx, user: { ...ctx.user, role } };
}

export function requireAdmin(ctx: StaffContext, refusal: Toast = TOASTS.common.forbidden): AdminContext {
  const { role } = ctx.user;
  if (role !== 'admin') throw new AppError('FORBIDDEN', refusal);
  return { ...ctx, user: { ...ctx.user, role } };
}

/** The context each level's tier hands on. */
export interface LevelContexts {
  public: Context;
  signedIn: ChallengeContext;
  authed: AuthedContext;
  account: AccountContext;
  premium: AuthedContext;
  staff: StaffContext;
  admin: AdminContext;
}

const authed = (ctx: Context) => requireAuthed(requireSignedIn(ctx));
const staff = (ctx: Context) => requireStaff(authed(ctx));

/** Each level's steps in the order its procedure tier runs them. */
const RULES: { [L in Level]: (ctx: Context) => LevelContexts[L] } = {
  public: (ctx) => ctx,
  signedIn: (ctx) => requireSession(requireSignedIn(ctx)),
  authed,
  account: (ctx) => requireSession(authed(ctx)),
  premium: (ctx) => requirePremium(authed(ctx)),
  staff,
  admin: (ctx) => requireAdmin(staff(ctx)),
};

/** The context at `level`, or the refusal that level's tier throws. */
export const enterLevel = <L extends Level>(level: L, ctx: Context): LevelContexts[L] => RULES[level](ctx);
