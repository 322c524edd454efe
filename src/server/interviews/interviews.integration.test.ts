import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import interviewsFn from '@functions/interviews.mts';
import interviewFn from '@functions/interview.mts';
import answersFn from '@functions/interview-answers.mts';
import rolesFn from '@functions/interview-roles.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { practiceRecordings } from '~/server/db/schema';
import type { ChatClient } from '~/server/ai/refine';
import { SESSIONS_PER_HOUR } from './sessions';
import { relevanceOf } from '~/lib/star';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const setup = {
  roleTitle: 'Instructional Designer',
  occupationCode: '25-9031.00',
  company: 'Acme Learning',
  jobDescription: 'We need an Instructional Designer.\n- Experience with Articulate Storyline',
  previousField: 'teaching',
};
const answer =
  'When I was teaching Year 8 English, a third of my class were failing the reading check. My job was to get them to the expected level by spring. ' +
  'I split the class into reading groups and set up a reading log in Google Sheets. As a result, 24 of the 27 students passed.';

async function recordingOf(userId: string): Promise<string> {
  const [row] = await handle.db
    .insert(practiceRecordings)
    .values({ userId, blobKey: `test/${randomUUID()}`, contentType: 'audio/webm', sizeBytes: 1000, durationMs: 60_000 })
    .returning();
  return row!.id;
}

