import { test, expect, gotoReady } from './fixtures';

test.describe('/faq', () => {
  test('lists 15 questions with one open at a time, and the open one collapses', async ({ page }) => {
    await gotoReady(page, '/faq');
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(15);
    await items.nth(0).locator('summary').click();
    await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1);
    await items.nth(3).locator('summary').click();
    await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1);
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(0);
  });

  test('opens by keyboard', async ({ page }) => {
    await gotoReady(page, '/faq');
    await page.getByTestId('faq-item').nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('faq-item').nth(1)).toHaveAttribute('open', '');
  });

  test('search is trimmed and case-insensitive over questions and answers; no results offers Clear search', async ({ page }) => {
    await gotoReady(page, '/faq');
    const search = page.getByLabel('Search questions');
    await search.fill('  PIVOTMATCH  ');
    const count = await page.getByTestId('faq-item').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(15);
    for (const text of await page.getByTestId('faq-item').allTextContents()) expect(text.toLowerCase()).toContain('pivotmatch');
    await search.fill('zzzz-no-such-thing');
    await expect(page.getByTestId('faq-item')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('faq-item')).toHaveCount(15);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('reads with JavaScript off: every question is there and opens natively', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByTestId('faq-item')).toHaveCount(15);
    await page.getByTestId('faq-item').first().locator('summary').click();
    await expect(page.getByTestId('faq-item').first()).toHaveAttribute('open', '');
    await context.close();
  });
});
