import type { Page } from '@playwright/test';
import { MEMBER_TOOLS } from '~/lib/catalogue';
import { featureOnByDefault } from '~/lib/features';
import { expect, gotoReady, settle, signIn, test } from './fixtures';
import { coveredControls } from './overlap';
import { PUBLIC_ROUTES } from './routes';

/**
 * What a member would trip on at a phone's width and a laptop's: a floating button sitting on a
 * link or a button, and a page that scrolls sideways (issue 30). Every fixed element is checked
 * against every control, at every scroll position down the page.
 */
const WIDTHS = [375, 1280] as const;
const OMAR = { email: 'omar.elite@demo.careerpivot.local', password: 'demo-pivot-2026' };
/**
 * The rooms a member meets with the System tab as it starts: a room behind a flag that starts off
 * (the Career Game) is out of the navigation, and its page is the feature-off card (career-game.spec).
 */
const ROOMS = MEMBER_TOOLS.filter((t) => t.feature === null || featureOnByDefault(t.feature));

async function visit(page: Page, path: string): Promise<void> {
  await gotoReady(page, path);
  // The rooms fill in from their API calls; measure the page they end as.
  await settle(page).catch(() => undefined);
}

/** The width the page is now, laid out and painted (two frames after the resize). */
async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Checks each page at each width. A page is loaded once and measured at both widths in place, as
 * a phone turned sideways would show it: the layout is CSS media queries, so a resize lays it out
 * as a fresh load at that width does, and loading every page twice cost as much again.
 * Answers, per width, the width of each member room's own content (its island's first element).
 */
async function checkPages(page: Page, paths: readonly string[]): Promise<Record<number, Record<string, number>>> {
  const problems: string[] = [];
  const roomWidths: Record<number, Record<string, number>> = Object.fromEntries(WIDTHS.map((w) => [w, {}]));
  for (const path of paths) {
    await atWidth(page, WIDTHS[0]);
    await visit(page, path);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${path} at ${width} px: ${scrollWidth} px wide`);
      for (const c of await coveredControls(page)) problems.push(`${path} at ${width} px: ${c}`);
      const room = await page.evaluate(() => document.querySelector('nav[aria-label="Member area"] + div astro-island > *')?.getBoundingClientRect().width);
      if (room !== undefined) roomWidths[width]![path] = Math.round(room);
    }
  }
  expect(problems).toEqual([]);
  return roomWidths;
}

test.describe(`at ${WIDTHS.join(' and ')} px`, () => {
  test('no public page scrolls sideways, and nothing fixed covers a link or a button', async ({ page }) => {
    test.setTimeout(120_000);
    await checkPages(page, PUBLIC_ROUTES);
  });

  test('no member room scrolls sideways, and nothing fixed covers a control (Elite member)', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, OMAR);
    const roomWidths = await checkPages(
      page,
      ROOMS.map((t) => t.path),
    );
    // At each width every room fills the same column: no room narrower than the rest.
    for (const width of WIDTHS) {
      const column = Math.max(...Object.values(roomWidths[width]!));
      expect(
        Object.entries(roomWidths[width]!).filter(([, w]) => w < column - 1),
        `at ${width} px`,
      ).toEqual([]);
    }
  });

  test('the Admin Center does not scroll sideways, and nothing fixed covers a control', async ({ page }) => {
    await signIn(page, { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });
    await checkPages(page, ['/admin', '/admin#users', '/admin#subscriptions']);
  });
});

test('on a phone the member menu says where you are and opens on every room', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, OMAR);
  await gotoReady(page, '/dashboard/tracker');
  const nav = page.getByRole('navigation', { name: 'Member area' });
  const menu = nav.locator('summary');
  await expect(menu).toContainText('Job tracker');
  await menu.click();
  for (const tool of ROOMS) await expect(nav.getByRole('link', { name: tool.label, exact: true })).toBeVisible();
  // The summary counts the rooms the menu lists: one more while career-game.spec has the Career Game on.
  const listed = await nav.locator('details li:not([hidden]) > a').count();
  expect(listed).toBeGreaterThanOrEqual(ROOMS.length);
  await expect(menu).toContainText(`All ${listed} rooms`);
  await expect(nav.getByRole('link', { name: 'Job tracker', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Cover letters', exact: true }).click();
  await page.waitForURL('**/dashboard/cover-letters');
  await expect(page.getByRole('navigation', { name: 'Member area' }).locator('summary')).toContainText('Cover letters');
});

test('a room above the member’s plan is marked with a lock and its plan, in its plan’s group', async ({ page }) => {
  await signIn(page, { email: 'sam.premium@demo.careerpivot.local', password: 'demo-pivot-2026' });
  await gotoReady(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Member area' });
  // Premium's own rooms and Pivot's are open; Elite's say so.
  await expect(nav.getByRole('link', { name: 'Saved searches (locked, needs Elite)' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Executive coaching (locked, needs Elite)' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mock interviews', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resumes', exact: true })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'Elite toolkit' }).getByRole('link')).toHaveCount(MEMBER_TOOLS.filter((t) => t.plan === 'elite').length);
  // The overview does not offer PivotMatch as if it were Premium's.
  await expect(page.getByTestId('pivotmatch-preview-note')).toContainText('every match comes with the Elite toolkit');
});

test('below 1280 px the header opens the quick answers; nothing floats over the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/subscribe');
  await expect(page.locator('.faq-launcher')).toBeHidden();
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Quick answers (FAQ)' });
  await trigger.click();
  const panel = page.getByRole('region', { name: 'Quick answers' });
  await expect(panel.locator('details')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
