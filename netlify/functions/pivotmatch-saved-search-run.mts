import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { runSavedSearch } from '~/server/matching/saved-searches';

/** Runs a saved search now (Elite): every current match. */
export default serve(implement(pivotmatchRoutes.runSearch, ({ rt, user, params }) => runSavedSearch(rt.db, user.id, params.id)));

export const config: Config = { path: '/api/pivotmatch/saved-searches/:id/run' };
