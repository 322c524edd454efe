import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import navigatorFn from '@functions/navigator.mts';
import navigatorJobsFn from '@functions/navigator-jobs.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { resumes } from '~/server/db/schema';
import { emptyResumeData } from '~/lib/resume';
import { NAVIGATOR_PATHS_BELOW_ELITE } from '~/lib/catalogue';
import { seedJobs } from '~/server/matching/seed-jobs';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedJobs(handle.db, 400);
}, 120_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(() => {
  installRuntime(handle.db);
});

/** A teacher's builder resume, as a member would write it. */
async function teacherResume(userId: string) {
  const data = emptyResumeData();
  data.basics.summary = 'High school biology teacher moving into instructional design.';
  data.work = [
    {
      name: 'Lakeside High School',
      position: 'High School Teacher',
      location: 'Austin, TX',
      startDate: '2016-08',
      endDate: '',
      summary: 'Taught biology to 150 students a year.',
      highlights: ['Led curriculum development for the biology department', 'Built e-learning modules in Articulate Storyline using the ADDIE model'],
    },
  ];
  data.skills = [
    { name: 'Instructional design', level: '', keywords: ['Articulate Storyline', 'Adobe Captivate', 'Lesson Planning', 'Curriculum Development'] },
  ];
  const [row] = await handle.db.insert(resumes).values({ userId, title: 'Teacher resume', data }).returning({ id: resumes.id });
  return row!.id;
}

const run = (cookie: string | undefined, body: unknown) => call(navigatorFn, '/api/navigator', { cookie, body });

describe('/api/navigator', () => {
  it('is for members: 401 signed out, 403 without a plan', async () => {
    expect((await call(navigatorFn, '/api/navigator')).status).toBe(401);
    const free = await newMember(null);
    const res = await call(navigatorFn, '/api/navigator', { cookie: free.cookie });
    expect(res.status).toBe(403);
  });

  it('shows a Pivot member the first paths and how many more Elite shows, with O*NET attribution', async () => {
    const pivot = await newMember('pivot');
    const id = await teacherResume(pivot.id);
    const setup = await call(navigatorFn, '/api/navigator', { cookie: pivot.cookie });
    expect(setup.json.sources).toEqual([expect.objectContaining({ kind: 'resume', id, title: 'High School Teacher' })]);
    expect(setup.json.pathLimit).toBe(NAVIGATOR_PATHS_BELOW_ELITE);
    const res = await run(pivot.cookie, { source: { kind: 'resume', id }, currentTitle: '' });
    expect(res.status).toBe(200);
    expect(res.json.current).toMatchObject({ code: '25-2031.00', from: 'title' });
    expect(res.json.paths).toHaveLength(NAVIGATOR_PATHS_BELOW_ELITE);
    expect(res.json.limited).toBe(true);
    expect(res.json.total).toBeGreaterThan(NAVIGATOR_PATHS_BELOW_ELITE);
    expect(res.json.attribution).toMatch(/O\*NET/);
  });

  it('shows an Elite member every path, with the resume words behind what transfers', async () => {
    const elite = await newMember('elite');
    const id = await teacherResume(elite.id);
    const res = await run(elite.cookie, { source: { kind: 'resume', id }, currentTitle: 'High School Teacher' });
    expect(res.json.limited).toBe(false);
    expect(res.json.paths.length).toBe(res.json.total);
    const designer = res.json.paths.find((p: { titles: string[] }) => p.titles.includes('Instructional Designer'));
    expect(designer).toBeTruthy();
    const storyline = designer.transfers.find((t: { name: string }) => t.name === 'Articulate Storyline' || t.name === 'Curriculum Development');
    expect(storyline.evidence[0].quote).toMatch(/Storyline|curriculum development/i);

    const jobs = await call(navigatorJobsFn, '/api/navigator/jobs', { cookie: elite.cookie, body: { source: { kind: 'resume', id }, code: designer.code } });
    expect(jobs.status).toBe(200);
    expect(Array.isArray(jobs.json.jobs)).toBe(true);
  });

  it("refuses another member's resume and bad input with a clear message", async () => {
    const owner = await newMember('pivot');
    const id = await teacherResume(owner.id);
    const other = await newMember('elite');
    const res = await run(other.cookie, { source: { kind: 'resume', id }, currentTitle: '' });
    expect(res.status).toBe(404);
    const bad = await run(other.cookie, { source: { kind: 'resume', id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBeTruthy();
  });
});
