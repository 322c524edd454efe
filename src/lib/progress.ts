/**
 * The Premium progress dashboard's figures (GET /api/progress) and the pure arithmetic its charts
 * share: week buckets, chart scales and plain-language readings. Browser-safe.
 */
import { TRACKER_STAGES, type TrackerStage } from './catalogue';
import { answer, defineRoute } from './route';

/** Points a line chart shows: the latest this many sessions or paced answers. */
export const PROGRESS_POINTS_MAX = 20;
/** Weeks the sessions chart covers, this week included. */
export const PROGRESS_WEEKS = 12;

/** One mock interview with at least one answer: its day and average STAR score (0 to 100) over its questions' latest attempts. */
export interface SessionScorePoint {
  sessionId: string;
  day: string;
  roleTitle: string;
  averageScore: number;
  answers: number;
}

/** One spoken answer's pace, from a practice recording or a spoken mock-interview answer. */
export interface PacePoint {
  day: string;
  wordsPerMinute: number;
  source: 'practice' | 'interview';
}

export interface ProgressSummary {
  totals: {
    /** Mock interviews with at least one answer. */
    sessions: number;
    /** Questions answered; a retried question counts once, with its latest score. */
    answers: number;
    averageStarScore: number | null;
    recordings: number;
    averagePace: number | null;
    /** Tracked jobs that are applications (`isApplication`): the same count Growth charts by week. */
    applications: number;
    /** Every tracked job, Saved ones included. */
    jobsTracked: number;
    assessments: number;
  };
  /** Oldest first, the latest PROGRESS_POINTS_MAX. */
  starScores: SessionScorePoint[];
  /** Oldest first, the latest PROGRESS_POINTS_MAX. */
  pace: PacePoint[];
  /** PROGRESS_WEEKS weeks, oldest first, weeks without a session included (Monday starts a week, UTC). */
  sessionsByWeek: { weekStart: string; sessions: number }[];
  /** Every tracker stage in board order, empty ones included. */
  applicationsByStage: { stage: TrackerStage; count: number }[];
}

const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week `day` (YYYY-MM-DD) falls in. */
export function weekStartOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Counts days into their weeks: `weeks` weeks ending with the week of `today`, zeros kept. */
export function weeklyCounts(days: string[], today: string, weeks = PROGRESS_WEEKS): { weekStart: string; sessions: number }[] {
  const last = new Date(`${weekStartOf(today)}T00:00:00Z`).getTime();
  const buckets = Array.from({ length: weeks }, (_, i) => ({
    weekStart: new Date(last - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    sessions: 0,
  }));
  const index = new Map(buckets.map((b, i) => [b.weekStart, i]));
  for (const day of days) {
    const i = index.get(weekStartOf(day));
    if (i !== undefined) buckets[i]!.sessions += 1;
  }
  return buckets;
}

/** Every stage in board order with its count (0 for stages without a job). */
export function stageCounts(rows: { stage: TrackerStage; count: number }[]): { stage: TrackerStage; count: number }[] {
  const by = new Map(rows.map((r) => [r.stage, r.count]));
  return TRACKER_STAGES.map((stage) => ({ stage, count: by.get(stage) ?? 0 }));
}

/**
 * What counts as an application, on Progress and Growth alike: a tracked job that reached
 * Applied or later. A Saved job is not one; a Closed job is one when it has an applied date
 * (closed after applying), not when it was closed straight from Saved without one.
 */
export function isApplication(job: { stage: TrackerStage; appliedOn: string | null }): boolean {
  if (job.stage === 'saved') return false;
  if (job.stage === 'closed') return job.appliedOn !== null;
  return true;
}

/** Every stage in board order with its count, from the jobs themselves. */
export function stageCountsOf(jobs: readonly { stage: TrackerStage }[]): { stage: TrackerStage; count: number }[] {
  const by = new Map<TrackerStage, number>();
  for (const j of jobs) by.set(j.stage, (by.get(j.stage) ?? 0) + 1);
  return stageCounts([...by].map(([stage, count]) => ({ stage, count })));
}

/** Words in a spoken answer's text, as the pace counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Words a minute, or null when the timing cannot give a pace (under 5 seconds or no words). */
export function paceOf(text: string, durationMs: number | null | undefined): number | null {
  if (!durationMs || durationMs < 5000) return null;
  const words = wordCount(text);
  return words ? Math.round((words * 60_000) / durationMs) : null;
}

export const average = (values: number[]): number | null => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null);

/**
 * A value axis from 0 to a round maximum at least `max`, with ticks a reader can count: for a
 * STAR score (0 to 100) 0, 25, 50, 75, 100; for counts whole steps.
 */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Counts and scores are whole numbers: never a step below 1.
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!,
  );
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** What a trend of STAR scores says, in words, for screen readers and the chart's caption. */
export function trendSentence(points: { averageScore: number }[]): string {
  if (points.length === 0) return 'No answered mock interviews yet.';
  const first = points[0]!.averageScore;
  const last = points.at(-1)!.averageScore;
  if (points.length === 1) return `One session so far, with an average STAR score of ${last}.`;
  const change = last - first;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'level';
  return `${points.length} sessions: average STAR score ${first} in the first, ${last} in the latest (${direction}).`;
}

/** The Premium progress dashboard's figures. */
export const progressRoutes = {
  summary: defineRoute({ method: 'GET', path: '/api/progress', access: { tool: 'progress' }, answer: answer<ProgressSummary>() }),
};
