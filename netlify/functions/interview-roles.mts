import type { Config } from '@netlify/functions';
import { roleQuerySchema } from '../../src/lib/interviews';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { searchRoles } from '../../src/server/interviews/roles';
import { runtime } from '../../src/server/runtime';

/** The mock interview's role picker: O*NET titles and alternate titles matching what was typed. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireTool(req, rt, 'interviews');
    const { q } = readQuery(req, roleQuerySchema);
    return json({ roles: searchRoles(q) });
  },
});

export const config: Config = { path: '/api/interview-roles' };
