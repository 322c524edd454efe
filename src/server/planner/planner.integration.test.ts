import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import plannerFn from '@functions/planner.mts';
import planFn from '@functions/planner-plan.mts';
import stepsFn from '@functions/planner-steps.mts';
import stepFn from '@functions/planner-step.mts';
import resumesFn from '@functions/resumes.mts';
import guidanceFn from '@functions/guidance-progress.mts';
import trackerFn from '@functions/tracker.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { resumeSessions } from '~/server/db/schema';
import { isWeekday } from '~/lib/planner';
import type { PlanStepView, PlanView } from '~/lib/planner';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const INSTRUCTIONAL_COORDINATORS = '25-9031.00';
const teacher = {
  title: 'Teaching resume',
  data: {
    basics: { name: 'Jo Rivera', label: 'High School Teacher' },
    work: [
      {
        name: 'Lincoln High School',
        position: 'High School Teacher',
        summary: 'Taught English to 150 students a year.',
        highlights: ['Designed a new curriculum for Year 9'],
      },
    ],
    skills: [{ name: 'Teaching', keywords: ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'Lesson Planning'] }],
  },
};

async function builderResume(cookie: string): Promise<string> {
  const res = await call(resumesFn, '/api/resumes', { cookie, body: teacher });
  expect(res.status).toBe(201);
  return res.json.id;
}

/** A finished PivotMatch upload of the member's, as the pipeline leaves it. */
async function upload(userId: string): Promise<string> {
  const [row] = await handle.db
    .insert(resumeSessions)
    .values({
      userId,
      status: 'completed',
      blobKey: `test/${randomUUID()}`,
      fileName: 'teacher.pdf',
      fileKind: 'pdf',
      sizeBytes: 1000,
      skills: ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'Lesson Planning'],
      completedAt: clock.now(),
    })
    .returning();
  return row!.id;
}

const create = (cookie: string, source: { kind: 'resume' | 'pivotmatch'; id: string }, extra: object = {}) =>
  call(plannerFn, '/api/planner', { cookie, body: { source, currentTitle: 'High School Teacher', code: INSTRUCTIONAL_COORDINATORS, ...extra } });

const patchStep = (cookie: string, plan: PlanView, step: PlanStepView, body: object) =>
  call(stepFn, `/api/planner/${plan.id}/steps/${step.id}`, { method: 'PATCH', cookie, body });

