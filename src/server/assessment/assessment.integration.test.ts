import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import assessmentFn from '@functions/assessment.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { assessmentResults, interviewSessions, pivotPlans, resumeSessions } from '~/server/db/schema';
import { QUESTIONNAIRE } from '~/lib/assessment';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const version = QUESTIONNAIRE.version;
/** Strong agreement with the Investigator (type 5) items and nothing else, reverse-keyed items read backwards. */
const investigator = QUESTIONNAIRE.items.map((i) => (i.type === 5 ? (i.reverse ? 1 : 5) : i.reverse ? 5 : 1));
/** A teacher's take, using the whole scale. */
const teacher = [4, 5, 4, 4, 3, 5, 4, 4, 4, 4, 5, 4, 3, 2, 3, 4, 3, 4, 4, 5, 4, 2, 2, 5, 3, 2, 3, 2, 1, 4, 2, 2, 2, 2, 2, 1];
/** Strong agreement with the Helper (type 2) items. */
const helper = QUESTIONNAIRE.items.map((i) => (i.type === 2 ? (i.reverse ? 1 : 5) : i.reverse ? 5 : 1));

describe('the work-style assessment API', () => {
  it('is Premium: 401 signed out, 403 for a Pivot member (reading or taking), open to Elite', async () => {
    expect((await call(assessmentFn, '/api/assessment')).status).toBe(401);
    expect((await call(assessmentFn, '/api/assessment', { body: { version, answers: investigator } })).status).toBe(401);
    const pivot = await newMember('pivot');
    const refused = await call(assessmentFn, '/api/assessment', { cookie: pivot.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Premium/);
    expect((await call(assessmentFn, '/api/assessment', { cookie: pivot.cookie, body: { version, answers: investigator } })).status).toBe(403);
    const [stored] = await handle.db.select().from(assessmentResults).where(eq(assessmentResults.userId, pivot.id));
    expect(stored).toBeUndefined();
    const elite = await newMember('elite');
    expect((await call(assessmentFn, '/api/assessment', { cookie: elite.cookie })).json).toEqual({ takes: [], latest: null });
  });

  it('scores and keeps a take, then a retake beside it, newest first with its fits', async () => {
    const { cookie, id } = await newMember('premium');
    const first = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: investigator } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ version, primaryType: 5, typeScores: [0, 0, 0, 0, 100, 0, 0, 0, 0], createdAt: clock.now().toISOString() });
    expect(first.json.workStyles['1.C.7.b']).toBe(3.67); // Analytical Thinking: q05 5, q23 5, q15 (type 6) 1.
    expect(first.json.fits).toHaveLength(10);
    expect(first.json.fits[0]).toMatchObject({ code: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/), fit: expect.any(Number) });
    expect(first.json.fits[0].closest.length).toBeGreaterThan(0);
    expect(first.json).toMatchObject({ flat: null, target: null });
    expect(first.json.attribution).toMatch(/O\*NET 29\.2/);

    clock.advance(10 * 60_000);
    const retake = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: helper } });
    expect(retake.json.primaryType).toBe(2);

    const history = await call(assessmentFn, '/api/assessment', { cookie });
    expect(history.json.takes.map((t: { id: string }) => t.id)).toEqual([retake.json.id, first.json.id]);
    expect(history.json.latest).toEqual(retake.json);
    // The answers are kept as given, so an old take can be read against its version's items.
    const rows = await handle.db.select().from(assessmentResults).where(eq(assessmentResults.userId, id));
    expect(rows.find((r) => r.id === first.json.id)?.answers).toEqual(investigator);
  });

  it('keeps a take whose answers are all the same but ranks nothing from it, and says how flat it was', async () => {
    const { cookie } = await newMember('premium');
    const flat = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: Array(36).fill(3) } });
    expect(flat.status).toBe(201);
    expect(flat.json).toMatchObject({ fits: [], flat: { answer: 3, count: 36, total: 36 } });
    expect((await call(assessmentFn, '/api/assessment', { cookie })).json.latest).toEqual(flat.json);
    // A retake that uses the scale is ranked again.
    clock.advance(60_000);
    const retake = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: teacher } });
    expect(retake.json.flat).toBeNull();
    expect(retake.json.fits).toHaveLength(10);
  });

  it("leans the fits toward the occupation of the member's pivot plan, else of their latest mock interview", async () => {
    const { cookie, id } = await newMember('premium');
    await handle.db.insert(interviewSessions).values({ userId: id, roleTitle: 'Instructional Designer', occupationCode: '25-9031.00', questions: [] });
    const fromInterview = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: teacher } });
    expect(fromInterview.json.target).toEqual({
      code: '25-9031.00',
      title: 'Instructional Coordinators',
      field: '25',
      fieldName: 'Educational Instruction and Library',
      source: 'interview',
      fit: expect.any(Number),
    });
    const inField = fromInterview.json.fits.filter((f: { inTargetField: boolean }) => f.inTargetField);
    expect(inField.length).toBeGreaterThan(0);
    expect(inField.every((f: { code: string }) => f.code.startsWith('25-'))).toBe(true);

    // A resume that states a target role outranks the interview.
    await handle.db.insert(resumeSessions).values({
      userId: id,
      status: 'completed',
      blobKey: 'resumes/test',
      fileName: 'resume.pdf',
      sizeBytes: 1000,
      completedAt: clock.now(),
      roles: { current: null, target: { title: 'Nurse', occupation: { code: '29-1141.00', title: 'Registered Nurses' }, evidence: 'Objective: Nurse' } },
    });
    const fromResume = (await call(assessmentFn, '/api/assessment', { cookie })).json.latest;
    expect(fromResume.target).toMatchObject({
      code: '29-1141.00',
      title: 'Registered Nurses',
      fieldName: 'Healthcare Practitioners and Technical',
      source: 'resume',
    });

    await handle.db.insert(pivotPlans).values({ userId: id, occupationCode: '15-2051.00', occupationTitle: 'Data Scientists', pathSnapshot: {} });
    const fromPlan = (await call(assessmentFn, '/api/assessment', { cookie })).json.latest;
    expect(fromPlan.target).toMatchObject({
      code: '15-2051.00',
      title: 'Data Scientists',
      field: '15',
      fieldName: 'Computer and Mathematical',
      source: 'plan',
    });
    expect(fromPlan.fits.filter((f: { inTargetField: boolean }) => f.inTargetField).every((f: { code: string }) => f.code.startsWith('15-'))).toBe(true);
  });

  it('answers bad takes with a clear 400 and stores nothing', async () => {
    const { cookie, id } = await newMember('premium');
    const cases: Array<[unknown, RegExp]> = [
      [{ version, answers: investigator.slice(1) }, /answers: Answer all 36 statements/],
      [{ version, answers: [...investigator.slice(1), 6] }, /whole number from 1 to 5/],
      [{ version, answers: [...investigator.slice(1), 2.5] }, /whole number from 1 to 5/],
      [{ version, answers: [...investigator.slice(1), '3'] }, /number from 1 to 5/],
      [{ version: '2020-01', answers: investigator }, /questionnaire has changed/],
      [{ version, answers: investigator, primaryType: 8 }, /primaryType/],
    ];
    for (const [body, message] of cases) {
      const res = await call(assessmentFn, '/api/assessment', { cookie, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect(await handle.db.select().from(assessmentResults).where(eq(assessmentResults.userId, id))).toEqual([]);
  });

  it('refuses a cross-site take', async () => {
    const { cookie } = await newMember('premium');
    const res = await call(assessmentFn, '/api/assessment', { cookie, body: { version, answers: investigator }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
