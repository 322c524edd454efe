import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, addSignedInHint } from './fixtures';
import { PLAN_KEYS, addCycle } from '~/lib/catalogue';
import { annualDiscountLabel, annualSavingsText, type Plan } from '~/lib/plan-maths';
import { falsePriceClaims } from '~/lib/price-claims';

/** The prices the site was built from (src/lib/plans.ts reads the same files). */
const plans: Plan[] = PLAN_KEYS.map((key) => JSON.parse(readFileSync(new URL(`../../content/plans/${key}.json`, import.meta.url), 'utf8')) as Plan).sort(
  (a, b) => a.order - b.order,
);

const DAY = 24 * 3600_000;
const longDate = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'long' });

/** Every saving the page states, hidden text included (the FAQ widget), is one the prices give. */
async function expectTruePriceClaims(page: Page) {
  expect(falsePriceClaims((await page.locator('body').textContent()) ?? '', plans)).toEqual([]);
}

test('home: hero, 8 feature cards, 12-row comparison, pricing links and market statistics', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The way we work is changing');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/subscribe');
  const cards = page.locator('section[aria-labelledby="features-cards-title"] li');
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText('PivotMatch Job Finder');
  await expect(cards.first()).toContainText('NEW');
  await expect(page.locator('#features tbody tr')).toHaveCount(12);
  for (const col of ['Pivot (Lite)', 'Premium (Interview Suite)', 'Elite (Full Suite w/PivotMatch)']) {
    await expect(page.locator('#features thead')).toContainText(col);
  }
  for (const plan of ['pivot', 'premium', 'elite']) {
    await expect(page.locator(`#pricing a[href="/subscribe?plan=${plan}"]`)).toHaveCount(1);
  }
  // Each card states its own plan's saving, 12 × monthly − annual: Elite's is $149, not the spec's $124.
  for (const plan of plans) {
    const card = page.locator('#pricing article', { has: page.getByRole('heading', { name: plan.title }) });
    await expect(card.getByTestId(`annual-savings-${plan.key}`)).toHaveText(`save ${annualSavingsText(plan)}`);
    expect(falsePriceClaims((await card.textContent()) ?? '', [plan])).toEqual([]);
  }
  await expect(page.getByTestId('annual-savings-elite')).toHaveText('save $149 (20%)');
  await expectTruePriceClaims(page);
  await expect(page.getByText('58%')).toBeVisible();
  await expect(page.getByText('83%')).toBeVisible();
  await expect(page.getByRole('link', { name: /resources/i }).first()).toHaveAttribute('href', '/resources');
});

test('toolkits: ticks, crosses and annotations; Most Popular on Elite; View Pricing links', async ({ page }) => {
  await gotoReady(page, '/toolkits');
  const row = (name: string) => page.locator('tbody tr', { has: page.getByRole('rowheader', { name }) });
  await expect(row('Job Tracking / Management Tools')).toContainText('(Basic)');
  await expect(row('Job Tracking / Management Tools')).toContainText('(Advanced)');
  await expect(row('Mock Interview Simulator (Role/Company)')).toContainText('(Unlimited, Tailored)');
  await expect(row('PivotMatch Job Finder')).toContainText('(incl. exclusive intros, VIP support)');
  await expect(row('PivotMatch Job Finder').getByText('Not included')).toHaveCount(2);
  const links = page.getByRole('link', { name: 'View Pricing' });
  await expect(links).toHaveCount(3);
  await expect(links.nth(2)).toHaveAttribute('href', '/subscribe?plan=elite');
  await expect(page.locator('article', { hasText: 'Most Popular' })).toContainText('Elite');
  await expect(page.getByRole('link', { name: 'See Pricing Plans' })).toHaveAttribute('href', '/subscribe');
  await expectTruePriceClaims(page);
});

test('every saving the FAQ states is one the prices give', async ({ page }) => {
  await gotoReady(page, '/faq');
  await expect(page.getByText('Annual billing saves up to 20% compared with paying month by month')).toHaveCount(1);
  await expect(page.getByText('{{')).toHaveCount(0);
  await expectTruePriceClaims(page);
});

