import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMBER_TOOLS } from './catalogue';
import {
  GUIDANCE_RESOURCE_SLUGS,
  GUIDANCE_TASK_IDS,
  GUIDANCE_TOOL_PATHS,
  guidancePlan,
  isGuidanceTaskId,
  nextTask,
  progressLabel,
  progressSummary,
  resourceHref,
  type GuidancePlan,
  guidanceProgressUpdateSchema,
} from './guidance';

const tasks = guidancePlan.stages.flatMap((s) => s.tasks);

describe('the career-change plan in content/guidance', () => {
  it('has 5 or 6 stages of 3 to 5 tasks, 22 to 26 tasks in all', () => {
    expect(guidancePlan.stages.length).toBeGreaterThanOrEqual(5);
    expect(guidancePlan.stages.length).toBeLessThanOrEqual(6);
    for (const stage of guidancePlan.stages) {
      expect(stage.tasks.length, stage.id).toBeGreaterThanOrEqual(3);
      expect(stage.tasks.length, stage.id).toBeLessThanOrEqual(5);
    }
    expect(tasks.length).toBeGreaterThanOrEqual(22);
    expect(tasks.length).toBeLessThanOrEqual(26);
  });

  it('gives every stage and task a kebab-case id, unique across the plan', () => {
    const ids = [...guidancePlan.stages.map((s) => s.id), ...GUIDANCE_TASK_IDS];
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GUIDANCE_TASK_IDS).toEqual(tasks.map((t) => t.id));
  });

  it('links only to guides that exist in content/resources and to member rooms', () => {
    for (const slug of GUIDANCE_RESOURCE_SLUGS) expect(existsSync(`content/resources/${slug}.md`), slug).toBe(true);
    for (const task of tasks) {
      if (task.resource) expect(GUIDANCE_RESOURCE_SLUGS, task.id).toContain(task.resource);
      if (task.tool) expect(GUIDANCE_TOOL_PATHS, task.id).toContain(task.tool);
    }
    expect(resourceHref('networking')).toBe('/resources/networking');
    // The tracker is a room of the member area, so the link follows the catalogue.
    expect(MEMBER_TOOLS.map((t) => t.path)).toContain('/dashboard/tracker');
  });

  it('invents no statistics: no task detail quotes a percentage', () => {
    for (const task of tasks) expect(task.detail, task.id).not.toMatch(/\d+\s?%|per ?cent/i);
  });
});

describe('progress helpers', () => {
  const plan: GuidancePlan = {
    title: 'Plan',
    summary: 'A plan.',
    stages: [
      { id: 'one', title: 'One', summary: 'First.', tasks: ['a', 'b', 'c'].map((id) => ({ id, title: id, detail: id })) },
      { id: 'two', title: 'Two', summary: 'Second.', tasks: ['d', 'e'].map((id) => ({ id, title: id, detail: id })) },
    ],
  };

  it('counts done tasks overall and per stage, ignoring ids that are not in the plan', () => {
    expect(progressSummary(plan, [])).toEqual({
      done: 0,
      total: 5,
      percent: 0,
      stages: [
        { id: 'one', done: 0, total: 3 },
        { id: 'two', done: 0, total: 2 },
      ],
    });
    expect(progressSummary(plan, ['a', 'd', 'gone', 'a'])).toEqual({
      done: 2,
      total: 5,
      percent: 40,
      stages: [
        { id: 'one', done: 1, total: 3 },
        { id: 'two', done: 1, total: 2 },
      ],
    });
  });

  it('rounds the percentage down, so 100 means everything is done', () => {
    const ids = GUIDANCE_TASK_IDS.slice(0, -1);
    expect(progressSummary(guidancePlan, ids).percent).toBe(Math.floor((ids.length / GUIDANCE_TASK_IDS.length) * 100));
    expect(progressSummary(guidancePlan, ids).percent).toBeLessThan(100);
    expect(progressSummary(guidancePlan, GUIDANCE_TASK_IDS).percent).toBe(100);
    expect(progressSummary({ ...plan, stages: [] }, []).percent).toBe(0);
  });

  it('names the first undone task in plan order as next, and nothing once all are done', () => {
    expect(nextTask(plan, [])?.task.id).toBe('a');
    expect(nextTask(plan, ['a', 'c'])?.task.id).toBe('b');
    const next = nextTask(plan, ['a', 'b', 'c']);
    expect([next?.stage.id, next?.task.id]).toEqual(['two', 'd']);
    expect(nextTask(plan, ['a', 'b', 'c', 'd', 'e'])).toBeNull();
  });

  it('labels the count in words', () => {
    expect(progressLabel(7, 24)).toBe('7 of 24 tasks done');
    expect(progressLabel(0, 1)).toBe('0 of 1 task done');
  });

  it('knows the task ids of the plan', () => {
    expect(isGuidanceTaskId(GUIDANCE_TASK_IDS[0])).toBe(true);
    expect(isGuidanceTaskId('no-such-task')).toBe(false);
    expect(isGuidanceTaskId(42)).toBe(false);
  });
});

describe('PUT /api/guidance/progress body', () => {
  it('takes one task of the plan and whether it is done, nothing else', () => {
    expect(guidanceProgressUpdateSchema.safeParse({ taskId: GUIDANCE_TASK_IDS[0], done: true }).success).toBe(true);
    expect(guidanceProgressUpdateSchema.safeParse({ taskId: 'no-such-task', done: true }).success).toBe(false);
    expect(guidanceProgressUpdateSchema.safeParse({ taskId: GUIDANCE_TASK_IDS[0], done: 'yes' }).success).toBe(false);
    expect(guidanceProgressUpdateSchema.safeParse({ taskId: GUIDANCE_TASK_IDS[0], done: true, userId: 'x' }).success).toBe(false);
  });
});
