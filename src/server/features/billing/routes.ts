// POST /api/billing/stripe/webhook: Stripe's events, on the raw body (the signature covers the
// exact bytes). Anything to fetch from Stripe is fetched first; then the event row is written in
// the same transaction as its effects: a duplicate delivery finds the row and changes nothing; a
// failure rolls both back so Stripe's retry is processed afresh. Mounted only when Stripe is set up.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { billingEvents } from '../../db/schema/index.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { applyStripeEvent, resolveStripeEvent, stripeFor } from './stripe-provider.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function billingRoutes(config: Config) {
  const stripe = config.stripe;
  if (!stripe) return [];
  return [
    httpRoute(`POST ${STRIPE_WEBHOOK_PATH}`, { body: { keep: 'bytes', maxBytes: WEBHOOK_BODY_LIMIT } }, async ({ ctx, req, reply }) => {
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('missing signature or body');
        event = (await stripeFor(stripe)).webhooks.constructEvent(req.body, signature, stripe.webhookSecret);
      } catch (err) {
        req.log.warn({ reason: (err as Error).message.split('\n')[0] }, 'stripe webhook refused');
        throw new RouteRefusal('BAD_REQUEST', 'Invalid signature');
      }

      // Ask Stripe what it must before opening a transaction; a redelivery still gets this far, and
      // the insert below is what decides it is a duplicate.
      const resolved = await resolveStripeEvent(stripe, event);
      const outcome = await ctx.db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(billingEvents)
          .values({ id: event.id, provider: 'stripe', type: event.type, payload: event })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (!recorded) return { duplicate: true, applied: false, reason: 'duplicate delivery' };
        const result = await applyStripeEvent(tx, stripe, resolved);
        await tx.update(billingEvents).set({ processedAt: new Date() }).where(eq(billingEvents.id, event.id));
        return { duplicate: false, ...result };
      });
      req.log.info({ eventId: event.id, type: event.type, ...outcome }, 'stripe webhook');
      return reply.send({ received: true, duplicate: outcome.duplicate });
    }),
  ];
}
