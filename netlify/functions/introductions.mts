import type { Config } from '@netlify/functions';
import { newIntroductionSchema } from '../../src/lib/introductions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { introductionsOverview, requestIntroduction } from '../../src/server/introductions/requests';
import { runtime } from '../../src/server/runtime';

/** Introductions to hiring teams (Elite): the member's requests and tracked jobs; ask for one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'introductions');
    return json(await introductionsOverview(rt.db, user.id));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'introductions');
    const input = await readJson(req, newIntroductionSchema);
    return json(await requestIntroduction(rt.db, user, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/introductions' };
