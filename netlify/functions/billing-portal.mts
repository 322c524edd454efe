import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { billingPortalUrl } from '~/server/billing/subscriptions';
import { implement, serve } from '~/server/http/route';

/** Manage billing: Stripe's customer portal, or the test-mode page in /dashboard. */
export default serve(implement(billingRoutes.portal, async ({ rt, user }) => ({ url: await billingPortalUrl(rt, user) })));

export const config: Config = { path: '/api/billing/portal' };
