import type { Page } from '@playwright/test';
import { test, expect, gotoReady, signIn } from './fixtures';

// PivotMatch for Elite (issue 14, decision 0016): Elite sees every match, saves a search and finds
// it in /dashboard/matches; a Pivot member sees the top five and what Elite would add.
const RESUME = new URL('../fixtures/resumes/nurse-to-health-informatics.pdf', import.meta.url).pathname;
const BELOW_ELITE = 5;

async function uploadAndSearch(page: Page) {
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(RESUME);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job matches found', { timeout: 20_000 });
}

test('an Elite member sees every match, saves the search and finds it with the history in /dashboard/matches', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await signIn(page, { email: 'omar.elite@demo.careerpivot.local', password: 'demo-pivot-2026' });

  await uploadAndSearch(page);
  const cards = page.getByTestId('job-match');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(BELOW_ELITE);
  await expect(page.getByTestId('more-with-elite')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save this search' }).click();
  const name = page.getByLabel('Name this search');
  await expect(name).toBeFocused();
  // The demo member is shared with other specs: a name of this run's own.
  const searchName = `Health informatics ${Date.now()}`;
  await name.fill(searchName);
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByTestId('toast')).toContainText('Search saved');
  await page.getByTestId('search-saved').getByRole('link', { name: 'manage your saved searches' }).click();
  await page.waitForURL('**/dashboard/matches');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  const saved = page.getByTestId('saved-search').filter({ hasText: searchName });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('not yet (daily)');
  await expect(saved.getByTestId('new-match-count')).toHaveText('0');
  const alerts = saved.getByRole('switch', { name: 'E-mail alerts for new matches' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('toast')).toContainText('Alerts off');

  // Newest first: this run's search heads the history.
  const history = page.getByTestId('history-entry').first();
  await expect(history).toContainText('nurse-to-health-informatics.pdf');
  await expect(history.getByRole('list', { name: 'Top matches' }).getByRole('listitem')).toHaveCount(BELOW_ELITE);

  // Run now opens the results under the search; the address keeps them across a reload.
  await saved.getByRole('button', { name: /^Run now/ }).click();
  await expect(saved.getByTestId('job-match').first()).toBeVisible();
  expect(await saved.getByTestId('job-match').count()).toBeGreaterThan(BELOW_ELITE);
  await expect(page).toHaveURL(/\/dashboard\/matches\?search=/);
  await page.reload();
  await expect(saved.getByTestId('job-match').first()).toBeVisible();

  // Delete asks first.
  await page
    .getByTestId('saved-search')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await dialog.getByRole('button', { name: 'Delete search' }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved search deleted');
  await expect(saved).toHaveCount(0);
  await expect(page.getByTestId('history-entry').first()).toContainText('nurse-to-health-informatics.pdf');
  expect(consoleErrors).toEqual([]);
});

test("a new Elite member's room says to run a search on PivotMatch first", async ({ page, member }) => {
  await member('elite', { firstName: 'Eli' });
  await gotoReady(page, '/dashboard/matches');
  await expect(page.getByText('No searches yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Run a search on PivotMatch' })).toHaveAttribute('href', '/pivotmatch');
});

test('a Pivot member sees the top five matches and how many more Elite shows', async ({ page, member }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await member('pivot', { firstName: 'Pia' });
  await uploadAndSearch(page);
  await expect(page.getByTestId('job-match')).toHaveCount(BELOW_ELITE);
  const more = page.getByTestId('more-with-elite');
  await expect(more).toContainText(/\d+ more match(es)? with Elite/);
  await expect(more.getByRole('link', { name: /Upgrade to Elite/ })).toHaveAttribute('href', '/subscribe?plan=elite');
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);

  // The Elite room shows the upgrade card.
  await gotoReady(page, '/dashboard/matches');
  await expect(page.getByTestId('upgrade-card')).toContainText('Saving PivotMatch searches is part of the Elite toolkit');
  await expect(page.getByTestId('saved-search')).toHaveCount(0);
});
