import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { listMatchHistory } from '../../src/server/matching/history';
import { runtime } from '../../src/server/runtime';

/** An Elite member's PivotMatch searches, newest first, each with its best matches. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    return json({ history: await listMatchHistory(rt.db, user.id) });
  },
});

export const config: Config = { path: '/api/pivotmatch/history' };
