import { test, expect, gotoReady } from './fixtures';

const TEACHER = new URL('../fixtures/resumes/teacher-to-instructional-design.docx', import.meta.url).pathname;

test('an Elite member uploads a teacher’s resume and the navigator shows Instructional Designer, with the evidence', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('elite', { firstName: 'Tess' });

  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(TEACHER);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });

  await gotoReady(page, '/dashboard/navigator');
  await expect(page.getByLabel('Resume')).toHaveValue(/^pivotmatch:/);
  await page.getByLabel('Your current or last job title').fill('High School Teacher');
  await page.getByRole('button', { name: 'Show my paths' }).click();

  await expect(page.getByTestId('navigator-current')).toContainText('Secondary School Teachers');
  const path = page.getByTestId('career-path').filter({ hasText: 'Instructional Designer' });
  await expect(path).toHaveCount(1);
  // Elite sees every path, not the first three.
  expect(await page.getByTestId('career-path').count()).toBeGreaterThan(3);
  await path.getByText('What transfers, what is missing, and the figures').click();
  await expect(path.getByRole('region', { name: 'What transfers' }).locator('blockquote').first()).toBeVisible();
  await expect(path.getByRole('region', { name: 'What is missing' })).toContainText('importance');
  await expect(page.getByText(/O\*NET/).last()).toBeVisible();

  // The query is in the address: a reload shows the same paths.
  await page.reload();
  await expect(page.getByTestId('career-path').filter({ hasText: 'Instructional Designer' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a Pivot member sees the first three paths and what Elite adds', async ({ page, member }) => {
  test.setTimeout(120_000);
  await member('pivot', { firstName: 'Pat' });
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(TEACHER);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await gotoReady(page, '/dashboard/navigator');
  await page.getByRole('button', { name: 'Show my paths' }).click();
  await expect(page.getByTestId('career-path')).toHaveCount(3);
  await expect(page.getByRole('note')).toContainText('Elite shows every path');
});
