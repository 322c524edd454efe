/**
 * Career Growth Analytics (GET /api/growth): the member's progress across their pivot plans, the
 * tracker and, with Premium, interview practice. Types only, browser-safe; the figures are
 * computed in src/server/growth/summary.ts.
 */
import type { TrackerStage } from './catalogue';
import type { SessionScorePoint } from './progress';

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
