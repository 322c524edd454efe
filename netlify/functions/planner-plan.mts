import type { Config } from '@netlify/functions';
import { plannerRoutes } from '~/lib/planner';
import { implement, serve } from '~/server/http/route';
import { deletePlan, planView, retargetPlan } from '~/server/planner/plans';

export default serve(
  implement(plannerRoutes.plan, ({ rt, user, params }) => planView(rt.db, user.id, params.id)),
  implement(plannerRoutes.retarget, ({ rt, user, params, body }) => retargetPlan(rt.db, user.id, params.id, body.targetDate, rt.now())),
  implement(plannerRoutes.remove, async ({ rt, user, params }) => {
    await deletePlan(rt.db, user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/planner/:id' };
