import type { Config } from '@netlify/functions';
import { plannerRoutes } from '~/lib/planner';
import { implement, serve } from '~/server/http/route';
import { deleteStep, updateStep } from '~/server/planner/steps';

export default serve(
  implement(plannerRoutes.updateStep, ({ rt, user, params, body }) => updateStep(rt.db, user.id, params.id, params.stepId, body, rt.now())),
  implement(plannerRoutes.deleteStep, ({ rt, user, params }) => deleteStep(rt.db, user.id, params.id, params.stepId, rt.now())),
);

export const config: Config = { path: '/api/planner/:id/steps/:stepId' };