describe('the mock interview API', () => {
  it('is Premium: 401 signed out, 403 for a Pivot member on every route', async () => {
    expect((await call(interviewsFn, '/api/interviews')).status).toBe(401);
    const pivot = await newMember('pivot');
    const refused = await call(interviewsFn, '/api/interviews', { cookie: pivot.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Premium/);
    expect((await call(interviewsFn, '/api/interviews', { cookie: pivot.cookie, body: setup })).status).toBe(403);
    expect((await call(rolesFn, '/api/interview-roles?q=instr', { cookie: pivot.cookie })).status).toBe(403);
    const id = randomUUID();
    expect((await call(interviewFn, `/api/interviews/${id}`, { cookie: pivot.cookie })).status).toBe(403);
    expect((await call(answersFn, `/api/interviews/${id}/answers`, { cookie: pivot.cookie, body: { questionId: 'x', answer: 'y' } })).status).toBe(403);
  });

  it('runs a session: roles, questions, a coached answer, a second attempt, the list, and delete', async () => {
    const { cookie } = await newMember('premium');
    const roles = await call(rolesFn, '/api/interview-roles?q=instructional%20designer', { cookie });
    expect(roles.json.roles[0]).toEqual({ title: 'Instructional Designer', code: '25-9031.00', occupation: 'Instructional Coordinators' });

    const started = await call(interviewsFn, '/api/interviews', { cookie, body: setup });
    expect(started.status).toBe(201);
    const session = started.json;
    expect(session).toMatchObject({ roleTitle: 'Instructional Designer', occupationCode: '25-9031.00', company: 'Acme Learning', answers: [], answered: 0 });
    expect(session.questions).toHaveLength(6);
    expect(session.questions.some((q: { why: string }) => q.why === 'From the job description: "Experience with Articulate Storyline"')).toBe(true);
    const q = session.questions[1];

    const first = await call(answersFn, `/api/interviews/${session.id}/answers`, { cookie, body: { questionId: q.id, answer } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ questionId: q.id, question: q.text, mode: 'typed', engine: 'built-in' });
    expect(first.json.feedback.parts.result.quotes).toEqual(['As a result, 24 of the 27 students passed.']);
    expect(first.json.starScore).toBe(first.json.feedback.score);

    clock.advance(60_000);
    const retry = await call(answersFn, `/api/interviews/${session.id}/answers`, { cookie, body: { questionId: q.id, answer: 'I did my best.' } });
    expect(retry.status).toBe(201);

    const got = await call(interviewFn, `/api/interviews/${session.id}`, { cookie });
    expect(got.json.answers.map((a: { id: string }) => a.id)).toEqual([first.json.id, retry.json.id]);
    expect(got.json.questions).toEqual(session.questions);

    const list = await call(interviewsFn, '/api/interviews', { cookie });
    // The average is over each question's latest attempt.
    expect(list.json.sessions).toEqual([expect.objectContaining({ id: session.id, answered: 1, answerCount: 2, averageScore: retry.json.starScore })]);

    const deleted = await call(interviewFn, `/api/interviews/${session.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    expect((await call(interviewFn, `/api/interviews/${session.id}`, { cookie })).status).toBe(404);
    expect((await call(interviewsFn, '/api/interviews', { cookie })).json.sessions).toEqual([]);
  });

  it('keeps sessions to their member: another member gets 404', async () => {
    const owner = await newMember('premium');
    const other = await newMember('premium');
    const { json: session } = await call(interviewsFn, '/api/interviews', { cookie: owner.cookie, body: { roleTitle: 'Data Analyst' } });
    expect((await call(interviewFn, `/api/interviews/${session.id}`, { cookie: other.cookie })).status).toBe(404);
    const q = session.questions[0].id;
    expect((await call(answersFn, `/api/interviews/${session.id}/answers`, { cookie: other.cookie, body: { questionId: q, answer } })).status).toBe(404);
    expect((await call(interviewFn, `/api/interviews/${session.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(interviewFn, `/api/interviews/${session.id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('takes a spoken answer with the member’s own recording only', async () => {
    const me = await newMember('premium');
    const them = await newMember('premium');
    const { json: session } = await call(interviewsFn, '/api/interviews', { cookie: me.cookie, body: { roleTitle: 'Nurse' } });
    const url = `/api/interviews/${session.id}/answers`;
    const q = session.questions[0].id;
    const theirs = await call(answersFn, url, {
      cookie: me.cookie,
      body: { questionId: q, answer, mode: 'spoken', durationMs: 60_000, recordingId: await recordingOf(them.id) },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.json.message).toBe('The recording is not one of yours.');
    const mine = await recordingOf(me.id);
    const ok = await call(answersFn, url, { cookie: me.cookie, body: { questionId: q, answer, mode: 'spoken', durationMs: 60_000, recordingId: mine } });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ mode: 'spoken', durationMs: 60_000, recordingId: mine });
  });

  it('refuses what it cannot use, with a message', async () => {
    const { cookie } = await newMember('premium');
    const noRole = await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: '  ' } });
    expect(noRole.status).toBe(400);
    expect(noRole.json.message).toMatch(/Choose the role/);
    expect((await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: 'x', jobDescription: 'x'.repeat(20_001) } })).json.message).toMatch(
      /at most 20000/,
    );
    const { json: session } = await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: 'Welder', occupationCode: '99-9999.99' } });
    // A code we do not hold is a role typed freely.
    expect(session.occupationCode).toBeNull();
    const url = `/api/interviews/${session.id}/answers`;
    const q = session.questions[0].id;
    expect((await call(answersFn, url, { cookie, body: { questionId: 'not-asked', answer } })).json.message).toBe(
      'That question is not part of this mock interview.',
    );
    expect((await call(answersFn, url, { cookie, body: { questionId: q, answer: 'x'.repeat(6_001) } })).status).toBe(400);
    expect((await call(answersFn, url, { cookie, body: { questionId: q, answer, durationMs: 5 } })).json.message).toMatch(/typed answer has no recording/);
  });

  it('starts sessions without limit, but not in a burst', async () => {
    const { cookie } = await newMember('premium');
    for (let i = 0; i < SESSIONS_PER_HOUR; i++) expect((await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: 'Chef' } })).status).toBe(201);
    const refused = await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: 'Chef' } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/this hour/);
    expect(refused.headers.get('retry-after')).toBe('3600');
    // Every session is still there to carry on with.
    expect((await call(interviewsFn, '/api/interviews', { cookie })).json.sessions).toHaveLength(SESSIONS_PER_HOUR);
  });

  it('records the model as the engine when its feedback quotes the answer', async () => {
    const reply = {
      situation: { present: true, quotes: ['When I was teaching Year 8 English, a third of my class were failing the reading check.'] },
      task: { present: false, quotes: [] },
      action: { present: true, quotes: ['I split the class into reading groups and set up a reading log in Google Sheets.'] },
      result: { present: true, quotes: ['As a result, 24 of the 27 students passed.'] },
      nextStep: 'Say what the expected level was.',
    };
    const client: ChatClient = { chat: { completions: { create: async () => ({ choices: [{ message: { content: JSON.stringify(reply) } }] }) } } };
    installRuntime(handle.db, { chat: { client, model: 'fake' } });
    const { cookie } = await newMember('premium');
    const { json: session } = await call(interviewsFn, '/api/interviews', { cookie, body: { roleTitle: 'Trainer' } });
    // A question this answer addresses: an answer off its question gets the step that says so, whoever wrote the feedback.
    const addressed = session.questions.find((q: { text: string }) => relevanceOf(q.text, answer).addressed);
    const res = await call(answersFn, `/api/interviews/${session.id}/answers`, { cookie, body: { questionId: addressed.id, answer } });
    expect(res.json).toMatchObject({ engine: 'model', feedback: { nextStep: 'Say what the expected level was.', parts: { task: { present: false } } } });
  });
});
