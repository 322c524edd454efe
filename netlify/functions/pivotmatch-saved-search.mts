import type { Config } from '@netlify/functions';
import { savedSearchPatchSchema } from '../../src/lib/pivotmatch';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { savedSearchId } from '../../src/server/matching/params';
import { deleteSavedSearch, updateSavedSearch } from '../../src/server/matching/saved-searches';
import { runtime } from '../../src/server/runtime';

/** One saved search (Elite): rename it, turn its alerts off or on, or delete it. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = savedSearchId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    const patch = await readJson(req, savedSearchPatchSchema);
    return json(await updateSavedSearch(rt.db, user.id, id, patch));
  },
  async DELETE(req) {
    assertSameSite(req);
    const id = savedSearchId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'matches');
    await deleteSavedSearch(rt.db, user.id, id);
    return json({ deleted: id });
  },
});

export const config: Config = { path: '/api/pivotmatch/saved-searches/:id' };
