import { z } from 'zod';
import {
  acceptedResult,
  emailInput,
  oauthProviders,
  resetPasswordInput,
  sessionInfo,
  signInInput,
  signInResult,
  signUpInput,
  verifyEmailInput,
  verifyEmailResult,
} from '../../../shared/schemas/auth.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import {
  getSessionInfo,
  oauthProviderStatus,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from './service.ts';

const ok = z.object({ ok: z.literal(true) });
const accepted = { accepted: true as const };

export const authRouter = router({
  session: publicProcedure.input(z.void()).output(sessionInfo).query(({ ctx }) => getSessionInfo(ctx)),
  providers: publicProcedure.input(z.void()).output(oauthProviders).query(({ ctx }) => oauthProviderStatus(ctx)),
  signUp: publicProcedure.input(signUpInput).output(acceptedResult).mutation(async ({ ctx, input }) => {
    await signUp(ctx, input);
    return accepted;
  }),
  signIn: publicProcedure.input(signInInput).output(signInResult).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicProcedure.input(z.void()).output(ok).mutation(async ({ ctx }) => {
    await signOut(ctx);
    return { ok: true as const };
  }),
  resendVerification: publicProcedure.input(emailInput).output(acceptedResult).mutation(async ({ ctx, input }) => {
    await resendVerification(ctx, input);
    return accepted;
  }),
  requestPasswordReset: publicProcedure.input(emailInput).output(acceptedResult).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx, input);
    return accepted;
  }),
  resetPassword: publicProcedure.input(resetPasswordInput).output(ok).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input);
    return { ok: true as const };
  }),
  verifyEmail: publicProcedure.input(verifyEmailInput).output(verifyEmailResult).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
});
