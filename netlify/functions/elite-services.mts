import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { eliteOverview } from '../../src/server/elite/overview';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The Elite dashboard: what is waiting in each Elite service for the member, Elite members only. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'elite-dashboard');
    return json(await eliteOverview(rt.db, user.id, rt.now()));
  },
});

export const config: Config = { path: '/api/elite/services' };
