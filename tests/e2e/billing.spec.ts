import { createMember, test, expect, gotoReady, addSignedInHint, signIn } from './fixtures';

const longDate = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'long' });
// The checkout screens are this spec's subject; the sign-up screen is accounts.spec's.
const JORDAN = { firstName: 'Jordan', lastName: 'Park' };

test('Premium annual: checkout → success → dashboard shows the trial → Manage billing → cancel', async ({ page, consoleErrors, member }) => {
  await member(null, JORDAN);

  await gotoReady(page, '/subscribe');
  await page.getByRole('radio', { name: /Annual/ }).click();
  await page.locator('[data-plan="premium"]').getByRole('link', { name: 'Choose Premium' }).click();
  await page.waitForURL('**/checkout?plan=premium&billing=annual');
  await expect(page.getByTestId('test-mode-note')).toHaveText('Test mode: no card is charged.');
  // The trial: nothing today, then the annual total on the day it ends (the date the dashboard shows below).
  await expect(page.getByTestId('summary-total')).toHaveText('$0');
  await expect(page.getByTestId('summary-next-date')).toHaveText(`Charged on ${longDate(new Date(Date.now() + 3 * 24 * 3600_000))}`);
  await expect(page.getByTestId('summary-next-amount')).toHaveText('$339');

  const started = Date.now();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.waitForURL('**/subscription-success?plan=premium');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);

  await gotoReady(page, '/dashboard');
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Premium (Interview Suite)');
  await expect(page.getByTestId('dashboard-status')).toContainText('Free trial');
  const trialEnd = new Date(Date.now() + 3 * 24 * 3600_000);
  await expect(page.getByTestId('dashboard-timeline')).toHaveText(`Your free trial ends on ${longDate(trialEnd)}.`);

  // Subscribing again to the plan they hold is refused on /subscribe (spec toast).
  await gotoReady(page, '/subscribe');
  await page.locator('[data-plan="premium"]').getByRole('link', { name: 'Current plan' }).click();
  await expect(page.getByTestId('toast')).toContainText("You're already subscribed to the Premium plan.");

  await gotoReady(page, '/dashboard');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL('**/dashboard/billing');
  await expect(page.getByTestId('portal-status')).toHaveText('Free trial');
  await expect(page.getByTestId('portal-refund')).toContainText('within 30 days');

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Premium?' });
  await expect(dialog).toBeVisible();
  // Keyboard: Escape keeps the subscription.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('portal-timeline')).toHaveText(`Canceled: your toolkit stays open until ${longDate(trialEnd)}, then ends.`);

  await gotoReady(page, '/dashboard');
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Premium (Interview Suite)');
  await expect(page.getByTestId('dashboard-timeline')).toHaveText(`Canceled: your toolkit stays open until ${longDate(trialEnd)}, then ends.`);
  expect(consoleErrors).toEqual([]);
});

test('checkout signed out sends the visitor to sign in and back to the same order', async ({ page }) => {
  await gotoReady(page, '/checkout?plan=elite&billing=monthly');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/checkout?plan=elite&billing=monthly');
});

test('an Elite checkout in test mode welcomes the member to the toolkit and opens /elite-dashboard', async ({ page, member }) => {
  await member(null, JORDAN);
  await gotoReady(page, '/checkout?plan=elite&billing=monthly');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL('**/subscription-success?plan=elite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Your Elite Toolkit');
  expect((await page.request.get('/api/elite/services')).status()).toBe(200);
  await gotoReady(page, '/elite-dashboard');
  await expect(page.getByTestId('elite-coaching')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/elite-dashboard');
});

test('/elite-dashboard turns a Premium member away to the Elite plan', async ({ page, member }) => {
  await member('premium', JORDAN);
  await page.goto('/elite-dashboard');
  await page.waitForURL('**/subscribe?plan=elite');
  expect((await page.request.get('/api/elite/services')).status()).toBe(403);
});

test('back from Stripe, the success page waits for the webhook to record the subscription', async ({ page }) => {
  let calls = 0;
  await addSignedInHint(page);
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({ json: { id: 'u', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'member', isPremium: false, subscriptionStatus: null } }),
  );
  await page.route('**/api/billing/subscription', (route) => {
    calls++;
    const live = calls >= 2;
    return route.fulfill({
      json: {
        mode: 'stripe',
        subscription: live
          ? {
              plan: 'elite',
              billing: 'monthly',
              status: 'trialing',
              live: true,
              isTest: true,
              amount: 62,
              trialEndsAt: null,
              currentPeriodEnd: new Date().toISOString(),
              cancelAtPeriodEnd: false,
              canceledAt: null,
              accessEndsAt: null,
              discount: null,
              rewards: { credit: 0, discounts: [] },
              refund: { kind: 'ends-at-period-end' },
            }
          : null,
      },
    });
  });
  await gotoReady(page, '/subscription-success?plan=elite&session_id=cs_test_1');
  await expect(page.getByTestId('stripe-confirmation')).toHaveText('Your subscription is recorded. Manage it any time from your dashboard.');
  expect(calls).toBe(2);
  // Test mode (no session_id) has the row already and says nothing extra.
  await gotoReady(page, '/subscription-success?plan=elite');
  await expect(page.getByTestId('stripe-confirmation')).toHaveText('');
});

