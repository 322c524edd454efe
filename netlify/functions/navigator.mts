import type { Config } from '@netlify/functions';
import { navigatorRoutes } from '~/lib/navigator';
import { sessionHasPlan } from '~/server/auth/guards';
import { implement, serve } from '~/server/http/route';
import { ONET_ATTRIBUTION } from '~/server/navigator/data';
import { navigate, pathLimitFor } from '~/server/navigator/navigate';
import { listSources } from '~/server/navigator/sources';

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
