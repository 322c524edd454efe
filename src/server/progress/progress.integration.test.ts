import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import progressFn from '@functions/progress.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { interviewAnswers, interviewSessions, practiceRecordings, trackedJobs } from '~/server/db/schema';

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

/** A mock interview on `at` with answers scored `scores`; the first is spoken when `spokenMs` is set. */
async function interview(userId: string, roleTitle: string, at: Date, scores: number[], spokenMs?: number) {
  const [session] = await handle.db.insert(interviewSessions).values({ userId, roleTitle, questions: [], createdAt: at }).returning();
  for (const [i, starScore] of scores.entries()) {
    const spoken = i === 0 && spokenMs !== undefined;
    await handle.db.insert(interviewAnswers).values({
      sessionId: session!.id,
      userId,
      questionId: `q${i}`,
      question: 'Tell me about a time you led a change.',
      // 30 words: at 12 s that is 150 words a minute.
      answer: Array.from({ length: 30 }, () => 'word').join(' '),
      mode: spoken ? 'spoken' : 'typed',
      durationMs: spoken ? spokenMs : null,
      feedback: {},
      starScore,
      createdAt: new Date(at.getTime() + i * 60_000),
    });
  }
  return session!.id;
}

describe('the progress dashboard API', () => {
  it('is Premium: 401 signed out, 403 for Pivot', async () => {
    expect((await call(progressFn, '/api/progress')).status).toBe(401);
    const pivot = await newMember('pivot');
    const refused = await call(progressFn, '/api/progress', { cookie: pivot.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Premium/);
  });

  it('starts empty, with every week and stage at zero', async () => {
    const { cookie } = await newMember('premium');
    const res = await call(progressFn, '/api/progress', { cookie });
    expect(res.status).toBe(200);
    expect(res.json.totals).toEqual({
      sessions: 0,
      answers: 0,
      averageStarScore: null,
      recordings: 0,
      averagePace: null,
      applications: 0,
      jobsTracked: 0,
      assessments: 0,
    });
    expect(res.json.sessionsByWeek).toHaveLength(12);
    expect(res.json.sessionsByWeek.every((w: { sessions: number }) => w.sessions === 0)).toBe(true);
    expect(res.json.applicationsByStage.map((s: { stage: string }) => s.stage)).toEqual(['saved', 'applied', 'interviewing', 'offer', 'closed']);
  });

  it("shows a member's own sessions, scores, pace and applications, and nobody else's", async () => {
    const me = await newMember('premium');
    const other = await newMember('premium');
    const now = clock.now();
    await interview(me.id, 'Instructional Designer', new Date(now.getTime() - 8 * DAY), [40, 50], 12_000);
    const second = await interview(me.id, 'Training Manager', new Date(now.getTime() - DAY), [70, 80, 90]);
    // "Try again" on the first question: the new score replaces the old one.
    await handle.db.insert(interviewAnswers).values({
      sessionId: second,
      userId: me.id,
      questionId: 'q0',
      question: 'Tell me about a time you led a change.',
      answer: 'A better answer.',
      feedback: {},
      starScore: 100,
      createdAt: new Date(now.getTime() - DAY + 10 * 60_000),
    });
    // An interview without answers is not a session done.
    await handle.db.insert(interviewSessions).values({ userId: me.id, roleTitle: 'Unanswered', questions: [] });
    await interview(other.id, 'Nurse', now, [10]);
    await handle.db.insert(practiceRecordings).values({
      userId: me.id,
      blobKey: `${me.id}/r1`,
      contentType: 'audio/webm',
      sizeBytes: 1000,
      durationMs: 60_000,
      transcript: Array.from({ length: 120 }, () => 'word').join(' '),
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
    await handle.db.insert(trackedJobs).values([
      { userId: me.id, title: 'Instructional Designer', company: 'Acme', stage: 'applied' },
      { userId: me.id, title: 'Learning Designer', company: 'Beta', stage: 'applied' },
      { userId: me.id, title: 'Trainer', company: 'Gamma', stage: 'offer' },
      { userId: other.id, title: 'Nurse', company: 'Delta', stage: 'saved' },
    ]);

    const res = await call(progressFn, '/api/progress', { cookie: me.cookie });
    expect(res.json.totals).toEqual({
      sessions: 2,
      answers: 5,
      averageStarScore: 72,
      recordings: 1,
      averagePace: 135,
      applications: 3,
      jobsTracked: 3,
      assessments: 0,
    });
    expect(res.json.starScores.map((p: { roleTitle: string; averageScore: number }) => [p.roleTitle, p.averageScore])).toEqual([
      ['Instructional Designer', 45],
      ['Training Manager', 90],
    ]);
    // Oldest first: the spoken answer (30 words in 12 s), then the recording (120 words in a minute).
    expect(res.json.pace.map((p: { wordsPerMinute: number; source: string }) => [p.source, p.wordsPerMinute])).toEqual([
      ['interview', 150],
      ['practice', 120],
    ]);
    const weeks = res.json.sessionsByWeek as { sessions: number }[];
    expect(weeks.reduce((n, w) => n + w.sessions, 0)).toBe(2);
    expect(res.json.applicationsByStage).toContainEqual({ stage: 'applied', count: 2 });
    expect(res.json.applicationsByStage).toContainEqual({ stage: 'saved', count: 0 });
  });
});
