import type { Config } from '@netlify/functions';
import { plannerRoutes } from '~/lib/planner';
import { implement, reply, serve } from '~/server/http/route';
import { createPlan, listPlans } from '~/server/planner/plans';

export default serve(
  implement(plannerRoutes.list, ({ rt, user }) => listPlans(rt.db, user.id)),
  implement(plannerRoutes.create, async ({ rt, user, body }) => {
    const { plan, created } = await createPlan(rt.db, user.id, body, rt.now());
    return reply(plannerRoutes.create, plan, { status: created ? 201 : 200 });
  }),
);

export const config: Config = { path: '/api/planner' };
