import type { Config } from '@netlify/functions';
import { planPatchSchema } from '../../src/lib/planner';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { plannerIds } from '../../src/server/planner/params';
import { deletePlan, planView, retargetPlan } from '../../src/server/planner/plans';
import { runtime } from '../../src/server/runtime';

/** One pivot plan: with its steps (GET), a new target date that re-dates the steps not done (PATCH), deleted (DELETE). */
export default handle({
  async GET(req) {
    const { planId } = plannerIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    return json(await planView(rt.db, user.id, planId));
  },
  async PATCH(req) {
    assertSameSite(req);
    const { planId } = plannerIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    const { targetDate } = await readJson(req, planPatchSchema);
    return json(await retargetPlan(rt.db, user.id, planId, targetDate, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const { planId } = plannerIds(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    await deletePlan(rt.db, user.id, planId);
    return json({ deleted: planId });
  },
});

export const config: Config = { path: '/api/planner/:id' };
