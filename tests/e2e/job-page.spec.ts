import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';

const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;
const NOTICE = 'Sample listing: generated from O*NET occupation data (U.S. DOL/ETA, CC BY 4.0), not a real vacancy.';

/** Uploads a real resume and searches the seeded corpus; the first match. */
async function firstMatch(page: Page) {
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(`${PEER}barry_allen_fe.pdf`);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job matches found', { timeout: 20_000 });
  return page.getByTestId('job-match').first();
}

test('View Job opens the sample listing’s own page, which reads well with or without JavaScript', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(90_000);
  const card = await firstMatch(page);
  await expect(card.getByTestId('sample-label')).toHaveText('Sample listing');
  const title = (await card.getByRole('heading').textContent())!.trim();
  const view = card.getByRole('link', { name: /View Job/ });
  const href = (await view.getAttribute('href'))!;
  expect(href).toMatch(/^\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(view).toHaveAttribute('rel', /noopener/);

  const [listing] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  const listingErrors: string[] = [];
  listing.on('console', (msg) => {
    if (msg.type() === 'error') listingErrors.push(msg.text());
  });
  await listing.waitForLoadState();
  expect(new URL(listing.url()).pathname).toBe(href);
  await expect(listing.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(listing).toHaveTitle(`${title} | CareerPivot`);
  await expect(listing.getByTestId('listing-kind')).toHaveText('Sample listing');
  await expect(listing.getByTestId('job-notice')).toHaveText(NOTICE);
  await expect(listing.getByRole('heading', { name: "What you'll do" })).toBeVisible();
  await expect(listing.getByTestId('job-skills').getByRole('listitem').first()).toBeVisible();
  await expect(listing.getByRole('link', { name: 'Back to PivotMatch' })).toHaveAttribute('href', '/pivotmatch');
  await expect(listing.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The site's own frame: header navigation and footer.
  await expect(listing.getByRole('navigation').first()).toBeVisible();
  await expect(listing.getByRole('contentinfo')).toBeVisible();
  await listing.waitForLoadState('networkidle');
  expect(listingErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // With JavaScript off the page is all there: it is HTML from the server, not an island.
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  try {
    const plain = await noJs.newPage();
    const res = await plain.goto(href);
    expect(res!.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(plain.getByText(NOTICE)).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Find more matches in PivotMatch' })).toBeVisible();
  } finally {
    await noJs.close();
  }
});

test('an unknown or malformed job id answers 404 with a way back to PivotMatch', async ({ page }) => {
  for (const path of ['/jobs/00000000-0000-4000-8000-000000000000', '/jobs/not-a-job']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job listing is not here');
    await expect(page.getByRole('link', { name: 'Search jobs in PivotMatch' })).toHaveAttribute('href', '/pivotmatch');
  }
});
