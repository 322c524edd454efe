import { createMember, test, expect, gotoReady } from './fixtures';
import type { Page } from '@playwright/test';

async function pivotMember(page: Page) {
  await createMember(page, 'pivot', { firstName: 'Dana' });
}

test('a teacher turns a weak bullet into one for an L&D role: accepts one suggestion, rejects another, undoes', async ({ page, consoleErrors }) => {
  await pivotMember(page);
  await gotoReady(page, '/dashboard/bullets');
  const bullet = page.getByLabel('Your bullet');
  await bullet.fill('Responsible for managing lesson plans for 30 students');
  await page.getByLabel('The field you are leaving').selectOption({ label: 'Teaching and education' });
  await page.getByLabel('The kind of role you want').selectOption({ label: 'HR, training and learning' });
  await page.getByRole('button', { name: 'Improve this bullet' }).click();

  await expect(page.getByTestId('bullet-flags')).toContainText('says what the job was, not what you did');
  const cards = page.getByTestId('bullet-suggestion');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Managed lesson plans for 30 students');
  await expect(cards.nth(1)).toContainText('"lesson plans" → "training materials"');

  await cards
    .nth(0)
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect(cards).toHaveCount(2);
  const combined = cards.filter({ hasText: 'All together' });
  await combined.getByRole('button', { name: /^Accept/ }).click();
  await expect(bullet).toHaveValue('Managed training materials for 30 learners');
  await expect(bullet).toBeFocused();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(bullet).toHaveValue('Responsible for managing lesson plans for 30 students');
  // The field and target are remembered for the next visit.
  await page.reload();
  await expect(page.getByLabel('The field you are leaving')).toHaveValue('teaching');
  expect(consoleErrors).toEqual([]);
});
