import type { Config } from '@netlify/functions';
import { billingRoutes } from '../../src/lib/billing';
import { startCheckout } from '../../src/server/billing/subscriptions';
import { implement, serve } from '../../src/server/http/route';

export default serve(implement(billingRoutes.checkout, ({ rt, user, body }) => startCheckout(rt, user, body)));

export const config: Config = { path: '/api/checkout' };
