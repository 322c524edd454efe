import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';

const insightPanel = (page: Page) => page.getByRole('complementary', { name: "Today's Career Insight" });

/**
 * Points of an element's text that something else is drawn over: the start, centre and end of
 * every line, checked with document.elementFromPoint. Empty when a reader can see it all.
 */
async function coveredPoints(target: Locator): Promise<string[]> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const covered: string[] = [];
    for (const line of Array.from(range.getClientRects())) {
      const y = line.top + line.height / 2;
      for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) covered.push(`(${Math.round(x)}, ${Math.round(y)}) under ${hit?.tagName ?? 'nothing'}`);
      }
    }
    return covered;
  });
}

test.describe('cookie consent', () => {
  test.use({ consentDecided: false });

  test('appears about 1 s after a first visit, and Accept All stores all four and loads analytics', async ({ page }) => {
    await page.goto('/');
    const started = Date.now();
    const dialog = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(dialog).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await page.evaluate(() => 'analyticsLoaded' in window || !!document.querySelector('script[data-analytics]'))).toBe(false);
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await expect(dialog).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    await expect(page.locator('script[data-analytics]')).toHaveCount(1);
    // The choice can be changed from the footer; nothing floats over the page for it.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cookie Settings' })).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(dialog).toBeHidden();
  });

  test('Customize shows the per-type defaults; Save Preferences stores them and analytics stays off', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'We value your privacy' });
    await dialog.getByRole('button', { name: 'Customize' }).click();
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Necessary' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByRole('switch', { name: 'Preferences' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
    // The footer's link reopens the choice.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Settings' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'false');
  });

  test('an unreadable stored choice brings the dialog back', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', '{broken'));
    await page.goto('/faq');
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
  });
});

test.describe('daily insight panel', () => {
  test('is open by default, keeps one insight per day, and New Insight picks another', async ({ page }) => {
    await gotoReady(page, '/');
    const panel = page.getByRole('complementary', { name: "Today's Career Insight" });
    await expect(panel.getByRole('heading', { name: "Today's Career Insight" })).toBeVisible();
    const tab = panel.getByRole('button', { name: 'Daily Insight' });
    await expect(tab).toHaveAttribute('aria-expanded', 'true');
    const first = await page.evaluate(() => localStorage.getItem('careerDailyInsight'));
    expect(first).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('careerDailyInsightDate'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const title = await panel.locator('h3').textContent();
    await page.reload();
    await expect(panel.locator('h3')).toHaveText(title!);
    await panel.getByRole('button', { name: 'New Insight' }).click();
    await expect(panel.locator('h3')).not.toHaveText(title!);
    expect(await page.evaluate(() => localStorage.getItem('careerDailyInsight'))).not.toBe(first);
  });

  test('Save adds the insight once', async ({ page }) => {
    await gotoReady(page, '/');
    const panel = page.getByRole('complementary', { name: "Today's Career Insight" });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Saved' }).click();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('savedCareerInsights')))!);
    expect(saved).toHaveLength(1);
  });

  test('closed state persists across pages', async ({ page }) => {
    await gotoReady(page, '/');
    const panel = page.getByRole('complementary', { name: "Today's Career Insight" });
    await panel.getByRole('button', { name: 'Daily Insight' }).click();
    await expect(panel.getByRole('button', { name: 'Daily Insight' })).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('heading', { name: "Today's Career Insight" })).toBeHidden();
    await gotoReady(page, '/about');
    await expect(panel.getByRole('button', { name: 'Daily Insight' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => localStorage.getItem('careerSidebarOpen'))).toBe('false');
  });

  test('open at 1024 px, it leaves the whole home headline visible', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await gotoReady(page, '/');
    await expect(insightPanel(page).getByRole('heading', { name: "Today's Career Insight" })).toBeVisible();
    const headline = page.getByRole('heading', { level: 1 });
    const centre = await headline.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
    expect(centre).toBe(true);
    expect(await coveredPoints(headline)).toEqual([]);
  });

  for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
    test(`open at ${width} px, it sits beside or below the page's content, never over it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/');
      const panel = insightPanel(page);
      await expect(panel.getByRole('heading', { name: "Today's Career Insight" })).toBeVisible();
      const overlaps = await page.evaluate(() => {
        const panelBox = document.querySelector('aside[aria-label="Today\'s Career Insight"]')!.getBoundingClientRect();
        const parts = ['header', 'main', 'body > footer'].map((sel) => [sel, document.querySelector(sel)!.getBoundingClientRect()] as const);
        return parts
          .filter(([, r]) => r.left < panelBox.right && panelBox.left < r.right && r.top < panelBox.bottom && panelBox.top < r.bottom)
          .map(([sel]) => sel);
      });
      expect(overlaps).toEqual([]);
      // The tab still collapses and reopens it where it is.
      const tab = panel.getByRole('button', { name: width < 640 ? 'Tip' : 'Daily Insight' });
      await tab.click();
      await expect(panel.getByRole('heading', { name: "Today's Career Insight" })).toBeHidden();
      await tab.click();
      await expect(panel.getByRole('heading', { name: "Today's Career Insight" })).toBeVisible();
    });
  }

  test('the tab reads "Tip" on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, '/');
    await expect(page.getByRole('complementary', { name: "Today's Career Insight" }).getByRole('button', { name: 'Tip' })).toBeVisible();
  });
});

test('floating FAQ widget opens quick answers and links to /faq', async ({ page }) => {
  await gotoReady(page, '/about');
  const trigger = page.getByRole('button', { name: 'FAQ' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const panel = page.getByRole('region', { name: 'Quick answers' });
  await expect(panel.locator('details')).toHaveCount(5);
  await expect(panel.getByRole('link', { name: 'See all FAQs' })).toHaveAttribute('href', '/faq');
});
