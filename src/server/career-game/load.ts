/**
 * The Career Game's loader: one member's rows from the tables of the rooms it reads (the
 * tracker, mock interviews, the planner, resume downloads and executive coaching), then the pure scoring
 * (./score.ts). Reads only; the game stores nothing of its own.
 */
import { eq } from 'drizzle-orm';
import type { CareerGameSummary } from '~/lib/career-game';
import type { PlanSnapshot } from '~/lib/planner';
import type { Db } from '~/server/db/client';
import { coachingBookings, coachingSlots, interviewAnswers, pivotPlanSteps, pivotPlans, resumeExports, trackedJobs } from '~/server/db/schema';
import { GAME_RULES_CHECKED } from './rules';
import { scoreGame, type GameRows } from './score';

export async function loadGameRows(db: Db, userId: string): Promise<GameRows> {
  const [jobs, answers, plans, steps, exports, bookings] = await Promise.all([
    db
      .select({ id: trackedJobs.id, stage: trackedJobs.stage, appliedOn: trackedJobs.appliedOn, createdAt: trackedJobs.createdAt })
      .from(trackedJobs)
      .where(eq(trackedJobs.userId, userId)),
    db
      .select({ sessionId: interviewAnswers.sessionId, questionId: interviewAnswers.questionId, createdAt: interviewAnswers.createdAt })
      .from(interviewAnswers)
      .where(eq(interviewAnswers.userId, userId)),
    db.select({ id: pivotPlans.id, createdAt: pivotPlans.createdAt, snapshot: pivotPlans.pathSnapshot }).from(pivotPlans).where(eq(pivotPlans.userId, userId)),
    db
      .select({
        id: pivotPlanSteps.id,
        planId: pivotPlanSteps.planId,
        position: pivotPlanSteps.position,
        kind: pivotPlanSteps.kind,
        title: pivotPlanSteps.title,
        skill: pivotPlanSteps.skill,
        dueOn: pivotPlanSteps.dueOn,
        doneAt: pivotPlanSteps.doneAt,
      })
      .from(pivotPlanSteps)
      .where(eq(pivotPlanSteps.userId, userId)),
    db.select({ id: resumeExports.id, day: resumeExports.day }).from(resumeExports).where(eq(resumeExports.userId, userId)),
    db
      .select({
        id: coachingBookings.id,
        status: coachingBookings.status,
        startsAt: coachingSlots.startsAt,
        durationMinutes: coachingSlots.durationMinutes,
        withdrawnAt: coachingSlots.withdrawnAt,
      })
      .from(coachingBookings)
      .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
      .where(eq(coachingBookings.userId, userId)),
  ]);
  return {
    trackedJobs: jobs,
    interviewAnswers: answers,
    plans: plans.map((p) => {
      const path = (p.snapshot as unknown as PlanSnapshot).path;
      return { id: p.id, createdAt: p.createdAt, path: { title: path.title, titles: path.titles ?? [], score: path.score, missing: path.missing ?? [] } };
    }),
    planSteps: steps,
    resumeExports: exports,
    coachingBookings: bookings,
  };
}

/** GET /api/career-game: the member's figures, recomputed from their rows on every request. */
export async function careerGameSummary(db: Db, userId: string, now: Date): Promise<CareerGameSummary> {
  return scoreGame(await loadGameRows(db, userId), GAME_RULES_CHECKED, now);
}
