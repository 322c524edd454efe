import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../src/lib/signed-in-hint';

/**
 * Console errors a page may log without being broken: the browser's own line for an API answer
 * that is an expected 404 (a function a later issue builds). Signed-out pages make no call that
 * could answer 401 (see addSignedInHint), so a 401 in the console is a real failure.
 */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 404/];

/**
 * The readable cookie the server sets beside the session at sign-in (src/lib/signed-in-hint.ts).
 * Pages ask GET /api/auth/user only when it is there, so a test that answers that call with a
 * route (a mocked member, a slow or expired session) must give the browser the hint first.
 */
export async function addSignedInHint(page: Page): Promise<void> {
  const url = new URL(process.env.BASE_URL ?? 'http://localhost:8888').origin;
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url }]);
}

/** Wait until every island has hydrated, or clicks can be lost. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Navigate and wait for hydration. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

type Fixtures = {
  /** Console errors and page errors seen during the test. */
  consoleErrors: string[];
  /** When false the cookie dialog is left to appear (default: a stored choice hides it). */
  consentDecided: boolean;
};

export const test = base.extend<Fixtures>({
  consentDecided: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !EXPECTED_CONSOLE.some((re) => re.test(msg.text()))) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
  },
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cookie-consent')) {
          localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: true }));
        }
      });
    }
    await use(page);
  },
});

/** A new member signed up through /signup, landed on their dashboard. */
export async function signUpNewMember(page: Page, firstName = 'Robin'): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await gotoReady(page, '/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  return email;
}

/** The signed-in member subscribes in test mode (a live trial from that moment). */
export async function subscribeTo(page: Page, plan: 'pivot' | 'premium' | 'elite'): Promise<void> {
  await gotoReady(page, `/checkout?plan=${plan}&billing=monthly`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(`**/subscription-success?plan=${plan}`);
}

/** Signs in through the login page's own form (`next` is where it sends the browser afterwards). */
export async function signInWithForm(page: Page, email: string, password: string, next?: string): Promise<void> {
  await gotoReady(page, next ? `/login?next=${next}` : '/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Serious and critical WCAG 2.1 A/AA findings on the page as it is now (or inside `scope`). */
export async function axeFindings(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

export { expect };
