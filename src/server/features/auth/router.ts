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
} from '#shared/schemas/auth.ts';
import { okResult } from '#shared/schemas.ts';
import { done, publicProcedure, router } from '../../trpc/init.ts';
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

/** Answers about an e-mail address are the same whether or not it is registered. */
async function accepted(work: Promise<void>): Promise<{ accepted: true }> {
  await work;
  return { accepted: true };
}

export const authRouter = router({
  session: publicProcedure.input(z.void()).output(sessionInfo).query(({ ctx }) => getSessionInfo(ctx)),
  providers: publicProcedure.input(z.void()).output(oauthProviders).query(({ ctx }) => oauthProviderStatus(ctx)),
  signUp: publicProcedure.input(signUpInput).output(acceptedResult).mutation(({ ctx, input }) => accepted(signUp(ctx, input))),
  signIn: publicProcedure.input(signInInput).output(signInResult).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicProcedure.input(z.void()).output(okResult).mutation(({ ctx }) => done(signOut(ctx))),
  resendVerification: publicProcedure.input(emailInput).output(acceptedResult).mutation(({ ctx, input }) => accepted(resendVerification(ctx, input))),
  requestPasswordReset: publicProcedure.input(emailInput).output(acceptedResult).mutation(({ ctx, input }) => accepted(requestPasswordReset(ctx, input))),
  resetPassword: publicProcedure.input(resetPasswordInput).output(okResult).mutation(({ ctx, input }) => done(resetPassword(ctx, input))),
  verifyEmail: publicProcedure.input(verifyEmailInput).output(verifyEmailResult).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
});
