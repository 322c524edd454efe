import type { Page } from '@playwright/test';
import { test, expect, gotoReady, signIn, signInWithForm } from './fixtures';
import { STAFF_TWO_FACTOR_MESSAGE } from '~/lib/account-rules';
import { totpCode } from '~/server/auth/totp';

const PASSWORD = 'a long enough password';
/** Where the security section lives. */
const SECURITY_PAGE = '/account';

/** Signs this browser out, off any member page first (an open one would redirect mid-test). */
async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

async function passwordSignIn(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
}

test('a passkey made on the security page signs in without a password (virtual authenticator)', async ({ page, consoleErrors, member }) => {
  // Chromium's WebAuthn domain: a platform authenticator that keeps discoverable credentials and verifies the user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  const { email } = await member(null, { firstName: 'Pat' });
  await gotoReady(page, SECURITY_PAGE);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list).toContainText('not used yet');

  await signOut(page);
  await gotoReady(page, '/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL('**/dashboard');
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(email.toLowerCase());

  // Removing it asks first, and then it is gone.
  await gotoReady(page, SECURITY_PAGE);
  await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the passkey "Work laptop"?' });
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  // about:blank (signOut) refuses the consent fixture's localStorage: that line is the test's own.
  expect(consoleErrors.filter((e) => !/Failed to read the 'localStorage' property/.test(e))).toEqual([]);
});

test('an authenticator app turned on from the security page is asked for at sign-in', async ({ page, member }) => {
  const { email } = await member(null, { firstName: 'Alex' });
  await gotoReady(page, SECURITY_PAGE);
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z]{5}-\d{5}$/);
  const recoveryCode = await codes.nth(3).innerText();
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await signOut(page);
  await passwordSignIn(page, email);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // A wrong code says so and keeps the form; the app's next code (one step ahead is allowed) signs in.
  await code.fill('000000' === totpCode(secret, new Date()) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid' })).toBeVisible();
  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');

  // Without the phone: a recovery code, once.
  await signOut(page);
  await passwordSignIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await gotoReady(page, SECURITY_PAGE);
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
});

test('the Admin Center says how to get in when staff must use two-factor sign-in', async ({ page }) => {
  const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
  test.skip(!admin.email, 'needs the seeded admin from npm test');
  // The admin API's answer while the setting is on (turning the shared setting on would disturb
  // other specs running beside this one; the integration test covers the server side).
  await page.route('**/api/admin/stats', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: STAFF_TWO_FACTOR_MESSAGE }) }),
  );
  await signIn(page, admin);
  await gotoReady(page, '/admin');
  const notice = page.getByRole('alert').filter({ hasText: STAFF_TWO_FACTOR_MESSAGE });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Open account security' })).toHaveAttribute('href', '/account#security');
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
});

test('staff turn off two-factor sign-in for a member who lost their app, after a confirmation', async ({ page, member }) => {
  const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
  test.skip(!admin.email, 'needs the seeded admin from npm test');
  // A member turns the authenticator app on (through the API, as the security section does).
  const { email } = await member(null, { firstName: 'Lou' });
  const start = await page.request.post('/api/account/two-factor/totp', { data: { password: PASSWORD } });
  expect(start.status()).toBe(200);
  const { secret } = (await start.json()) as { secret: string };
  expect((await page.request.post('/api/account/two-factor/totp/confirm', { data: { code: totpCode(secret, new Date()) } })).status()).toBe(200);

  await signOut(page);
  expect((await page.request.post('/api/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: `Turn off two-factor sign-in for ${email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off two-factor sign-in?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Turn off two-factor sign-in for ${email}` })).toHaveCount(0);

  // The password alone signs the member in again.
  await signOut(page);
  const again = await page.request.post('/api/login', { data: { username: email, password: PASSWORD } });
  expect(((await again.json()) as { ok?: boolean }).ok).toBe(true);
});
