import type { Config } from '@netlify/functions';
import { navigateSchema } from '../../src/lib/navigator';
import { requireTool, sessionHasPlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { ONET_ATTRIBUTION } from '../../src/server/navigator/data';
import { navigate, pathLimitFor } from '../../src/server/navigator/navigate';
import { listSources } from '../../src/server/navigator/sources';
import { runtime } from '../../src/server/runtime';

/** The Career Opportunity Navigator (Pivot and up; Elite sees every path). */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const found = await requireTool(req, rt, 'navigator');
    return json({
      sources: await listSources(rt.db, found.user.id),
      pathLimit: pathLimitFor(sessionHasPlan(found, 'elite', rt.now())),
      attribution: ONET_ATTRIBUTION,
    });
  },
  async POST(req) {
    assertSameSite(req);
    const body = await readJson(req, navigateSchema);
    const rt = await runtime();
    const found = await requireTool(req, rt, 'navigator');
    return json(await navigate(rt.db, found.user.id, sessionHasPlan(found, 'elite', rt.now()), body));
  },
});

export const config: Config = { path: '/api/navigator' };
