import type { Page, Route } from '@playwright/test';
import { test, expect, gotoReady, addSignedInHint } from './fixtures';

const member = {
  id: 'u1',
  email: 'a@b.co',
  firstName: 'Ana',
  lastName: 'Lee',
  role: 'member',
  isPremium: false,
  subscriptionStatus: null,
};

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function signedOut(page: Page) {
  await page.route('**/api/auth/user', (route) => json(route, 401, { message: 'Not signed in' }));
}

async function signedIn(page: Page, referralCode: string | null) {
  await addSignedInHint(page);
  await page.route('**/api/auth/user', (route) => json(route, 200, member));
  await page.route('**/api/referral-code', (route) => json(route, 200, { referralCode }));
  await page.route('**/api/referrals', (route) => json(route, 200, { referrals: [], rewards: [], progress: { counted: 0, next: null } }));
}

const toast = (page: Page) => page.getByTestId('toast');
const codeBox = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Your Referral Code' }) });

test.describe('/refer static content', () => {
  test('reads without JavaScript: how it works, friend discount and reward tiers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/refer');
    await expect(page).toHaveTitle(/Refer Friends/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refer Friends' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByText('Your friends get 20% off for 3 months')).toBeVisible();
    // Discounted monthly prices computed from the plans: $14 → $11.20, $34 → $27.20.
    await expect(page.getByText('$11.20')).toBeVisible();
    await expect(page.getByText('$27.20')).toBeVisible();
    const tiers = page.getByTestId('reward-tiers').getByRole('listitem');
    await expect(tiers).toHaveCount(4);
    await expect(tiers.nth(0)).toContainText('1 Referral');
    await expect(tiers.nth(0)).toContainText('20% off for 3 months');
    await expect(tiers.nth(0)).toContainText('Up to $20.40 value');
    await expect(tiers.nth(1)).toContainText('3 months free plus a Premium upgrade');
    await expect(tiers.nth(1)).toContainText('Up to $102 value');
    await expect(tiers.nth(2)).toContainText('5+ Referrals');
    await expect(tiers.nth(2)).toContainText('5 months free');
    await expect(tiers.nth(2)).toContainText('Up to $170 value');
    await expect(tiers.nth(3)).toContainText('Power Referrer');
    await expect(tiers.nth(3)).toContainText('ELITE');
    await expect(tiers.nth(3)).toContainText('10 months free plus a lifetime 15% discount');
    // Nothing is in early access, so nothing is promised.
    await expect(page.getByTestId('reward-tiers')).not.toContainText('priority access');
    await expect(page.getByText('Rewards apply once the friends you refer have stayed active for 30 days.')).toBeVisible();
    // Signing in still works with JavaScript off.
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?next=/refer');
    await context.close();
  });

  test('share links open the providers in a new tab with the encoded site origin', async ({ page }) => {
    await signedOut(page);
    await gotoReady(page, '/refer');
    const names = ['Facebook', 'Twitter/X', 'LinkedIn'];
    const shared: string[] = [];
    for (const name of names) {
      const link = page.getByRole('link', { name: `Share on ${name}` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await link.getAttribute('href'))!;
      const params = new URL(href).searchParams;
      const url = params.get('u') ?? params.get('url');
      expect(url).toBeTruthy();
      expect(href).toContain(encodeURIComponent(url!));
      shared.push(url!);
    }
    expect(new URL((await page.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')) as string).hostname).toBe('www.facebook.com');
    expect(new URL((await page.getByRole('link', { name: 'Share on Twitter/X' }).getAttribute('href')) as string).hostname).toBe('twitter.com');
    expect(new URL((await page.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')) as string).hostname).toBe('www.linkedin.com');
    // One shared URL, and it is a bare origin: the site's configured origin (astro.config `site`),
    // which is the page's own origin when the site is served where it is configured.
    expect(new Set(shared).size).toBe(1);
    const sharedUrl = shared[0]!;
    expect(new URL(sharedUrl).origin).toBe(sharedUrl);
    const pageOrigin = new URL(page.url()).origin;
    const configuredOrigin = new URL(process.env.URL ?? 'http://localhost:8888').origin;
    expect([pageOrigin, configuredOrigin]).toContain(sharedUrl);
  });
});

test.describe('/refer referral code', () => {
  test('shows a spinner while the sign-in state loads', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await addSignedInHint(page); // a session that turns out to have expired
    await page.route('**/api/auth/user', async (route) => {
      await held;
      await json(route, 401, { message: 'Not signed in' });
    });
    await gotoReady(page, '/refer');
    await expect(codeBox(page).locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(codeBox(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(codeBox(page).locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('while the System tab has Share & Save off, /refer says it is paused and offers no code or invitation', async ({ page, consoleErrors }) => {
    await signedIn(page, 'ANA12345');
    await page.route('**/api/features', (route) => json(route, 200, { aiResumeBuilder: true, referralSystem: false }));
    // The invitation island wakes after the flags have arrived, as on a slow device: it must still
    // leave (it kept the server's form when it hydrated straight to "off").
    await page.route('**/_astro/InviteForm.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoReady(page, '/refer');
    await expect(page.getByTestId('referrals-paused')).toContainText('Share & Save is paused for now');
    await expect(page.getByTestId('referral-code')).toHaveCount(0);
    await expect(page.getByTestId('invite-form')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('signed out: prompts to sign in and never asks for a code; Sign In navigates to /api/login', async ({ page, consoleErrors }) => {
    await signedOut(page);
    let codeRequests = 0;
    await page.route('**/api/referral-code', (route) => {
      codeRequests++;
      return json(route, 200, { referralCode: 'NOPE' });
    });
    await page.route('**/api/login**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Login</h1>' }));
    await gotoReady(page, '/refer');
    await expect(codeBox(page).getByText('Sign in to get your personal referral code')).toBeVisible();
    const signIn = codeBox(page).getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    expect(codeRequests).toBe(0);
    expect(consoleErrors).toEqual([]);
    await signIn.click();
    await expect(page).toHaveURL(/\/api\/login\?next=\/refer$/);
  });

  test('signed in without a code: Generate posts JSON and shows the code, toast and confetti', async ({ page, consoleErrors }) => {
    await signedIn(page, null);
    let posted: { contentType?: string; body: string | null; method: string } | null = null;
    await page.route('**/api/generate-referral-code', (route) => {
      const req = route.request();
      posted = { contentType: req.headers()['content-type'], body: req.postData(), method: req.method() };
      return json(route, 200, { referralCode: 'ANA123' });
    });
    await gotoReady(page, '/refer');
    const generate = codeBox(page).getByRole('button', { name: /Generate/ });
    await expect(generate).toBeVisible();
    await generate.click();

    await expect(toast(page)).toContainText('Referral Code Generated!');
    await expect(toast(page)).toContainText('Share this code with friends for a 10% discount on their subscription!');
    await expect(page.getByTestId('referral-code')).toHaveText('ANA123');
    expect(posted).toEqual({ contentType: 'application/json', body: '{}', method: 'POST' });
    const origin = new URL(page.url()).origin;
    await expect(codeBox(page).getByLabel('Your referral link')).toHaveValue(`${origin}/subscribe?ref=ANA123`);
    await expect(page.locator('body')).toHaveAttribute('data-confetti', 'played');
    // The confetti canvas is removed after it plays.
    await expect(page.locator('canvas[data-confetti-canvas]')).toHaveCount(0, { timeout: 4000 });
    expect(consoleErrors).toEqual([]);
  });

  test('generation failure shows the destructive toast and keeps the Generate button', async ({ page }) => {
    await signedIn(page, null);
    await page.route('**/api/generate-referral-code', (route) => json(route, 500, { message: 'boom' }));
    await gotoReady(page, '/refer');
    await codeBox(page)
      .getByRole('button', { name: /Generate/ })
      .click();
    await expect(toast(page)).toContainText('Error Generating Code');
    await expect(toast(page)).toContainText('Please try again later');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(codeBox(page).getByRole('button', { name: /Generate/ })).toBeEnabled();
    await expect(page.getByTestId('referral-code')).toHaveCount(0);
  });

  test('a failed code fetch shows nothing but the Generate button (logged only)', async ({ page, consoleErrors }) => {
    await addSignedInHint(page);
    await page.route('**/api/auth/user', (route) => json(route, 200, member));
    await page.route('**/api/referral-code', (route) => json(route, 500, { message: 'down' }));
    await page.route('**/api/referrals', (route) => json(route, 200, { referrals: [], rewards: [], progress: { counted: 0, next: null } }));
    await gotoReady(page, '/refer');
    await expect(codeBox(page).getByRole('button', { name: /Generate/ })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    expect(consoleErrors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });

  test('signed in with a code: shows it, and Copy copies origin/subscribe?ref=CODE for 3 seconds', async ({ page, context }) => {
    // A controlled clock: the 3 s feedback is checked without racing the machine's load.
    const start = new Date('2026-11-22T10:00:00Z');
    await page.clock.install({ time: start });
    await signedIn(page, 'ANA123');
    await gotoReady(page, '/refer');
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const origin = new URL(page.url()).origin;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await expect(page.getByTestId('referral-code')).toHaveText('ANA123');
    const link = `${origin}/subscribe?ref=ANA123`;
    await expect(codeBox(page).getByLabel('Your referral link')).toHaveValue(link);

    await codeBox(page).getByRole('button', { name: 'Copy Link' }).click();
    await expect(toast(page)).toContainText('Copied!');
    await expect(toast(page)).toContainText('Referral link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const copied = codeBox(page).getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    await page.clock.runFor(2900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(codeBox(page).getByRole('button', { name: 'Copy Link' })).toBeVisible();
  });

  test('confetti is skipped for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedIn(page, null);
    await page.route('**/api/generate-referral-code', (route) => json(route, 200, { referralCode: 'CALM01' }));
    await gotoReady(page, '/refer');
    await codeBox(page)
      .getByRole('button', { name: /Generate/ })
      .click();
    await expect(page.getByTestId('referral-code')).toHaveText('CALM01');
    await expect(page.locator('body')).toHaveAttribute('data-confetti', 'skipped');
    await expect(page.locator('canvas[data-confetti-canvas]')).toHaveCount(0);
  });
});

test.describe('/refer invite form', () => {
  const email = (page: Page, n: number) => page.getByLabel(`Friend's email ${n}`);

  test('starts with 3 email fields; Add Another Recipient adds up to 5 and then hides', async ({ page }) => {
    await signedOut(page);
    await gotoReady(page, '/refer');
    const fields = page.getByTestId('invite-form').locator('input[type="email"]');
    await expect(fields).toHaveCount(3);
    const add = page.getByRole('button', { name: 'Add Another Recipient' });
    await add.click();
    await expect(fields).toHaveCount(4);
    await expect(email(page, 4)).toBeFocused();
    await add.click();
    await expect(fields).toHaveCount(5);
    await expect(email(page, 5)).toBeVisible();
    await expect(add).toHaveCount(0);
    await expect(page.getByLabel('Personal message (optional)')).toBeVisible();
  });

  test('all fields empty: "No Email Provided" and nothing is sent', async ({ page }) => {
    await signedOut(page);
    let sent = 0;
    await page.route('**/api/referrals/invite', (route) => {
      sent++;
      return json(route, 200, {});
    });
    await gotoReady(page, '/refer');
    await email(page, 2).fill('   ');
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(toast(page)).toContainText('No Email Provided');
    await expect(toast(page)).toContainText("Please enter at least one friend's email");
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    expect(sent).toBe(0);
  });

  test('success with 2 emails: toast, confetti, Thank You, then Send More Invitations gives a fresh form', async ({ page, consoleErrors }) => {
    await signedIn(page, 'ANA123');
    let body: unknown = null;
    await page.route('**/api/referrals/invite', (route) => {
      body = route.request().postDataJSON();
      return json(route, 200, { sent: 2 });
    });
    await gotoReady(page, '/refer');
    await email(page, 1).fill('ben@example.com');
    await email(page, 3).fill('cara@example.com');
    await page.getByLabel('Personal message (optional)').fill('  Thought of you!  ');
    await page.getByRole('button', { name: 'Send Invitations' }).click();

    await expect(toast(page)).toContainText('Referrals Sent!');
    await expect(toast(page)).toContainText('Your invitations have been sent to 2 friends!');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    expect(body).toEqual({ emails: ['ben@example.com', 'cara@example.com'], message: 'Thought of you!' });
    await expect(page.locator('body')).toHaveAttribute('data-confetti', 'played');

    await page.getByRole('button', { name: 'Send More Invitations' }).click();
    const fields = page.getByTestId('invite-form').locator('input[type="email"]');
    await expect(fields).toHaveCount(3);
    for (let n = 1; n <= 3; n++) await expect(email(page, n)).toHaveValue('');
    await expect(page.getByLabel('Personal message (optional)')).toHaveValue('');
    await expect(email(page, 1)).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('one recipient gets the singular message', async ({ page }) => {
    await signedOut(page);
    await page.route('**/api/referrals/invite', (route) => json(route, 200, {}));
    await gotoReady(page, '/refer');
    await email(page, 2).fill('dan@example.com');
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(toast(page)).toContainText('Your invitation has been sent to 1 friend!');
  });

  test('failure shows the server message and keeps everything typed', async ({ page }) => {
    await signedOut(page);
    await page.route('**/api/referrals/invite', (route) => json(route, 429, { message: 'Too many invitations today. Try again tomorrow.' }));
    await gotoReady(page, '/refer');
    await page.getByRole('button', { name: 'Add Another Recipient' }).click();
    await email(page, 1).fill('ben@example.com');
    await email(page, 4).fill('eve@example.com');
    await page.getByLabel('Personal message (optional)').fill('Join me!');
    await page.getByRole('button', { name: 'Send Invitations' }).click();

    await expect(toast(page)).toContainText('Invitations Not Sent');
    await expect(toast(page)).toContainText('Too many invitations today. Try again tomorrow.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    await expect(email(page, 1)).toHaveValue('ben@example.com');
    await expect(email(page, 4)).toHaveValue('eve@example.com');
    await expect(page.getByLabel('Personal message (optional)')).toHaveValue('Join me!');
    await expect(page.getByRole('button', { name: 'Send Invitations' })).toBeEnabled();
  });

  test('a failure without a server message says "Please try again later" (function not there yet)', async ({ page }) => {
    await signedOut(page);
    await page.route('**/api/referrals/invite', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
    await gotoReady(page, '/refer');
    await email(page, 1).fill('ben@example.com');
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(toast(page)).toContainText('Invitations Not Sent');
    await expect(toast(page)).toContainText('Please try again later');
    await expect(email(page, 1)).toHaveValue('ben@example.com');
  });

  test('confetti is skipped on send under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signedOut(page);
    await page.route('**/api/referrals/invite', (route) => json(route, 200, {}));
    await gotoReady(page, '/refer');
    await email(page, 1).fill('ben@example.com');
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-confetti', 'skipped');
  });
});
