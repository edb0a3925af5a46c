import { z } from 'zod';
import { mfaDisableInput, mfaEnrollment, mfaFactor, mfaRecoveryInput, mfaVerifyInput, recoveryCodes } from '#shared/schemas/auth.ts';
import { okResult } from '#shared/schemas.ts';
import { accountProcedure, done, router, signedInProcedure } from '../../trpc/init.ts';
import { confirmEnrollment, disable, enroll, listFactors, verifyChallenge, verifyRecoveryCode } from './service.ts';

export const mfaRouter = router({
  /** Verified factors; the challenge screen asks for these while the session is still aal1. */
  factors: signedInProcedure.input(z.void()).output(z.array(mfaFactor)).query(({ ctx }) => listFactors(ctx)),
  enroll: accountProcedure.input(z.void()).output(mfaEnrollment).mutation(({ ctx }) => enroll(ctx)),
  confirmEnrollment: accountProcedure.input(mfaVerifyInput).output(recoveryCodes).mutation(({ ctx, input }) => confirmEnrollment(ctx, input)),
  verify: signedInProcedure.input(mfaVerifyInput).output(okResult).mutation(({ ctx, input }) => done(verifyChallenge(ctx, input))),
  verifyRecoveryCode: signedInProcedure.input(mfaRecoveryInput).output(okResult).mutation(({ ctx, input }) => done(verifyRecoveryCode(ctx, input))),
  disable: accountProcedure.input(mfaDisableInput).output(okResult).mutation(({ ctx, input }) => done(disable(ctx, input))),
});
