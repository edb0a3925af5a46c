import { z } from 'zod';
import {
  billingOverview,
  checkoutInput,
  localCheckout,
  localCheckoutIdInput,
  localPortalAction,
  redirectUrl,
  subscriptionCheck,
} from '../../../shared/schemas/billing.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import {
  changeLocalSubscription,
  checkSubscription,
  completeLocalCheckout,
  createCheckout,
  customerPortal,
  getBillingOverview,
  viewLocalCheckout,
} from './service.ts';

export const billingRouter = router({
  /** create-checkout: the provider's checkout page, to open in a new tab. */
  createCheckout: authedProcedure.input(checkoutInput).output(redirectUrl).mutation(({ ctx, input }) => createCheckout(ctx, input.plan)),
  /** check-subscription: refreshes the profile from the provider and answers with the spec's fields. */
  checkSubscription: authedProcedure.input(z.void()).output(subscriptionCheck).mutation(({ ctx }) => checkSubscription(ctx)),
  /** customer-portal: the provider's page to manage the subscription. */
  customerPortal: authedProcedure.input(z.void()).output(redirectUrl).mutation(({ ctx }) => customerPortal(ctx)),
  overview: authedProcedure.input(z.void()).output(billingOverview).query(({ ctx }) => getBillingOverview(ctx)),
  local: router({
    checkout: authedProcedure.input(localCheckoutIdInput).output(localCheckout).query(({ ctx, input }) => viewLocalCheckout(ctx, input.id)),
    pay: authedProcedure.input(localCheckoutIdInput).output(redirectUrl).mutation(({ ctx, input }) => completeLocalCheckout(ctx, input.id, 'pay')),
    cancel: authedProcedure.input(localCheckoutIdInput).output(redirectUrl).mutation(({ ctx, input }) => completeLocalCheckout(ctx, input.id, 'cancel')),
    update: authedProcedure.input(localPortalAction).output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx, input }) => {
      await changeLocalSubscription(ctx, input);
      return { ok: true as const };
    }),
  }),
});
