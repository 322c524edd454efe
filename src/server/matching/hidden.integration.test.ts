import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import hiddenFn from '@functions/pivotmatch-hidden.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { jobs, resumeSessions } from '~/server/db/schema';
import { invalidateJobIndex } from './search';
import { HIDDEN_MIN_MATCH } from './hidden';

let handle: DbHandle;
/** What a nurse's resume (the test fixture) reads as: patient care and informatics both. */
const RESUME_SKILLS = (
  JSON.parse(readFileSync(new URL('../../../tests/fixtures/resumes/nurse-to-health-informatics.truth.json', import.meta.url), 'utf8')) as { skills: string[] }
).skills;
/** What both test jobs ask for. */
const NURSE_SKILLS = [
  'Patient Care',
  'Clinical Documentation',
  'Electronic Health Records (EHR)',
  'Epic Systems',
  'SQL',
  'Tableau',
  'Clinical Informatics',
  'Data Analysis',
];

async function job(title: string, externalId: string, occupationCode: string, skills: string[] = NURSE_SKILLS) {
  await handle.db.insert(jobs).values({
    source: 'test',
    externalId,
    title,
    company: 'Mercy Health',
    city: 'Tampa',
    state: 'FL',
    remote: false,
    description: `${title} at Mercy Health.`,
    skills,
    occupationCode,
    occupationConfidence: 1,
    link: `https://jobs.example.test/${externalId}`,
    postedAt: new Date('2026-11-20T12:00:00Z'),
  });
}

async function upload(userId: string) {
  const [row] = await handle.db
    .insert(resumeSessions)
    .values({ userId, status: 'completed', blobKey: `test/${userId}`, fileName: 'nurse.pdf', sizeBytes: 1000, skills: RESUME_SKILLS, completedAt: new Date() })
    .returning({ id: resumeSessions.id });
  return row!.id;
}

beforeAll(async () => {
  handle = await createTestDb();
  await job('Healthcare Analyst', 'hidden-1', '15-1211.01');
  await job('Staff Nurse', 'own-1', '29-1141.00');
  // A second job on the same path, asking for part of the same skills and two the nurse lacks.
  await job('Clinical Data Analyst', 'hidden-2', '15-1211.01', [
    'Clinical Informatics',
    'SQL',
    'Tableau',
    'Electronic Health Records (EHR)',
    'Python',
    'Power BI',
  ]);
  invalidateJobIndex(handle.db);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(() => {
  installRuntime(handle.db);
});

describe('/api/pivotmatch/hidden-opportunities', () => {
  it('is Elite only', async () => {
    expect((await call(hiddenFn, '/api/pivotmatch/hidden-opportunities')).status).toBe(401);
    const premium = await newMember('premium');
    expect((await call(hiddenFn, '/api/pivotmatch/hidden-opportunities', { cookie: premium.cookie })).status).toBe(403);
  });

  it("finds a job outside the member's own occupation that their skills cover, and says which path found it", async () => {
    const elite = await newMember('elite');
    await upload(elite.id);
    const res = await call(hiddenFn, '/api/pivotmatch/hidden-opportunities', { cookie: elite.cookie });
    expect(res.status).toBe(200);
    expect(res.json.source).toMatchObject({ kind: 'pivotmatch', label: 'nurse.pdf' });
    expect(res.json.current.code).toBe('29-1141.00');
    const titles = res.json.opportunities.map((o: { job: { title: string } }) => o.job.title);
    expect(titles).toContain('Healthcare Analyst');
    // A nurse would find "Staff Nurse" by searching for her own job: it is not hidden.
    expect(titles).not.toContain('Staff Nurse');
    const analyst = res.json.opportunities.find((o: { job: { title: string } }) => o.job.title === 'Healthcare Analyst');
    expect(analyst.occupation.code).toBe('15-1211.01');
    expect(analyst.job.match_percentage).toBeGreaterThanOrEqual(HIDDEN_MIN_MATCH);
    expect(analyst.pathRank).toBeGreaterThanOrEqual(1);
  });

  it('gives each card one figure, the job match score, and a why of its own', async () => {
    const elite = await newMember('elite');
    await upload(elite.id);
    const res = await call(hiddenFn, '/api/pivotmatch/hidden-opportunities', { cookie: elite.cookie });
    const samePath = res.json.opportunities.filter((o: { occupation: { code: string } }) => o.occupation.code === '15-1211.01');
    expect(samePath.map((o: { job: { title: string } }) => o.job.title).sort()).toEqual(['Clinical Data Analyst', 'Healthcare Analyst']);
    for (const o of samePath) {
      // No second score (the path's) or path-wide coverage percentage beside the match percentage.
      expect(Object.keys(o).sort()).toEqual(['job', 'occupation', 'pathRank']);
      expect(o.job.why).toMatch(/transfers: /);
    }
    // Two jobs from one path do not share one "why": each names what that job asks for.
    const [a, b] = samePath;
    expect(a.job.why).not.toBe(b.job.why);
    const dataAnalyst = samePath.find((o: { job: { title: string } }) => o.job.title === 'Clinical Data Analyst');
    expect(dataAnalyst.job.why).toMatch(/To add: .*(Python|Power BI)/);
  });

  it('says there is nothing to read without an upload, and refuses a resume that is not the member’s', async () => {
    const elite = await newMember('elite');
    const empty = await call(hiddenFn, '/api/pivotmatch/hidden-opportunities', { cookie: elite.cookie });
    expect(empty.json).toEqual({ source: null, current: null, opportunities: [] });
    const other = await newMember('elite');
    const theirs = await upload(other.id);
    expect((await call(hiddenFn, `/api/pivotmatch/hidden-opportunities?kind=pivotmatch&id=${theirs}`, { cookie: elite.cookie })).status).toBe(404);
    expect((await call(hiddenFn, '/api/pivotmatch/hidden-opportunities?kind=pivotmatch&id=nope', { cookie: elite.cookie })).status).toBe(400);
  });
});
