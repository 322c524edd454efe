import { test, expect, gotoReady } from './fixtures';
import type { Page } from '@playwright/test';

// The browser's day differs from UTC's here whatever the hour, so a date taken from the server's
// clock instead of the member's shows.
test.use({ timezoneId: new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago' });

const PEER = new URL('../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}\\b`) });

test('a Pivot member saves a PivotMatch job to the tracker, moves it to Applied by keyboard, and it stays there', async ({ page, consoleErrors, member }) => {
  test.setTimeout(90_000);
  await member('pivot');
  await gotoReady(page, '/dashboard/tracker');
  await expect(page.getByTestId('empty-state')).toContainText('Your tracker is empty');
  // An empty board offers one way to add a job, in its empty state.
  await expect(page.getByRole('button', { name: 'Add a job' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /Job tracker/ })).toHaveAttribute('aria-current', 'page');

  // Save a match from PivotMatch.
  await gotoReady(page, '/pivotmatch');
  await page.locator('input[type="file"]').setInputFiles(`${PEER}barry_allen_fe.pdf`);
  await expect(page.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Find Matching Jobs' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job matches found', { timeout: 20_000 });
  const first = page.getByTestId('job-match').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: /^Save to tracker/ }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved to your job tracker');
  await expect(first.getByRole('button', { name: /^Saved to tracker/ })).toBeDisabled();

  // On the board it is in Saved; the keyboard moves it to Applied.
  await gotoReady(page, '/dashboard/tracker');
  const card = page.getByTestId('tracked-job').filter({ hasText: title });
  await expect(column(page, 'Saved').getByTestId('tracked-job')).toContainText(title);
  const move = card.getByRole('button', { name: `Move ${title} to Applied` });
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(column(page, 'Applied').getByTestId('tracked-job')).toContainText(title);

  await page.reload();
  await expect(column(page, 'Applied').getByTestId('tracked-job')).toContainText(title);
  await expect(column(page, 'Saved').getByTestId('tracked-job')).toHaveCount(0);

  // The list view says when it was applied for, and a reload keeps the view.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.reload();
  const row = page.getByRole('table', { name: 'Tracked jobs' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Applied');
  // Moving it dated the application.
  await expect(row.getByRole('cell').nth(2)).toHaveText(
    await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })),
  );
  expect(consoleErrors).toEqual([]);
});

test('a job added from a pasted link keeps what was typed when the server refuses it, and is deleted after a confirmation', async ({ page, member }) => {
  await member('pivot', { firstName: 'Casey' });
  await gotoReady(page, '/dashboard/tracker');
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job link').fill('https://www.linkedin.com/jobs/view/learning-designer-at-blue-river-3901234567');
  await dialog.getByRole('button', { name: 'Fill in' }).click();
  await expect(dialog.getByLabel('Job title')).toHaveValue('Learning Designer');
  await expect(dialog.getByLabel('Company')).toHaveValue('Blue River');
  await dialog.getByLabel('Notes').fill('Referral from Sam.');
  await dialog.getByLabel('Follow up on').fill('2026-01-15');
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job added');
  const card = page.getByTestId('tracked-job').filter({ hasText: 'Learning Designer' });
  await expect(card).toContainText('Blue River');
  // The follow-up date has come.
  await expect(card).toContainText('Follow up since');

  // The same link again: the server says so, and the form keeps everything.
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  await dialog.getByLabel('Job link').fill('https://www.linkedin.com/jobs/view/learning-designer-at-blue-river-3901234567');
  await dialog.getByLabel('Job title').fill('Learning Designer II');
  await dialog.getByLabel('Company').fill('Blue River');
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already in your tracker');
  await expect(dialog.getByLabel('Job title')).toHaveValue('Learning Designer II');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this job?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);
  // Escape closes only the confirmation on top, not the job dialog under it.
  await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Still editing: delete it this time.
  await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
  await confirm.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('a link pasted without https:// is kept, and a refused field is named at the field', async ({ page, member }) => {
  await member('pivot', { firstName: 'Noor' });
  await gotoReady(page, '/dashboard/tracker');
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job link').fill('www.acme.example/jobs/7');
  await dialog.getByLabel('Company').fill('Acme');
  await dialog.getByRole('button', { name: 'Add job' }).click();
  // No title: the server says so, at the title, and keeps the rest.
  await expect(dialog.getByLabel('Job title')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('Job title: Enter the job title.');
  await expect(dialog.getByLabel('Company')).toHaveValue('Acme');
  await dialog.getByLabel('Job title').fill('Analyst');
  await expect(dialog.getByLabel('Job title')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job added');
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: /^Edit Analyst/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Job link')).toHaveValue('https://www.acme.example/jobs/7');
});

test('a free member sees what the tracker is and the way to it; a visitor is asked to sign in', async ({ page, member }) => {
  await gotoReady(page, '/dashboard/tracker');
  await page.waitForURL('**/login?next=%2Fdashboard%2Ftracker');
  await member(null, { firstName: 'Maya' });
  await gotoReady(page, '/dashboard/tracker');
  const card = page.getByTestId('upgrade-card');
  await expect(card).toContainText('The job tracker is part of the Pivot toolkit');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/checkout?plan=pivot&billing=monthly');
});

test('a Pivot member keeps the basic tracker, with one upgrade note where the advanced parts would be', async ({ page, member }) => {
  await member('pivot', { firstName: 'Lee' });
  await gotoReady(page, '/dashboard/tracker');
  await page.getByRole('button', { name: 'Add a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a job' });
  await dialog.getByLabel('Job title').fill('Program Coordinator');
  await dialog.getByLabel('Company').fill('Northwind');
  await expect(dialog.getByLabel('Interview date and time')).toHaveCount(0);
  await expect(dialog.getByLabel('Salary from')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await page.getByTestId('tracked-job').getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Program Coordinator' });
  await expect(edit.getByTestId('job-contacts')).toHaveCount(0);
  await expect(edit.getByTestId('job-files')).toHaveCount(0);
  const note = edit.getByTestId('advanced-upgrade-note');
  await expect(note).toContainText('part of the advanced tracker in the Premium toolkit');
  await expect(note.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/subscribe?plan=premium');
  // The basic fields still save.
  await edit.getByLabel('Follow up on').fill('2026-01-15');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job saved');
});
