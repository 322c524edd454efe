import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { coachingOverview } from '../../src/server/coaching/bookings';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Executive coaching (Elite): the open session times and the member's own sessions. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'coaching');
    return json(await coachingOverview(rt.db, user.id, rt.now()));
  },
});

export const config: Config = { path: '/api/coaching/slots' };