test.describe('/subscribe', () => {
  test('billing toggle switches prices and choosing a plan goes to checkout with plan and billing', async ({ page }) => {
    await gotoReady(page, '/subscribe');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('price-premium')).toHaveText('$34');
    await expectTruePriceClaims(page);
    await page.getByRole('radio', { name: /Annual/ }).click();
    // Pivot and Premium save 17%, Elite 20%: "Save up to 20%", and each card its own figure.
    await expect(page.getByRole('radio', { name: /Annual/ })).toContainText('Save up to 20%');
    expect(annualDiscountLabel(plans)).toBe('Save up to 20%');
    await expect(page.getByTestId('price-pivot')).toHaveText('$12');
    await expect(page.getByTestId('price-premium')).toHaveText('$28');
    await expect(page.getByTestId('price-elite')).toHaveText('$50');
    await expect(page.getByTestId('billed-pivot')).toHaveText('$139 billed annually, save $29 (17%)');
    await expect(page.getByTestId('billed-premium')).toHaveText('$339 billed annually, save $69 (17%)');
    await expect(page.getByTestId('billed-elite')).toHaveText('$595 billed annually, save $149 (20%)');
    await expectTruePriceClaims(page);
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await page.waitForURL('**/checkout?plan=premium&billing=annual');
  });

  test('a signed-in member on the chosen plan sees Already Subscribed and stays', async ({ page }) => {
    await addSignedInHint(page);
    await page.route('**/api/auth/user', (r) =>
      r.fulfill({ json: { id: 'u', email: 'm@x.co', firstName: 'M', lastName: 'X', role: 'member', isPremium: 'elite', subscriptionStatus: 'active' } }),
    );
    await gotoReady(page, '/subscribe');
    await page.locator('[data-plan="elite"] a').click();
    await expect(page.getByTestId('toast')).toContainText('Already Subscribed');
    await expect(page.getByTestId('toast')).toContainText("You're already subscribed to the Elite plan.");
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'default');
    expect(new URL(page.url()).pathname).toBe('/subscribe');
  });

  test('shows a spinner while the account loads', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await addSignedInHint(page); // a session that turns out to have expired
    await page.route('**/api/auth/user', async (r) => {
      await gate;
      await r.fulfill({ status: 401, json: { message: 'Not signed in' } });
    });
    await gotoReady(page, '/subscribe');
    await expect(page.getByRole('status', { name: 'Checking your account' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Checking your account' })).toHaveCount(0);
  });

  test('remembers ?ref= for checkout', async ({ page }) => {
    await gotoReady(page, '/subscribe?ref=FRIEND42');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('referralCode') ?? '{}').code)).toBe('FRIEND42');
    await gotoReady(page, '/checkout?plan=pivot');
    await expect(page.getByText('FRIEND42')).toBeVisible();
    // Nobody has that code: the summary says so before payment, and the price stays.
    await expect(page.getByTestId('summary-referral-note')).toHaveText("This referral code isn't valid. You can still subscribe at the full price.");
    await expect(page.getByTestId('summary-total')).toHaveText('$0');
    await expect(page.getByTestId('summary-next-amount')).toHaveText('$14');
  });
});

