import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import coverLettersFn from '@functions/cover-letters.mts';
import coverLetterFn from '@functions/cover-letter.mts';
import draftFn from '@functions/cover-letter-draft.mts';
import exportFn from '@functions/cover-letter-export.mts';
import resumesFn from '@functions/resumes.mts';
import resumeFn from '@functions/resume.mts';
import trackerFn from '@functions/tracker.mts';
import trackerJobFn from '@functions/tracker-job.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { COVER_LETTER_LIMITS } from '~/lib/cover-letter';
import { emptyResumeData } from '~/lib/resume';
import { extractResumeText } from '~/server/resumes/extract-text';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

const DESCRIPTION = `Northwind Analytics is hiring a Data Analyst.
Requirements: SQL, Excel and Tableau dashboards. Python is a plus.`;

const resumeData = () => ({
  ...emptyResumeData(),
  basics: { ...emptyResumeData().basics, name: 'Maya Lopez', email: 'maya@example.test', phone: '555-0100' },
  work: [
    {
      name: 'Lincoln High School',
      position: 'Math Teacher',
      location: '',
      startDate: '2016-08',
      endDate: '',
      summary: '',
      highlights: ['Analyzed test results with SQL queries on the district database', 'Built Excel trackers for 120 students'],
    },
  ],
});

async function pivotMemberWithResume() {
  const { cookie } = await newMember('pivot');
  const resume = await call(resumesFn, '/api/resumes', { cookie, body: { title: 'Analyst resume', data: resumeData() } });
  expect(resume.status).toBe(201);
  return { cookie, resumeId: resume.json.id as string };
}

const draftBody = (resumeId: string) => ({ resumeId, company: 'Northwind Analytics', role: 'Data Analyst', jobDescription: DESCRIPTION });

