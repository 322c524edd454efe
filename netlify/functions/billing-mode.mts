import type { Config } from '@netlify/functions';
import { sessionOf } from '../../src/server/auth/guards';
import { checkoutTerms } from '../../src/server/billing/subscriptions';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/**
 * What the checkout page states before payment: whether payments are real (Stripe) or the
 * labelled test mode, and the free trial checkout grants this visitor (so "$0 due today" and the
 * charge date are what checkout then does). Per visitor, so never kept by a shared cache.
 */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const session = await sessionOf(req, rt);
    return json(await checkoutTerms(rt, session?.user ?? null), { headers: { 'cache-control': 'private, no-store' } });
  },
});

export const config: Config = { path: '/api/billing/mode' };
