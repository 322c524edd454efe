import type { Config } from '@netlify/functions';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { implement, serve } from '~/server/http/route';
import { createSavedSearch, listSavedSearches } from '~/server/matching/saved-searches';
import { resumeOwner } from '~/server/resumes/owner';
import { ownedSession } from '~/server/resumes/sessions';

/** An Elite member's saved PivotMatch searches: list, and save the search just run. */
export default serve(
  implement(pivotmatchRoutes.savedSearches, ({ rt, user }) => listSavedSearches(rt.db, user.id)),
  implement(pivotmatchRoutes.saveSearch, async ({ rt, req, session: found, body: { name, sessionId, filters } }) => {
    const session = await ownedSession(rt.db, sessionId, await resumeOwner(req, rt, { session: found }));
    return createSavedSearch(rt.db, found.user.id, { name, filters, session }, rt.now());
  }),
);

export const config: Config = { path: '/api/pivotmatch/saved-searches' };
