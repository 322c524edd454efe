import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { deleteSavedSearch, updateSavedSearch } from '~/server/matching/saved-searches';

/** One saved search (Elite): rename it, turn its alerts off or on, or delete it. */
export default serve(
  implement(pivotmatchRoutes.updateSearch, ({ rt, user, params, body }) => updateSavedSearch(rt.db, user.id, params.id, body)),
  implement(pivotmatchRoutes.deleteSearch, async ({ rt, user, params }) => {
    await deleteSavedSearch(rt.db, user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/pivotmatch/saved-searches/:id' };
