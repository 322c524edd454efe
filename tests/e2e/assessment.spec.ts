import { test, expect, gotoReady } from './fixtures';
import type { Page } from '@playwright/test';

// Answers in item order (content/assessment/questionnaire.json, version 2026-11): full agreement
// with one type's statements and none with the rest, reverse-keyed statements answered backwards.
const INVESTIGATOR = [1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 5, 5, 1, 5, 5, 5, 5, 5, 5];
const HELPER = [1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 5, 1, 5, 5, 5, 5];

/** Answers statements from..to-1 by keyboard only: the statement's first choice has the focus; arrows choose, Enter goes on. */
async function answerByKeyboard(page: Page, answers: number[], from = 0, to = answers.length) {
  for (let i = from; i < to; i++) {
    await expect(page.getByText(`Statement ${i + 1} of 36`)).toBeVisible();
    const first = page.getByRole('radio', { name: 'Strongly disagree' });
    await expect(first).toBeFocused();
    if (answers[i] === 1) await page.keyboard.press('Space');
    for (let step = 1; step < answers[i]!; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
}

test('a Premium member takes the assessment by keyboard, sees the type, its strengths and fitting occupations, and retakes it', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('premium', { firstName: 'Noor' });
  await gotoReady(page, '/dashboard/assessment');
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /Work-style assessment/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('empty-state')).toContainText('You have not taken the assessment yet');
  await expect(page.getByTestId('empty-state')).toContainText('not a clinical or validated psychometric test');
  await page.getByRole('button', { name: 'Start the assessment' }).click();

  await answerByKeyboard(page, INVESTIGATOR, 0, 12);
  await expect(page.getByRole('progressbar', { name: 'Statements answered' })).toHaveAttribute('aria-valuenow', '12');

  // A reload keeps the answers and the place; Back shows an answer given before it.
  await page.reload();
  await expect(page.getByText('Statement 13 of 36')).toBeVisible();
  await expect(page.getByText('12 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Statement 12 of 36')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Strongly disagree' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Strongly disagree' })).toBeFocused();
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, INVESTIGATOR, 12);

  await expect(page.getByRole('heading', { name: 'Type 5, The Investigator' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Strengths in a new field' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('not a clinical or validated psychometric test')).toBeVisible();
  const fits = page.getByTestId('occupation-fit');
  await expect(fits).toHaveCount(10);
  // Each fit shows its 0-100 fit, and in words where the member and the role agree and differ most.
  await expect(fits.first()).toContainText(/\d{1,3} fit/);
  await expect(fits.first()).toContainText(/Where you match most.*: you (well )?(above|below) your average, the role (well )?(above|below) its average/);
  await expect(fits.first()).toContainText(/Differs most.*: you .* your average, the role .* its average/);
  await expect(page.getByText('The more the two rise and fall together, the higher the fit', { exact: false })).toBeVisible();
  await expect(page.getByText(/O\*NET 29\.2 Database/)).toBeVisible();

  await page.getByRole('button', { name: 'Retake the assessment' }).click();
  await answerByKeyboard(page, HELPER);
  await expect(page.getByRole('heading', { name: 'Type 2, The Helper' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('occupation-fit').filter({ hasText: 'Mental Health Counselors' })).toHaveCount(1);
  const takes = page.getByTestId('assessment-take');
  await expect(takes).toHaveCount(2);
  await expect(takes.nth(0)).toContainText('Type 2, The Helper');
  await expect(takes.nth(0)).toContainText('Latest');
  await expect(takes.nth(1)).toContainText('Type 5, The Investigator');

  // Both takes are kept on the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Type 2, The Helper' })).toBeVisible();
  await expect(page.getByTestId('assessment-take')).toHaveCount(2);
  // The result reads at 375 px without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});

test('a take answered "Neither agree nor disagree" throughout is called too flat to rank, with a retake offered', async ({ page, consoleErrors, member }) => {
  test.setTimeout(90_000);
  await member('premium', { firstName: 'Ari' });
  await gotoReady(page, '/dashboard/assessment');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await answerByKeyboard(page, Array(36).fill(3));

  const note = page.getByRole('note');
  await expect(note).toContainText('Your answers are too alike to rank', { timeout: 15_000 });
  await expect(note).toContainText('You answered “Neither agree nor disagree” to 36 of the 36 statements');
  await expect(page.getByTestId('occupation-fit')).toHaveCount(0);
  const fitsSection = page.getByRole('region', { name: 'Occupations whose work styles fit yours' });
  await expect(fitsSection).toContainText('Your answers are too alike to match occupations to.');
  await fitsSection.getByRole('button', { name: 'Retake the assessment' }).click();
  await expect(page.getByText('Statement 1 of 36')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a Pivot member sees the upgrade card, not the questionnaire', async ({ page, member }) => {
  await member('pivot', { firstName: 'Lee' });
  await gotoReady(page, '/dashboard/assessment');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toContainText('The work-style assessment is part of the Premium toolkit');
  // Already on Pivot's trial: offered the switch, never a second trial that checkout would refuse.
  await expect(card).toContainText('You have the Pivot toolkit, in its free trial');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start the assessment' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL('**/dashboard/billing');
});
