import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/guards';
import { currentSubscription, subscriptionView } from '../../src/server/billing/subscriptions';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The member's current subscription, as /dashboard and the test-mode portal show it. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json(subscriptionView(rt, await currentSubscription(rt.db, user.id)));
  },
});

export const config: Config = { path: '/api/billing/subscription' };
