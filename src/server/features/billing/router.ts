import { z } from 'zod';
import {
  billingOverview,
  checkoutInput,
  localCheckout,
  localCheckoutIdInput,
  localPortalAction,
  redirectUrl,
  subscriptionCheck,
} from '#shared/schemas/billing.ts';
import { okResult } from '#shared/schemas.ts';
import { authedProcedure, done, router } from '../../trpc/init.ts';
import {
  cancelLocalCheckout,
  changeLocalSubscription,
  checkSubscription,
  createCheckout,
  customerPortal,
  getBillingOverview,
  payLocalCheckout,
  viewLocalCheckout,
} from './service.ts';

export const billingRouter = router({
  /** create-checkout: the provider's checkout page, to open in a new tab. */
  createCheckout: authedProcedure.input(checkoutInput).output(redirectUrl).mutation(({ ctx, input }) => createCheckout(ctx, input)),
  /** check-subscription: refreshes the profile from the provider and answers with the spec's fields. */
  checkSubscription: authedProcedure.input(z.void()).output(subscriptionCheck).mutation(({ ctx }) => checkSubscription(ctx)),
  /** customer-portal: the provider's page to manage the subscription. */
  customerPortal: authedProcedure.input(z.void()).output(redirectUrl).mutation(({ ctx }) => customerPortal(ctx)),
  overview: authedProcedure.input(z.void()).output(billingOverview).query(({ ctx }) => getBillingOverview(ctx)),
  local: router({
    checkout: authedProcedure.input(localCheckoutIdInput).output(localCheckout).query(({ ctx, input }) => viewLocalCheckout(ctx, input)),
    pay: authedProcedure.input(localCheckoutIdInput).output(redirectUrl).mutation(({ ctx, input }) => payLocalCheckout(ctx, input)),
    cancel: authedProcedure.input(localCheckoutIdInput).output(redirectUrl).mutation(({ ctx, input }) => cancelLocalCheckout(ctx, input)),
    update: authedProcedure.input(localPortalAction).output(okResult).mutation(({ ctx, input }) => done(changeLocalSubscription(ctx, input))),
  }),
});
