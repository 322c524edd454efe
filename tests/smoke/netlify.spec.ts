// Netlify parity: the same pages, redirects and functions as `npm start`, served by netlify-cli.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../e2e/routes';

test('every public route answers 200 with its page', async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    expect(await res.text(), route).toContain('<title>');
  }
});

test('old marketing URLs redirect, unknown ones get the not-found page', async ({ request }) => {
  const moved = await request.get('/pricing', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 Page Not Found');
});

test('the security headers of netlify.toml reach pages', async ({ request }) => {
  const res = await request.get('/faq');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('a member signs up, is signed in, and logs in again', async ({ request, baseURL }) => {
  const email = `smoke-${Date.now()}@example.com`;
  const headers = { origin: baseURL! };
  const signup = await request.post('/api/signup', { headers, data: { email, password: 'smoke test password 1', firstName: 'Smoke', lastName: 'Test' } });
  expect(signup.status()).toBe(201);
  const me = await request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
  expect((await request.post('/api/logout', { headers })).status()).toBe(200);
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  const login = await request.post('/api/login', { headers, data: { username: email, password: 'smoke test password 1' } });
  expect(login.status()).toBe(200);
  expect((await login.json()).user.email).toBe(email);
});

test('a resume uploads, is processed in the background and matched', async ({ request, baseURL }) => {
  const pdf = await readFile(new URL('../fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url));
  const upload = await request.post('/api/pivotmatch/upload-resume', {
    headers: { origin: baseURL! },
    multipart: { resume: { name: 'nurse.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status()).toBe(200);
  const { sessionId } = await upload.json();
  await expect.poll(async () => (await (await request.get(`/api/pivotmatch/resume-status/${sessionId}`)).json()).status, { timeout: 45_000 }).toBe('completed');
  const search = await request.post('/api/pivotmatch/search-jobs', { headers: { origin: baseURL! }, data: { sessionId } });
  expect(search.status()).toBe(200);
  const { matches } = await search.json();
  expect(matches.length).toBeGreaterThan(0);
  // A sample listing's page: the function fills the site's pre-rendered shell.
  const listing = await request.get(matches[0].link);
  expect(listing.status()).toBe(200);
  expect(listing.headers()['content-type']).toContain('text/html');
  const page = await listing.text();
  expect(page).toContain('not a real vacancy');
  expect(page).not.toMatch(/__JOB_[A-Z_]+__/);
  expect((await request.get('/jobs/not-a-job')).status()).toBe(404);
});

test('a Pivot member imports a PDF into the builder and downloads it as PDF and DOCX from the bundled functions', async ({ request, baseURL }) => {
  const headers = { origin: baseURL! };
  const signup = await request.post('/api/signup', {
    headers,
    data: { email: `smoke-export-${Date.now()}@example.com`, password: 'smoke test password 1', firstName: 'Smoke', lastName: 'Export' },
  });
  expect(signup.status()).toBe(201);
  expect((await request.post('/api/checkout', { headers, data: { plan: 'pivot', billing: 'monthly' } })).status()).toBe(200);
  const pdf = await readFile(new URL('../fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url));
  const imported = await request.post('/api/resume-import', {
    headers,
    multipart: { resume: { name: 'nurse.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(imported.status()).toBe(201);
  const { resume } = await imported.json();
  expect(resume.data.work.length).toBeGreaterThan(0);
  const asPdf = await request.get(`/api/resumes/${resume.id}/export?format=pdf`);
  expect(asPdf.status()).toBe(200);
  expect((await asPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const asDocx = await request.get(`/api/resumes/${resume.id}/export?format=docx&paper=a4`);
  expect(asDocx.status()).toBe(200);
  expect((await asDocx.body()).subarray(0, 2).toString()).toBe('PK');
});
