import { test, expect, gotoReady } from './fixtures';

const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;

test('a real PDF is uploaded, parsed and matched against the job corpus', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/pivotmatch');
  const progress = page.getByRole('progressbar');
  await page.locator('input[type="file"]').setInputFiles(`${PEER}barry_allen_fe.pdf`);
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Uploading\.\.\.|Processing\.\.\./).first()).toBeVisible();

  const searchTab = page.getByRole('tab', { name: 'Search Jobs' });
  await expect(searchTab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('toast')).toContainText('Resume processed successfully');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Mountain View, CA');
  await expect(page.getByText('From resume')).toBeVisible();
  await expect(page.getByTestId('resume-skills')).toContainText('JavaScript');

  await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job matches found', { timeout: 20_000 });
  const cards = page.getByTestId('job-match');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(50);
  // Badge colours follow the percentage: green ≥ 80, yellow ≥ 60, grey below.
  const badges = cards.locator('[data-badge]');
  const n = await badges.count();
  let previous = Infinity;
  for (let i = 0; i < n; i++) {
    const text = (await badges.nth(i).textContent())!;
    const pct = Number(/(\d+)%/.exec(text)![1]);
    expect(pct).toBeLessThanOrEqual(previous);
    previous = pct;
    await expect(badges.nth(i)).toHaveAttribute('data-badge', pct >= 80 ? 'green' : pct >= 60 ? 'yellow' : 'grey');
  }
  // Matches come from the corpus, not the built-in samples.
  await expect(page.getByText('Using location-based matching')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a scanned PDF is refused with the reason on screen', async ({ page }) => {
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(new URL('../fixtures/resumes/scanned-image.pdf', import.meta.url).pathname);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Upload failed');
  await expect(toast).toContainText(/scan/i);
});

test('an owner can delete the uploaded resume', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(new URL('../fixtures/resumes/marketing-to-ux.docx', import.meta.url).pathname);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Delete My Resume' }).click();
  await expect(page.getByTestId('toast')).toContainText('Resume Deleted');
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toBeDisabled();
});
