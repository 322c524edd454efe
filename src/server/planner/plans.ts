/**
 * A member's pivot plans: made from a navigator path (scored on the server for one of their
 * resumes, never taken from the client), one per target occupation, listed with their progress,
 * re-dated when the target date moves, deleted with their steps.
 */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { PIVOT_PLANS_MAX } from '~/lib/catalogue';
import { guidancePlan } from '~/lib/guidance';
import type { CareerPath } from '~/lib/navigator';
import { ONET_ATTRIBUTION } from '~/lib/onet';
import {
  commonTitleOf,
  defaultTargetDate,
  PLAN_NOT_FOUND,
  progressOf,
  spreadDueDates,
  targetDateProblem,
  type PlanList,
  type PlanSnapshot,
  type PlanStepView,
  type PlanSummary,
  type PlanView,
  type NewPlanRequest,
} from '~/lib/planner';
import type { Db } from '~/server/db/client';
import { pivotPlanSteps, pivotPlans, trackedJobs, type PivotPlan, type PivotPlanStep } from '~/server/db/schema';
import { HttpError, badRequest, notFound } from '~/server/http/errors';
import { pathForSource } from '~/server/navigator/navigate';
import { generateSteps } from './generate';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const TASK_TITLES = new Map(guidancePlan.stages.flatMap((s) => s.tasks.map((t) => [t.id, t.title] as const)));

type StepRow = PivotPlanStep & { job: { id: string; title: string; company: string; stage: string } | null };

function stepView(s: StepRow): PlanStepView {
  return {
    id: s.id,
    position: s.position,
    kind: s.kind,
    title: s.title,
    detail: s.detail,
    skill: s.skill,
    dueOn: s.dueOn,
    doneAt: s.doneAt?.toISOString() ?? null,
    trackedJob: s.job,
    checklistItem: s.checklistItem,
    checklistTitle: s.checklistItem ? (TASK_TITLES.get(s.checklistItem) ?? null) : null,
  };
}

export const snapshotOf = (plan: PivotPlan) => plan.pathSnapshot as unknown as PlanSnapshot;

