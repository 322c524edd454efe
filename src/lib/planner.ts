/**
 * The Personalized Pivot Planner's answers and the pure rules the function and the island share:
 * step dates on weekdays between a start and a target date, a plan's progress, and its routes. How steps are written: src/server/planner/generate.ts.
 */
import { type CareerPath, NAVIGATOR_TITLE_MAX, navigatorSourceSchema } from './navigator';
import { z } from 'zod';
import { PLAN_STEP_KINDS, type PlanStepKind } from './catalogue';
import { answer, defineRoute } from './route';
import { COMPANY_MAX, TITLE_MAX } from './tracker';

/** A plan's target date when the member sets none: this many weeks from the day it is made. */
export const PLAN_WEEKS_DEFAULT = 12;
/** A target date at least this many days after today, so the steps have weekdays to land on. */
export const PLAN_TARGET_MIN_DAYS = 7;
/** And at most this many days after today. */
export const PLAN_TARGET_MAX_DAYS = 730;
export const STEP_TITLE_MAX = 160;
export const STEP_DETAIL_MAX = 1000;

/** What the step is, in words, for headings and badges. */
export const PLAN_STEP_KIND_LABELS: Record<PlanStepKind, string> = {
  learn: 'Learn',
  practise: 'Practise',
  project: 'Project',
  certification: 'Certification',
  'informational-interview': 'Informational interview',
  apply: 'Apply',
};

/** Steps that are about a job, and may be linked to one in the tracker. */
export const TRACKABLE_STEP_KINDS: readonly PlanStepKind[] = ['informational-interview', 'apply'];

/** The path as the navigator scored it when the plan was made, and what it read. */
export interface PlanSnapshot {
  path: CareerPath;
  source: { kind: 'pivotmatch' | 'resume'; id: string };
  currentTitle: string | null;
}

export interface PlanStepView {
  id: string;
  position: number;
  kind: PlanStepKind;
  title: string;
  detail: string;
  skill: string | null;
  dueOn: string | null;
  doneAt: string | null;
  trackedJob: { id: string; title: string; company: string; stage: string } | null;
  /** A task id of the career-change plan (/dashboard/guidance) that marking this step done ticks. */
  checklistItem: string | null;
  /** That task's title, for the link. */
  checklistTitle: string | null;
}

export interface PlanProgress {
  done: number;
  total: number;
  /** 0–100, whole. */
  percent: number;
}

export interface PlanSummary {
  id: string;
  occupationCode: string;
  occupationTitle: string;
  /** The job title steps use ("Instructional Designer"). */
  commonTitle: string;
  score: number;
  targetDate: string | null;
  progress: PlanProgress;
  /** The next step not done, by due date. */
  next: { title: string; dueOn: string | null } | null;
  createdAt: string;
}

export interface PlanView extends PlanSummary {
  snapshot: PlanSnapshot;
  steps: PlanStepView[];
  /** The member's tracked jobs, for linking a step to one. */
  jobs: { id: string; title: string; company: string; stage: string }[];
  attribution: string;
}

/** GET /api/planner. */
export interface PlanList {
  plans: PlanSummary[];
  max: number;
  attribution: string;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => new Date(`${day}T00:00:00Z`).getTime();
const toDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by `n` days. */
export const addDays = (day: string, n: number): string => toDay(toTime(day) + n * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export const isWeekday = (day: string): boolean => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
};

/** The weekdays after `start` up to and including `end`, in order. */
export function weekdaysAfter(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isWeekday(day)) out.push(day);
  return out;
}

/** The default target date of a plan made on `start`. */
export const defaultTargetDate = (start: string): string => addDays(start, PLAN_WEEKS_DEFAULT * 7);

/**
 * Due dates for `count` steps in order, spread evenly over the weekdays after `start` up to
 * `target`: the last step falls on the last weekday on or before the target, and no step is
 * earlier than the one before it. Several steps share a day only when there are more steps
 * than weekdays. Empty when there is no weekday in the range.
 */
export function spreadDueDates(count: number, start: string, target: string): string[] {
  const days = weekdaysAfter(start, target);
  if (days.length === 0 || count <= 0) return [];
  return Array.from({ length: count }, (_, k) => days[Math.max(0, Math.ceil(((k + 1) * days.length) / count) - 1)]!);
}

/** Why a target date cannot be used, or null when it can. */
export function targetDateProblem(target: string, today: string): string | null {
  const days = daysBetween(today, target);
  if (days < PLAN_TARGET_MIN_DAYS) return `Pick a target date at least ${PLAN_TARGET_MIN_DAYS} days from today.`;
  if (days > PLAN_TARGET_MAX_DAYS) return `Pick a target date within ${Math.round(PLAN_TARGET_MAX_DAYS / 365)} years.`;
  return null;
}

export function progressOf(steps: readonly { doneAt: string | Date | null }[]): PlanProgress {
  const done = steps.filter((s) => s.doneAt !== null).length;
  return { done, total: steps.length, percent: steps.length ? Math.round((done * 100) / steps.length) : 0 };
}

