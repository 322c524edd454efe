import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/guards';
import { billingPortalUrl } from '../../src/server/billing/subscriptions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Manage billing: Stripe's customer portal, or the test-mode page in /dashboard. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    return json({ url: await billingPortalUrl(rt, user) });
  },
});

export const config: Config = { path: '/api/billing/portal' };
