import { z } from 'zod';
import { pushConfig as pushConfigOutput, pushSubscribed, pushSubscriptionInput, pushUnsubscribeInput } from '#shared/schemas/push.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { pushConfig, subscribe, unsubscribe } from './service.ts';

/** Whether the site can push, and the caller's own browsers' subscriptions: no procedure takes a user id. */
export const pushRouter = router({
  config: publicProcedure.input(z.void()).output(pushConfigOutput).query(({ ctx }) => pushConfig(ctx)),
  subscribe: authedProcedure.input(pushSubscriptionInput).output(pushSubscribed).mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: authedProcedure.input(pushUnsubscribeInput).output(pushSubscribed).mutation(({ ctx, input }) => unsubscribe(ctx, input)),
});