test.describe('/checkout', () => {
  test('defaults to Pivot monthly: $0 due today in the free trial, then $14 on the day it ends', async ({ page }) => {
    await gotoReady(page, '/checkout');
    await expect(page.getByTestId('summary-plan')).toHaveText('Pivot (Lite)');
    await expect(page.getByTestId('summary-billing')).toHaveText('Monthly billing');
    await expect(page.getByTestId('summary-total')).toHaveText('$0');
    // The trial the server says checkout grants (3 days by default), and the day the charge is taken.
    await expect(page.getByTestId('summary-next-date')).toHaveText(`Charged on ${longDate(new Date(Date.now() + 3 * DAY))}`);
    await expect(page.getByTestId('summary-next-amount')).toHaveText('$14');
    await expect(page.getByTestId('summary-trial')).toHaveText('Your 3-day free trial starts today. Cancel anytime before it ends and you pay nothing.');
    await expectTruePriceClaims(page);
  });

  test('unknown plans fall back to Pivot pricing; annual takes the annual total when the trial ends', async ({ page }) => {
    await gotoReady(page, '/checkout?plan=platinum&billing=annual');
    await expect(page.getByTestId('summary-plan')).toHaveText('Pivot (Lite)');
    await expect(page.getByTestId('summary-total')).toHaveText('$0');
    await expect(page.getByTestId('summary-next-amount')).toHaveText('$139');
  });

  test('states the trial checkout grants: a longer one from the settings, or none for a returning member', async ({ page }) => {
    let trialDays = 7;
    await page.route('**/api/billing/mode', (route) => route.fulfill({ json: { mode: 'test', trialDays } }));
    await gotoReady(page, '/checkout?plan=premium&billing=monthly');
    await expect(page.getByTestId('summary-total')).toHaveText('$0');
    await expect(page.getByTestId('summary-next-date')).toHaveText(`Charged on ${longDate(new Date(Date.now() + 7 * DAY))}`);
    await expect(page.getByTestId('summary-trial')).toContainText('Your 7-day free trial starts today.');
    // No trial: the price is due today, and the next charge a month on.
    trialDays = 0;
    await gotoReady(page, '/checkout?plan=premium&billing=monthly');
    await expect(page.getByTestId('summary-total')).toHaveText('$34');
    await expect(page.getByTestId('summary-next-date')).toHaveText(`Charged on ${longDate(addCycle(new Date(), 'monthly'))}`);
    await expect(page.getByTestId('summary-next-amount')).toHaveText('$34');
    await expect(page.getByTestId('summary-trial')).toHaveText('No free trial on this order: your plan starts today and renews every month until you cancel.');
  });

  test('the back button returns to the plans', async ({ page }) => {
    await gotoReady(page, '/checkout?plan=elite&billing=monthly');
    await expect(page.getByTestId('summary-next-amount')).toHaveText('$62');
    await expect(page.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/subscribe');
    // Paying (test mode, 1.5 s, a recorded subscription) is covered signed in by billing.spec.ts.
  });
});

test.describe('/checkout before and without JavaScript', () => {
  const summaryCard = (page: Page) => page.locator('.card', { has: page.getByRole('heading', { name: 'Order summary' }) });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the default plan's order summary reads in the page itself", async ({ page }) => {
      await page.goto('/checkout');
      const card = summaryCard(page);
      await expect(card.getByRole('heading', { name: 'Order summary' })).toBeVisible();
      await expect(card.getByTestId('summary-plan')).toHaveText('Pivot (Lite)');
      await expect(card.getByTestId('summary-billing')).toHaveText('Monthly billing');
      await expect(card.getByTestId('summary-price')).toHaveText('$14/month');
      await expect(card.getByTestId('summary-total')).toHaveText('$0');
      // Built once, the page cannot know today's date: it says when instead.
      await expect(card.getByTestId('summary-next-date')).toHaveText('Charged when the 3-day trial ends');
      await expect(card.getByTestId('summary-next-amount')).toHaveText('$14');
      await expect(card.getByText('Your 3-day free trial starts today.')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/subscribe');
      // Paying needs the island: the button says so by being disabled, and a note explains.
      // (Playwright turns scripts off without telling the parser, so it never shows <noscript>.)
      await expect(card.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
      expect(await page.locator('main noscript').textContent()).toContain('Paying needs JavaScript');
    });
  });

  test('the island takes the card over in place: same position and size', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/Checkout.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    const before = await summaryCard(page).boundingBox();
    release();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(await summaryCard(page).boundingBox()).toEqual(before);
  });

  test("another plan in the link never shows the default plan's price before the island runs", async ({ page }) => {
    await page.route('**/_astro/Checkout.*.js', () => new Promise(() => {})); // the island never arrives
    await page.goto('/checkout?plan=elite&billing=annual', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('$14/month')).toBeHidden();
    await expect(page.getByText('$14/month')).toHaveCount(1); // there, keeping its space, but not shown
  });
});

test.describe('/subscription-success', () => {
  test('welcomes per plan, with the trial note for Pivot only', async ({ page }) => {
    await gotoReady(page, '/subscription-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Your Pivot Toolkit');
    await expect(page.getByText('Your 3-day free trial starts now.')).toBeVisible();
    await gotoReady(page, '/subscription-success?plan=premium');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Your Premium Toolkit');
    await expect(page.getByText('Your 3-day free trial starts now.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Using Your Toolkit' })).toHaveAttribute('href', '/pivotmatch');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test('contact: e-mail card, Schedule a Call in a new tab, FAQ link', async ({ page }) => {
  await gotoReady(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Email support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
});

test('about: mission, philosophy, approach, story and the data we use, with a call to action', async ({ page }) => {
  await gotoReady(page, '/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    /mission/i,
    /philosophy/i,
    /approach/i,
    /story/i,
    /public data/i,
    /start your pivot/i,
  ]);
  // The O*NET licence asks for its notice wherever data derived from it ships.
  await expect(page.getByRole('main')).toContainText('This product includes information from the O*NET 29.2 Database');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/subscribe');
});

test('legal pages cover the spec points', async ({ page }) => {
  await gotoReady(page, '/terms');
  const terms = (await page.getByRole('main').textContent())!;
  for (const phrase of ['16', 'COPPA', 'arbitrat', 'class action', 'Severability', '$100', '60 days', '14 business days', '30 days']) {
    expect(terms, phrase).toContain(phrase);
  }
  await gotoReady(page, '/privacy');
  await expect(page.getByRole('main')).toContainText('24 hours');
  await gotoReady(page, '/legal');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms');
});

test('resources list topics and each topic has its own page', async ({ page }) => {
  await gotoReady(page, '/resources');
  const first = page.getByRole('main').locator('li a').first();
  const href = await first.getAttribute('href');
  await first.click();
  await page.waitForURL(`**${href}`);
  await expect(page.getByRole('link', { name: 'Resources' })).toBeVisible();
});

test('content pages read with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/toolkits', '/about', '/terms', '/subscribe']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await page.goto('/subscribe');
  await expect(page.locator('[data-plan="elite"] a')).toHaveAttribute('href', '/checkout?plan=elite&billing=monthly');
  await context.close();
});
