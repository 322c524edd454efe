/**
 * Career Growth Analytics (GET /api/growth): the member's progress across their pivot plans, the
 * tracker and, with Premium, interview practice. Types and the wording of its figures, browser-safe; the figures are
 * computed in src/server/growth/summary.ts.
 */
import type { TrackerStage } from './catalogue';
import type { SessionScorePoint } from './progress';
import { answer, defineRoute } from './route';

/** A week (Monday, UTC) and how many things happened in it. */
export interface WeekCount {
  weekStart: string;
  count: number;
}

export interface PlanGrowth {
  id: string;
  occupationTitle: string;
  commonTitle: string;
  done: number;
  total: number;
  percent: number;
  /** Missing skills the plan works on, and those whose every step is done. */
  gapsPlanned: number;
  gapsClosed: number;
}

export interface GrowthSummary {
  /** Weeks the weekly charts cover, this week included. */
  weeks: number;
  planner: {
    plans: PlanGrowth[];
    stepsDone: number;
    stepsDoneByWeek: WeekCount[];
  };
  tracker: {
    total: number;
    /** Tracked jobs that are applications, as Progress counts them (lib/progress.ts `isApplication`). */
    applications: number;
    /** Applications by the week they were applied for (their applied date). */
    applicationsByWeek: WeekCount[];
    /** Every tracker stage in board order. */
    byStage: { stage: TrackerStage; count: number }[];
  };
  /** Interview practice: only for Premium members; null below, with an upgrade note in its place. */
  interviews: {
    sessions: number;
    starScores: SessionScorePoint[];
    sessionsByWeek: WeekCount[];
  } | null;
}

/**
 * The "Skill gaps closed" figure: "1 of 2" when the plans work on gaps; with none to count, what
 * to do instead (never "0 of 0").
 */
export function skillGapsFigure(plans: readonly Pick<PlanGrowth, 'gapsPlanned' | 'gapsClosed'>[]): { value: string; hint: string } {
  const planned = plans.reduce((n, p) => n + p.gapsPlanned, 0);
  const closed = plans.reduce((n, p) => n + p.gapsClosed, 0);
  if (plans.length === 0) return { value: 'None yet', hint: 'Add a career path to your planner: its missing skills are the gaps to close.' };
  if (planned === 0) return { value: 'None planned', hint: 'Your plans have no skill steps yet: add a learning step for a missing skill in your planner.' };
  const left = planned - closed;
  return { value: `${closed} of ${planned}`, hint: left === 0 ? 'Every planned gap closed.' : `${left} still to close: finish their steps in your planner.` };
}

/** One plan's gaps in words, for its bar: "1 of 2 gaps closed", or "no skill gaps planned". */
export function planGapsPhrase(plan: Pick<PlanGrowth, 'gapsPlanned' | 'gapsClosed'>): string {
  return plan.gapsPlanned === 0 ? 'no skill gaps planned' : `${plan.gapsClosed} of ${plan.gapsPlanned} gaps closed`;
}

/** Career Growth Analytics (Pivot and up; interview practice figures with Premium). */
export const growthRoutes = {
  summary: defineRoute({ method: 'GET', path: '/api/growth', access: { tool: 'growth' }, answer: answer<GrowthSummary>() }),
};
