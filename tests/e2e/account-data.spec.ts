import type { Page } from '@playwright/test';
import { createMember, test, expect, gotoReady, signIn, signInWithForm, waitForHydration } from './fixtures';

/**
 * Download my data and delete my account (issue 16). Until the lead merges the /account page,
 * the section is on a temporary page: at merge, change PAGE to '/account' (one line).
 */
const PAGE = '/account';

const PASSWORD = 'a long enough password';

/** Through the sign-up screen: the address of a deleted account is free to sign up with again. */
async function signUp(page: Page, email: string) {
  await gotoReady(page, '/signup');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
}

test('a member downloads their data, then deletes the account after confirming, and can sign up again', async ({ page, consoleErrors, member }) => {
  const { email } = await member(null, { firstName: 'Dana', lastName: 'Reyes' });
  await gotoReady(page, PAGE);

  // Download: a ZIP named for the day, with feedback on the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^careerpivot-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your data is downloaded' })).toBeVisible();

  // Delete: the dialog asks for the e-mail typed out and the password, and keeps what was typed.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();

  const confirm = dialog.getByLabel('Type your e-mail address to confirm');
  await expect(confirm).toBeFocused();
  await confirm.fill('someone-else@example.com');
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(`Type ${email} to confirm.`)).toBeVisible();
  await expect(confirm).toBeFocused();

  await confirm.fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveValue('not my password');
  await expect(confirm).toHaveValue(email.toUpperCase());

  // Cancelling keeps the account.
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await expect(page.getByText('Your account and your data are deleted.')).toBeVisible();

  // Signed out, and the account is gone: the old password signs nobody in.
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Please check your credentials and try again.')).toBeVisible();
  // The address is free again.
  await page.context().clearCookies();
  await signUp(page, email);
  expect(consoleErrors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
});

test('an admin deletes a member from the Users tab after typing their e-mail', async ({ page, browser }) => {
  const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
  test.skip(!admin.email, 'needs the seeded admin from npm test');
  const other = await browser.newPage();
  const { email: member } = await createMember(other, null, { firstName: 'Morgan' });
  await other.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(member);
  // The admin's own row has no Delete.
  await expect(page.getByRole('button', { name: `Delete ${admin.email}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${member}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
  await dialog.getByLabel("Type the user's e-mail to confirm").fill('wrong@example.com');
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(dialog.getByText(`Type ${member} to confirm.`)).toBeVisible();
  await dialog.getByLabel("Type the user's e-mail to confirm").fill(member);
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: member })).toHaveCount(0);
});
