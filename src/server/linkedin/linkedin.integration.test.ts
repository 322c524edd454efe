import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import suggestionsFn from '@functions/linkedin-suggestions.mts';
import resumesFn from '@functions/resumes.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX } from '~/lib/linkedin';

const jane = JSON.parse(readFileSync(new URL('../../../tests/fixtures/resumes/jane-doe.resume.json', import.meta.url), 'utf8')) as Record<string, unknown>;
delete jane.meta;
delete jane.$schema;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  installRuntime(handle.db);
}, 60_000);
afterAll(async () => handle?.close());

const PATH = '/api/linkedin/suggestions';

async function resumeOf(cookie: string, targetRole = 'Customer success manager') {
  const created = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'Customer success', targetRole, data: jane } });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

describe('POST /api/linkedin/suggestions', () => {
  it('is for the Pivot toolkit: 401 signed out, 403 free', async () => {
    const body = { resumeId: '00000000-0000-4000-8000-000000000000' };
    expect((await call(suggestionsFn, PATH, { body })).status).toBe(401);
    const free = await call(suggestionsFn, PATH, { body, cookie: (await newMember(null)).cookie });
    expect(free.status).toBe(403);
    expect(free.json.message).toMatch(/Pivot toolkit/);
  });

  it('answers a Pivot member with suggestions from their resume, for its target role or the one they type', async () => {
    const { cookie } = await newMember('pivot');
    const resumeId = await resumeOf(cookie);
    const res = await call(suggestionsFn, PATH, { cookie, body: { resumeId } });
    expect(res.status).toBe(200);
    expect(res.json.resume).toEqual({ id: resumeId, title: 'Customer success' });
    expect(res.json.targetRole).toBe('Customer success manager');
    expect(res.json.headlines.length).toBeGreaterThanOrEqual(3);
    for (const h of res.json.headlines) {
      expect(h.text.length).toBeLessThanOrEqual(LINKEDIN_HEADLINE_MAX);
      expect(h.reason).toBeTruthy();
    }
    expect(res.json.headlines[0].text).toMatch(/^Customer success manager \| .*Cut onboarding time from 3 weeks to 10 days with a shared checklist$/);
    expect(res.json.about.text.length).toBeLessThanOrEqual(LINKEDIN_ABOUT_MAX);
    expect(res.json.about.text).toContain('Customer success associate at Northwind Traders (now); Front office manager at Harbor Hotel');
    expect(res.json.skills.map((s: { text: string }) => s.text)).toEqual(expect.arrayContaining(['Zendesk', 'Renewals']));

    const typed = await call(suggestionsFn, PATH, { cookie, body: { resumeId, targetRole: '  Data analyst ' } });
    expect(typed.status).toBe(200);
    expect(typed.json.targetRole).toBe('Data analyst');
    expect(typed.json.occupations).toContain('Data Scientists');
    expect(typed.json.headlines[0].text).toMatch(/^Data analyst \| /);
  });

  it('answers 404 for another member’s resume and 400 for a bad request', async () => {
    const owner = await newMember('pivot');
    const resumeId = await resumeOf(owner.cookie);
    const other = await newMember('pivot');
    const theirs = await call(suggestionsFn, PATH, { cookie: other.cookie, body: { resumeId } });
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe('That resume is not in your account.');
    expect(JSON.stringify(theirs.json)).not.toContain('Northwind');

    const bad = await call(suggestionsFn, PATH, { cookie: other.cookie, body: { resumeId: 'not-an-id' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/Choose one of your resumes/);
    expect((await call(suggestionsFn, PATH, { cookie: other.cookie, body: { resumeId, targetRole: 'x'.repeat(121) } })).status).toBe(400);
    expect((await call(suggestionsFn, PATH, { cookie: other.cookie, body: { resumeId, extra: 1 } })).status).toBe(400);
    expect((await call(suggestionsFn, PATH, { cookie: other.cookie, method: 'GET' })).status).toBe(405);
  });
});
