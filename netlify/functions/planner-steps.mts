import type { Config } from '@netlify/functions';
import { plannerRoutes } from '~/lib/planner';
import { implement, serve } from '~/server/http/route';
import { addStep } from '~/server/planner/steps';

export default serve(implement(plannerRoutes.addStep, ({ rt, user, params, body }) => addStep(rt.db, user.id, params.id, body, rt.now())));

export const config: Config = { path: '/api/planner/:id/steps' };
