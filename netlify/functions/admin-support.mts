import type { Config } from '@netlify/functions';
import { supportQueueQuerySchema } from '../../src/lib/support';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { supportQueue } from '../../src/server/support/requests';

/** The staff support queue: open requests VIP first, then by first-response due time; or filtered by ?status=. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    const { status } = readQuery(req, supportQueueQuerySchema);
    return json(await supportQueue(rt.db, status, rt.now()));
  },
});

export const config: Config = { path: '/api/admin/support' };
