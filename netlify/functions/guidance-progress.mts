import type { Config } from '@netlify/functions';
import { guidanceProgressUpdateSchema } from '../../src/lib/guidance';
import { requireTool } from '../../src/server/auth/guards';
import { readProgress, setTaskDone } from '../../src/server/guidance/progress';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The career-change plan of /dashboard/guidance: the member's ticked tasks (GET), one task ticked or unticked (PUT). Pivot and up. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'guidance');
    return json(await readProgress(rt.db, user.id));
  },
  async PUT(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'guidance');
    const input = await readJson(req, guidanceProgressUpdateSchema);
    await setTaskDone(rt.db, user.id, input, rt.now());
    return json(await readProgress(rt.db, user.id));
  },
});

export const config: Config = { path: '/api/guidance/progress' };
