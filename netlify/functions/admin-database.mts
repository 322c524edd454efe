import type { Config } from '@netlify/functions';
import { databaseOverview } from '../../src/server/admin/database';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The Database tab: size, rows per table, connections, migrations and the last backup, from the database. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await databaseOverview(rt.db));
  },
});

export const config: Config = { path: '/api/admin/database' };
