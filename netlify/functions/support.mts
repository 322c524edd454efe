import type { Config } from '@netlify/functions';
import { newSupportRequestSchema } from '../../src/lib/support';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { openSupportRequest, supportOverview } from '../../src/server/support/requests';

/** Support requests (every signed-in member; Elite are VIP): the member's threads and target; open one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const found = await requireUser(req, rt);
    return json(await supportOverview(rt.db, found, rt.now()));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const found = await requireUser(req, rt);
    const input = await readJson(req, newSupportRequestSchema);
    return json(await openSupportRequest(rt.db, found, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/support' };