function summaryOf(plan: PivotPlan, steps: readonly Pick<PivotPlanStep, 'title' | 'dueOn' | 'doneAt' | 'position'>[]): PlanSummary {
  const snapshot = snapshotOf(plan);
  const next = steps.filter((s) => s.doneAt === null).sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.position - b.position)[0];
  return {
    id: plan.id,
    occupationCode: plan.occupationCode,
    occupationTitle: plan.occupationTitle,
    commonTitle: commonTitleOf(snapshot.path),
    score: snapshot.path.score,
    targetDate: plan.targetDate,
    progress: progressOf(steps),
    next: next ? { title: next.title, dueOn: next.dueOn } : null,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** The member's own plan row, or 404: another member's plan looks exactly like no plan. */
export async function ownedPlan(db: Db, userId: string, planId: string): Promise<PivotPlan> {
  const [plan] = await db
    .select()
    .from(pivotPlans)
    .where(and(eq(pivotPlans.id, planId), eq(pivotPlans.userId, userId)))
    .limit(1);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

async function stepsOf(db: Db, planId: string): Promise<StepRow[]> {
  const rows = await db
    .select({ step: pivotPlanSteps, job: { id: trackedJobs.id, title: trackedJobs.title, company: trackedJobs.company, stage: trackedJobs.stage } })
    .from(pivotPlanSteps)
    .leftJoin(trackedJobs, eq(trackedJobs.id, pivotPlanSteps.trackedJobId))
    .where(eq(pivotPlanSteps.planId, planId))
    .orderBy(asc(pivotPlanSteps.position));
  return rows.map((r) => ({ ...r.step, job: r.job }));
}

/** One plan with its steps, and the member's tracked jobs to link a step to. */
export async function planView(db: Db, userId: string, planId: string): Promise<PlanView> {
  const plan = await ownedPlan(db, userId, planId);
  const [steps, jobs] = await Promise.all([
    stepsOf(db, plan.id),
    db
      .select({ id: trackedJobs.id, title: trackedJobs.title, company: trackedJobs.company, stage: trackedJobs.stage })
      .from(trackedJobs)
      .where(eq(trackedJobs.userId, userId))
      .orderBy(desc(trackedJobs.updatedAt)),
  ]);
  return { ...summaryOf(plan, steps), snapshot: snapshotOf(plan), steps: steps.map(stepView), jobs, attribution: ONET_ATTRIBUTION };
}

/** The member's plans, newest first, each with its progress and next step. */
export async function listPlans(db: Db, userId: string): Promise<PlanList> {
  const [plans, steps] = await Promise.all([
    db.select().from(pivotPlans).where(eq(pivotPlans.userId, userId)).orderBy(desc(pivotPlans.createdAt), asc(pivotPlans.occupationTitle)),
    db
      .select({
        planId: pivotPlanSteps.planId,
        title: pivotPlanSteps.title,
        dueOn: pivotPlanSteps.dueOn,
        doneAt: pivotPlanSteps.doneAt,
        position: pivotPlanSteps.position,
      })
      .from(pivotPlanSteps)
      .where(eq(pivotPlanSteps.userId, userId)),
  ]);
  return {
    plans: plans.map((p) =>
      summaryOf(
        p,
        steps.filter((s) => s.planId === p.id),
      ),
    ),
    max: PIVOT_PLANS_MAX,
    attribution: ONET_ATTRIBUTION,
  };
}

function assertTarget(target: string, now: Date): void {
  const problem = targetDateProblem(target, dayOf(now));
  if (problem) throw badRequest(`targetDate: ${problem}`);
}

async function existingPlan(db: Db, userId: string, code: string): Promise<PivotPlan | undefined> {
  const [plan] = await db
    .select()
    .from(pivotPlans)
    .where(and(eq(pivotPlans.userId, userId), eq(pivotPlans.occupationCode, code)))
    .limit(1);
  return plan;
}

/**
 * A plan from one navigator path: the path is scored here for the member's own resume (404 for
 * anyone else's), and its missing gaps become the steps. A plan for that occupation already in
 * the planner is answered as it is (created: false), never made twice.
 */
export async function createPlan(db: Db, userId: string, request: NewPlanRequest, now: Date): Promise<{ plan: PlanView; created: boolean }> {
  const today = dayOf(now);
  const target = request.targetDate ?? defaultTargetDate(today);
  assertTarget(target, now);
  const path: CareerPath = await pathForSource(db, userId, request.source, request.currentTitle, request.code);

  const existing = await existingPlan(db, userId, path.code);
  if (existing) return { plan: await planView(db, userId, existing.id), created: false };

  const [held] = await db.select({ n: count() }).from(pivotPlans).where(eq(pivotPlans.userId, userId));
  if ((held?.n ?? 0) >= PIVOT_PLANS_MAX) {
    throw new HttpError(409, `Your planner holds ${PIVOT_PLANS_MAX} plans, the most it keeps. Delete a plan you no longer follow to make room.`);
  }

  const snapshot: PlanSnapshot = { path, source: request.source, currentTitle: request.currentTitle || null };
  const steps = generateSteps(path, today, target);
  const planId = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(pivotPlans)
      .values({
        userId,
        occupationCode: path.code,
        occupationTitle: path.title,
        pathSnapshot: snapshot as unknown as Record<string, unknown>,
        targetDate: target,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: pivotPlans.id });
    if (!plan) return null;
    if (steps.length) {
      await tx.insert(pivotPlanSteps).values(steps.map((s) => ({ ...s, planId: plan.id, userId, createdAt: now, updatedAt: now })));
    }
    return plan.id;
  });
  // The same path added twice at once: the other request made it.
  if (!planId) return { plan: await planView(db, userId, (await existingPlan(db, userId, path.code))!.id), created: false };
  return { plan: await planView(db, userId, planId), created: true };
}

/** A new target date: the steps not done yet are spread again, in order, over the weekdays up to it. */
export async function retargetPlan(db: Db, userId: string, planId: string, targetDate: string, now: Date): Promise<PlanView> {
  await ownedPlan(db, userId, planId);
  assertTarget(targetDate, now);
  await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: pivotPlanSteps.id })
      .from(pivotPlanSteps)
      .where(and(eq(pivotPlanSteps.planId, planId), isNull(pivotPlanSteps.doneAt)))
      .orderBy(asc(pivotPlanSteps.position));
    const dates = spreadDueDates(open.length, dayOf(now), targetDate);
    for (const [i, s] of open.entries()) {
      await tx
        .update(pivotPlanSteps)
        .set({ dueOn: dates[i] ?? null, updatedAt: now })
        .where(eq(pivotPlanSteps.id, s.id));
    }
    await tx.update(pivotPlans).set({ targetDate, updatedAt: now }).where(eq(pivotPlans.id, planId));
  });
  return planView(db, userId, planId);
}

/** Deletes a plan and its steps. The checklist tasks its steps ticked stay ticked: they are the member's. */
export async function deletePlan(db: Db, userId: string, planId: string): Promise<void> {
  const gone = await db
    .delete(pivotPlans)
    .where(and(eq(pivotPlans.id, planId), eq(pivotPlans.userId, userId)))
    .returning({ id: pivotPlans.id });
  if (gone.length === 0) throw notFound(PLAN_NOT_FOUND);
}
