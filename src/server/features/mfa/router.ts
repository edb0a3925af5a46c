import { z } from 'zod';
import { mfaDisableInput, mfaEnrollment, mfaFactor, mfaRecoveryInput, mfaVerifyInput, recoveryCodes } from '../../../shared/schemas/auth.ts';
import { accountProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { confirmEnrollment, disable, enroll, listFactors, verifyChallenge, verifyRecoveryCode } from './service.ts';

const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };

export const mfaRouter = router({
  /** Verified factors; the challenge screen asks for these while the session is still aal1. */
  factors: signedInProcedure.input(z.void()).output(z.array(mfaFactor)).query(({ ctx }) => listFactors(ctx)),
  enroll: accountProcedure.input(z.void()).output(mfaEnrollment).mutation(({ ctx }) => enroll(ctx)),
  confirmEnrollment: accountProcedure.input(mfaVerifyInput).output(recoveryCodes).mutation(({ ctx, input }) => confirmEnrollment(ctx, input)),
  verify: signedInProcedure.input(mfaVerifyInput).output(ok).mutation(async ({ ctx, input }) => {
    await verifyChallenge(ctx, input);
    return done;
  }),
  verifyRecoveryCode: signedInProcedure.input(mfaRecoveryInput).output(ok).mutation(async ({ ctx, input }) => {
    await verifyRecoveryCode(ctx, input);
    return done;
  }),
  disable: accountProcedure.input(mfaDisableInput).output(ok).mutation(async ({ ctx, input }) => {
    await disable(ctx, input);
    return done;
  }),
});