describe('the pivot planner API', () => {
  it('is Pivot and up: 401 signed out, 403 for a free member on every route, 200 for Pivot', async () => {
    expect((await call(plannerFn, '/api/planner')).status).toBe(401);
    const free = await newMember();
    const id = randomUUID();
    const refused = await call(plannerFn, '/api/planner', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Pivot/);
    expect((await create(free.cookie, { kind: 'resume', id })).status).toBe(403);
    expect((await call(planFn, `/api/planner/${id}`, { cookie: free.cookie })).status).toBe(403);
    expect((await call(stepsFn, `/api/planner/${id}/steps`, { cookie: free.cookie, body: { title: 'x' } })).status).toBe(403);
    expect((await call(stepFn, `/api/planner/${id}/steps/${id}`, { method: 'PATCH', cookie: free.cookie, body: { done: true } })).status).toBe(403);

    const pivot = await newMember('pivot');
    const list = await call(plannerFn, '/api/planner', { cookie: pivot.cookie });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ plans: [], max: 10 });
    expect(list.json.attribution).toMatch(/O\*NET/);
  });

  it("makes a plan from a builder resume's path, dated on weekdays up to 12 weeks, and never twice", async () => {
    const { cookie } = await newMember('pivot');
    const source = { kind: 'resume' as const, id: await builderResume(cookie) };
    const made = await create(cookie, source);
    expect(made.status).toBe(201);
    const plan: PlanView = made.json;
    expect(plan).toMatchObject({ occupationCode: INSTRUCTIONAL_COORDINATORS, occupationTitle: 'Instructional Coordinators', targetDate: '2027-02-14' });
    expect(plan.snapshot.path.transfers.map((t) => t.name)).toContain('Instructional Design');
    expect(plan.snapshot.source).toEqual(source);
    expect(plan.score).toBe(plan.snapshot.path.score);
    const kinds = plan.steps.map((s) => s.kind);
    expect(kinds[0]).toBe('learn');
    expect(kinds.filter((k) => k === 'informational-interview')).toHaveLength(1);
    expect(kinds.at(-1)).toBe('apply');
    expect(plan.steps.every((s) => s.dueOn! > '2026-11-22' && s.dueOn! <= '2027-02-14' && isWeekday(s.dueOn!))).toBe(true);
    expect(plan.progress).toEqual({ done: 0, total: plan.steps.length, percent: 0 });

    const again = await create(cookie, source, { currentTitle: 'Teacher' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(plan.id);
    const list = await call(plannerFn, '/api/planner', { cookie });
    expect(list.json.plans).toHaveLength(1);
    expect(list.json.plans[0]).toMatchObject({ id: plan.id, progress: { done: 0 }, next: { title: plan.steps[0]!.title, dueOn: plan.steps[0]!.dueOn } });
  });

  it("makes a plan from a PivotMatch upload, and answers 404 for another member's resume or upload", async () => {
    const me = await newMember('pivot');
    const other = await newMember('pivot');
    const made = await create(me.cookie, { kind: 'pivotmatch', id: await upload(me.id) });
    expect(made.status).toBe(201);
    expect(made.json.steps.length).toBeGreaterThan(4);

    const theirResume = await builderResume(other.cookie);
    const theirUpload = await upload(other.id);
    expect((await create(me.cookie, { kind: 'resume', id: theirResume })).status).toBe(404);
    expect((await create(me.cookie, { kind: 'pivotmatch', id: theirUpload })).status).toBe(404);
    // Their plan is not mine either.
    expect((await call(planFn, `/api/planner/${made.json.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(planFn, `/api/planner/${made.json.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await patchStep(other.cookie, made.json, made.json.steps[0], { done: true })).status).toBe(404);
  });

  it('refuses bad input with a message: an unknown occupation, a target date too soon, a blank step', async () => {
    const { cookie } = await newMember('pivot');
    const source = { kind: 'resume' as const, id: await builderResume(cookie) };
    const unknown = await create(cookie, source, { code: '99-9999.99' });
    expect(unknown.status).toBe(404);
    const badCode = await create(cookie, source, { code: 'teacher' });
    expect(badCode.status).toBe(400);
    expect(badCode.json.message).toMatch(/O\*NET-SOC code/);
    const soon = await create(cookie, source, { targetDate: '2026-11-25' });
    expect(soon.status).toBe(400);
    expect(soon.json.message).toMatch(/at least 7 days/);
    const plan: PlanView = (await create(cookie, source)).json;
    const blank = await call(stepsFn, `/api/planner/${plan.id}/steps`, { cookie, body: { title: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toMatch(/Give the step a title/);
    expect((await patchStep(cookie, plan, plan.steps[0]!, {})).status).toBe(400);
  });

  it('ticks the checklist task a step carries when it is done, and unticks only a tick it made', async () => {
    const { cookie } = await newMember('pivot');
    let plan: PlanView = (await create(cookie, { kind: 'resume', id: await builderResume(cookie) })).json;
    const interview = plan.steps.find((s) => s.kind === 'informational-interview')!;
    expect(interview).toMatchObject({ checklistItem: 'hold-informational-interviews', checklistTitle: 'Talk to three people who do the job' });
    const ticks = async () => (await call(guidanceFn, '/api/guidance/progress', { cookie })).json.done.map((d: { taskId: string }) => d.taskId);

    const done = await patchStep(cookie, plan, interview, { done: true });
    expect(done.status).toBe(200);
    plan = done.json;
    expect(plan.steps.find((s) => s.id === interview.id)!.doneAt).toBe(clock.now().toISOString());
    expect(plan.progress.done).toBe(1);
    expect(await ticks()).toEqual(['hold-informational-interviews']);

    plan = (await patchStep(cookie, plan, interview, { done: false })).json;
    expect(plan.progress.done).toBe(0);
    expect(await ticks()).toEqual([]);

    // Ticked on the checklist first: the step's undo leaves the member's own tick.
    const apply = plan.steps.find((s) => s.kind === 'apply')!;
    await call(guidanceFn, '/api/guidance/progress', { method: 'PUT', cookie, body: { taskId: 'track-applications', done: true } });
    clock.advance(60_000);
    await patchStep(cookie, plan, apply, { done: true });
    await patchStep(cookie, plan, apply, { done: false });
    expect(await ticks()).toEqual(['track-applications']);
  });

  it('re-dates the steps not done when the target date moves, keeping done steps and their order', async () => {
    const { cookie } = await newMember('pivot');
    let plan: PlanView = (await create(cookie, { kind: 'resume', id: await builderResume(cookie) })).json;
    const first = plan.steps[0]!;
    plan = (await patchStep(cookie, plan, first, { done: true })).json;
    const moved = await call(planFn, `/api/planner/${plan.id}`, { method: 'PATCH', cookie, body: { targetDate: '2026-12-20' } });
    expect(moved.status).toBe(200);
    plan = moved.json;
    expect(plan.targetDate).toBe('2026-12-20');
    expect(plan.steps[0]!.dueOn).toBe(first.dueOn);
    const open = plan.steps.filter((s) => !s.doneAt).map((s) => s.dueOn!);
    expect(open.every((d) => d > '2026-11-22' && d <= '2026-12-20' && isWeekday(d))).toBe(true);
    expect([...open].sort()).toEqual(open);
    // Friday 18 December is the last weekday on or before Sunday the 20th.
    expect(open.at(-1)).toBe('2026-12-18');

    const tooFar = await call(planFn, `/api/planner/${plan.id}`, { method: 'PATCH', cookie, body: { targetDate: '2030-01-01' } });
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.message).toMatch(/within 2 years/);
  });

  it('edits, adds and deletes steps, and deletes a plan', async () => {
    const { cookie } = await newMember('pivot');
    let plan: PlanView = (await create(cookie, { kind: 'resume', id: await builderResume(cookie) })).json;
    const count = plan.steps.length;
    plan = (await patchStep(cookie, plan, plan.steps[1]!, { title: 'Build an e-learning module', dueOn: '2026-12-01' })).json;
    expect(plan.steps[1]).toMatchObject({ title: 'Build an e-learning module', dueOn: '2026-12-01' });

    const added = await call(stepsFn, `/api/planner/${plan.id}/steps`, { cookie, body: { title: 'Join the local ATD chapter', dueOn: '2027-01-15' } });
    expect(added.status).toBe(201);
    plan = added.json;
    expect(plan.steps).toHaveLength(count + 1);
    expect(plan.steps.at(-1)).toMatchObject({ title: 'Join the local ATD chapter', kind: 'practise', position: count, checklistItem: null });

    const removed = await call(stepFn, `/api/planner/${plan.id}/steps/${plan.steps.at(-1)!.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(removed.json.steps).toHaveLength(count);

    expect((await call(planFn, `/api/planner/${plan.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await call(planFn, `/api/planner/${plan.id}`, { cookie })).status).toBe(404);
    expect((await call(plannerFn, '/api/planner', { cookie })).json.plans).toEqual([]);
  });

  it("links an application step to a new tracked job or one of the member's, and only such steps", async () => {
    const me = await newMember('pivot');
    const other = await newMember('pivot');
    let plan: PlanView = (await create(me.cookie, { kind: 'resume', id: await builderResume(me.cookie) })).json;
    const apply = plan.steps.find((s) => s.kind === 'apply')!;
    const linked = await patchStep(me.cookie, plan, apply, { newTrackedJob: { company: 'Acme Learning' } });
    expect(linked.status).toBe(200);
    plan = linked.json;
    const job = plan.steps.find((s) => s.id === apply.id)!.trackedJob!;
    expect(job).toMatchObject({ title: plan.commonTitle, company: 'Acme Learning', stage: 'saved' });
    const tracker = await call(trackerFn, '/api/tracker', { cookie: me.cookie });
    expect(tracker.json.jobs).toEqual(expect.arrayContaining([expect.objectContaining({ id: job.id, source: 'manual', stage: 'saved' })]));
    expect(plan.jobs.map((j) => j.id)).toContain(job.id);

    const interview = plan.steps.find((s) => s.kind === 'informational-interview')!;
    plan = (await patchStep(me.cookie, plan, interview, { trackedJobId: job.id })).json;
    expect(plan.steps.find((s) => s.id === interview.id)!.trackedJob?.id).toBe(job.id);
    plan = (await patchStep(me.cookie, plan, interview, { trackedJobId: null })).json;
    expect(plan.steps.find((s) => s.id === interview.id)!.trackedJob).toBeNull();

    const learn = await patchStep(me.cookie, plan, plan.steps[0]!, { trackedJobId: job.id });
    expect(learn.status).toBe(400);
    expect(learn.json.message).toMatch(/informational interview or an application/);
    const theirs = await call(trackerFn, '/api/tracker', { cookie: other.cookie, body: { title: 'Designer', company: 'Other Co' } });
    expect((await patchStep(me.cookie, plan, interview, { trackedJobId: theirs.json.id })).status).toBe(404);
  });
});
