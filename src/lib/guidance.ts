import careerChangePlan from '@content/guidance/career-change-plan.json';
import { z } from 'zod';
import { answer, defineRoute } from './route';

/**
 * The career-change plan of the member area (/dashboard/guidance): stages and tasks live in
 * content/guidance/career-change-plan.json; its strict schema is the `guidance` collection in
 * src/content.config.ts, so a broken entry fails `astro build`. A member's progress is stored by
 * task id, so task ids are stable: renaming one drops the ticks members gave it.
 *
 * Browser-safe and pure: the page, the island, the schemas and the server all read the plan here.
 */

/** The guides a task may link to, as /resources/<slug> (a file of content/resources each). */
export const GUIDANCE_RESOURCE_SLUGS = ['career-planning', 'interviews', 'networking', 'personal-branding', 'resume', 'transferable-skills'] as const;
export type GuidanceResourceSlug = (typeof GUIDANCE_RESOURCE_SLUGS)[number];

/** The member rooms a task may link to, with the link text. */
export const GUIDANCE_TOOLS = {
  '/dashboard/tracker': 'Open your job tracker',
  '/pivotmatch': 'Find matching jobs with PivotMatch',
  '/refer': 'Share & Save',
} as const;
export type GuidanceToolPath = keyof typeof GUIDANCE_TOOLS;
export const GUIDANCE_TOOL_PATHS = Object.keys(GUIDANCE_TOOLS) as [GuidanceToolPath, ...GuidanceToolPath[]];

export interface GuidanceTask {
  /** Kebab-case, unique across the plan, never renamed: progress rows reference it. */
  id: string;
  title: string;
  detail: string;
  resource?: GuidanceResourceSlug;
  tool?: GuidanceToolPath;
}

export interface GuidanceStage {
  id: string;
  title: string;
  summary: string;
  tasks: GuidanceTask[];
}

export interface GuidancePlan {
  title: string;
  summary: string;
  stages: GuidanceStage[];
}

// No runtime validation here: this module ships to the browser, and `astro build` has already
// checked the file against the collection schema.
export const guidancePlan = careerChangePlan as GuidancePlan;

/** Every task id of the plan, in plan order: what PUT /api/guidance/progress accepts. */
export const GUIDANCE_TASK_IDS = guidancePlan.stages.flatMap((s) => s.tasks.map((t) => t.id)) as [string, ...string[]];

const KNOWN_TASK_IDS: ReadonlySet<string> = new Set(GUIDANCE_TASK_IDS);

export function isGuidanceTaskId(value: unknown): value is string {
  return typeof value === 'string' && KNOWN_TASK_IDS.has(value);
}

export function resourceHref(slug: GuidanceResourceSlug): string {
  return `/resources/${slug}`;
}

export interface StageProgress {
  id: string;
  done: number;
  total: number;
}

export interface ProgressSummary {
  done: number;
  total: number;
  /** Whole percent, rounded down so that 100 means every task is done. */
  percent: number;
  stages: StageProgress[];
}

/** How far a member is, overall and per stage. Ids that are not tasks of `plan` do not count. */
export function progressSummary(plan: GuidancePlan, doneIds: Iterable<string>): ProgressSummary {
  const done = new Set(doneIds);
  const stages = plan.stages.map((s) => ({ id: s.id, done: s.tasks.filter((t) => done.has(t.id)).length, total: s.tasks.length }));
  const doneCount = stages.reduce((sum, s) => sum + s.done, 0);
  const total = stages.reduce((sum, s) => sum + s.total, 0);
  return { done: doneCount, total, percent: total === 0 ? 0 : Math.floor((doneCount / total) * 100), stages };
}

/** The first task, in plan order, that is not done; null once every task is. */
export function nextTask(plan: GuidancePlan, doneIds: Iterable<string>): { stage: GuidanceStage; task: GuidanceTask } | null {
  const done = new Set(doneIds);
  for (const stage of plan.stages) {
    const task = stage.tasks.find((t) => !done.has(t.id));
    if (task) return { stage, task };
  }
  return null;
}

/** "7 of 24 tasks done" */
export function progressLabel(done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? 'task' : 'tasks'} done`;
}

/** PUT /api/guidance/progress: tick (done: true) or untick one task of the career-change plan. */
export const guidanceProgressUpdateSchema = z
  .object({
    taskId: z.enum(GUIDANCE_TASK_IDS, { error: 'Not a task of the career-change plan. Reload the page to get the latest plan.' }),
    done: z.boolean({ error: 'Say whether the task is done (true or false).' }),
  })
  .strict();
export type GuidanceProgressUpdate = z.infer<typeof guidanceProgressUpdateSchema>;

/** The answer of GET and PUT /api/guidance/progress: the member's ticked tasks, oldest first. */
export const guidanceProgressSchema = z.object({
  done: z.array(z.object({ taskId: z.string(), doneAt: z.string() })),
});
export type GuidanceProgress = z.infer<typeof guidanceProgressSchema>;

/** The career-change plan's ticked tasks (Pivot and up). */
export const guidanceRoutes = {
  progress: defineRoute({ method: 'GET', path: '/api/guidance/progress', access: { tool: 'guidance' }, answer: answer<GuidanceProgress>() }),
  /** One task ticked or unticked: the ticked tasks after it. */
  setTask: defineRoute({
    method: 'PUT',
    path: '/api/guidance/progress',
    access: { tool: 'guidance' },
    body: guidanceProgressUpdateSchema,
    answer: answer<GuidanceProgress>(),
  }),
};
