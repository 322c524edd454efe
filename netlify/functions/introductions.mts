import type { Config } from '@netlify/functions';
import { introductionsRoutes } from '~/lib/introductions';
import { implement, serve } from '~/server/http/route';
import { introductionsOverview, requestIntroduction } from '~/server/introductions/requests';

/** Introductions to hiring teams (Elite): the member's requests and tracked jobs; ask for one. */
export default serve(
  implement(introductionsRoutes.overview, ({ rt, user }) => introductionsOverview(rt.db, user.id)),
  implement(introductionsRoutes.request, ({ rt, user, body }) => requestIntroduction(rt.db, user, body, rt.now())),
);

export const config: Config = { path: '/api/introductions' };
