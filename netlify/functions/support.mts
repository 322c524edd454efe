import type { Config } from '@netlify/functions';
import { supportRoutes } from '~/lib/support';
import { implement, serve } from '~/server/http/route';
import { openSupportRequest, supportOverview } from '~/server/support/requests';

/** Support requests (every signed-in member; Elite are VIP): the member's threads and target; open one. */
export default serve(
  implement(supportRoutes.overview, ({ rt, session }) => supportOverview(rt.db, session, rt.now())),
  implement(supportRoutes.open, ({ rt, session, body }) => openSupportRequest(rt.db, session, body, rt.now())),
);

export const config: Config = { path: '/api/support' };
