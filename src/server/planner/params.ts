import { z } from 'zod';
import { notFound } from '../http/errors';
import { PLAN_NOT_FOUND } from './plans';
import { STEP_NOT_FOUND } from './steps';

/**
 * The ids in /api/planner/{planId}/steps/{stepId}: the plan's and, where there is one, the step's.
 * Anything not a uuid is a plan or step that does not exist.
 */
export function plannerIds(req: Request): { planId: string; stepId: string | null } {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  const plan = z.uuid().safeParse(parts[2]);
  if (!plan.success) throw notFound(PLAN_NOT_FOUND);
  if (parts.length < 5) return { planId: plan.data, stepId: null };
  const step = z.uuid().safeParse(parts[4]);
  if (!step.success) throw notFound(STEP_NOT_FOUND);
  return { planId: plan.data, stepId: step.data };
}

/** The step id a step route must have. */
export function stepIds(req: Request): { planId: string; stepId: string } {
  const { planId, stepId } = plannerIds(req);
  if (!stepId) throw notFound(STEP_NOT_FOUND);
  return { planId, stepId };
}
