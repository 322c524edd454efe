import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { startCheckout } from '~/server/billing/subscriptions';
import { implement, serve } from '~/server/http/route';

export default serve(implement(billingRoutes.checkout, ({ rt, user, body }) => startCheckout(rt, user, body)));

export const config: Config = { path: '/api/checkout' };
