import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createMember, test, expect, gotoReady, waitForHydration } from './fixtures';

const jane = JSON.parse(readFileSync(new URL('../fixtures/resumes/jane-doe.resume.json', import.meta.url), 'utf8')) as Record<string, unknown>;
delete jane.meta;
delete jane.$schema;

/** A Pivot member with two resumes, made through the API as the builder makes them. */
async function pivotMemberWithResumes(page: Page) {
  await createMember(page, 'pivot', { firstName: 'Jane' });
  const blank = await page.request.post('/api/resumes', { data: { title: 'Blank draft', targetRole: '' } });
  expect(blank.status()).toBe(201);
  const made = await page.request.post('/api/resumes', { data: { title: 'Customer success', targetRole: 'Customer success manager', data: jane } });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

test('a Pivot member picks a resume, gets headlines, copies one with the keyboard, and a reload keeps them', async ({ page, consoleErrors }) => {
  const origin = new URL(process.env.BASE_URL ?? 'http://localhost:8888').origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await pivotMemberWithResumes(page);

  await gotoReady(page, '/dashboard/linkedin');
  await expect(page.getByRole('heading', { level: 1, name: 'LinkedIn suggestions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Resume').selectOption({ label: 'Customer success' });
  await expect(page.getByLabel('Target role')).toHaveValue('Customer success manager');
  await page.getByLabel('Target role').fill('Data analyst');
  await page.getByRole('button', { name: 'Suggest' }).click();

  const results = page.getByTestId('linkedin-results');
  await expect(results.getByRole('heading', { level: 2, name: 'Suggestions for Customer success' })).toBeFocused();
  const headlines = results.getByRole('region', { name: 'Headlines' }).getByRole('listitem');
  expect(await headlines.count()).toBeGreaterThanOrEqual(3);
  const first = (await page.locator('#li-headline-1').textContent())!;
  expect(first).toMatch(/^Data analyst \| .*Cut onboarding time from 3 weeks to 10 days with a shared checklist$/);
  await expect(headlines.first()).toContainText(`${first.length} / 220 characters`);
  await expect(headlines.first()).toContainText('Why: Leads with the role you want');
  await expect(results.getByRole('region', { name: 'About' })).toContainText('Front office manager at Harbor Hotel');
  await expect(results.getByRole('region', { name: 'Skills to add' })).toContainText('Zendesk');
  await expect(page.getByTestId('linkedin-gaps')).toContainText('Gaps to learn, not skills to claim');

  const copy = page.getByRole('button', { name: 'Copy headline 1' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(headlines.first().getByTestId('copy-status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Target role')).toHaveValue('Data analyst');
  await expect(page.locator('#li-headline-1')).toHaveText(first);
  expect(consoleErrors).toEqual([]);
});

test('when the browser refuses the clipboard the text is selected instead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  const id = await pivotMemberWithResumes(page);
  await gotoReady(page, `/dashboard/linkedin?resume=${id}`);
  const about = page.getByRole('region', { name: 'About' });
  await expect(about).toContainText('Northwind Traders');
  await about.getByRole('button', { name: 'Copy the About section' }).click();
  await expect(about.getByTestId('copy-status')).toHaveText(/did not allow copying: the text is selected/);
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe((await page.locator('#li-about-text').textContent())!.trim());
});

test('a Pivot member with no resume is sent to make one', async ({ page, consoleErrors, member }) => {
  await member('pivot');
  await gotoReady(page, '/dashboard/linkedin');
  await expect(page.getByTestId('empty-state')).toContainText('You have no resumes yet');
  await expect(page.getByRole('link', { name: 'Create a resume' })).toHaveAttribute('href', '/dashboard/resumes');
  expect(consoleErrors).toEqual([]);
});

test('a free member gets the upgrade card, and the API refuses them', async ({ page, consoleErrors, member }) => {
  await member();
  await gotoReady(page, '/dashboard/linkedin');
  const card = page.getByTestId('upgrade-card');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('The LinkedIn helper is part of the Pivot toolkit');
  await expect(card.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', /plan=pivot/);
  const res = await page.request.post('/api/linkedin/suggestions', { data: { resumeId: '00000000-0000-4000-8000-000000000000' } });
  expect(res.status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});
