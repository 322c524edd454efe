import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import recordingsFn from '@functions/practice-recordings.mts';
import recordingFn from '@functions/practice-recording.mts';
import fileFn from '@functions/practice-recording-file.mts';
import { createTestDb } from '~/server/testing/test-db';
import { blobStoreFromContext, call, installRuntime, newMember } from '~/server/testing/harness';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import type { DbHandle } from '~/server/db/client';
import { interviewSessions, practiceRecordings } from '~/server/db/schema';
import { saveSetting, SETTINGS_KEYS } from '~/server/settings/store';
import { FEATURE_OFF_MESSAGES } from '~/lib/features';
import { defaultSettings } from '~/lib/admin/settings';
import { RECORDING_MAX_BYTES } from '~/lib/practice';

let handle: DbHandle;
let blobs: { context: string; stop: () => Promise<void> };
let store: Store;

beforeAll(async () => {
  handle = await createTestDb();
  blobs = await startLocalBlobs(await mkdtemp(join(tmpdir(), 'practice-blobs-')));
  store = blobStoreFromContext(blobs.context, 'practice-recordings');
}, 60_000);
afterAll(async () => {
  await blobs?.stop();
  await handle?.close();
});
beforeEach(() => {
  installRuntime(handle.db, { practiceRecordings: () => store });
});

/** A WebM file as far as the server can tell: the EBML magic number, then payload. */
const webm = (size = 2000) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7) % 251);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
};

const TRANSCRIPT = 'Um, I led the move to the new rota, you know, and like, cut overtime by a third.';

function form(bytes: Uint8Array, type: string, fields: Record<string, string> = {}) {
  const f = new FormData();
  f.append('recording', new File([bytes.slice().buffer as ArrayBuffer], 'answer.webm', { type }));
  const all = { question: 'Tell me about a time you improved a process.', durationMs: '30000', transcript: TRANSCRIPT, pauses: '[2500, 900]', ...fields };
  for (const [k, v] of Object.entries(all)) f.append(k, v);
  return f;
}

const upload = (cookie: string | undefined, bytes = webm(), type = 'audio/webm;codecs=opus', fields: Record<string, string> = {}) =>
  call(recordingsFn, '/api/practice/recordings', { cookie, form: form(bytes, type, fields) });
const list = (cookie?: string) => call(recordingsFn, '/api/practice/recordings', { cookie });
const file = (cookie: string | undefined, id: string, headers: Record<string, string> = {}) =>
  call(fileFn, `/api/practice/recordings/${id}/file`, { cookie, headers });
const remove = (cookie: string | undefined, id: string) => call(recordingFn, `/api/practice/recordings/${id}`, { method: 'DELETE', cookie });
const patch = (cookie: string | undefined, id: string, body: unknown) => call(recordingFn, `/api/practice/recordings/${id}`, { method: 'PATCH', cookie, body });

async function setFeature(on: boolean) {
  const s = defaultSettings();
  await saveSetting(handle.db, SETTINGS_KEYS.admin, { ...s, features: { ...s.features, videoInterviewPractice: on } });
}

