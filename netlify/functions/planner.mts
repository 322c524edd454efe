import type { Config } from '@netlify/functions';
import { newPlanSchema } from '../../src/lib/planner';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { createPlan, listPlans } from '../../src/server/planner/plans';
import { runtime } from '../../src/server/runtime';

/** The Pivot planner (Pivot and up): the member's plans with their progress (GET), a plan made from a navigator path (POST: 201, or 200 with the plan already made for that occupation). */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    return json(await listPlans(rt.db, user.id));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'planner');
    const body = await readJson(req, newPlanSchema);
    const { plan, created } = await createPlan(rt.db, user.id, body, rt.now());
    return json(plan, { status: created ? 201 : 200 });
  },
});

export const config: Config = { path: '/api/planner' };
