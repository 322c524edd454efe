import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Whether payments are real (Stripe) or the labelled test mode, for the checkout page's label. */
export default handle({
  async GET() {
    const rt = await runtime();
    return json({ mode: rt.billing.mode }, { headers: { 'cache-control': 'public, max-age=60' } });
  },
});

export const config: Config = { path: '/api/billing/mode' };
