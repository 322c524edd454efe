import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { hiddenOpportunities } from '~/server/matching/hidden';

/** Hidden opportunities (Elite): jobs the member would not search for, found through the navigator's paths. */
export default serve(
  implement(pivotmatchRoutes.hiddenOpportunities, ({ rt, user, query }) =>
    hiddenOpportunities(rt.db, user.id, query.kind && query.id ? { kind: query.kind, id: query.id } : null),
  ),
);

export const config: Config = { path: '/api/pivotmatch/hidden-opportunities' };
