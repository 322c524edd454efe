import { test, expect, gotoReady, waitForHydration } from './fixtures';
import { readFileSync } from 'node:fs';
import type { GuidancePlan } from '~/lib/guidance';

// Read as data: Playwright's loader needs an import attribute for JSON, which the site's modules do not use.
const guidancePlan = JSON.parse(readFileSync(new URL('../../content/guidance/career-change-plan.json', import.meta.url), 'utf8')) as GuidancePlan;
const GUIDANCE_TASK_IDS = guidancePlan.stages.flatMap((stage) => stage.tasks.map((task) => task.id));

const TOTAL = GUIDANCE_TASK_IDS.length;
const firstStage = guidancePlan.stages[0]!;
const [firstTask, secondTask] = firstStage.tasks as [(typeof firstStage.tasks)[number], (typeof firstStage.tasks)[number]];

test('a Pivot member ticks a task with the keyboard, and it is still ticked after a reload', async ({ page, consoleErrors, member }) => {
  await member('pivot');

  await gotoReady(page, '/dashboard/guidance');
  await expect(page.getByRole('heading', { level: 1, name: guidancePlan.title })).toBeVisible();
  const count = page.getByTestId('guidance-count');
  await expect(count).toHaveText(`0 of ${TOTAL} tasks done`);
  await expect(page.locator('[data-next]')).toContainText(firstTask.title);

  const box = page.getByRole('checkbox', { name: firstTask.title, exact: true });
  await expect(box).toBeEnabled();
  await box.focus();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/guidance/progress') && r.request().method() === 'PUT');
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked();
  await expect(count).toHaveText(`1 of ${TOTAL} tasks done`);
  await expect(page.getByTestId(`stage-count-${firstStage.id}`)).toHaveText(`1 of ${firstStage.tasks.length} done`);
  await expect(page.locator('[data-next]')).toContainText(secondTask.title);

  await page.reload();
  await waitForHydration(page);
  await expect(count).toHaveText(`1 of ${TOTAL} tasks done`);
  await expect(page.getByRole('checkbox', { name: firstTask.title, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: secondTask.title, exact: true })).not.toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('a free member gets the upgrade card, not the plan', async ({ page, consoleErrors, member }) => {
  await member();
  await gotoReady(page, '/dashboard/guidance');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('The career-change plan is part of the Pivot toolkit');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', /plan=pivot/);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect((await page.request.get('/api/guidance/progress')).status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole plan is in the page to read, its checkboxes disabled', async ({ page }) => {
    await page.goto('/dashboard/guidance');
    await expect(page.getByRole('heading', { level: 1, name: guidancePlan.title })).toBeVisible();
    for (const stage of guidancePlan.stages) await expect(page.getByRole('heading', { level: 2, name: stage.title })).toBeVisible();
    const box = page.getByRole('checkbox', { name: firstTask.title, exact: true });
    await expect(box).toBeDisabled();
    await expect(page.getByText(firstTask.detail)).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(TOTAL);
  });
});
