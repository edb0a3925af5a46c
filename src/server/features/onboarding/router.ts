import { z } from 'zod';
import { onboardingCompletion, onboardingProfileInput, onboardingStatus } from '#shared/schemas/onboarding.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { completeOnboarding, getOnboardingStatus } from './service.ts';

export const onboardingRouter = router({
  status: authedProcedure.input(z.void()).output(onboardingStatus).query(({ ctx }) => getOnboardingStatus(ctx)),
  complete: authedProcedure
    .input(onboardingProfileInput)
    .output(onboardingCompletion)
    .mutation(({ ctx, input }) => completeOnboarding(ctx, input)),
});
