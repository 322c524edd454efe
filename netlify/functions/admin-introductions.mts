import type { Config } from '@netlify/functions';
import { introductionQueueQuerySchema } from '../../src/lib/introductions';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { introductionQueue } from '../../src/server/introductions/requests';
import { runtime } from '../../src/server/runtime';

/** The staff queue of introduction requests: open ones oldest first, or filtered by ?status=. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    const { status } = readQuery(req, introductionQueueQuerySchema);
    return json(await introductionQueue(rt.db, status));
  },
});

export const config: Config = { path: '/api/admin/introductions' };
