import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { MATCHES, fakeResumeApi, json, toast, uploadResume } from './pivotmatch-fakes';
import { test, expect, gotoReady, addSignedInHint } from './fixtures';
import { mockRoute, refused } from './mock-route';

test.describe('PivotMatch', () => {
  test('shows the upload tab, static information and the empty state', async ({ page, consoleErrors }) => {
    await gotoReady(page, '/pivotmatch');
    await expect(page.getByText('Supported formats: PDF, DOCX (Max 5MB)')).toBeVisible();
    await expect(page.locator('input[type=file]')).toHaveAttribute('accept', '.pdf,.docx');
    await expect(page.getByText('Upload your resume to get started')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Important Information' })).toBeVisible();
    await expect(page.getByRole('link', { name: /privacy@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(consoleErrors).toEqual([]);
  });

  test('tabs: Search Jobs is disabled until a resume is processed; arrows skip it', async ({ page }) => {
    await gotoReady(page, '/pivotmatch');
    const upload = page.getByRole('tab', { name: 'Upload Resume' });
    const search = page.getByRole('tab', { name: 'Search Jobs' });
    await expect(upload).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-selected', 'false');
    await expect(search).toBeDisabled();
    await upload.focus();
    await page.keyboard.press('ArrowRight');
    await expect(upload).toBeFocused();
    await expect(upload).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Find Matching Jobs' })).toBeHidden();
  });

  test('refuses a file that is not PDF or DOCX', async ({ page, consoleErrors }) => {
    let uploads = 0;
    await page.route('**/api/pivotmatch/upload-resume', (route) => {
      uploads += 1;
      return route.abort();
    });
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type=file]').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page)).toContainText('Invalid file type');
    await expect(toast(page)).toContainText('Please upload a PDF or DOCX file');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByText('Uploading...')).toBeHidden();
    expect(uploads).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('refuses a file over 5 MB', async ({ page }) => {
    let uploads = 0;
    await page.route('**/api/pivotmatch/upload-resume', (route) => {
      uploads += 1;
      return route.abort();
    });
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024) });
    await expect(toast(page)).toContainText('File too large');
    await expect(toast(page)).toContainText('Maximum file size is 5MB');
    expect(uploads).toBe(0);
  });

  test("shows the server's message when the upload fails", async ({ page }) => {
    await mockRoute(page, pivotmatchRoutes.upload, refused(422, 'Resume could not be read'));
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(toast(page)).toContainText('Upload failed');
    await expect(toast(page)).toContainText('Resume could not be read');
    await expect(page.getByRole('button', { name: 'Browse Files' })).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toBeDisabled();
  });

  test('upload, processing, prefilled search and coloured results', async ({ page, consoleErrors }) => {
    const statusCalls = await fakeResumeApi(page);
    let searchBody: unknown;
    await mockRoute(page, pivotmatchRoutes.search, async (request) => {
      searchBody = request.postDataJSON();
      await new Promise((r) => setTimeout(r, 300));
      return { success: true, matches: MATCHES, message: 'ok' };
    });
    await gotoReady(page, '/pivotmatch');
    await uploadResume(page);
    expect(statusCalls()).toBe(2);

    await expect(toast(page)).toContainText('Resume processed successfully');
    const searchTab = page.getByRole('tab', { name: 'Search Jobs' });
    await expect(searchTab).toBeFocused();
    const location = page.getByLabel('Location', { exact: true });
    await expect(location).toHaveValue('Tampa, FL');
    await expect(page.getByText('From resume')).toBeVisible();
    const skills = page.getByTestId('resume-skills');
    await expect(skills.getByRole('listitem')).toHaveCount(11);
    await expect(skills).toContainText('+2 more');
    await expect(skills).not.toContainText('Negotiation');
    await expect(page.getByText('Use the filters to find matching jobs')).toBeVisible();

    // Tabs move with the arrow keys once both are enabled.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Upload Resume' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(searchTab).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Job Title').fill('Manager, Analyst ,');
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Job matches found');
    await expect(toast(page)).toContainText('3');
    expect(searchBody).toEqual({
      sessionId: 'sess-42',
      filters: { location: ['Tampa', 'FL'], title: ['Manager', 'Analyst'], company: [] },
    });

    const cards = page.getByTestId('job-match');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).locator('[data-badge]')).toHaveAttribute('data-badge', 'green');
    await expect(cards.nth(0).locator('[data-badge]')).toHaveText('85% match');
    await expect(cards.nth(1).locator('[data-badge]')).toHaveAttribute('data-badge', 'yellow');
    await expect(cards.nth(2).locator('[data-badge]')).toHaveAttribute('data-badge', 'grey');
    await expect(cards.nth(0)).toContainText('Acme Logistics');
    await expect(cards.nth(0)).toContainText('Lead delivery of logistics software projects.');
    await expect(cards.nth(0)).toContainText('+2 more');
    await expect(cards.nth(0)).not.toContainText('Leadership');
    const view = cards.nth(0).getByRole('link', { name: /View Job/ });
    await expect(view).toHaveAttribute('href', 'https://jobs.example.com/1');
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', /noopener/);

    // Editing the location drops the "From resume" tag.
    await location.fill('Orlando, FL');
    await expect(page.getByText('From resume')).toBeHidden();

    await page.getByRole('button', { name: 'Upload Different Resume' }).click();
    await expect(page.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('says so when the search finds nothing', async ({ page }) => {
    await fakeResumeApi(page);
    await mockRoute(page, pivotmatchRoutes.search, { success: true, matches: [] });
    await gotoReady(page, '/pivotmatch');
    await uploadResume(page);
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(toast(page)).toContainText('No matches found');
  });

  test('falls back to location-based sample matches when the search fails', async ({ page }) => {
    await fakeResumeApi(page);
    await mockRoute(page, pivotmatchRoutes.search, refused(500, 'boom'));
    await gotoReady(page, '/pivotmatch');
    await uploadResume(page);
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(toast(page)).toContainText('Using location-based matching');
    await expect(toast(page)).not.toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeVisible();
    await expect(toast(page)).toContainText('Companies matched to your location', { timeout: 5_000 });
    const cards = page.getByTestId('job-match');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/, FL/);
    await expect(page.getByRole('button', { name: 'Find Matching Jobs' })).toBeEnabled();
  });

  test('a signed-in member can save real matches to the tracker, not the built-in sample companies', async ({ page }) => {
    await addSignedInHint(page);
    await page.route('**/api/auth/user', (route) =>
      json(route, { id: 'u1', email: 'a@b.co', firstName: 'Ana', lastName: 'Lee', role: 'member', isPremium: 'pivot', subscriptionStatus: 'active' }),
    );
    await fakeResumeApi(page);
    let fail = false;
    await mockRoute(page, pivotmatchRoutes.search, () => (fail ? refused(500, 'boom') : { success: true, matches: MATCHES }));
    await gotoReady(page, '/pivotmatch');
    await uploadResume(page);
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(page.getByTestId('job-match')).toHaveCount(MATCHES.length);
    await expect(page.getByRole('button', { name: /^Save to tracker/ })).toHaveCount(MATCHES.length);
    fail = true;
    await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
    await expect(toast(page)).toContainText('Companies matched to your location', { timeout: 5_000 });
    expect(await page.getByTestId('job-match').count()).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Save to tracker/ })).toHaveCount(0);
  });

  test('a failed processing status ends with "Processing failed"', async ({ page }) => {
    await mockRoute(page, pivotmatchRoutes.upload, { success: true, sessionId: 'bad' });
    await mockRoute(page, pivotmatchRoutes.status, { status: 'failed' });
    await gotoReady(page, '/pivotmatch');
    await page.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(toast(page)).toContainText('Processing failed');
    await expect(toast(page)).toContainText('Failed to check resume status');
    await expect(page.getByRole('tab', { name: 'Search Jobs' })).toBeDisabled();
  });
});
