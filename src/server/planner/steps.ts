/**
 * A plan's steps as the member works them: done or not (ticking the career-change checklist task
 * a step carries), renamed, re-dated, linked to a tracked job (one of theirs, or a new one saved
 * to the tracker through the tracker's own rules), deleted, or added by hand.
 */
import { and, count, eq, max } from 'drizzle-orm';
import { PLAN_STEPS_MAX } from '~/lib/catalogue';
import { STEP_NOT_FOUND, TRACKABLE_STEP_KINDS, commonTitleOf, type PlanView, type NewStepRequest, type StepPatch } from '~/lib/planner';
import type { Db } from '~/server/db/client';
import { checklistProgress, pivotPlanSteps, pivotPlans, type PivotPlanStep } from '~/server/db/schema';
import { markTaskDone, markTaskUndone } from '~/server/guidance/progress';
import { HttpError, badRequest, notFound } from '~/server/http/errors';
import { addTrackedJob } from '~/server/tracker/jobs';
import { ownedJob } from '~/server/tracker/owned';
import { ownedPlan, planView, snapshotOf } from './plans';

async function ownedStep(db: Db, userId: string, planId: string, stepId: string): Promise<PivotPlanStep> {
  const [step] = await db
    .select()
    .from(pivotPlanSteps)
    .where(and(eq(pivotPlanSteps.id, stepId), eq(pivotPlanSteps.planId, planId), eq(pivotPlanSteps.userId, userId)))
    .limit(1);
  if (!step) throw notFound(STEP_NOT_FOUND);
  return step;
}

/**
 * Unticks the step's checklist task only when this step ticked it: the tick's time is the step's
 * done time. A task the member ticked on the checklist itself, or earlier, stays ticked.
 */
async function untickIfOurs(db: Db, userId: string, step: PivotPlanStep): Promise<void> {
  if (!step.checklistItem || !step.doneAt) return;
  const [tick] = await db
    .select({ doneAt: checklistProgress.doneAt })
    .from(checklistProgress)
    .where(and(eq(checklistProgress.userId, userId), eq(checklistProgress.taskId, step.checklistItem)));
  if (tick && tick.doneAt.getTime() === step.doneAt.getTime()) await markTaskUndone(db, userId, step.checklistItem);
}

export async function updateStep(db: Db, userId: string, planId: string, stepId: string, patch: StepPatch, now: Date): Promise<PlanView> {
  const plan = await ownedPlan(db, userId, planId);
  const step = await ownedStep(db, userId, planId, stepId);
  const set: Partial<typeof pivotPlanSteps.$inferInsert> = { updatedAt: now };

  if (patch.trackedJobId !== undefined || patch.newTrackedJob !== undefined) {
    if (!TRACKABLE_STEP_KINDS.includes(step.kind)) throw badRequest('Only an informational interview or an application step can be linked to a job.');
    if (patch.trackedJobId) set.trackedJobId = (await ownedJob(db, userId, patch.trackedJobId)).id;
    else if (patch.trackedJobId === null) set.trackedJobId = null;
    if (patch.newTrackedJob) {
      const job = await addTrackedJob(
        db,
        userId,
        {
          title: patch.newTrackedJob.title ?? commonTitleOf(snapshotOf(plan).path),
          company: patch.newTrackedJob.company,
          location: null,
          link: null,
          stage: 'saved',
          notes: `From your pivot plan: ${plan.occupationTitle}.`,
          appliedOn: null,
          followUpOn: null,
          source: 'manual',
        },
        now,
      );
      set.trackedJobId = job.id;
    }
  }
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.dueOn !== undefined) set.dueOn = patch.dueOn;
  if (patch.done === true && !step.doneAt) {
    set.doneAt = now;
    if (step.checklistItem) await markTaskDone(db, userId, step.checklistItem, now);
  } else if (patch.done === false && step.doneAt) {
    set.doneAt = null;
    await untickIfOurs(db, userId, step);
  }

  await db.update(pivotPlanSteps).set(set).where(eq(pivotPlanSteps.id, step.id));
  await db.update(pivotPlans).set({ updatedAt: now }).where(eq(pivotPlans.id, plan.id));
  return planView(db, userId, plan.id);
}

export async function deleteStep(db: Db, userId: string, planId: string, stepId: string, now: Date): Promise<PlanView> {
  await ownedPlan(db, userId, planId);
  const step = await ownedStep(db, userId, planId, stepId);
  await db.delete(pivotPlanSteps).where(eq(pivotPlanSteps.id, step.id));
  await db.update(pivotPlans).set({ updatedAt: now }).where(eq(pivotPlans.id, planId));
  return planView(db, userId, planId);
}

/** A step of the member's own, after the plan's last. */
export async function addStep(db: Db, userId: string, planId: string, input: NewStepRequest, now: Date): Promise<PlanView> {
  await ownedPlan(db, userId, planId);
  const [held] = await db
    .select({ n: count(), last: max(pivotPlanSteps.position) })
    .from(pivotPlanSteps)
    .where(eq(pivotPlanSteps.planId, planId));
  if ((held?.n ?? 0) >= PLAN_STEPS_MAX) {
    throw new HttpError(409, `A plan holds at most ${PLAN_STEPS_MAX} steps. Delete steps you no longer need to make room.`);
  }
  await db.insert(pivotPlanSteps).values({
    planId,
    userId,
    position: (held?.last ?? -1) + 1,
    kind: input.kind,
    title: input.title,
    detail: input.detail,
    dueOn: input.dueOn,
    createdAt: now,
    updatedAt: now,
  });
  await db.update(pivotPlans).set({ updatedAt: now }).where(eq(pivotPlans.id, planId));
  return planView(db, userId, planId);
}
