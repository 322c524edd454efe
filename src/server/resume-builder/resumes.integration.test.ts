import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import resumesFn from '@functions/resumes.mts';
import resumeFn from '@functions/resume.mts';
import versionsFn from '@functions/resume-versions.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { RESUMES_PER_MEMBER, RESUME_MAX_BYTES, RESUME_VERSIONS_KEPT, emptyResumeData } from '~/lib/resume';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const member = async (plan: 'pivot' | null = 'pivot') => (await newMember(plan)).cookie;

const MINUTE = 60_000;
const withName = (name: string) => ({ ...emptyResumeData(), basics: { ...emptyResumeData().basics, name } });
const save = (cookie: string, id: string, name: string, extra: object = {}) =>
  call(resumeFn, `/api/resumes/${id}`, {
    method: 'PUT',
    cookie,
    body: { title: 'CS resume', targetRole: '', template: 'ats', data: withName(name), ...extra },
  });

describe('the resume builder API', () => {
  it('is for the Pivot toolkit: 401 signed out, 403 free', async () => {
    expect((await call(resumesFn, '/api/resumes')).status).toBe(401);
    const free = await member(null);
    expect((await call(resumesFn, '/api/resumes', { cookie: free })).status).toBe(403);
    expect((await call(resumesFn, '/api/resumes', { cookie: free, body: { title: 'x' } })).status).toBe(403);
  });

  it('creates, lists, reads, autosaves and deletes a member’s resumes; another member sees none of them', async () => {
    const cookie = await member();
    const created = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'Customer success', targetRole: 'CSM' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: 'Customer success', targetRole: 'CSM', template: 'ats', data: emptyResumeData() });
    const id = created.json.id as string;
    clock.advance(MINUTE);
    const saved = await save(cookie, id, 'Jane Doe', { template: 'two-column' });
    expect(saved.json).toMatchObject({ template: 'two-column', data: { basics: { name: 'Jane Doe' } } });
    expect((await call(resumeFn, `/api/resumes/${id}`, { cookie })).json.data.basics.name).toBe('Jane Doe');
    expect((await call(resumesFn, '/api/resumes', { cookie })).json.resumes).toEqual([
      { id, title: 'CS resume', targetRole: '', updatedAt: clock.now().toISOString() },
    ]);

    const other = await member();
    expect((await call(resumeFn, `/api/resumes/${id}`, { cookie: other })).status).toBe(404);
    expect((await save(other, id, 'Mallory')).status).toBe(404);
    expect((await call(versionsFn, `/api/resumes/${id}/versions`, { cookie: other })).status).toBe(404);
    expect((await call(resumeFn, `/api/resumes/${id}`, { method: 'DELETE', cookie: other })).status).toBe(404);

    expect((await call(resumeFn, `/api/resumes/${id}`, { method: 'DELETE', cookie })).json).toEqual({ deleted: id });
    expect((await call(resumesFn, '/api/resumes', { cookie })).json.resumes).toEqual([]);
  });

  it('imports a resume.json, keeping what it knows and refusing what is not a resume with the field named', async () => {
    const cookie = await member();
    const imported = await call(resumesFn, '/api/resumes', {
      cookie,
      body: {
        title: 'Imported',
        data: { basics: { name: 'Sam Lee', image: 'x.png' }, work: [{ name: 'Lincoln High', highlights: ['Taught'] }], interests: [] },
      },
    });
    expect(imported.status).toBe(201);
    expect(imported.json.data.basics.name).toBe('Sam Lee');
    expect(imported.json.data.basics).not.toHaveProperty('image');
    expect(imported.json.data).not.toHaveProperty('interests');
    const bad = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'Bad', data: { work: [{ startDate: 'April' }] } } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^data\.work\.0\.startDate: Use a date like 2021/);
    expect((await call(resumesFn, '/api/resumes', { cookie, body: { title: '  ' } })).status).toBe(400);
  });

  it(`takes a resume as large as the import allows (${RESUME_MAX_BYTES / 1024} KB), and names the limit past it`, async () => {
    const cookie = await member();
    const job = (i: number, size: number) => ({
      name: `Company ${i}`,
      position: 'Analyst',
      highlights: ['x'.repeat(size), 'y'.repeat(size), 'z'.repeat(size)],
    });
    // About 120 KB: past the 64 KB that other JSON bodies may be.
    const big = { title: 'Long history', data: { basics: { name: 'Big' }, work: Array.from({ length: 40 }, (_, i) => job(i, 900)) } };
    expect(JSON.stringify(big).length).toBeGreaterThan(100 * 1024);
    const created = await call(resumesFn, '/api/resumes', { cookie, body: big });
    expect(created.status).toBe(201);
    expect(created.json.data.work).toHaveLength(40);
    const tooBig = { ...big, data: { work: Array.from({ length: 50 }, (_, i) => ({ ...job(i, 1000), highlights: Array(6).fill('w'.repeat(1000)) })) } };
    const refused = await call(resumeFn, `/api/resumes/${created.json.id}`, { method: 'PUT', cookie, body: { ...tooBig, targetRole: '', template: 'ats' } });
    expect(refused.status).toBe(413);
    expect(refused.json.message).toBe('The request body is too large: at most 256 KB.');
  });

  it('keeps a version per pause in typing, the last 20, and restores any of them without losing the current one', async () => {
    const cookie = await member();
    const { json } = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'CS resume' } });
    const id = json.id as string;
    // Saves a few seconds apart are one version; the resume as created stays as it was.
    clock.advance(MINUTE);
    await save(cookie, id, 'J');
    clock.advance(5_000);
    await save(cookie, id, 'Ja');
    clock.advance(5_000);
    await save(cookie, id, 'Jane');
    let versions = (await call(versionsFn, `/api/resumes/${id}/versions`, { cookie })).json.versions;
    expect(versions.map((v: { summary: string; kind: string }) => [v.kind, v.summary])).toEqual([
      ['autosave', 'CS resume: Jane'],
      ['created', 'CS resume: Empty resume'],
    ]);
    // A pause makes a new one.
    clock.advance(3 * MINUTE);
    await save(cookie, id, 'Jane Doe');
    versions = (await call(versionsFn, `/api/resumes/${id}/versions`, { cookie })).json.versions;
    expect(versions.map((v: { summary: string }) => v.summary)).toEqual(['CS resume: Jane Doe', 'CS resume: Jane', 'CS resume: Empty resume']);

    // Only the last 20 are kept.
    for (let i = 0; i < 25; i++) {
      clock.advance(3 * MINUTE);
      await save(cookie, id, `Name ${i}`);
    }
    versions = (await call(versionsFn, `/api/resumes/${id}/versions`, { cookie })).json.versions;
    expect(versions).toHaveLength(RESUME_VERSIONS_KEPT);
    expect(versions[0].summary).toBe('CS resume: Name 24');

    // Restoring puts the old state back and keeps the current one in the history.
    const target = versions[5];
    clock.advance(MINUTE);
    const restored = await call(versionsFn, `/api/resumes/${id}/versions`, { cookie, body: { versionId: target.id } });
    expect(restored.json.data.basics.name).toBe('Name 19');
    versions = (await call(versionsFn, `/api/resumes/${id}/versions`, { cookie })).json.versions;
    expect(versions.slice(0, 2).map((v: { summary: string; kind: string }) => [v.kind, v.summary])).toEqual([
      ['restored', 'CS resume: Name 19'],
      ['autosave', 'CS resume: Name 24'],
    ]);
    // An edit right after a restore is a new version: the restored state is kept as it was.
    clock.advance(5_000);
    await save(cookie, id, 'Name 19 edited');
    versions = (await call(versionsFn, `/api/resumes/${id}/versions`, { cookie })).json.versions;
    expect(versions.slice(0, 2).map((v: { summary: string }) => v.summary)).toEqual(['CS resume: Name 19 edited', 'CS resume: Name 19']);
    expect((await call(versionsFn, `/api/resumes/${id}/versions`, { cookie, body: { versionId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it(`holds at most ${RESUMES_PER_MEMBER} resumes per member`, async () => {
    const cookie = await member();
    for (let i = 0; i < RESUMES_PER_MEMBER; i++) expect((await call(resumesFn, '/api/resumes', { cookie, body: { title: `R${i}` } })).status).toBe(201);
    const refused = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'One more' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/20 resumes/);
  });
});