test('Share & Save: a member’s link gives a new friend the discount in the order summary and on their dashboard', async ({ browser, baseURL }) => {
  // Two people, two browsers; both have already answered the cookie question.
  const consent = () => localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }));
  const referrer = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  await referrer.addInitScript(consent);
  const page = await referrer.newPage();
  await createMember(page, null, JORDAN);
  await gotoReady(page, '/refer');
  await page.getByRole('button', { name: 'Generate Referral Code' }).click();
  await expect(page.getByTestId('toast')).toContainText('Referral Code Generated!');
  await page.getByRole('button', { name: /Copy/ }).first().click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/subscribe\?ref=[A-HJ-NP-Z2-9]{8}$/);
  await expect(page.getByTestId('my-referrals')).toContainText('No friend has subscribed with your code yet.');

  const friendContext = await browser.newContext({ baseURL });
  await friendContext.addInitScript(consent);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  // The pricing page remembers the code once its island has run.
  const code = new URL(link).searchParams.get('ref');
  await expect.poll(() => friend.evaluate(() => localStorage.getItem('referralCode') ?? '')).toContain(code);
  await createMember(friend, null, JORDAN);
  await gotoReady(friend, '/checkout?plan=pivot&billing=monthly');
  await expect(friend.getByTestId('summary-discount')).toHaveText('Friend discount20% off for 3 months ($11.20/month)');
  // The first charge, when the trial ends, is the discounted one.
  await expect(friend.getByTestId('summary-total')).toHaveText('$0');
  await expect(friend.getByTestId('summary-next-amount')).toHaveText('$11.20');
  await friend.getByRole('button', { name: 'Continue to Payment' }).click();
  await friend.waitForURL('**/subscription-success?plan=pivot');
  // Used once it has bought something, and not before (backing out of Stripe keeps it).
  await expect.poll(() => friend.evaluate(() => localStorage.getItem('referralCode'))).toBeNull();
  await gotoReady(friend, '/dashboard');
  await expect(friend.getByText('friend discount 20% off for 3 months')).toBeVisible();
  await friendContext.close();

  // The first member's /refer lists the friend, pending their 30 days.
  await gotoReady(page, '/refer');
  await expect(page.getByTestId('my-referrals')).toContainText('Jordan P.');
  await expect(page.getByTestId('my-referrals')).toContainText('Subscribed: counts after 30 days');
  await referrer.close();
});

test('Share & Save invitations are really e-mailed with the member’s link', async ({ page, member }) => {
  const outbox = process.env.E2E_OUTBOX_DIR;
  test.skip(!outbox, 'needs the served site from npm test (E2E_OUTBOX_DIR)');
  await member(null, JORDAN);
  await gotoReady(page, '/refer');
  const friend = `friend-${Date.now()}@example.com`;
  await page.getByLabel("Friend's email 1").fill(friend);
  await page.getByLabel('Personal message (optional)').fill('Try the interview suite!');
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your invitation has been sent to 1 friend!');
  await expect(page.getByTestId('invite-thanks')).toBeVisible();

  const { readdir, readFile } = await import('node:fs/promises');
  await expect
    .poll(async () => {
      for (const file of await readdir(outbox!).catch(() => [] as string[])) {
        const eml = (await readFile(`${outbox}/${file}`, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (eml.includes(`To: ${friend}`)) return /\/subscribe\?ref=[A-HJ-NP-Z2-9]{8}/.test(eml) && eml.includes('Try the interview suite!');
      }
      return false;
    })
    .toBe(true);

  // The same friend again this week: nothing is sent, and the form keeps what was typed.
  await page.getByRole('button', { name: 'Send More Invitations' }).click();
  await page.getByLabel("Friend's email 1").fill(friend);
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByTestId('toast')).toContainText('in the last 7 days');
  await expect(page.getByLabel("Friend's email 1")).toHaveValue(friend);
});

test('Share & Save rewards: the daily job rewards Ana for Nia, and her /refer and dashboard say what she got', async ({ page, request }) => {
  // The scheduled function, run on demand from this machine as `npm start` allows.
  const run = await request.post('/.netlify/functions/referral-rewards');
  expect(run.ok()).toBe(true);
  await signIn(page, { email: 'ana.pivot@demo.careerpivot.local', password: 'demo-pivot-2026' });
  await gotoReady(page, '/dashboard');
  await expect(page.getByTestId('dashboard-rewards')).toHaveText('Share & Save rewards: 20% off for 3 months');

  await gotoReady(page, '/refer');
  const mine = page.getByTestId('my-referrals');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Nia B.' })).toContainText('Rewarded');
  await expect(page.getByTestId('reward-progress')).toHaveText(
    '1 referral counts toward your rewards. 2 more for the 3 Referrals reward: 3 months free plus a Premium upgrade.',
  );
  const reward = page.getByTestId('my-rewards').getByRole('listitem');
  await expect(reward).toHaveCount(1);
  await expect(reward).toContainText('1 Referral: 20% off for 3 months');
  await expect(reward).toContainText('Applied to your subscription on');

  // A second run grants nothing more.
  expect((await request.post('/.netlify/functions/referral-rewards')).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('my-rewards').getByRole('listitem')).toHaveCount(1);
});
