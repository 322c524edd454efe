import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import uploadFn from '@functions/pivotmatch-upload.mts';
import statusFn from '@functions/pivotmatch-status.mts';
import deleteFn from '@functions/pivotmatch-resume.mts';
import searchFn from '@functions/pivotmatch-search.mts';
import rolesFn from '@functions/pivotmatch-roles.mts';
import { seedJobs } from '~/server/matching/seed-jobs';
import signupFn from '@functions/auth-signup.mts';
import type { Store } from '@netlify/blobs';
import { createTestDb } from '~/server/testing/test-db';
import { blobStoreFromContext, call, installRuntime, type TestClock } from '~/server/testing/harness';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import { resumeSessions } from '~/server/db/schema';
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { DbHandle } from '~/server/db/client';
import { deleteExpiredSessions } from './sessions';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';

const FIXTURES = new URL('../../../tests/fixtures/resumes/', import.meta.url).pathname;
const PEER = new URL('../../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;

let handle: DbHandle;
let blobs: { context: string; stop: () => Promise<void> };
let store: Store;
let clock: TestClock;

beforeAll(async () => {
  handle = await createTestDb();
  blobs = await startLocalBlobs(await mkdtemp(join(tmpdir(), 'blobs-')));
  store = blobStoreFromContext(blobs.context);
  await seedJobs(handle.db, 1500);
}, 60_000);
afterAll(async () => {
  await blobs?.stop();
  await handle?.close();
});
beforeEach(() => {
  ({ clock } = installRuntime(handle.db, { resumeFiles: () => store }));
});

function formWith(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, field = 'resume') {
  const form = new FormData();
  form.append(field, new File([bytes.slice().buffer as ArrayBuffer], name));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
const upload = (bytes: Uint8Array, name: string, opts: { cookie?: string; fields?: Record<string, string>; field?: string } = {}) =>
  call(uploadFn, '/api/pivotmatch/upload-resume', { form: formWith(bytes, name, opts.fields, opts.field), cookie: opts.cookie });
const status = (id: string, cookie?: string) => call(statusFn, `/api/pivotmatch/resume-status/${id}`, { cookie });
const countSessions = async () => (await handle.db.select({ id: resumeSessions.id }).from(resumeSessions)).length;

describe('upload and processing', () => {
  it('takes a real PDF, processes it and answers skills and the owner location to the uploading browser only', async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'nurse-to-health-informatics.pdf')));
    const res = await upload(bytes, 'nurse.pdf');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Resume uploaded successfully' });
    expect(res.resumeCookie).toMatch(/^cp_resume_owner=/);
    const done = await status(res.json.sessionId, res.resumeCookie);
    expect(done.json.status).toBe('completed');
    expect(done.json.data.skills).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
    const truth = JSON.parse(await readFile(join(FIXTURES, 'nurse-to-health-informatics.truth.json'), 'utf8'));
    expect(done.json.data.location).toBe(`${truth.location.city}, ${truth.location.state}`);
    // Another browser learns nothing, not even that the session exists.
    expect((await status(res.json.sessionId)).status).toBe(404);
    expect((await status(res.json.sessionId, 'cp_resume_owner=' + 'x'.repeat(32))).status).toBe(404);
  }, 30_000);

  it('takes a DOCX and a peer two-column PDF', async () => {
    for (const [dir, name] of [
      [FIXTURES, 'marketing-to-ux.docx'],
      [PEER, 'template-two-column.pdf'],
    ] as const) {
      const res = await upload(new Uint8Array(await readFile(join(dir, name))), name);
      expect(res.status, name).toBe(200);
      const done = await status(res.json.sessionId, res.resumeCookie);
      expect(done.json.status, name).toBe('completed');
      expect(done.json.data.skills.length, name).toBeGreaterThan(3);
    }
  }, 30_000);

  it('joins a file sent in parts exactly as if it came whole', async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'retail-manager-to-hr.pdf')));
    const whole = await upload(bytes, 'cv.pdf');
    const wholeResult = (await status(whole.json.sessionId, whole.resumeCookie)).json;
    const cut = Math.floor(bytes.length / 2);
    const first = await upload(bytes.slice(0, cut), 'cv.pdf', { fields: { partIndex: '0', partCount: '2', totalBytes: String(bytes.length) } });
    expect(first.json).toMatchObject({ success: true, complete: false });
    expect((await status(first.json.sessionId, first.resumeCookie)).json.status).toBe('processing');
    const second = await upload(bytes.slice(cut), 'cv.pdf', {
      cookie: first.resumeCookie,
      fields: { partIndex: '1', partCount: '2', totalBytes: String(bytes.length), uploadId: first.json.sessionId },
    });
    expect(second.json).toMatchObject({ success: true, complete: true, sessionId: first.json.sessionId });
    const parts = (await status(first.json.sessionId, first.resumeCookie)).json;
    expect(parts).toEqual(wholeResult);
    // Parts are removed once joined; the file and its text stay.
    const { blobs: left } = await store.list({ prefix: `resumes/${first.json.sessionId}` });
    expect(left.map((b) => b.key).sort()).toEqual([`resumes/${first.json.sessionId}/file`, `resumes/${first.json.sessionId}/text`]);
  }, 30_000);

  it('accepts a 5 MB file in parts but refuses one a byte over', async () => {
    const pdf = new Uint8Array(await readFile(join(FIXTURES, 'retail-manager-to-hr.pdf')));
    const over = 5 * 1024 * 1024 + 1;
    const res = await upload(pdf.slice(0, 1000), 'big.pdf', { fields: { partIndex: '0', partCount: '2', totalBytes: String(over) } });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'Maximum file size is 5MB' });
  });

  it('refuses a single part over the request limit with 413', async () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Maximum file size is 5MB');
  });

  it('refuses every bad fixture with a 4xx and its message, keeping nothing', async () => {
    const before = await countSessions();
    const files = (await readdir(FIXTURES)).filter((f) => f.endsWith('.truth.json'));
    let checked = 0;
    for (const truthFile of files) {
      const truth = JSON.parse(await readFile(join(FIXTURES, truthFile), 'utf8'));
      if (truth.expect !== 'error') continue;
      const name = (await readdir(FIXTURES)).find((f) => f.startsWith(truthFile.replace('.truth.json', '.')) && !f.endsWith('.json'));
      if (!name) continue; // generated only on demand (oversize)
      const bytes = new Uint8Array(await readFile(join(FIXTURES, name)));
      if (bytes.length > 4 * 1024 * 1024) continue;
      const res = await upload(bytes, name);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      expect(res.json.message, name).toBeTruthy();
      if (truth.status) expect(res.status, name).toBe(truth.status);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(await countSessions()).toBe(before);
  }, 60_000);

  it('answers bad requests with a message', async () => {
    const pdf = new Uint8Array(await readFile(join(FIXTURES, 'retail-manager-to-hr.pdf')));
    expect((await upload(pdf, 'cv.pdf', { field: 'file' })).status).toBe(400);
    const notMultipart = await call(uploadFn, '/api/pivotmatch/upload-resume', { body: { resume: 'x' } });
    expect(notMultipart.status).toBe(415);
    expect((await status('not-a-uuid')).status).toBe(404);
    const crossSite = await call(uploadFn, '/api/pivotmatch/upload-resume', { form: formWith(pdf, 'cv.pdf'), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });
});

describe('ownership, deletion and expiry', () => {
  it('a signed-in upload belongs to the account, which can delete it', async () => {
    const account = await call(signupFn, '/api/signup', {
      body: { email: `pm-${Date.now()}@example.com`, password: 'long password 1', firstName: 'P', lastName: 'M' },
    });
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'teacher-to-instructional-design.docx')));
    const res = await upload(bytes, 'cv.docx', { cookie: account.cookie });
    const id = res.json.sessionId;
    expect((await status(id, account.cookie)).json.status).toBe('completed');
    const [row] = await handle.db.select().from(resumeSessions).where(eq(resumeSessions.id, id));
    expect(row!.expiresAt).toBeNull();
    const other = await call(signupFn, '/api/signup', {
      body: { email: `other-${Date.now()}@example.com`, password: 'long password 1', firstName: 'O', lastName: 'T' },
    });
    expect((await status(id, other.cookie)).status).toBe(404);
    expect((await call(deleteFn, `/api/pivotmatch/resume/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const del = await call(deleteFn, `/api/pivotmatch/resume/${id}`, { method: 'DELETE', cookie: account.cookie });
    expect(del.status).toBe(200);
    expect((await status(id, account.cookie)).status).toBe(404);
    expect((await store.list({ prefix: `resumes/${id}` })).blobs).toEqual([]);
  }, 30_000);

  it("deletes signed-out visitors' resumes after 24 hours", async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'marketing-to-ux.docx')));
    const res = await upload(bytes, 'cv.docx');
    clock.advance(23 * 3600_000);
    expect(await deleteExpiredSessions(handle.db, store, clock.now())).toBe(0);
    expect((await status(res.json.sessionId, res.resumeCookie)).status).toBe(200);
    clock.advance(2 * 3600_000);
    expect(await deleteExpiredSessions(handle.db, store, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await status(res.json.sessionId, res.resumeCookie)).status).toBe(404);
    expect((await store.list({ prefix: `resumes/${res.json.sessionId}` })).blobs).toEqual([]);
  }, 30_000);

  it('a session whose processing never finishes ends as failed, not stuck', async () => {
    installRuntime(handle.db, { resumeFiles: () => store, dispatchResume: async () => {}, now: clock.now });
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'marketing-to-ux.docx')));
    const res = await upload(bytes, 'cv.docx');
    expect((await status(res.json.sessionId, res.resumeCookie)).json.status).toBe('processing');
    clock.advance(4 * 60_000);
    const late = await status(res.json.sessionId, res.resumeCookie);
    expect(late.json).toEqual({ status: 'failed', message: 'Processing took too long. Please upload your resume again.' });
  }, 30_000);

  it('a dispatch that cannot start marks the session failed with a reason', async () => {
    installRuntime(handle.db, {
      resumeFiles: () => store,
      dispatchResume: async () => {
        throw new Error('down');
      },
    });
    const errors = console.error;
    console.error = () => {};
    try {
      const res = await upload(new Uint8Array(await readFile(join(FIXTURES, 'marketing-to-ux.docx'))), 'cv.docx');
      expect(res.status).toBe(200);
      expect((await status(res.json.sessionId, res.resumeCookie)).json).toMatchObject({ status: 'failed' });
    } finally {
      console.error = errors;
    }
  }, 30_000);
});

describe('search', () => {
  const search = (body: unknown, cookie?: string) => call(searchFn, '/api/pivotmatch/search-jobs', { body, cookie });
  const empty = { location: [], title: [], company: [] };

  it('ranks corpus jobs for the session owner: sorted, at most 50, skills as a comma-separated string', async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'logistics-to-data-analyst-two-column.pdf')));
    const up = await upload(bytes, 'cv.pdf');
    const res = await search({ sessionId: up.json.sessionId, filters: empty }, up.resumeCookie);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const matches = res.json.matches as { match_percentage: number; matched_skills: string; title: string; company: string; location: string; link: string }[];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(50);
    const pcts = matches.map((m) => m.match_percentage);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    // Jobs are matched on the vocabulary's entries of the resume's skills, and show them in the resume's own words.
    const read = (await status(up.json.sessionId, up.resumeCookie)).json.data.evidence as SkillEvidence[];
    const skills = new Set(read.filter((e) => e.canonical).map((e) => e.name));
    for (const m of matches.slice(0, 10)) {
      expect(typeof m.matched_skills).toBe('string');
      for (const skill of m.matched_skills
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean))
        expect(skills.has(skill)).toBe(true);
    }
    // Filters are case-insensitive substrings.
    const title = matches[0]!.title.split(' ')[0]!.toUpperCase();
    const filtered = await search({ sessionId: up.json.sessionId, filters: { ...empty, title: [title] } }, up.resumeCookie);
    for (const m of filtered.json.matches) expect(m.title.toUpperCase()).toContain(title);
  }, 30_000);

  it('reads the roles, answers each match with its occupation, and follows a changed target', async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'nurse-to-health-informatics.pdf')));
    const up = await upload(bytes, 'nurse.pdf');
    const done = await status(up.json.sessionId, up.resumeCookie);
    expect(done.json.data.roles).toEqual({
      current: {
        title: 'Registered Nurse',
        occupation: { code: '29-1141.00', title: 'Registered Nurses' },
        evidence: expect.stringContaining('Registered Nurse'),
      },
      target: {
        title: 'Health Informatics',
        occupation: { code: '15-1211.01', title: 'Health Informatics Specialists' },
        evidence: expect.stringContaining('moving into'),
      },
    });
    const first = await search({ sessionId: up.json.sessionId, filters: empty }, up.resumeCookie);
    expect(first.status).toBe(200);
    for (const m of first.json.matches) expect(m.occupation).toEqual({ code: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/), title: expect.any(String) });
    // The target's line of work comes first, each with a reason.
    expect(first.json.matches[0].occupation.code.slice(0, 4)).toMatch(/^(15-1|29-1)$/);
    expect(first.json.matches[0].why.length).toBeGreaterThan(20);

    // The member says they are moving toward accounting instead: the first results follow.
    const roles = call(rolesFn, '/api/pivotmatch/roles', {
      method: 'PUT',
      body: { sessionId: up.json.sessionId, role: 'target', title: 'Staff Accountant', code: '13-2011.00' },
      cookie: up.resumeCookie,
    });
    const changed = await roles;
    expect(changed.status).toBe(200);
    expect(changed.json.roles.target).toEqual({
      title: 'Staff Accountant',
      occupation: { code: '13-2011.00', title: 'Accountants and Auditors' },
      evidence: null,
    });
    expect((await status(up.json.sessionId, up.resumeCookie)).json.data.roles.target.occupation.code).toBe('13-2011.00');
    const after = await search({ sessionId: up.json.sessionId, filters: empty }, up.resumeCookie);
    expect(after.json.matches[0].occupation.code.slice(0, 4)).toBe('13-2');

    // Another browser cannot change them; bad input is a 400 with a message, and an unknown code a 422.
    const put = (body: unknown, cookie?: string) => call(rolesFn, '/api/pivotmatch/roles', { method: 'PUT', body, cookie });
    expect((await put({ sessionId: up.json.sessionId, role: 'target', title: 'Chef', code: null })).status).toBe(404);
    const bad = await put({ sessionId: up.json.sessionId, role: 'boss', title: 'Chef' }, up.resumeCookie);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^role:/);
    expect((await put({ sessionId: up.json.sessionId, role: 'target', title: 'Chef', code: '99-9999.99' }, up.resumeCookie)).status).toBe(422);
    // Clearing the target leaves the current role.
    const cleared = await put({ sessionId: up.json.sessionId, role: 'target', title: null }, up.resumeCookie);
    expect(cleared.json.roles).toMatchObject({ current: { title: 'Registered Nurse' }, target: null });
  }, 30_000);

  it('matches places exactly: a state code never matches inside a city name', async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'logistics-to-data-analyst-two-column.pdf')));
    const up = await upload(bytes, 'cv.pdf');
    const res = await search({ sessionId: up.json.sessionId, filters: { ...empty, location: ['CO'] } }, up.resumeCookie);
    expect(res.status).toBe(200);
    const places = (res.json.matches as { location: string }[]).map((m) => m.location);
    expect(places.length).toBeGreaterThan(0);
    // Colorado, or (when Colorado holds too few) what the search widened to, said in placeNote; never San Francisco for "CO".
    const colorado = places.filter((p) => /, CO\b/.test(p));
    if (res.json.placeNote) expect(res.json.placeNote).toMatch(/Colorado/);
    else expect(colorado).toEqual(places);
    expect(places.filter((p) => /San Francisco/.test(p) && colorado.includes(p))).toEqual([]);
  }, 30_000);

  it("is refused for someone else's session, a bad body, and an unfinished resume", async () => {
    const bytes = new Uint8Array(await readFile(join(FIXTURES, 'marketing-to-ux.docx')));
    const up = await upload(bytes, 'cv.docx');
    expect((await search({ sessionId: up.json.sessionId, filters: empty })).status).toBe(404);
    const bad = await search({ sessionId: 'nope', filters: empty }, up.resumeCookie);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^sessionId:/);
    expect((await search({ sessionId: up.json.sessionId, filters: { location: 'Tampa' } }, up.resumeCookie)).status).toBe(400);
    installRuntime(handle.db, { resumeFiles: () => store, dispatchResume: async () => {} });
    const pending = await upload(bytes, 'cv.docx');
    const res = await search({ sessionId: pending.json.sessionId, filters: empty }, pending.resumeCookie);
    expect(res.status).toBe(409);
  }, 30_000);
});
