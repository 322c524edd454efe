import { asc, eq } from 'drizzle-orm';
import type { GrowthSummary, PlanGrowth, WeekCount } from '~/lib/growth';
import { commonTitleOf, type PlanSnapshot } from '~/lib/planner';
import { PROGRESS_WEEKS, isApplication, stageCountsOf, weekStartOf, weeklyCounts } from '~/lib/progress';
import type { Db } from '~/server/db/client';
import { pivotPlanSteps, pivotPlans, trackedJobs } from '~/server/db/schema';
import { progressSummary } from '~/server/progress/summary';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

const weekly = (days: string[], today: string): WeekCount[] => weeklyCounts(days, today).map((w) => ({ weekStart: w.weekStart, count: w.sessions }));

/** Every step of a gap done: the gap is closed. Steps without a gap (interviews, applications, the member's own) close none. */
function gapsOf(steps: readonly { skill: string | null; doneAt: Date | null }[]): { planned: number; closed: number } {
  const bySkill = new Map<string, boolean>();
  for (const s of steps) if (s.skill) bySkill.set(s.skill, (bySkill.get(s.skill) ?? true) && s.doneAt !== null);
  return { planned: bySkill.size, closed: [...bySkill.values()].filter(Boolean).length };
}

/**
 * One member's growth, read from their own rows at request time. Interview practice is Premium's
 * (the progress dashboard's own figures, reused); below Premium it is not read at all.
 */
export async function growthSummary(db: Db, userId: string, premium: boolean, now: Date): Promise<GrowthSummary> {
  const today = dayOf(now);
  // The first day the weekly charts show: older rows are not read for them.
  const since = new Date(new Date(`${weekStartOf(today)}T00:00:00Z`).getTime() - (PROGRESS_WEEKS - 1) * 7 * DAY_MS);
  const [plans, steps, tracked, practice] = await Promise.all([
    db.select().from(pivotPlans).where(eq(pivotPlans.userId, userId)).orderBy(asc(pivotPlans.createdAt), asc(pivotPlans.occupationTitle)),
    db
      .select({ planId: pivotPlanSteps.planId, skill: pivotPlanSteps.skill, doneAt: pivotPlanSteps.doneAt })
      .from(pivotPlanSteps)
      .where(eq(pivotPlanSteps.userId, userId)),
    db.select({ stage: trackedJobs.stage, appliedOn: trackedJobs.appliedOn }).from(trackedJobs).where(eq(trackedJobs.userId, userId)),
    premium ? progressSummary(db, userId, now) : Promise.resolve(null),
  ]);

  const planGrowth: PlanGrowth[] = plans.map((p) => {
    const own = steps.filter((s) => s.planId === p.id);
    const done = own.filter((s) => s.doneAt !== null).length;
    const gaps = gapsOf(own);
    return {
      id: p.id,
      occupationTitle: p.occupationTitle,
      commonTitle: commonTitleOf((p.pathSnapshot as unknown as PlanSnapshot).path),
      done,
      total: own.length,
      percent: own.length ? Math.round((done * 100) / own.length) : 0,
      gapsPlanned: gaps.planned,
      gapsClosed: gaps.closed,
    };
  });
  const doneDays = steps.flatMap((s) => (s.doneAt ? [dayOf(s.doneAt)] : []));
  const byStage = stageCountsOf(tracked);
  // Applications as Progress counts them (isApplication), placed in the week of their applied date.
  const appliedDays = tracked.flatMap((j) => (isApplication(j) && j.appliedOn && j.appliedOn >= dayOf(since) ? [j.appliedOn] : []));

  return {
    weeks: PROGRESS_WEEKS,
    planner: { plans: planGrowth, stepsDone: doneDays.length, stepsDoneByWeek: weekly(doneDays, today) },
    tracker: {
      total: tracked.length,
      applications: tracked.filter(isApplication).length,
      applicationsByWeek: weekly(appliedDays, today),
      byStage,
    },
    interviews: practice
      ? {
          sessions: practice.totals.sessions,
          starScores: practice.starScores,
          sessionsByWeek: practice.sessionsByWeek.map((w) => ({ weekStart: w.weekStart, count: w.sessions })),
        }
      : null,
  };
}
