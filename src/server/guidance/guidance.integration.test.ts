import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import progressFn from '@functions/guidance-progress.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { checklistProgress } from '~/server/db/schema';
import { GUIDANCE_TASK_IDS } from '~/lib/guidance';
import { readProgress } from './progress';

const PATH = '/api/guidance/progress';
const [first, second, third] = GUIDANCE_TASK_IDS as unknown as [string, string, string];

let handle: DbHandle;
let clock: ReturnType<typeof installRuntime>['clock'];
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const member = () => newMember();
const pivotMember = () => newMember('pivot');

const put = (cookie: string | undefined, body: unknown) => call(progressFn, PATH, { method: 'PUT', cookie, body });

describe('GET and PUT /api/guidance/progress', () => {
  it('answer 401 signed out', async () => {
    expect((await call(progressFn, PATH)).status).toBe(401);
    expect((await put(undefined, { taskId: first, done: true })).status).toBe(401);
  });

  it('answer 403 to a member without the Pivot toolkit, and store nothing', async () => {
    const free = await member();
    const get = await call(progressFn, PATH, { cookie: free.cookie });
    expect(get.status).toBe(403);
    expect(get.json.message).toMatch(/Pivot toolkit/);
    expect((await put(free.cookie, { taskId: first, done: true })).status).toBe(403);
    expect(await handle.db.select().from(checklistProgress).where(eq(checklistProgress.userId, free.id))).toEqual([]);
  });

  it('a Pivot member ticks two tasks, unticks one and reads back exactly the other', async () => {
    const m = await pivotMember();
    expect((await call(progressFn, PATH, { cookie: m.cookie })).json).toEqual({ done: [] });

    const tickedAt = clock.now().toISOString();
    const a = await put(m.cookie, { taskId: first, done: true });
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ done: [{ taskId: first, doneAt: tickedAt }] });
    clock.advance(60_000);
    expect((await put(m.cookie, { taskId: second, done: true })).json.done.map((d: any) => d.taskId)).toEqual([first, second]);

    const undone = await put(m.cookie, { taskId: second, done: false });
    expect(undone.json).toEqual({ done: [{ taskId: first, doneAt: tickedAt }] });
    expect((await call(progressFn, PATH, { cookie: m.cookie })).json).toEqual({ done: [{ taskId: first, doneAt: tickedAt }] });
  });

  it('is idempotent: ticking again keeps the first time, unticking an open task does nothing', async () => {
    const m = await pivotMember();
    const tickedAt = clock.now().toISOString();
    await put(m.cookie, { taskId: first, done: true });
    clock.advance(10 * 60_000); // within the 30-minute idle timeout of the session
    expect((await put(m.cookie, { taskId: first, done: true })).json).toEqual({ done: [{ taskId: first, doneAt: tickedAt }] });
    expect((await put(m.cookie, { taskId: third, done: false })).json).toEqual({ done: [{ taskId: first, doneAt: tickedAt }] });
  });

  it('refuses an unknown task, a missing flag and extra fields with a 400 that says why', async () => {
    const m = await pivotMember();
    const unknown = await put(m.cookie, { taskId: 'no-such-task', done: true });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^taskId: Not a task of the career-change plan/);
    const noFlag = await put(m.cookie, { taskId: first });
    expect(noFlag.status).toBe(400);
    expect(noFlag.json.message).toMatch(/^done: /);
    expect((await put(m.cookie, { taskId: first, done: true, userId: m.id })).status).toBe(400);
    expect((await call(progressFn, PATH, { method: 'PUT', cookie: m.cookie, rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(progressFn, PATH, { cookie: m.cookie })).json).toEqual({ done: [] });
  });

  it('refuses a PUT from another site', async () => {
    const m = await pivotMember();
    const res = await call(progressFn, PATH, {
      method: 'PUT',
      cookie: m.cookie,
      body: { taskId: first, done: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('keeps each member’s progress to themselves', async () => {
    const ana = await pivotMember();
    const ben = await pivotMember();
    await put(ana.cookie, { taskId: first, done: true });
    await put(ben.cookie, { taskId: second, done: true });
    expect((await call(progressFn, PATH, { cookie: ana.cookie })).json.done.map((d: any) => d.taskId)).toEqual([first]);
    expect((await call(progressFn, PATH, { cookie: ben.cookie })).json.done.map((d: any) => d.taskId)).toEqual([second]);
    // Unticking in one account leaves the other's tick alone.
    await put(ben.cookie, { taskId: first, done: false });
    expect((await call(progressFn, PATH, { cookie: ana.cookie })).json.done.map((d: any) => d.taskId)).toEqual([first]);
  });

  it('leaves out rows of tasks that are no longer in the plan', async () => {
    const m = await pivotMember();
    await put(m.cookie, { taskId: first, done: true });
    await handle.db.insert(checklistProgress).values({ userId: m.id, taskId: 'a-retired-task', doneAt: clock.now() });
    expect((await readProgress(handle.db, m.id)).done.map((d) => d.taskId)).toEqual([first]);
    expect((await call(progressFn, PATH, { cookie: m.cookie })).json.done.map((d: any) => d.taskId)).toEqual([first]);
  });
});
