import type { Config } from '@netlify/functions';
import { newStepSchema } from '../../src/lib/planner';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { plannerIds } from '../../src/server/planner/params';
import { addStep } from '../../src/server/planner/steps';
import { runtime } from '../../src/server/runtime';

/** A step of the member's own added to a pivot plan; answers the plan. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const { planId } = plannerIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    const input = await readJson(req, newStepSchema);
    return json(await addStep(rt.db, user.id, planId, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/planner/:id/steps' };
