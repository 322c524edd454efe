import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { WebhookSignatureError } from '~/server/billing/provider';
import { verifyStripeWebhook } from '~/server/billing/stripe-provider';
import { processBillingEvents } from '~/server/billing/subscriptions';
import { HttpError } from '~/server/http/errors';
import { implement, serve } from '~/server/http/route';

/**
 * Stripe's signed events. The signature is checked on the raw body; each event id is applied once;
 * anything we do not handle is acknowledged so Stripe stops resending it.
 */
export default serve(
  implement(billingRoutes.stripeWebhook, async ({ req, rt }) => {
    if (!rt.stripe?.webhookSecret) throw new HttpError(503, 'Stripe webhooks are not configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).');
    const raw = await req.text();
    let event;
    try {
      event = await verifyStripeWebhook(rt.stripe.client, rt.stripe.webhookSecret, raw, req.headers.get('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, error.message);
      throw error;
    }
    const [applied] = await processBillingEvents(rt, [event]);
    return { received: true as const, outcome: applied!.outcome };
  }),
);

export const config: Config = { path: '/api/stripe/webhook' };
