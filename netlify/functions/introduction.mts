import type { Config } from '@netlify/functions';
import { withdrawIntroductionSchema } from '../../src/lib/introductions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { introductionId } from '../../src/server/introductions/params';
import { withdrawIntroduction } from '../../src/server/introductions/requests';
import { runtime } from '../../src/server/runtime';

/** One of the member's introduction requests (Elite): withdraw it while it is open (PATCH {status:"withdrawn"}). */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const id = introductionId(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'introductions');
    await readJson(req, withdrawIntroductionSchema);
    return json(await withdrawIntroduction(rt, user, id, rt.now()));
  },
});

export const config: Config = { path: '/api/introductions/:id' };
