import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { savedSearchId } from '../../src/server/matching/params';
import { runSavedSearch } from '../../src/server/matching/saved-searches';
import { runtime } from '../../src/server/runtime';

/** Runs a saved search now (Elite): every current match. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const id = savedSearchId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    return json(await runSavedSearch(rt.db, user.id, id));
  },
});

export const config: Config = { path: '/api/pivotmatch/saved-searches/:id/run' };
