import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import growthFn from '@functions/growth.mts';
import progressFn from '@functions/progress.mts';
import trackerFn from '@functions/tracker.mts';
import trackerJobFn from '@functions/tracker-job.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { interviewAnswers, interviewSessions, pivotPlanSteps, pivotPlans, trackedJobs } from '~/server/db/schema';
import type { GrowthSummary } from '~/lib/growth';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const DAY = 86_400_000;

/** A plan with steps for two gaps and an application step; `done` lists the steps done and how many days ago. */
async function plan(userId: string, code: string, title: string, done: Array<[number, number]>) {
  const now = clock.now();
  const [p] = await handle.db
    .insert(pivotPlans)
    .values({
      userId,
      occupationCode: code,
      occupationTitle: title,
      pathSnapshot: { path: { title, titles: [`${title} lead`], score: 70 } },
      targetDate: '2027-02-14',
    })
    .returning();
  const steps = [
    { kind: 'learn' as const, skill: 'Grant Writing' },
    { kind: 'project' as const, skill: 'Grant Writing' },
    { kind: 'learn' as const, skill: 'Writing' },
    { kind: 'practise' as const, skill: 'Writing' },
    { kind: 'apply' as const, skill: null },
  ];
  await handle.db.insert(pivotPlanSteps).values(
    steps.map((s, i) => {
      const ago = done.find(([position]) => position === i)?.[1];
      return { ...s, planId: p!.id, userId, position: i, title: `Step ${i}`, doneAt: ago === undefined ? null : new Date(now.getTime() - ago * DAY) };
    }),
  );
  return p!.id;
}

const growth = async (cookie: string) => {
  const res = await call(growthFn, '/api/growth', { cookie });
  expect(res.status).toBe(200);
  return res.json as GrowthSummary;
};

