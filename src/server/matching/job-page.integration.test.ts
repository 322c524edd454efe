import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import jobPageFn from '@functions/job-page.mts';
import type { DbHandle } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { call, installRuntime } from '~/server/testing/harness';
import { createTestDb } from '~/server/testing/test-db';
import { generateJob } from './corpus';
import { JOB_NOT_FOUND_SHELL_PATH, JOB_SHELL_PATH } from './listing';
import { SAMPLE_NOTICE } from './sample';
import { seedJobs } from './seed-jobs';

// The shells as the build makes them are checked in the browser tests (tests/e2e/job-page.spec.ts);
// here a small stand-in with the same markers, and a check that the real shell has them.
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self'"><title>__JOB_TITLE__ | CareerPivot</title>
<meta name="description" content="__JOB_META__"><meta name="robots" content="noindex"></head><body><header>CareerPivot</header><main>
<p>__JOB_KIND__</p><h1 id="job-title">__JOB_TITLE__</h1><dl><dd>__JOB_COMPANY__</dd><dd>__JOB_LOCATION__</dd><dd><time datetime="__JOB_POSTED_ON__">__JOB_POSTED__</time></dd></dl>
<section>__JOB_DESCRIPTION__</section><ul>__JOB_SKILLS__</ul><p>__JOB_NOTICE__</p><a href="/pivotmatch">Back to PivotMatch</a></main><footer>Footer</footer></body></html>`;
const NOT_FOUND = '<!doctype html><html><head><meta name="robots" content="noindex"></head><body><h1>This job listing is not here</h1></body></html>';

let handle: DbHandle;
const shellsAsked: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  await seedJobs(handle.db, 20);
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db, {
    pageShell: async (path) => {
      shellsAsked.push(path);
      if (path === JOB_SHELL_PATH) return SHELL;
      if (path === JOB_NOT_FOUND_SHELL_PATH) return NOT_FOUND;
      throw new Error(`no shell ${path}`);
    },
  });
});

describe('GET /jobs/{id}', () => {
  it('shows a generated job on its page, labelled as a sample, with the pages’ security headers', async () => {
    const job = generateJob(3);
    const res = await call(jobPageFn, job.link, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // A page, not an API answer: its own <meta> policy governs scripts and styles.
    expect(res.headers.get('content-security-policy')).not.toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const escapedTitle = job.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(res.text).toContain(`<h1 id="job-title">${escapedTitle}</h1>`);
    expect(res.text).toContain(`<title>${escapedTitle} | CareerPivot</title>`);
    expect(res.text).toContain(`<dd>${job.company.replace(/&/g, '&amp;')}</dd>`);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(SAMPLE_NOTICE);
    expect(res.text).toContain('What you&#39;ll do');
    for (const skill of job.skills) expect(res.text).toContain(`<li>${skill.replace(/&/g, '&amp;')}</li>`);
    expect(res.text).not.toMatch(/__JOB_[A-Z_]+__/);
    expect(shellsAsked).toContain(JOB_SHELL_PATH);
    // The id may come in capitals.
    expect((await call(jobPageFn, job.link.toUpperCase().replace('/JOBS/', '/jobs/'))).status).toBe(200);
  });

  it('escapes what a job says, and sends an imported posting’s reader to the employer', async () => {
    const [row] = await handle.db
      .insert(jobs)
      .values({
        source: 'greenhouse',
        externalId: 'acme:42',
        title: '<img src=x onerror=alert(1)> Data "Analyst"',
        company: 'Acme & Sons',
        city: null,
        state: null,
        remote: true,
        description: 'Work with <b>data</b>.\n\nWhat you will do:\n• <script>alert(1)</script>',
        skills: ['SQL'],
        link: 'https://boards.greenhouse.io/acme/jobs/42',
        postedAt: new Date('2026-11-01T12:00:00Z'),
      })
      .returning();
    const res = await call(jobPageFn, `/jobs/${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 id="job-title">&lt;img src=x onerror=alert(1)&gt; Data &quot;Analyst&quot;</h1>');
    expect(res.text).not.toContain('<img');
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).toContain('<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(res.text).toContain('<dd>Remote</dd>');
    expect(res.text).not.toContain(SAMPLE_NOTICE);
    expect(res.text).toContain('href="https://boards.greenhouse.io/acme/jobs/42"');
  });

  it('answers 404 with a page that says what to do next, for an unknown or a malformed id', async () => {
    for (const path of ['/jobs/00000000-0000-4000-8000-000000000000', '/jobs/not-a-job', '/jobs/12345', '/jobs/%E0%A4%A']) {
      const res = await call(jobPageFn, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.text, path).toContain('This job listing is not here');
    }
  });

  it('is built on a shell that has every marker it fills', async () => {
    const source = await readFile(new URL('../../pages/shells/job.astro', import.meta.url), 'utf8');
    for (const marker of SHELL.match(/__JOB_[A-Z_]+?__/g)!) expect(source, marker).toContain(marker);
    expect(await readFile(new URL('../../pages/shells/job-not-found.astro', import.meta.url), 'utf8')).toContain('This job listing is not here');
  });
});
