import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import trackerFn from '@functions/tracker.mts';
import trackerJobFn from '@functions/tracker-job.mts';
import jobLinkFn from '@functions/job-link.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { jobs, trackedJobs } from '~/server/db/schema';
import { TRACKED_JOBS_MAX } from '~/lib/catalogue';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const member = (plan: 'pivot' | 'premium' | null = 'pivot') => newMember(plan);

const job = { title: 'Customer Success Manager', company: 'Acme Health', location: 'Denver, CO', link: 'https://jobs.lever.co/acme-health/123' };

describe('the job tracker API', () => {
  it('is for the Pivot toolkit: 401 signed out, 403 for a free member, open to Premium', async () => {
    expect((await call(trackerFn, '/api/tracker')).status).toBe(401);
    const free = await member(null);
    const refused = await call(trackerFn, '/api/tracker', { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Pivot toolkit/);
    expect((await call(trackerFn, '/api/tracker', { cookie: free.cookie, body: job })).status).toBe(403);
    const premium = await member('premium');
    expect((await call(trackerFn, '/api/tracker', { cookie: premium.cookie })).json).toEqual({ jobs: [] });
  });

  it('saves, lists, moves, dates and deletes a job', async () => {
    const { cookie } = await member();
    const created = await call(trackerFn, '/api/tracker', { cookie, body: { ...job, source: 'pivotmatch' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...job, stage: 'saved', source: 'pivotmatch', notes: '', appliedOn: null });
    const id = created.json.id as string;

    clock.advance(10 * 60_000);
    const moved = await call(trackerJobFn, `/api/tracker/${id}`, { method: 'PATCH', cookie, body: { stage: 'applied' } });
    expect(moved.status).toBe(200);
    // Moving past Saved dates the application, once.
    expect(moved.json).toMatchObject({ stage: 'applied', appliedOn: '2026-11-22' });
    expect(moved.json.stageChangedAt).toBe(clock.now().toISOString());
    const edited = await call(trackerJobFn, `/api/tracker/${id}`, {
      method: 'PATCH',
      cookie,
      body: { notes: 'Spoke to Dana, the hiring manager.', followUpOn: '2026-11-29', appliedOn: '2026-11-20' },
    });
    expect(edited.json).toMatchObject({ stage: 'applied', notes: 'Spoke to Dana, the hiring manager.', followUpOn: '2026-11-29', appliedOn: '2026-11-20' });

    const list = await call(trackerFn, '/api/tracker', { cookie });
    expect(list.json.jobs).toHaveLength(1);
    expect(list.json.jobs[0]).toMatchObject({ id, stage: 'applied' });

    expect((await call(trackerJobFn, `/api/tracker/${id}`, { method: 'DELETE', cookie })).json).toEqual({ deleted: id });
    expect((await call(trackerFn, '/api/tracker', { cookie })).json.jobs).toEqual([]);
    expect((await call(trackerJobFn, `/api/tracker/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('answers bad input with a clear 400 and keeps the card as it was', async () => {
    const { cookie } = await member();
    const bad = await call(trackerFn, '/api/tracker', { cookie, body: { ...job, title: '   ' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/title: Enter the job title/);
    expect((await call(trackerFn, '/api/tracker', { cookie, body: { ...job, link: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call(trackerFn, '/api/tracker', { cookie, body: { ...job, role: 'admin' } })).status).toBe(400);
    const { json } = await call(trackerFn, '/api/tracker', { cookie, body: job });
    for (const body of [{ stage: 'hired' }, { appliedOn: '24/11/2026' }, {}, { notes: 'x'.repeat(5001) }]) {
      const res = await call(trackerJobFn, `/api/tracker/${json.id}`, { method: 'PATCH', cookie, body });
      expect(res.status).toBe(400);
    }
    expect((await call(trackerFn, '/api/tracker', { cookie })).json.jobs[0]).toMatchObject({ stage: 'saved', notes: '' });
    expect((await call(trackerJobFn, '/api/tracker/not-a-uuid', { method: 'PATCH', cookie, body: { stage: 'offer' } })).status).toBe(404);
  });

  it('the same link twice is one card; another member cannot see or touch it', async () => {
    const ana = await member();
    const ben = await member();
    const first = await call(trackerFn, '/api/tracker', { cookie: ana.cookie, body: job });
    const again = await call(trackerFn, '/api/tracker', { cookie: ana.cookie, body: { ...job, title: 'CSM' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('"CSM" at Acme Health is already in your tracker.');
    // Ben may save the same posting on his own board.
    expect((await call(trackerFn, '/api/tracker', { cookie: ben.cookie, body: job })).status).toBe(201);
    expect((await call(trackerJobFn, `/api/tracker/${first.json.id}`, { method: 'PATCH', cookie: ben.cookie, body: { stage: 'offer' } })).status).toBe(404);
    expect((await call(trackerJobFn, `/api/tracker/${first.json.id}`, { method: 'DELETE', cookie: ben.cookie })).status).toBe(404);
    const [row] = await handle.db.select().from(trackedJobs).where(eq(trackedJobs.id, first.json.id));
    expect(row!.stage).toBe('saved');
  });

  it(`holds at most ${TRACKED_JOBS_MAX} jobs per member`, async () => {
    const { cookie, id } = await member();
    await handle.db.insert(trackedJobs).values(Array.from({ length: TRACKED_JOBS_MAX }, (_, i) => ({ userId: id, title: `Job ${i}`, company: 'Co' })));
    const res = await call(trackerFn, '/api/tracker', { cookie, body: { title: 'One more', company: 'Co' } });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/holds 500 jobs/);
  });

  it('a pasted link fills in what PivotMatch knows, else what the URL says, and is never fetched', async () => {
    const { cookie } = await member();
    await handle.db.insert(jobs).values({
      source: 'test',
      externalId: 'known-1',
      title: 'Program Coordinator',
      company: 'Northwind',
      city: 'Austin',
      state: 'TX',
      description: 'Coordinate programs.',
      skills: ['Project Management'],
      link: 'https://careers.northwind.example/jobs/42',
      postedAt: clock.now(),
    });
    const known = await call(jobLinkFn, `/api/job-link?url=${encodeURIComponent('https://careers.northwind.example/jobs/42')}`, { cookie });
    expect(known.json).toEqual({
      title: 'Program Coordinator',
      company: 'Northwind',
      location: 'Austin, TX',
      link: 'https://careers.northwind.example/jobs/42',
      found: 'corpus',
    });
    // A sample listing's page, pasted as the full address the browser shows.
    const [sample] = await handle.db
      .insert(jobs)
      .values({
        source: 'seed',
        externalId: 'sample-1',
        title: 'Accountant',
        company: 'Harbor Ledger Co.',
        city: 'Denver',
        state: 'CO',
        description: 'Prepare reports.',
        skills: ['Auditing'],
        link: '/jobs/00000000-0000-8000-8000-000000000001',
        postedAt: clock.now(),
      })
      .returning();
    const page = await call(jobLinkFn, `/api/job-link?url=${encodeURIComponent(`https://careerpivot.example${sample!.link}`)}`, { cookie });
    expect(page.json).toMatchObject({ title: 'Accountant', company: 'Harbor Ledger Co.', location: 'Denver, CO', found: 'corpus' });
    const linkedin = await call(
      jobLinkFn,
      `/api/job-link?url=${encodeURIComponent('https://www.linkedin.com/jobs/view/data-analyst-at-blue-river-3901234567')}`,
      {
        cookie,
      },
    );
    expect(linkedin.json).toMatchObject({ title: 'Data Analyst', company: 'Blue River', found: 'link' });
    const unknown = await call(jobLinkFn, `/api/job-link?url=${encodeURIComponent('https://example.com/careers/7')}`, { cookie });
    expect(unknown.json).toMatchObject({ title: '', company: '', found: 'none' });
    expect((await call(jobLinkFn, '/api/job-link?url=not%20a%20link', { cookie })).status).toBe(400);
    expect((await call(jobLinkFn, `/api/job-link?url=${encodeURIComponent('https://example.com/x')}`)).status).toBe(401);
  });
});
