import type { Config } from '@netlify/functions';
import { requireTool, sessionHasPlan } from '../../src/server/auth/guards';
import { growthSummary } from '../../src/server/growth/summary';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Career Growth Analytics (Pivot and up): pivot plans, applications and, with Premium, interview practice, as figures for charts. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const found = await requireTool(req, rt, 'growth');
    return json(await growthSummary(rt.db, found.user.id, sessionHasPlan(found, 'premium', rt.now()), rt.now()));
  },
});

export const config: Config = { path: '/api/growth' };
