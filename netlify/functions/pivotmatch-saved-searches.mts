import type { Config } from '@netlify/functions';
import { savedSearchCreateSchema } from '../../src/lib/pivotmatch';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { createSavedSearch, listSavedSearches } from '../../src/server/matching/saved-searches';
import { resumeOwner } from '../../src/server/resumes/owner';
import { ownedSession } from '../../src/server/resumes/sessions';
import { runtime } from '../../src/server/runtime';

/** An Elite member's saved PivotMatch searches: list, and save the search just run. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    return json(await listSavedSearches(rt.db, user.id));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const found = await requireTool(req, rt, 'matches');
    const { name, sessionId, filters } = await readJson(req, savedSearchCreateSchema);
    const session = await ownedSession(rt.db, sessionId, await resumeOwner(req, rt, { session: found }));
    return json(await createSavedSearch(rt.db, found.user.id, { name, filters, session }, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/pivotmatch/saved-searches' };
