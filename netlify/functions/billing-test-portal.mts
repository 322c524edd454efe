import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { changeTestSubscription } from '~/server/billing/subscriptions';
import { implement, serve } from '~/server/http/route';

/** Test mode's stand-in for Stripe's portal: cancel, resume, switch, and simulated payments. */
export default serve(implement(billingRoutes.testPortal, ({ rt, user, body }) => changeTestSubscription(rt, user, body)));

export const config: Config = { path: '/api/billing/test-portal' };
