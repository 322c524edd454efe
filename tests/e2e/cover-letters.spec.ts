import type { Page } from '@playwright/test';
import { test, expect, gotoReady, waitForHydration } from './fixtures';

const DESCRIPTION = `Northwind Analytics is hiring a Data Analyst to join our reporting team.
Requirements: SQL, Excel and Tableau dashboards. Python is a plus.`;

const saved = (page: Page) => expect(page.getByTestId('autosave-status')).toHaveText(/^Saved\b/, { timeout: 15_000 });

/** A resume with two bullets, made through the API as the builder would save it. */
async function addResume(page: Page) {
  const res = await page.request.post('/api/resumes', {
    data: {
      title: 'Analyst resume',
      data: {
        basics: { name: 'Robin Vale', email: 'robin@example.test' },
        work: [
          {
            name: 'Lincoln High School',
            position: 'Math Teacher',
            startDate: '2016-08',
            highlights: ['Analyzed test results with SQL queries on the district database', 'Built Excel trackers for 120 students'],
          },
        ],
      },
    },
  });
  expect(res.status()).toBe(201);
}

test('a Pivot member drafts a letter from a pasted description, edits a paragraph, and finds the edit after a reload', async ({
  page,
  consoleErrors,
  member,
}) => {
  test.setTimeout(120_000);
  await member('pivot');
  await addResume(page);

  await gotoReady(page, '/dashboard/cover-letters');
  await expect(page.getByRole('heading', { level: 1, name: 'Cover letters' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /Cover letters/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('empty-state')).toContainText('You have no cover letters yet');

  // Drafting with nothing pasted says what is missing, at the field.
  await page.getByRole('button', { name: 'Draft letter' }).click();
  await expect(page.getByLabel('Job description')).toBeFocused();
  await expect(page.getByText('Paste the job description.')).toBeVisible();

  await expect(page.getByLabel('Resume to draft from')).toHaveValue(/.+/);
  await page.getByLabel('Job description').fill(DESCRIPTION);
  // The description says the company and role outright: they are filled in.
  await expect(page.getByLabel('Company')).toHaveValue('Northwind Analytics');
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('Data Analyst');
  await page.getByRole('button', { name: 'Draft letter' }).click();

  await page.waitForURL(/\/dashboard\/cover-letters\?id=/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit cover letter' })).toBeVisible();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Northwind Analytics hiring team,');
  await expect(page.getByLabel('Paragraph 2')).toHaveValue(/I analyzed test results with SQL queries on the district database\./);
  // Beside the draft: what it matched, with the bullet that shows it, and the gaps.
  const matched = page.getByTestId('matched-requirements');
  await expect(matched).toContainText('SQL');
  await expect(matched).toContainText('Shown by: “Analyzed test results with SQL queries on the district database”');
  await expect(page.getByTestId('requirement-gaps')).toContainText('Tableau');
  await expect(page.getByTestId('requirement-gaps')).toContainText('Python');

  const edited = 'I have taught maths for eight years, and the last three of them I spent turning test results into reports.';
  const putDone = page.waitForResponse((r) => /\/api\/cover-letters\/[\w-]+$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByLabel('Paragraph 1').fill(edited);
  expect((await putDone).status()).toBe(200);
  await saved(page);

  // The download links are plain links to the saved letter, on the chosen paper.
  await page.getByLabel('Paper size').selectOption('a4');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/export\?format=pdf&paper=a4$/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download DOCX' }).click();
  expect((await download).suggestedFilename()).toBe('Robin Vale - Cover letter - Northwind Analytics.docx');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Paragraph 1')).toHaveValue(edited);

  // The list shows the letter.
  await page.getByRole('link', { name: '← All cover letters' }).click();
  await waitForHydration(page);
  await expect(page.getByTestId('letter-item')).toHaveCount(1);
  await expect(page.getByTestId('letter-item')).toContainText('Data Analyst at Northwind Analytics');
  expect(consoleErrors).toEqual([]);
});

test('a letter is deleted only after confirming', async ({ page, member }) => {
  test.setTimeout(90_000);
  await member('pivot');
  await addResume(page);
  await gotoReady(page, '/dashboard/cover-letters');
  await page.getByLabel('Job description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Draft letter' }).click();
  await page.waitForURL(/\?id=/);
  await waitForHydration(page);
  await expect(page.getByLabel('Greeting')).toBeVisible();

  await page.getByRole('button', { name: 'Delete letter' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this cover letter?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete letter' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete letter' }).click();
  await page.waitForURL(/\/dashboard\/cover-letters$/);
  await waitForHydration(page);
  await expect(page.getByTestId('empty-state')).toContainText('You have no cover letters yet');
});

test('a free member sees what cover letters are and the way to upgrade', async ({ page, consoleErrors, member }) => {
  await member();
  await gotoReady(page, '/dashboard/cover-letters');
  const card = page.getByTestId('upgrade-card');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('The cover letter writer is part of the Pivot toolkit');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', /plan=pivot/);
  expect((await page.request.get('/api/cover-letters')).status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});
