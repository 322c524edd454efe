import type { Config } from '@netlify/functions';
import { navigatorRoutes } from '../../src/lib/navigator';
import { sessionHasPlan } from '../../src/server/auth/guards';
import { implement, serve } from '../../src/server/http/route';
import { ONET_ATTRIBUTION } from '../../src/server/navigator/data';
import { navigate, pathLimitFor } from '../../src/server/navigator/navigate';
import { listSources } from '../../src/server/navigator/sources';

/** The Career Opportunity Navigator (Pivot and up; Elite sees every path). */
export default serve(
  implement(navigatorRoutes.setup, async ({ rt, session }) => ({
    sources: await listSources(rt.db, session.user.id),
    pathLimit: pathLimitFor(sessionHasPlan(session, 'elite', rt.now())),
    attribution: ONET_ATTRIBUTION,
  })),
  implement(navigatorRoutes.navigate, ({ rt, session, body }) => navigate(rt.db, session.user.id, sessionHasPlan(session, 'elite', rt.now()), body)),
);

export const config: Config = { path: '/api/navigator' };
