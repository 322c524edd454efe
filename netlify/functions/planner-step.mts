import type { Config } from '@netlify/functions';
import { stepPatchSchema } from '../../src/lib/planner';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { stepIds } from '../../src/server/planner/params';
import { deleteStep, updateStep } from '../../src/server/planner/steps';
import { runtime } from '../../src/server/runtime';

/** One step of a pivot plan: done or not, title, due date, a tracked job (PATCH), or deleted (DELETE); both answer the plan. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const { planId, stepId } = stepIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    const patch = await readJson(req, stepPatchSchema);
    return json(await updateStep(rt.db, user.id, planId, stepId, patch, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const { planId, stepId } = stepIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    return json(await deleteStep(rt.db, user.id, planId, stepId, rt.now()));
  },
});

export const config: Config = { path: '/api/planner/:id/steps/:stepId' };
