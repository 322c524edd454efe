import type { Config } from '@netlify/functions';
import { introductionTransitionSchema } from '../../src/lib/introductions';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { introductionId } from '../../src/server/introductions/params';
import { staffMoveIntroduction } from '../../src/server/introductions/requests';
import { runtime } from '../../src/server/runtime';

/** Staff move one introduction request: start work on it, or record the outcome (e-mailed to the member). */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = introductionId(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const move = await readJson(req, introductionTransitionSchema);
    return json(await staffMoveIntroduction(rt, user, id, move, rt.now()));
  },
});

export const config: Config = { path: '/api/admin/introductions/:id' };
