import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { progressSummary } from '../../src/server/progress/summary';
import { runtime } from '../../src/server/runtime';

/** The Premium progress dashboard's figures: mock interviews, STAR scores, pace, applications. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'progress');
    return json(await progressSummary(rt.db, user.id, rt.now()));
  },
});

export const config: Config = { path: '/api/progress' };