/** "January 2027" for a due date, the group heading by month; steps without a date last. */
export function monthOf(day: string | null): string {
  if (!day) return 'No date';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Steps grouped by a key, groups in the order their first step appears. */
export function groupSteps<T>(steps: readonly T[], keyOf: (s: T) => string): { key: string; steps: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const s of steps) {
    const k = keyOf(s);
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  return [...groups].map(([key, list]) => ({ key, steps: list }));
}

/** The job title a plan's steps name: the first title people in the occupation report, or its O*NET title. */
export const commonTitleOf = (path: Pick<CareerPath, 'titles' | 'title'>): string => path.titles[0] ?? path.title;

const day = z.iso.date('Use a date like 2027-02-15.');
const stepTitle = z.string().trim().min(1, 'Give the step a title.').max(STEP_TITLE_MAX, `A step title can be at most ${STEP_TITLE_MAX} characters.`);

/** POST /api/planner: a plan made from one navigator path ("Add to my planner"). */
export const newPlanSchema = z
  .object({
    source: navigatorSourceSchema,
    currentTitle: z.string().trim().max(NAVIGATOR_TITLE_MAX, `A job title can be at most ${NAVIGATOR_TITLE_MAX} characters.`).default(''),
    code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'That is not an O*NET-SOC code.'),
    targetDate: day.optional(),
  })
  .strict();
export type NewPlanRequest = z.infer<typeof newPlanSchema>;

/** PATCH /api/planner/:id: a new target date; the steps not done yet are spread again up to it. */
export const planPatchSchema = z.object({ targetDate: day }).strict();
export type PlanPatch = z.infer<typeof planPatchSchema>;

/** POST /api/planner/:id/steps: a step of the member's own. */
export const newStepSchema = z
  .object({
    kind: z.enum(PLAN_STEP_KINDS, { error: 'Pick what kind of step it is.' }).default('practise'),
    title: stepTitle,
    detail: z.string().trim().max(STEP_DETAIL_MAX, `Notes can be at most ${STEP_DETAIL_MAX} characters.`).default(''),
    dueOn: day.nullable().default(null),
  })
  .strict();
export type NewStepRequest = z.infer<typeof newStepSchema>;

/**
 * PATCH /api/planner/:id/steps/:stepId: done or not, a new title or due date, and for an
 * informational-interview or apply step a tracked job: one of the member's (`trackedJobId`, null
 * to unlink) or a new one saved to the tracker (`newTrackedJob`).
 */
export const stepPatchSchema = z
  .object({
    done: z.boolean({ error: 'Say whether the step is done (true or false).' }).optional(),
    title: stepTitle.optional(),
    dueOn: day.nullable().optional(),
    trackedJobId: z.uuid('Pick one of the jobs in your tracker.').nullable().optional(),
    newTrackedJob: z
      .object({
        title: z.string().trim().min(1, 'Enter the job title.').max(TITLE_MAX).optional(),
        company: z.string().trim().min(1, 'Enter the company.').max(COMPANY_MAX),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Say what to change.')
  .refine((p) => p.trackedJobId === undefined || p.newTrackedJob === undefined, 'Link a job from your tracker or add a new one, not both.');
export type StepPatch = z.infer<typeof stepPatchSchema>;

export const PLAN_NOT_FOUND = 'That plan is not in your planner.';
export const STEP_NOT_FOUND = 'That step is not in your plan.';

// An id that is not a uuid is a plan or step that does not exist.
const planId = z.object({ id: z.uuid(PLAN_NOT_FOUND) });
const stepIds = z.object({ id: z.uuid(PLAN_NOT_FOUND), stepId: z.uuid(STEP_NOT_FOUND) });

/** The Pivot planner's endpoints (Pivot and up). */
export const plannerRoutes = {
  /** The member's plans with their progress. */
  list: defineRoute({ method: 'GET', path: '/api/planner', access: { tool: 'planner' }, answer: answer<PlanList>() }),
  /** A plan made from a navigator path: 201, or 200 with the plan already made for that occupation. */
  create: defineRoute({ method: 'POST', path: '/api/planner', access: { tool: 'planner' }, body: newPlanSchema, answer: answer<PlanView>(), status: 201 }),
  plan: defineRoute({ method: 'GET', path: '/api/planner/:id', access: { tool: 'planner' }, params: planId, answer: answer<PlanView>() }),
  /** A new target date that re-dates the steps not done. */
  retarget: defineRoute({
    method: 'PATCH',
    path: '/api/planner/:id',
    access: { tool: 'planner' },
    params: planId,
    body: planPatchSchema,
    answer: answer<PlanView>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/planner/:id', access: { tool: 'planner' }, params: planId, answer: answer<{ deleted: string }>() }),
  addStep: defineRoute({
    method: 'POST',
    path: '/api/planner/:id/steps',
    access: { tool: 'planner' },
    params: planId,
    body: newStepSchema,
    answer: answer<PlanView>(),
    status: 201,
  }),
  updateStep: defineRoute({
    method: 'PATCH',
    path: '/api/planner/:id/steps/:stepId',
    access: { tool: 'planner' },
    params: stepIds,
    body: stepPatchSchema,
    answer: answer<PlanView>(),
  }),
  deleteStep: defineRoute({
    method: 'DELETE',
    path: '/api/planner/:id/steps/:stepId',
    access: { tool: 'planner' },
    params: stepIds,
    answer: answer<PlanView>(),
  }),
};
