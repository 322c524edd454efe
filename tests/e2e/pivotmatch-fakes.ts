import type { Page, Route } from '@playwright/test';
import { pivotmatchRoutes, type JobMatch, type ResumeStatusResponse } from '~/lib/pivotmatch';
import { expect } from './fixtures';
import { mockRoute } from './mock-route';

// PivotMatch against answers of our own: a resume read as SKILLS, and MATCHES for the search
// (pivotmatch.spec, and a11y.spec's sweep of the results).

const SKILLS = [
  'Project Management',
  'Agile',
  'SQL',
  'Excel',
  'Budgeting',
  'Stakeholder Communication',
  'Risk Management',
  'Reporting',
  'Python',
  'Leadership',
  'Negotiation',
  'Scheduling',
];

export const MATCHES: JobMatch[] = [
  {
    title: 'Senior Project Manager',
    company: 'Acme Logistics',
    location: 'Tampa, FL',
    match_percentage: 85,
    matched_skills: 'Project Management, Agile, SQL, Excel, Budgeting, Reporting, Leadership',
    link: 'https://jobs.example.com/1',
    description: 'Lead delivery of logistics software projects.',
    occupation: null,
    why: '',
  },
  {
    title: 'Business Analyst',
    company: 'Bayside Health',
    location: 'Tampa, FL',
    match_percentage: 65,
    matched_skills: 'SQL, Excel',
    link: 'https://jobs.example.com/2',
    description: 'Analyse clinical operations data.',
    occupation: null,
    why: '',
  },
  {
    title: 'Account Executive',
    company: 'Gulf Media',
    location: 'Clearwater, FL',
    match_percentage: 40,
    matched_skills: 'Negotiation',
    link: 'https://jobs.example.com/3',
    description: 'Grow regional advertising accounts.',
    occupation: null,
    why: '',
  },
];

export const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export const toast = (page: Page) => page.getByTestId('toast');

/** Fakes the upload and status calls: status answers "processing" once, then "completed". */
export async function fakeResumeApi(page: Page) {
  let statusCalls = 0;
  await mockRoute(page, pivotmatchRoutes.upload, async (request) => {
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    expect(request.postDataBuffer()?.toString('latin1')).toContain('name="resume"; filename="cv.pdf"');
    await new Promise((r) => setTimeout(r, 800));
    return { success: true, sessionId: 'sess-42', message: 'Uploaded' };
  });
  await mockRoute(page, pivotmatchRoutes.status, (_, { sessionId }): ResumeStatusResponse => {
    expect(sessionId).toBe('sess-42');
    statusCalls += 1;
    return statusCalls === 1
      ? { status: 'processing' }
      : { status: 'completed', data: { skills: SKILLS, location: 'Tampa, FL', roles: { current: null, target: null } } };
  });
  return () => statusCalls;
}

/** Chooses a PDF through the "Browse Files" button and waits until the Search tab opens. */
export async function uploadResume(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse Files' }).click();
  await (await chooser).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') });
  await expect(page.getByText('Uploading...')).toBeVisible();
  await expect(toast(page)).toContainText('Resume uploaded successfully');
  await expect(page.getByText('Processing...')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 });
}
