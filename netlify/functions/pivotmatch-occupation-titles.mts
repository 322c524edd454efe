import type { Config } from '@netlify/functions';
import { occupationTitleQuerySchema } from '../../src/lib/pivotmatch';
import { searchRoles } from '../../src/server/interviews/roles';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';

/** PivotMatch's role picker: O*NET titles matching what was typed, each with its occupation. Open to visitors, like PivotMatch. */
export default handle({
  async GET(req) {
    const { q } = readQuery(req, occupationTitleQuerySchema);
    return json({ titles: searchRoles(q) });
  },
});

export const config: Config = { path: '/api/pivotmatch/occupation-titles' };
