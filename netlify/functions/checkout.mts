import type { Config } from '@netlify/functions';
import { checkoutRequestSchema } from '../../src/lib/billing';
import { requireUser } from '../../src/server/auth/guards';
import { startCheckout } from '../../src/server/billing/subscriptions';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, checkoutRequestSchema);
    return json(await startCheckout(rt, user, input));
  },
});

export const config: Config = { path: '/api/checkout' };
