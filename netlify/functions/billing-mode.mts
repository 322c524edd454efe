import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { sessionOf } from '~/server/auth/guards';
import { checkoutTerms } from '~/server/billing/subscriptions';
import { implement, reply, serve } from '~/server/http/route';

/**
 * What the checkout page states before payment: whether payments are real (Stripe) or the
 * labelled test mode, and the free trial checkout grants this visitor (so "$0 due today" and the
 * charge date are what checkout then does). Per visitor, so never kept by a shared cache.
 */
export default serve(
  implement(billingRoutes.mode, async ({ req, rt }) => {
    const session = await sessionOf(req, rt);
    return reply(billingRoutes.mode, await checkoutTerms(rt, session?.user ?? null), { headers: { 'cache-control': 'private, no-store' } });
  }),
);

export const config: Config = { path: '/api/billing/mode' };
