import type { Config } from '@netlify/functions';
import { billingRoutes } from '~/lib/billing';
import { currentSubscription, subscriptionView } from '~/server/billing/subscriptions';
import { implement, serve } from '~/server/http/route';

/** The member's current subscription, as /dashboard and the test-mode portal show it. */
export default serve(implement(billingRoutes.subscription, async ({ rt, user }) => subscriptionView(rt, await currentSubscription(rt.db, user.id))));

export const config: Config = { path: '/api/billing/subscription' };
