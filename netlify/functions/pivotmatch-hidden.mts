import type { Config } from '@netlify/functions';
import { hiddenOpportunitiesQuerySchema } from '../../src/lib/navigator';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { hiddenOpportunities } from '../../src/server/matching/hidden';
import { runtime } from '../../src/server/runtime';

/** Hidden opportunities (Elite): jobs the member would not search for, found through the navigator's paths. */
export default handle({
  async GET(req) {
    const query = readQuery(req, hiddenOpportunitiesQuerySchema);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    return json(await hiddenOpportunities(rt.db, user.id, query.kind && query.id ? { kind: query.kind, id: query.id } : null));
  },
});

export const config: Config = { path: '/api/pivotmatch/hidden-opportunities' };
