import { expect, gotoReady, test } from './fixtures';

// A new Pivot member with nothing saved yet: each room says what to do next, and points only at
// what is on the page or in their own toolkit (issue 30).
test('a new Pivot member’s empty rooms say what to do next, within their own toolkit', async ({ page, consoleErrors, member }) => {
  test.setTimeout(90_000);
  await member('pivot', { firstName: 'Ines' });

  await gotoReady(page, '/dashboard/cover-letters');
  const resumeFirst = page.getByTestId('empty-state').filter({ hasText: 'Start with a resume' });
  await expect(resumeFirst.getByRole('link', { name: 'Build a resume' })).toHaveAttribute('href', '/dashboard/resumes');
  // No form is drawn without a resume, so the list's empty state points at nothing "above".
  const noLetters = page.getByTestId('empty-state').filter({ hasText: 'You have no cover letters yet' });
  await expect(noLetters).toBeVisible();
  await expect(noLetters).not.toContainText('above');

  await gotoReady(page, '/dashboard/navigator');
  const navigatorEmpty = page.getByTestId('empty-state');
  await expect(navigatorEmpty).toContainText('The navigator reads one of your resumes');
  await expect(navigatorEmpty.getByRole('link', { name: 'Import or build a resume' })).toHaveAttribute('href', '/dashboard/resumes');
  await expect(navigatorEmpty.getByRole('link', { name: /PivotMatch/ })).toHaveCount(0);

  await gotoReady(page, '/dashboard/support');
  await expect(page.getByTestId('empty-state')).toContainText('No requests yet');

  await gotoReady(page, '/dashboard/interviews');
  await expect(page.getByTestId('upgrade-card')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