describe('the cover letters API', () => {
  it('is for the Pivot toolkit: 401 signed out, 403 for a free member', async () => {
    expect((await call(coverLettersFn, '/api/cover-letters')).status).toBe(401);
    const { cookie } = await newMember(null);
    const list = await call(coverLettersFn, '/api/cover-letters', { cookie });
    expect(list.status).toBe(403);
    expect(list.json.message).toMatch(/Pivot/);
    const draft = await call(draftFn, '/api/cover-letters/draft', { cookie, body: draftBody('00000000-0000-4000-8000-000000000000') });
    expect(draft.status).toBe(403);
  });

  it('drafts from a resume and a description, then saves, updates, lists and deletes the letter', async () => {
    const { cookie, resumeId } = await pivotMemberWithResume();
    const draft = await call(draftFn, '/api/cover-letters/draft', { cookie, body: draftBody(resumeId) });
    expect(draft.status).toBe(200);
    expect(draft.json.greeting).toBe('Dear Northwind Analytics hiring team,');
    expect(draft.json.requirements.matched.map((m: { skill: string }) => m.skill)).toEqual(['SQL', 'Excel']);
    expect(draft.json.requirements.gaps).toEqual(expect.arrayContaining(['Tableau', 'Python']));
    expect(draft.json.paragraphs.join(' ')).toContain('I analyzed test results with SQL queries on the district database.');
    // Drafting keeps nothing.
    expect((await call(coverLettersFn, '/api/cover-letters', { cookie })).json.letters).toEqual([]);

    const created = await call(coverLettersFn, '/api/cover-letters', {
      cookie,
      body: { ...draftBody(resumeId), greeting: draft.json.greeting, paragraphs: draft.json.paragraphs, closing: draft.json.closing },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ resumeId, resumeTitle: 'Analyst resume', company: 'Northwind Analytics', trackedJob: null });
    expect(created.json.requirements.gaps).toContain('Tableau');
    const id = created.json.id as string;

    clock.advance(60_000);
    const paragraphs = ['I taught maths for eight years and now build dashboards.', ...created.json.paragraphs.slice(1)];
    const saved = await call(coverLetterFn, `/api/cover-letters/${id}`, {
      method: 'PUT',
      cookie,
      body: { ...draftBody(resumeId), trackedJobId: null, greeting: 'Dear Ms. Park,', paragraphs, closing: 'Kind regards,' },
    });
    expect(saved.status).toBe(200);
    const read = await call(coverLetterFn, `/api/cover-letters/${id}`, { cookie });
    expect(read.json).toMatchObject({ greeting: 'Dear Ms. Park,', closing: 'Kind regards,', paragraphs, updatedAt: clock.now().toISOString() });

    const list = await call(coverLettersFn, '/api/cover-letters', { cookie });
    expect(list.json.letters).toEqual([
      { id, company: 'Northwind Analytics', role: 'Data Analyst', resumeTitle: 'Analyst resume', trackedJob: null, updatedAt: clock.now().toISOString() },
    ]);

    expect((await call(coverLetterFn, `/api/cover-letters/${id}`, { method: 'DELETE', cookie })).json).toEqual({ deleted: id });
    expect((await call(coverLettersFn, '/api/cover-letters', { cookie })).json.letters).toEqual([]);
    expect((await call(coverLetterFn, `/api/cover-letters/${id}`, { cookie })).status).toBe(404);
  });

  it('keeps a letter for a tracked job, shows the job in the list, and outlives the job and the resume', async () => {
    const { cookie, resumeId } = await pivotMemberWithResume();
    const tracked = await call(trackerFn, '/api/tracker', { cookie, body: { title: 'Data Analyst', company: 'Northwind Analytics' } });
    const jobId = tracked.json.id as string;
    const created = await call(coverLettersFn, '/api/cover-letters', {
      cookie,
      body: { ...draftBody(resumeId), trackedJobId: jobId, greeting: 'Hello,', paragraphs: ['One.'], closing: 'Best,' },
    });
    expect(created.status).toBe(201);
    const [summary] = (await call(coverLettersFn, '/api/cover-letters', { cookie })).json.letters;
    expect(summary.trackedJob).toEqual({ id: jobId, title: 'Data Analyst', company: 'Northwind Analytics', stage: 'saved' });

    await call(trackerJobFn, `/api/tracker/${jobId}`, { method: 'DELETE', cookie });
    await call(resumeFn, `/api/resumes/${resumeId}`, { method: 'DELETE', cookie });
    const after = await call(coverLetterFn, `/api/cover-letters/${created.json.id}`, { cookie });
    expect(after.json).toMatchObject({ trackedJobId: null, trackedJob: null, resumeId: null, resumeTitle: null, paragraphs: ['One.'] });
  });

  it('never shows or changes another member’s letter, resume or tracked job', async () => {
    const owner = await pivotMemberWithResume();
    const created = await call(coverLettersFn, '/api/cover-letters', {
      cookie: owner.cookie,
      body: { ...draftBody(owner.resumeId), greeting: 'Hello,', paragraphs: ['Mine.'], closing: 'Best,' },
    });
    const id = created.json.id as string;
    const other = await pivotMemberWithResume();
    expect((await call(coverLetterFn, `/api/cover-letters/${id}`, { cookie: other.cookie })).status).toBe(404);
    const put = await call(coverLetterFn, `/api/cover-letters/${id}`, {
      method: 'PUT',
      cookie: other.cookie,
      body: { ...draftBody(other.resumeId), trackedJobId: null, greeting: 'x', paragraphs: [], closing: 'x' },
    });
    expect(put.status).toBe(404);
    expect((await call(coverLetterFn, `/api/cover-letters/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await call(exportFn, `/api/cover-letters/${id}/export?format=pdf`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(coverLettersFn, '/api/cover-letters', { cookie: other.cookie })).json.letters).toEqual([]);
    // Drafting from, or saving against, someone else's resume is refused too.
    expect((await call(draftFn, '/api/cover-letters/draft', { cookie: other.cookie, body: draftBody(owner.resumeId) })).status).toBe(404);
    const tracked = await call(trackerFn, '/api/tracker', { cookie: owner.cookie, body: { title: 'Analyst', company: 'Acme' } });
    const foreignJob = await call(coverLettersFn, '/api/cover-letters', {
      cookie: other.cookie,
      body: { ...draftBody(other.resumeId), trackedJobId: tracked.json.id, greeting: 'x', paragraphs: [], closing: 'x' },
    });
    expect(foreignJob.status).toBe(404);
    expect(foreignJob.json.message).toMatch(/not in your tracker/);
    expect((await call(coverLetterFn, `/api/cover-letters/${id}`, { cookie: owner.cookie })).json.paragraphs).toEqual(['Mine.']);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const { cookie, resumeId } = await pivotMemberWithResume();
    const noCompany = await call(draftFn, '/api/cover-letters/draft', { cookie, body: { ...draftBody(resumeId), company: '  ' } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.json.message).toBe('company: Enter the company.');
    const noDescription = await call(draftFn, '/api/cover-letters/draft', { cookie, body: { ...draftBody(resumeId), jobDescription: '' } });
    expect(noDescription.json.message).toBe('jobDescription: Paste the job description.');
    const longDescription = await call(draftFn, '/api/cover-letters/draft', {
      cookie,
      body: { ...draftBody(resumeId), jobDescription: 'x'.repeat(COVER_LETTER_LIMITS.jobDescription + 1) },
    });
    expect(longDescription.status).toBe(400);
    expect(longDescription.json.message).toMatch(/^jobDescription: The job description can be at most 20,000 characters/);
    const badResume = await call(draftFn, '/api/cover-letters/draft', { cookie, body: { ...draftBody(resumeId), resumeId: 'nope' } });
    expect(badResume.json.message).toBe('resumeId: Choose one of your resumes.');
    const longParagraph = await call(coverLettersFn, '/api/cover-letters', {
      cookie,
      body: { ...draftBody(resumeId), greeting: 'Hi,', paragraphs: ['ok', 'y'.repeat(COVER_LETTER_LIMITS.paragraph + 1)], closing: 'Best,' },
    });
    expect(longParagraph.status).toBe(400);
    expect(longParagraph.json.message).toMatch(/^paragraphs\.1: Keep the paragraph to 3,000 characters/);
    const extra = await call(coverLettersFn, '/api/cover-letters', {
      cookie,
      body: { ...draftBody(resumeId), greeting: 'Hi,', paragraphs: [], closing: 'Best,', userId: 'x' },
    });
    expect(extra.status).toBe(400);
    const badFormat = await call(exportFn, `/api/cover-letters/00000000-0000-4000-8000-000000000000/export?format=txt`, { cookie });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.message).toMatch(/^format: /);
  });

  it('exports the saved letter as PDF and DOCX whose text holds the company and the first paragraph', async () => {
    const { cookie, resumeId } = await pivotMemberWithResume();
    const draft = await call(draftFn, '/api/cover-letters/draft', { cookie, body: draftBody(resumeId) });
    const created = await call(coverLettersFn, '/api/cover-letters', {
      cookie,
      body: { ...draftBody(resumeId), greeting: draft.json.greeting, paragraphs: draft.json.paragraphs, closing: draft.json.closing },
    });
    const id = created.json.id as string;
    const first = draft.json.paragraphs[0] as string;
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    for (const [format, paper, type] of [
      ['pdf', 'a4', 'application/pdf'],
      ['docx', 'letter', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await call(exportFn, `/api/cover-letters/${id}/export?format=${format}&paper=${paper}`, { cookie });
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Maya Lopez - Cover letter - Northwind Analytics.${format}"`);
      const text = flat(await extractResumeText(res.bytes, format));
      expect(text).toContain('Northwind Analytics');
      expect(text).toContain(flat(first));
      expect(text).toContain('Maya Lopez');
    }
  }, 60_000);
});