describe('the growth analytics API', () => {
  it('is Pivot and up: 401 signed out, 403 for a free member', async () => {
    expect((await call(growthFn, '/api/growth')).status).toBe(401);
    const free = await newMember();
    const refused = await call(growthFn, '/api/growth', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Pivot/);
  });

  it("counts a Pivot member's plan steps, gaps closed and applications by week, without interview practice", async () => {
    const me = await newMember('pivot');
    const other = await newMember('pivot');
    // Sunday 22 November 2026: this week started Monday the 16th.
    const id = await plan(me.id, '25-9031.00', 'Instructional Coordinators', [
      [0, 0],
      [1, 1],
      [2, 8],
    ]);
    await plan(other.id, '25-9031.00', 'Instructional Coordinators', [[0, 0]]);
    await handle.db.insert(trackedJobs).values([
      { userId: me.id, title: 'Instructional Designer', company: 'A', stage: 'applied', appliedOn: '2026-11-20' },
      { userId: me.id, title: 'Instructional Designer', company: 'B', stage: 'interviewing', appliedOn: '2026-11-17' },
      { userId: me.id, title: 'Curriculum Designer', company: 'C', stage: 'applied', appliedOn: '2026-11-10' },
      { userId: me.id, title: 'Trainer', company: 'D', stage: 'saved' },
      // Applied long before the charts' twelve weeks: counted by stage, not by week.
      { userId: me.id, title: 'Trainer', company: 'E', stage: 'closed', appliedOn: '2026-01-05' },
      { userId: other.id, title: 'Nurse', company: 'F', stage: 'applied', appliedOn: '2026-11-20' },
    ]);
    // A Premium member's interviews would show; a Pivot member's are not read.
    const [session] = await handle.db.insert(interviewSessions).values({ userId: me.id, roleTitle: 'Instructional Designer', questions: [] }).returning();
    await handle.db
      .insert(interviewAnswers)
      .values({ sessionId: session!.id, userId: me.id, questionId: 'q0', question: 'Q', answer: 'A', feedback: {}, starScore: 60 });

    const g = await growth(me.cookie);
    expect(g.planner.plans).toEqual([
      {
        id,
        occupationTitle: 'Instructional Coordinators',
        commonTitle: 'Instructional Coordinators lead',
        done: 3,
        total: 5,
        percent: 60,
        gapsPlanned: 2,
        gapsClosed: 1,
      },
    ]);
    expect(g.planner.stepsDone).toBe(3);
    expect(g.planner.stepsDoneByWeek).toHaveLength(12);
    expect(g.planner.stepsDoneByWeek.slice(-2)).toEqual([
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 2 },
    ]);
    expect(g.tracker.total).toBe(5);
    // Applied, interviewing, applied, and closed after applying: the Saved job is not an application.
    expect(g.tracker.applications).toBe(4);
    expect(g.tracker.applicationsByWeek.slice(-2)).toEqual([
      { weekStart: '2026-11-09', count: 1 },
      { weekStart: '2026-11-16', count: 2 },
    ]);
    expect(g.tracker.applicationsByWeek.reduce((n, w) => n + w.count, 0)).toBe(3);
    expect(g.tracker.byStage).toEqual([
      { stage: 'saved', count: 1 },
      { stage: 'applied', count: 2 },
      { stage: 'interviewing', count: 1 },
      { stage: 'offer', count: 0 },
      { stage: 'closed', count: 1 },
    ]);
    expect(g.interviews).toBeNull();
  });

  it('counts applications as Progress does: a Saved job is none on either page, Applied makes it one on both', async () => {
    const me = await newMember('premium');
    const saved = await call(trackerFn, '/api/tracker', { cookie: me.cookie, body: { title: 'Instructional Designer', company: 'Acme Learning' } });
    expect(saved.status).toBe(201);
    const figures = async () => {
      const g = await growth(me.cookie);
      const p = (await call(progressFn, '/api/progress', { cookie: me.cookie })).json;
      return {
        progressApplications: p.totals.applications,
        progressJobs: p.totals.jobsTracked,
        growthApplications: g.tracker.applications,
        growthThisWeek: g.tracker.applicationsByWeek.reduce((n, w) => n + w.count, 0),
        growthJobs: g.tracker.total,
      };
    };
    expect(await figures()).toEqual({ progressApplications: 0, progressJobs: 1, growthApplications: 0, growthThisWeek: 0, growthJobs: 1 });

    const moved = await call(trackerJobFn, `/api/tracker/${saved.json.id}`, { method: 'PATCH', cookie: me.cookie, body: { stage: 'applied' } });
    expect(moved.status).toBe(200);
    expect(await figures()).toEqual({ progressApplications: 1, progressJobs: 1, growthApplications: 1, growthThisWeek: 1, growthJobs: 1 });
  });

  it('adds STAR scores and mock interviews per week for a Premium member', async () => {
    const me = await newMember('premium');
    const at = new Date(clock.now().getTime() - 2 * DAY);
    const [session] = await handle.db
      .insert(interviewSessions)
      .values({ userId: me.id, roleTitle: 'Instructional Designer', questions: [], createdAt: at })
      .returning();
    for (const [i, starScore] of [60, 80].entries()) {
      await handle.db
        .insert(interviewAnswers)
        .values({ sessionId: session!.id, userId: me.id, questionId: `q${i}`, question: 'Q', answer: 'A', feedback: {}, starScore, createdAt: at });
    }
    const g = await growth(me.cookie);
    expect(g.interviews).not.toBeNull();
    expect(g.interviews!.sessions).toBe(1);
    expect(g.interviews!.starScores).toEqual([
      { sessionId: session!.id, day: '2026-11-20', roleTitle: 'Instructional Designer', averageScore: 70, answers: 2 },
    ]);
    expect(g.interviews!.sessionsByWeek.at(-1)).toEqual({ weekStart: '2026-11-16', count: 1 });
    expect(g.planner.plans).toEqual([]);
  });
});