describe('practice recordings', () => {
  it('keeps a recording with its metrics, lists it, streams it (with ranges), corrects its transcript and deletes it', async () => {
    const { cookie, id: userId } = await newMember('premium');
    const bytes = webm(5000);
    const saved = await upload(cookie, bytes);
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      question: 'Tell me about a time you improved a process.',
      contentType: 'audio/webm',
      hasVideo: false,
      sizeBytes: 5000,
      durationMs: 30_000,
      transcript: TRANSCRIPT,
      sessionId: null,
    });
    const id = saved.json.id as string;
    expect(saved.json.fileUrl).toBe(`/api/practice/recordings/${id}/file`);
    // 18 words in 30 s; um, you know, like = 3 fillers; one pause of 2 s or more.
    expect(saved.json.metrics).toMatchObject({ words: 18, wordsPerMinute: 36, pace: 'under', fillers: { total: 3 }, pauses: { long: 1, longestMs: 2500 } });
    // Stored under the member's id.
    const [row] = await handle.db.select().from(practiceRecordings).where(eq(practiceRecordings.id, id));
    expect(row!.blobKey).toBe(`${userId}/${id}`);

    const listed = await list(cookie);
    expect(listed.json.recordings).toHaveLength(1);
    expect(listed.json.recordings[0]).toMatchObject({ id, metrics: saved.json.metrics });

    const whole = await file(cookie, id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes).toEqual(bytes);
    const part = await file(cookie, id, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(part.bytes).toEqual(bytes.subarray(100, 200));
    expect((await file(cookie, id, { range: 'bytes=-10' })).bytes).toEqual(bytes.subarray(4990));
    expect((await file(cookie, id, { range: 'bytes=9000-' })).status).toBe(416);

    const corrected = await patch(cookie, id, { transcript: 'I led the move to the new rota and cut overtime by a third.' });
    expect(corrected.status).toBe(200);
    expect(corrected.json.metrics).toMatchObject({ words: 14, fillers: { total: 0 }, pauses: { long: 1, longestMs: 2500 } });

    expect((await remove(cookie, id)).json).toEqual({ deleted: id });
    expect((await list(cookie)).json.recordings).toEqual([]);
    expect(await store.get(`${userId}/${id}`)).toBeNull();
    expect((await file(cookie, id)).status).toBe(404);
  });

  it('are private to their owner: another member gets 404 for the file, a change or a delete, and an empty list', async () => {
    const ana = await newMember('premium');
    const ben = await newMember('premium');
    const { json } = await upload(ana.cookie);
    expect((await list(ben.cookie)).json.recordings).toEqual([]);
    for (const res of [await file(ben.cookie, json.id), await patch(ben.cookie, json.id, { transcript: 'mine now' }), await remove(ben.cookie, json.id)]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('That recording is not in your practice room.');
    }
    expect((await file(ana.cookie, json.id)).status).toBe(200);
    expect((await list(ana.cookie)).json.recordings[0].transcript).toBe(TRANSCRIPT);
  });

  it('are for Premium members: 401 signed out, 403 on Pivot', async () => {
    const ana = await newMember('premium');
    const { json } = await upload(ana.cookie);
    expect((await list()).status).toBe(401);
    expect((await upload(undefined)).status).toBe(401);
    expect((await file(undefined, json.id)).status).toBe(401);
    expect((await remove(undefined, json.id)).status).toBe(401);
    const pivot = await newMember('pivot');
    for (const res of [await list(pivot.cookie), await upload(pivot.cookie), await file(pivot.cookie, json.id), await remove(pivot.cookie, json.id)]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/Premium/);
    }
  });

  it('answer 404 while the feature is off, and keep the recordings for when it is back', async () => {
    const ana = await newMember('premium');
    const { json } = await upload(ana.cookie);
    await setFeature(false);
    try {
      for (const res of [await list(ana.cookie), await upload(ana.cookie), await file(ana.cookie, json.id), await remove(ana.cookie, json.id)]) {
        expect(res.status).toBe(404);
        expect(res.json.message).toBe(FEATURE_OFF_MESSAGES.videoInterviewPractice);
      }
    } finally {
      await setFeature(true);
    }
    expect((await list(ana.cookie)).json.recordings).toHaveLength(1);
    expect((await file(ana.cookie, json.id)).status).toBe(200);
  });

  it('refuses what is not a recording, too large, or not the member’s, and keeps nothing', async () => {
    const { cookie, id: userId } = await newMember('premium');
    const other = await newMember('premium');
    const [session] = await handle.db.insert(interviewSessions).values({ userId: other.id, roleTitle: 'Analyst', questions: [] }).returning();
    const cases: [Awaited<ReturnType<typeof upload>>, number, RegExp][] = [
      // A PDF declared as audio: the bytes decide.
      [await upload(cookie, new TextEncoder().encode('%PDF-1.7 not audio'), 'audio/webm'), 415, /not the audio\/webm recording/],
      [await upload(cookie, webm(), 'application/pdf'), 415, /kept as audio\/webm/],
      [await upload(cookie, webm(RECORDING_MAX_BYTES + 1)), 413, /at most 4 MB/],
      [await upload(cookie, webm(), 'audio/webm', { question: '  ' }), 400, /^question: Enter the question/],
      [await upload(cookie, webm(), 'audio/webm', { durationMs: String(4 * 60_000) }), 400, /^durationMs: A recording can be at most 3 minutes/],
      [await upload(cookie, webm(), 'audio/webm', { pauses: 'soon' }), 400, /^pauses: /],
      [await upload(cookie, webm(), 'audio/webm', { transcript: 'x'.repeat(10_001) }), 400, /^transcript: The transcript can be at most/],
      [await upload(cookie, webm(), 'audio/webm', { sessionId: session!.id }), 400, /^sessionId: That interview session is not one of yours/],
      // Past the multipart field limit: refused, never stored cut short.
      [await upload(cookie, webm(), 'audio/webm', { transcript: 'é'.repeat(20_001) }), 413, /^The "transcript" field is too long\.$/],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(res.json.message).toMatch(message);
    }
    expect((await list(cookie)).json.recordings).toEqual([]);
    expect((await store.list({ prefix: `${userId}/` })).blobs).toEqual([]);

    // Their own session is fine, and a video container is a video.
    const [mine] = await handle.db.insert(interviewSessions).values({ userId, roleTitle: 'Analyst', questions: [] }).returning();
    const ok = await upload(cookie, webm(), 'video/webm', { sessionId: mine!.id });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ sessionId: mine!.id, contentType: 'video/webm', hasVideo: true });
  });

  it('keeps the recording, and says so, when its file cannot be deleted', async () => {
    const { cookie } = await newMember('premium');
    const { json } = await upload(cookie);
    const failing = new Proxy(store, {
      get: (target, key) => {
        if (key === 'delete') return () => Promise.reject(new Error('blob store unavailable'));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    installRuntime(handle.db, { practiceRecordings: () => failing });
    const res = await remove(cookie, json.id);
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('The recording could not be deleted just now, so it is still here. Please try again in a minute.');
    expect((await list(cookie)).json.recordings).toHaveLength(1);
    expect((await file(cookie, json.id)).status).toBe(200);
  });
});
