import type { Config } from '@netlify/functions';
import { testPortalRequestSchema } from '../../src/lib/billing';
import { requireUser } from '../../src/server/auth/guards';
import { changeTestSubscription } from '../../src/server/billing/subscriptions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Test mode's stand-in for Stripe's portal: cancel, resume, switch, and simulated payments. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const request = await readJson(req, testPortalRequestSchema);
    return json(await changeTestSubscription(rt, user, request));
  },
});

export const config: Config = { path: '/api/billing/test-portal' };
